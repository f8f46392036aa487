import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import type http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureLogs } from '../../tests/setup/logs'
import {
  comparable,
  type FrontLaneServer,
  listenWithFrontLane,
  rawRequest,
} from '../../tests/setup/raw-answer'
import { createAssetAnswer, readBuiltAssets } from './built-assets'
import { mountFrontMiddleware } from './front-middleware'

// A built client folder as `npm run build` leaves it: hashed files, then their twins written by
// the build's own step (scripts/precompress.js).
const MODULE = `export function trail(name) { return ${JSON.stringify('Cache Creek '.repeat(200))} + name }\n`
const STYLES = `.card { color: #2f4f4f; padding: 1rem; }\n`.repeat(80)
const TINY = 'export{}'

describe('built assets answered in front of Express', () => {
  let base = ''
  let dir = ''
  let server: FrontLaneServer

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-assets-'))
    const assetsDir = path.join(dir, 'client', 'assets')
    fs.mkdirSync(assetsDir, { recursive: true })
    fs.writeFileSync(path.join(assetsDir, 'trail-Ab12Cd34.js'), MODULE)
    fs.writeFileSync(path.join(assetsDir, 'app-Ef56Gh78.css'), STYLES)
    fs.writeFileSync(path.join(assetsDir, 'empty-Ij90Kl12.js'), TINY)
    const precompress = spawnSync(process.execPath, ['scripts/precompress.js'], {
      env: { ...process.env, BUILD_DIR: dir },
      encoding: 'utf8',
    })
    expect(precompress.status, precompress.stderr).toBe(0)

    const assets = readBuiltAssets(assetsDir)
    const app = express()
    app.disable('x-powered-by')
    mountFrontMiddleware(app, { strict: true, clientDir: path.join(dir, 'client'), assets })
    app.use((_req, res) => res.status(404).type('text/plain').send('Not found'))
    const answer = createAssetAnswer(assets, { strict: true })
    server = await listenWithFrontLane(answer, app)
    base = server.base
  })
  afterAll(() => {
    server.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  /** The same request in front of Express and through it; both answers, and whether the first was fast. */
  async function bothWays(url: string, options: http.RequestOptions = {}) {
    const before = server.fastAnswers()
    server.setFastLane(true)
    const fast = await rawRequest(base + url, options)
    const wasFast = server.fastAnswers() - before === 1
    server.setFastLane(false)
    const slow = await rawRequest(base + url, options)
    server.setFastLane(true)
    return { fast, slow, wasFast }
  }

  it('answers with exactly the headers and bytes Express sends, brotli first, then gzip', async () => {
    const cases = [
      ['gzip, deflate, br', 'br'],
      ['br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['gzip', 'gzip'],
    ] as const
    for (const name of ['trail-Ab12Cd34.js', 'app-Ef56Gh78.css']) {
      for (const [accept, encoding] of cases) {
        for (const method of ['GET', 'HEAD']) {
          const url = `/assets/${name}`
          const { fast, slow, wasFast } = await bothWays(url, {
            method,
            headers: { 'accept-encoding': accept },
          })
          expect(wasFast, `${method} ${url} ${accept}`).toBe(true)
          expect(fast.status).toBe(200)
          expect(comparable(fast)).toEqual(comparable(slow))
          expect(fast.headers['content-encoding']).toBe(encoding)
          expect(fast.headers['cache-control']).toBe('public, max-age=31536000, immutable')
          expect(fast.headers['content-security-policy']).toContain("'nonce-")
          expect(fast.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
          if (method === 'HEAD') {
            expect(fast.body.length).toBe(0)
            continue
          }
          expect(fast.body.equals(slow.body)).toBe(true)
          const text = (encoding === 'br' ? zlib.brotliDecompressSync : zlib.gunzipSync)(fast.body).toString()
          expect(text).toBe(name.endsWith('.js') ? MODULE : STYLES)
        }
      }
    }
    // A query is ignored, as Express's req.path does.
    const { fast, slow, wasFast } = await bothWays('/assets/trail-Ab12Cd34.js?v=2', {
      headers: { 'accept-encoding': 'br' },
    })
    expect(wasFast).toBe(true)
    expect(comparable(fast)).toEqual(comparable(slow))
  })

  it('leaves to Express what it answers otherwise: no twin taken, validators, ranges, a bad Host', async () => {
    const br = { 'accept-encoding': 'br' }
    const etag = (await rawRequest(`${base}/assets/trail-Ab12Cd34.js`, { headers: br })).headers.etag!
    const lastModified = (await rawRequest(`${base}/assets/trail-Ab12Cd34.js`, { headers: br })).headers[
      'last-modified'
    ]!
    const before = server.fastAnswers()
    // No encoding accepted: the file itself, from express.static.
    const plain = await rawRequest(`${base}/assets/trail-Ab12Cd34.js`)
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(MODULE)
    // A file with no twin (smaller than any compression of it).
    const tiny = await rawRequest(`${base}/assets/empty-Ij90Kl12.js`, { headers: br })
    expect([tiny.status, tiny.body.toString()]).toEqual([200, TINY])
    // Validators and ranges: send's 304 and 206.
    const byTag = await rawRequest(`${base}/assets/trail-Ab12Cd34.js`, {
      headers: { ...br, 'if-none-match': etag },
    })
    expect(byTag.status).toBe(304)
    const byDate = await rawRequest(`${base}/assets/trail-Ab12Cd34.js`, {
      headers: { ...br, 'if-modified-since': lastModified },
    })
    expect(byDate.status).toBe(304)
    const range = await rawRequest(`${base}/assets/trail-Ab12Cd34.js`, {
      headers: { ...br, range: 'bytes=0-9' },
    })
    expect([range.status, range.body.length]).toEqual([206, 10])
    // What no built file is: another method, a name not built, a way out of the folder.
    const post = await rawRequest(`${base}/assets/trail-Ab12Cd34.js`, { method: 'POST', headers: br })
    expect(post.status).toBe(404)
    expect((await rawRequest(`${base}/assets/trail-XXXXXXXX.js`, { headers: br })).status).toBe(404)
    expect(
      (await rawRequest(`${base}/assets/../client/assets/trail-Ab12Cd34.js`, { headers: br })).status,
    ).toBe(404)
    // A malformed Host: validHost's 400.
    const badHost = await rawRequest(`${base}/assets/trail-Ab12Cd34.js`, {
      headers: { ...br, host: 'bad host' },
    })
    expect(badHost.status).toBe(400)
    expect(server.fastAnswers() - before).toBe(0)
  })

  it('writes the request log line for an asset as for any request, with its whole path', async () => {
    const logs = captureLogs()
    const { fast, slow, wasFast } = await bothWays('/assets/trail-Ab12Cd34.js?token=secret', {
      headers: { 'accept-encoding': 'br' },
    })
    logs.stop()
    expect(wasFast).toBe(true)
    for (const answer of [fast, slow]) {
      const line = logs.lines().find((entry) => entry.reqId === answer.headers['x-request-id'])
      expect(line).toMatchObject({
        level: 'info',
        msg: 'request',
        method: 'GET',
        path: '/assets/trail-Ab12Cd34.js',
        status: 200,
      })
    }
    expect(logs.text()).not.toContain('secret')
  })
})
