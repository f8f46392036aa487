import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { checkFormStamp, createFormStamp } from '../../app/lib/form.server'
import { bypassedPath, createPageCache, type ResponseLocals } from './page-cache'
import { acceptsGzip, etagMatches } from './request-headers'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('page cache', () => {
  let base = ''
  let renders = 0
  let version = '1'
  let close: () => void
  beforeAll(async () => {
    const app = express()
    app.use(createPageCache({ version: async () => version, versionCheckMs: 0 }))
    app.get('/page', async (_req, res) => {
      renders += 1
      await pause(100)
      res.type('html').send(`<p>page, version ${version}</p>`)
    })
    // Stands in for /trip and its pages: personal, never cached.
    app.get(['/trip', '/trip/shared/:id', '/trip.ics', '/trip/print'], (_req, res) => {
      renders += 1
      res.type('html').send('<p>your trip</p>')
    })
    app.get('/broken', async (_req, res) => {
      renders += 1
      await pause(50)
      res.status(500).type('html').send('<p>broken</p>')
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => server.close()
  })
  afterAll(() => close())
  beforeEach(() => {
    renders = 0
  })

  const fetchMany = (path: string, count: number, headers: Record<string, string> = {}) =>
    Promise.all(
      Array.from({ length: count }, async () => {
        const response = await fetch(base + path, { headers })
        return {
          status: response.status,
          cache: response.headers.get('x-cache'),
          body: await response.text(),
        }
      }),
    )

  it('renders a page once for a burst of anonymous visitors, and serves them all', async () => {
    const answers = await fetchMany('/page', 20)
    expect(renders).toBe(1)
    expect(answers.every((a) => a.status === 200 && a.body === '<p>page, version 1</p>')).toBe(true)
    expect(answers.filter((a) => a.cache === 'MISS')).toHaveLength(1)
    expect(answers.filter((a) => a.cache === 'HIT')).toHaveLength(19)
    await fetchMany('/page', 5)
    expect(renders).toBe(1)
  })

  it('renders again once the content changes', async () => {
    await fetchMany('/page', 3)
    version = '2'
    const answers = await fetchMany('/page', 10)
    expect(answers.every((a) => a.body === '<p>page, version 2</p>')).toBe(true)
    expect(renders).toBeLessThanOrEqual(2)
  })

  it('lets each request render its own answer when the answer is not cacheable', async () => {
    const answers = await fetchMany('/broken', 5)
    expect(answers.every((a) => a.status === 500 && a.body === '<p>broken</p>')).toBe(true)
    expect(renders).toBe(5)
  })

  it('never serves a signed-in visitor from the cache', async () => {
    await fetchMany('/page', 1)
    renders = 0
    const answers = await fetchMany('/page', 3, { cookie: 'better-auth.session_token=abc' })
    expect(renders).toBe(3)
    expect(answers.every((a) => a.cache === null)).toBe(true)
  })

  it('never serves or stores /trip or its pages, with or without a trip cookie', async () => {
    for (const path of ['/trip', '/trip?add=stay:x', '/trip/shared/abc', '/trip.ics', '/trip/print']) {
      for (const cookie of [undefined, 'trip=AAAAAAAAAAAAAAAAAAAAAA']) {
        renders = 0
        const answers = await fetchMany(path, 3, cookie ? { cookie } : {})
        expect(renders, path).toBe(3)
        expect(answers.every((a) => a.cache === null)).toBe(true)
      }
    }
    // Listing pages carry nothing of the trip: a trip cookie does not keep them from the cache.
    await fetchMany('/page', 1)
    renders = 0
    await fetchMany('/page', 2, { cookie: 'trip=AAAAAAAAAAAAAAAAAAAAAA' })
    expect(renders).toBe(0)
  })
})

describe('page cache size', () => {
  it('stays within its byte budget, dropping the least recently used page first', async () => {
    const cache = createPageCache({ version: async () => '1', maxTotalBytes: 8_000 })
    const app = express()
    app.use(cache)
    app.get('/page', (req, res) => {
      // Random text barely compresses: about 2 KB per entry across its plain and gzip bodies.
      const filler = Array.from({ length: 1000 }, () => Math.random().toString(36)[2]).join('')
      res.type('html').send(`<p>${String(req.query.n)} ${filler}</p>`)
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const get = async (n: number) => (await fetch(`${base}/page?n=${n}`)).headers.get('x-cache')
    try {
      expect(await get(0)).toBe('MISS')
      for (let n = 1; n <= 20; n++) {
        await get(n)
        // Page 0 is visited all the time, so it is never the least recently used.
        expect(await get(0)).toBe('HIT')
        expect(cache.bytes()).toBeLessThanOrEqual(8_000)
      }
      expect(cache.size()).toBeLessThan(6)
      expect(await get(1)).toBe('MISS')
    } finally {
      server.close()
    }
  })
})

/** A GET without automatic decompression: the raw status, headers and body bytes. */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
          )
        })
        .on('error', reject)
    },
  )
}

