import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createPageCache } from './page-cache'

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
})

describe('page cache size', () => {
  it('stays within its byte budget, dropping the least recently used page first', async () => {
    const cache = createPageCache({ version: async () => '1', maxTotalBytes: 12_000 })
    const app = express()
    app.use(cache)
    app.get('/page', (req, res) => {
      // Random text barely compresses: about 3 KB per entry across its three bodies.
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
        expect(cache.bytes()).toBeLessThanOrEqual(12_000)
      }
      expect(cache.size()).toBeLessThan(6)
      expect(await get(1)).toBe('MISS')
    } finally {
      server.close()
    }
  })
})
