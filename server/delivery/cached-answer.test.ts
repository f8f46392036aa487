import zlib from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkFormStamp, createFormStamp } from '../../app/lib/form.server'
import { captureLogs } from '../../tests/setup/logs'
import {
  type RawAnswer as Answer,
  comparable,
  type FrontLaneServer,
  listenWithFrontLane,
  rawRequest,
} from '../../tests/setup/raw-answer'
import { createCachedPageAnswer } from './cached-answer'
import { mountFrontMiddleware } from './front-middleware'
import { createPageCache, type ResponseLocals } from './page-cache'

const noncesIn = (html: string) => [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])
const stampIn = (html: string) => /name="form_started_at" value="([^"]+)"/.exec(html)?.[1]

describe('cached pages answered in front of Express', () => {
  let base = ''
  let renders = 0
  let server: FrontLaneServer
  beforeAll(async () => {
    process.env.BETTER_AUTH_SECRET ??= 'test-secret-test-secret-test-secret-42'
    // As server/app.ts: the same middleware in front of the page cache (no built files here).
    const stamp = (locals: ResponseLocals) => (locals.formStamp ??= createFormStamp()) as string
    const pageCache = createPageCache({
      version: async () => '1',
      versionCheckMs: 60_000,
      perResponse: { nonce: (locals) => locals.cspNonce as string, stamp },
    })
    const app = express()
    app.disable('x-powered-by')
    mountFrontMiddleware(app, { strict: true })
    app.use(pageCache)
    app.get('/form', (_req, res) => {
      renders += 1
      const nonce = res.locals.cspNonce as string
      res
        .type('html')
        .send(
          `<!doctype html><script nonce="${nonce}">start()</script><p>${'Elk and trout. '.repeat(300)}</p>` +
            `<form><input type="hidden" name="form_started_at" value="${stamp(res.locals)}"></form>` +
            `<script nonce="${nonce}">more()</script>`,
        )
    })
    const answer = createCachedPageAnswer(pageCache, { strict: true })
    server = await listenWithFrontLane(answer, app)
    base = server.base
  })
  afterAll(() => server.close())

  const gzip = { 'accept-encoding': 'gzip, deflate, br' }

  it('answers a hit with exactly the headers of the rendered answer and of a hit through Express', async () => {
    for (const headers of [gzip, {}]) {
      for (const method of ['GET', 'HEAD']) {
        const path = `/form?${method}-${Object.keys(headers).length}`
        server.setFastLane(true)
        const before = server.fastAnswers()
        const rendered = await rawRequest(base + path, { method, headers })
        const fast = await rawRequest(base + path, { method, headers })
        server.setFastLane(false)
        const slow = await rawRequest(base + path, { method, headers })
        server.setFastLane(true)
        expect(server.fastAnswers() - before, path).toBe(method === 'GET' ? 1 : 0)
        if (method === 'HEAD') continue // a HEAD is never stored: both went through Express
        expect(rendered.headers['x-cache']).toBe('MISS')
        expect(fast.headers['x-cache']).toBe('HIT')
        expect(slow.headers['x-cache']).toBe('HIT')
        // The same headers as rendered (that one has Content-Length where the page's res.send put
        // it), and as a hit through Express in the same order too.
        expect(comparable(fast).sort()).toEqual(comparable(rendered).sort())
        expect(comparable(fast)).toEqual(comparable(slow))
        expect(fast.headers['content-security-policy']).toContain("script-src 'self' 'nonce-")
        expect(fast.headers['x-request-id']).not.toBe(rendered.headers['x-request-id'])
        const body = (answer: Answer) =>
          (answer.headers['content-encoding'] === 'gzip'
            ? zlib.gunzipSync(answer.body)
            : answer.body
          ).toString()
        expect(body(fast).length).toBe(body(rendered).length)
        expect(fast.headers['content-encoding']).toBe('accept-encoding' in headers ? 'gzip' : undefined)
      }
    }
    // Each GET rendered once; a HEAD of a page not stored renders every time (three each).
    expect(renders).toBe(2 + 2 * 3)
    // HEAD on a stored page, in front of Express too: the head of the GET, no body.
    const before = server.fastAnswers()
    const head = await rawRequest(`${base}/form?GET-1`, { method: 'HEAD', headers: gzip })
    const get = await rawRequest(`${base}/form?GET-1`, { headers: gzip })
    expect(server.fastAnswers() - before).toBe(2)
    expect(head.body.length).toBe(0)
    expect(comparable(head)).toEqual(comparable(get))
  })

  it('gives every hit its own nonce (header and page alike) and its own valid form stamp', async () => {
    await rawRequest(`${base}/form`)
    const nonces = new Set<string>()
    const stamps = new Set<string>()
    const before = server.fastAnswers()
    for (let i = 0; i < 4; i++) {
      const hit = await rawRequest(`${base}/form`, { headers: gzip })
      const html = zlib.gunzipSync(hit.body).toString()
      const header = /'nonce-([^']+)'/.exec(String(hit.headers['content-security-policy']))![1]!
      expect(noncesIn(html)).toEqual([header, header])
      nonces.add(header)
      const stamp = stampIn(html)!
      expect(checkFormStamp(stamp, Date.now() + 60_000)).toBe('ok')
      stamps.add(stamp)
    }
    expect(server.fastAnswers() - before).toBe(4)
    expect(nonces.size).toBe(4)
    expect(stamps.size).toBe(4)
  })

  it('answers a matching If-None-Match with the 304 Express gives, without a policy header', async () => {
    const page = await rawRequest(`${base}/form`)
    const etag = page.headers.etag!
    const before = server.fastAnswers()
    const fast = await rawRequest(`${base}/form`, { headers: { 'if-none-match': etag, ...gzip } })
    server.setFastLane(false)
    const slow = await rawRequest(`${base}/form`, { headers: { 'if-none-match': etag, ...gzip } })
    server.setFastLane(true)
    expect(server.fastAnswers() - before).toBe(1)
    expect([fast.status, slow.status]).toEqual([304, 304])
    expect(fast.headers['content-security-policy']).toBeUndefined()
    expect(comparable(fast)).toEqual(comparable(slow))
  })

  it('leaves to Express what its middleware would answer otherwise', async () => {
    await rawRequest(`${base}/form`)
    const before = server.fastAnswers()
    // brotli only: compression() compresses the cached page.
    const br = await rawRequest(`${base}/form`, { headers: { 'accept-encoding': 'br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['x-cache']).toBe('HIT')
    // A session: rendered for this visitor.
    const personal = await rawRequest(`${base}/form`, { headers: { cookie: 'better-auth.session_token=x' } })
    expect(personal.headers['x-cache']).toBeUndefined()
    // A malformed Host: 400 from validHost.
    expect((await rawRequest(`${base}/form`, { headers: { host: 'bad host' } })).status).toBe(400)
    expect(server.fastAnswers() - before).toBe(0)
  })

  it('writes the request log line for a hit as for any request', async () => {
    await rawRequest(`${base}/form`)
    const logs = captureLogs()
    const hit = await rawRequest(`${base}/form?q=secret`, { headers: gzip })
    const fast = await rawRequest(`${base}/form?q=secret`, { headers: gzip })
    logs.stop()
    expect(fast.headers['x-cache']).toBe('HIT')
    const line = logs.lines().find((entry) => entry.reqId === fast.headers['x-request-id'])
    expect(line).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/form', status: 200 })
    expect(logs.lines().find((entry) => entry.reqId === hit.headers['x-request-id'])).toBeTruthy()
    expect(logs.text()).not.toContain('secret')
  })
})
