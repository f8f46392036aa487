import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { startFlags } from '../../scripts/start-flags.js'
import { E2E_PORT } from './utils'

// These start their own server processes from the production build.
test.describe.configure({ mode: 'serial' })

function startServer(env: Record<string, string>, nodeFlags: string[] = []) {
  const child = spawn(process.execPath, [...nodeFlags, 'server.js'], {
    env: { ...process.env, NODE_ENV: 'production', LOG_REQUESTS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

async function waitForOutput(read: () => string, pattern: RegExp, timeout = 20_000) {
  const started = Date.now()
  while (!pattern.test(read())) {
    if (Date.now() - started > timeout)
      throw new Error(`timed out waiting for ${pattern}; output:\n${read()}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

function tempDb() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-srv-'))
  return { url: `file:${path.join(dir, 'guide.db')}`, dir }
}

let running: ChildProcess | undefined
test.afterEach(() => {
  running?.kill('SIGKILL')
  running = undefined
})

test('a taken port exits non-zero with one clear line', async () => {
  const blocker = net.createServer().listen(E2E_PORT + 81, '127.0.0.1')
  await new Promise((r) => blocker.once('listening', r))
  const db = tempDb()
  const server = startServer({ PORT: String(E2E_PORT + 81), DATABASE_URL: db.url })
  running = server.child
  expect(await server.exited).toBe(1)
  expect(server.output()).toContain(`Error: port ${E2E_PORT + 81} on 127.0.0.1 is already in use`)
  blocker.close()
})

test('a database that cannot be opened exits non-zero with one clear line', async () => {
  const server = startServer({ PORT: String(E2E_PORT + 82), DATABASE_URL: 'file:/dev/null/guide.db' })
  running = server.child
  expect(await server.exited).toBe(1)
  expect(server.output()).toMatch(/^Error: cannot open DATABASE_URL: /m)
})

test('health, structured logs, cached assets, and SIGTERM drains in-flight requests', async ({ request }) => {
  const db = tempDb()
  const server = startServer({ PORT: String(E2E_PORT + 83), DATABASE_URL: db.url })
  running = server.child
  await waitForOutput(server.output, /"msg":"listening"/)
  const base = `http://127.0.0.1:${E2E_PORT + 83}`

  const health = await request.get(`${base}/healthz`)
  expect(health.status()).toBe(200)
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'sqlite' })

  const home = await request.get(`${base}/`, { headers: { 'Accept-Encoding': 'gzip, br' } })
  expect(home.status()).toBe(200)
  expect(home.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/)
  expect(home.headers()['x-content-type-options']).toBe('nosniff')
  const html = await home.text()
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0]
  expect(asset).toBeTruthy()
  const script = await request.get(`${base}${asset}`, { headers: { 'Accept-Encoding': 'br' } })
  expect(script.status()).toBe(200)
  expect(script.headers()['cache-control']).toContain('immutable')
  expect(script.headers()['cache-control']).toContain('max-age=31536000')
  expect(script.headers()['content-encoding']).toBe('br')
  expect(script.headers()['content-type']).toContain('javascript')
  const image = await request.get(`${base}/images/scenes/bison.svg`)
  expect(image.headers()['cache-control']).toBe('public, max-age=604800, stale-while-revalidate=86400')
  expect((await request.get(`${base}/robots.txt`)).status()).toBe(200)

  await waitForOutput(
    server.output,
    /"level":"info","msg":"request","method":"GET","path":"\/healthz","status":200/,
  )

  // A request that is in flight when SIGTERM arrives still gets its answer.
  const inFlight = fetch(`${base}/eat`).then(async (r) => ({ status: r.status, body: await r.text() }))
  await new Promise((r) => setTimeout(r, 5))
  server.child.kill('SIGTERM')
  const answer = await inFlight
  expect(answer.status).toBe(200)
  expect(answer.body).toContain('Where to Eat')
  expect(await server.exited).toBe(0)
  expect(server.output()).toContain('"msg":"stopped"')
  fs.rmSync(db.dir, { recursive: true, force: true })
})

test('under load, as `npm start` runs it, every request is answered and memory stays under 200 MB', async () => {
  test.setTimeout(120_000)
  // Same Node flags (heap cap) and page cache as production. A quarter of the requests carry a new
  // query string, so they miss the cache and render: the cache keeps filling and evicting.
  const db = tempDb()
  const server = startServer(
    { PORT: String(E2E_PORT + 80), DATABASE_URL: db.url, LOG_REQUESTS: '0' },
    startFlags(),
  )
  running = server.child
  await waitForOutput(server.output, /"msg":"listening"/)
  const pages = ['/', '/eat', '/events', '/stay', '/play', '/blog']
  let count = 0
  const result = await autocannon({
    url: `http://127.0.0.1:${E2E_PORT + 80}`,
    connections: 50,
    duration: 8,
    requests: [
      {
        setupRequest: (request) => {
          count += 1
          const page = pages[count % pages.length]!
          return { ...request, path: count % 4 === 0 ? `${page}?visit=${count}` : page }
        },
      },
    ],
  })
  expect(result.errors).toBe(0)
  expect(result.non2xx).toBe(0)
  expect(result['2xx']).toBeGreaterThan(500)
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8')
  const rssMb = Number(status.match(/VmRSS:\s+(\d+)/)![1]) / 1024
  expect(rssMb).toBeLessThan(200)
  server.child.kill('SIGTERM')
  expect(await server.exited).toBe(0)
  fs.rmSync(db.dir, { recursive: true, force: true })
})

test('restarting on the same database does not duplicate the sample content', async ({ request }) => {
  const db = tempDb()
  for (let run = 0; run < 2; run++) {
    const server = startServer({ PORT: String(E2E_PORT + 84), DATABASE_URL: db.url })
    running = server.child
    await waitForOutput(server.output, /"msg":"listening"/)
    const html = await (await request.get(`http://127.0.0.1:${E2E_PORT + 84}/eat`)).text()
    const cards = html.match(/View Details<span/g) ?? []
    expect(cards.length).toBeGreaterThan(0)
    if (run === 1) expect(cards.length).toBe((globalThis as { firstCount?: number }).firstCount)
    ;(globalThis as { firstCount?: number }).firstCount = cards.length
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }
  fs.rmSync(db.dir, { recursive: true, force: true })
})

test('anonymous pages are cached with an ETag, answer 304, skip personal requests, and follow content changes', async ({
  request,
}) => {
  const db = tempDb()
  const server = startServer({ PORT: String(E2E_PORT + 86), DATABASE_URL: db.url, LOG_REQUESTS: '0' })
  running = server.child
  await waitForOutput(server.output, /"msg":"listening"/)
  const base = `http://127.0.0.1:${E2E_PORT + 86}`

  const first = await request.get(`${base}/eat`)
  expect(first.headers()['x-cache']).toBe('MISS')
  const etag = first.headers()['etag']
  expect(etag).toMatch(/^"[\w-]+"$/)
  expect(first.headers()['cache-control']).toBe('public, max-age=0, stale-while-revalidate=60')
  expect(first.headers()['vary']).toContain('Cookie')

  const second = await request.get(`${base}/eat`)
  expect(second.headers()['x-cache']).toBe('HIT')
  expect(second.headers()['etag']).toBe(etag)
  // Every answer, cached or not, has its own nonce, matching its scripts; the page is otherwise the same.
  const nonceOf = (response: typeof first) =>
    response.headers()['content-security-policy']!.match(/'nonce-([^']+)'/)![1]!
  const [firstNonce, secondNonce] = [nonceOf(first), nonceOf(second)]
  expect(secondNonce).not.toBe(firstNonce)
  expect(await first.text()).toContain(`nonce="${firstNonce}"`)
  expect(await second.text()).toContain(`nonce="${secondNonce}"`)
  expect(await second.text()).not.toContain(firstNonce)
  expect((await second.text()).replaceAll(secondNonce, 'N')).toBe(
    (await first.text()).replaceAll(firstNonce, 'N'),
  )

  const notModified = await request.get(`${base}/eat`, { headers: { 'If-None-Match': etag! } })
  expect(notModified.status()).toBe(304)
  expect(notModified.headers()['content-security-policy']).toBeUndefined()

  // A cached form page gives each visitor their own fill-time stamp.
  const stampOf = async (response: typeof first) =>
    (await response.text()).match(/name="form_started_at" value="([^"]+)"/)![1]
  const formA = await request.get(`${base}/submit-restaurant`)
  const formB = await request.get(`${base}/submit-restaurant`)
  expect(formB.headers()['x-cache']).toBe('HIT')
  expect(await stampOf(formB)).not.toBe(await stampOf(formA))

  // A visitor with a pending toast (or a session) gets a freshly rendered page.
  const personal = await request.get(`${base}/eat`, { headers: { Cookie: 'toast=something' } })
  expect(personal.headers()['x-cache']).toBeUndefined()
  // Error pages are not cached.
  await request.get(`${base}/no-such-page`)
  expect((await request.get(`${base}/no-such-page`)).headers()['x-cache']).toBeUndefined()

  // Another process changing the content (through the shared database) empties this cache.
  const file = db.url.slice('file:'.length)
  const sqlite = new Database(file)
  sqlite
    .prepare(
      "insert into app_meta (key, value) values ('content_version', 'changed') on conflict(key) do update set value = excluded.value",
    )
    .run()
  sqlite.close()
  await new Promise((r) => setTimeout(r, 1200))
  expect((await request.get(`${base}/eat`)).headers()['x-cache']).toBe('MISS')

  server.child.kill('SIGTERM')
  expect(await server.exited).toBe(0)
  fs.rmSync(db.dir, { recursive: true, force: true })
})