describe('page cache: nothing one visitor gets is shared with another', () => {
  let base = ''
  let renders = 0
  let close: () => void
  beforeAll(async () => {
    process.env.BETTER_AUTH_SECRET ??= 'test-secret-test-secret-test-secret-42'
    process.env.SUBMISSION_MIN_FILL_MS = '0'
    const app = express()
    // As server/app.ts: a nonce per request in the policy header (a test may choose it).
    app.use((req, res, next) => {
      const nonce = String(req.headers['x-test-nonce'] ?? crypto.randomBytes(16).toString('base64'))
      res.locals.cspNonce = nonce
      res.setHeader('Content-Security-Policy', `script-src 'self' 'nonce-${nonce}'`)
      next()
    })
    const stamp = (locals: ResponseLocals, req: http.IncomingMessage): string =>
      (locals.formStamp ??= String(req.headers['x-test-stamp'] ?? createFormStamp())) as string
    app.use(
      createPageCache({
        version: async () => '1',
        perResponse: { nonce: (locals) => locals.cspNonce as string, stamp },
      }),
    )
    app.get('/form', (req, res) => {
      renders += 1
      const nonce = res.locals.cspNonce as string
      const value = stamp(res.locals, req)
      res
        .type('html')
        .send(
          `<!doctype html><script nonce="${nonce}">start()</script><p>${'Elk and trout. '.repeat(200)}</p>` +
            `<form><input type="hidden" name="form_started_at" value="${value}"></form>` +
            `<script nonce="${nonce}">ctx.enqueue("[\\"stamp\\",\\"${value}\\"]")</script>`,
        )
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => server.close()
  })
  afterAll(() => {
    close()
    delete process.env.SUBMISSION_MIN_FILL_MS
  })

  const noncesIn = (html: string) => [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])
  const stampsIn = (html: string) => [
    ...[...html.matchAll(/name="form_started_at" value="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/\\"stamp\\",\\"([^\\]+)\\"/g)].map((m) => m[1]),
  ]

  it('gives every hit its own nonce, the same in the header and the page', async () => {
    const first = await rawGet(`${base}/form`)
    expect(first.headers['x-cache']).toBe('MISS')
    const seen = new Set<string>()
    for (let i = 0; i < 3; i++) {
      const hit = await rawGet(`${base}/form`)
      expect(hit.headers['x-cache']).toBe('HIT')
      const header = /'nonce-([^']+)'/.exec(String(hit.headers['content-security-policy']))![1]!
      const inPage = noncesIn(hit.body.toString())
      expect(inPage).toEqual([header, header])
      seen.add(header)
    }
    expect(seen.size).toBe(3)
    expect(renders).toBe(1)
  })

  it('gives every hit its own form stamp, which verifies, in the field and in the page data alike', async () => {
    const stamps = new Set<string>()
    for (let i = 0; i < 3; i++) {
      const hit = await rawGet(`${base}/form`)
      const found = stampsIn(hit.body.toString())
      expect(found).toHaveLength(2)
      expect(found[0]).toBe(found[1])
      expect(checkFormStamp(found[0])).toBe('ok')
      stamps.add(found[0]!)
    }
    expect(stamps.size).toBe(3)
  })

  it('keeps one ETag across hits and answers 304 without a policy header for the page the browser has', async () => {
    const a = await rawGet(`${base}/form`)
    const b = await rawGet(`${base}/form`)
    expect(a.headers.etag).toBeTruthy()
    expect(b.headers.etag).toBe(a.headers.etag)
    for (const tag of [a.headers.etag!, `W/${a.headers.etag}`, `"other", ${a.headers.etag}`, '*']) {
      const notModified = await rawGet(`${base}/form`, { 'if-none-match': tag })
      expect(notModified.status, tag).toBe(304)
      expect(notModified.headers['content-security-policy']).toBeUndefined()
    }
    expect((await rawGet(`${base}/form`, { 'if-none-match': '"other"' })).status).toBe(200)
  })

  it('gzip hits decompress to exactly the plain body', async () => {
    const headers = { 'x-test-nonce': 'bm9uY2Utb2YtdGhpcy10ZXN0', 'x-test-stamp': createFormStamp() }
    const plain = await rawGet(`${base}/form`, headers)
    const gzip = await rawGet(`${base}/form`, { ...headers, 'accept-encoding': 'gzip, deflate, br' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.headers['x-cache']).toBe('HIT')
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length)
    expect(gzip.body.length).toBeLessThan(plain.body.length / 5)
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true)
    expect(plain.body.toString()).toContain(headers['x-test-stamp'])
    expect(plain.body.toString()).toContain('nonce="bm9uY2Utb2YtdGhpcy10ZXN0"')
  })
})

describe('page cache header parsing', () => {
  it('reads Accept-Encoding qualities', () => {
    expect(acceptsGzip('gzip')).toBe(true)
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('*;q=0')).toBe(false)
    expect(acceptsGzip('br')).toBe(false)
    expect(acceptsGzip('')).toBe(false)
    expect(acceptsGzip(';;,,q=,gzip;q=banana')).toBe(true)
    expect(acceptsGzip(undefined)).toBe(false)
  })

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true)
    expect(etagMatches('W/"a"', '"a"')).toBe(true)
    expect(etagMatches('"b", "a"', '"a"')).toBe(true)
    expect(etagMatches('*', '"a"')).toBe(true)
    expect(etagMatches('"b"', '"a"')).toBe(false)
    expect(etagMatches('', '"a"')).toBe(false)
  })
})

describe('pages the cache leaves alone', () => {
  it('never caches the partner area (a business’s own pages and its unsubscribe link)', () => {
    for (const path of ['/partner', '/partner/restaurants/x', '/partner/unsubscribe'])
      expect(bypassedPath(path), path).toBe(true)
    for (const path of ['/eat', '/partners-of-the-valley']) expect(bypassedPath(path), path).toBe(false)
  })
})
