import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import Database from 'better-sqlite3'
import { removeTempDbs, startServer, tempDb, waitForOutput } from './server-process'
import { E2E_PORT } from './utils'

// These start their own server processes from the production build.
test.describe.configure({ mode: 'serial' })

let running: ChildProcess | undefined
test.afterEach(() => {
  running?.kill('SIGKILL')
  running = undefined
  removeTempDbs()
})

for (const workers of [1, 2]) {
  test(`a taken port exits non-zero with one clear line (${workers} worker${workers > 1 ? 's' : ''})`, async () => {
    const blocker = net.createServer().listen(E2E_PORT + 81, '127.0.0.1')
    await new Promise((r) => blocker.once('listening', r))
    const db = tempDb()
    const server = startServer({
      PORT: String(E2E_PORT + 81),
      DATABASE_URL: db.url,
      WEB_CONCURRENCY: String(workers),
    })
    running = server.child
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain(`Error: port ${E2E_PORT + 81} on 127.0.0.1 is already in use`)
    blocker.close()
  })
}

test('a cluster: every worker answers, a dead worker is replaced, SIGTERM drains them all', async () => {
  test.setTimeout(90_000)
  const db = tempDb()
  const port = E2E_PORT + 79
  const base = `http://127.0.0.1:${port}`
  const server = startServer({ PORT: String(port), DATABASE_URL: db.url, WEB_CONCURRENCY: '2' })
  running = server.child
  await server.listening
  const lines = () =>
    server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; pid: number; status?: number })
  const workerPids = () =>
    lines()
      .filter((l) => l.msg === 'worker listening')
      .map((l) => l.pid)
  // The server says it listens once its first worker does; the second may log a moment later.
  await expect.poll(() => new Set(workerPids()).size).toBe(2)
  // The sample content was seeded once, by the primary, before the workers started.
  expect(lines().filter((l) => l.msg === 'listening')).toHaveLength(1)

  // Connections are shared out: requests on fresh connections reach both workers.
  for (let i = 0; i < 30; i++) {
    const response = await fetch(`${base}/healthz`, { headers: { Connection: 'close' } })
    expect(response.status).toBe(200)
  }
  await expect
    .poll(
      () =>
        new Set(
          lines()
            .filter((l) => l.msg === 'request')
            .map((l) => l.pid),
        ).size,
    )
    .toBe(2)

  // A worker killed without warning is replaced, and the site keeps answering meanwhile.
  const [victim, survivor] = workerPids()
  process.kill(victim!, 'SIGKILL')
  await waitForOutput(server.output, /"msg":"worker died; starting another"/)
  expect((await fetch(`${base}/eat`)).status).toBe(200)
  await expect.poll(() => workerPids().length).toBe(3)
  const replacement = workerPids()[2]!
  expect([victim, survivor]).not.toContain(replacement)

  // SIGTERM: a request in flight is still answered, every worker stops, the primary exits 0.
  const inFlight = fetch(`${base}/eat`).then((r) => r.status)
  await new Promise((r) => setTimeout(r, 5))
  server.child.kill('SIGTERM')
  expect(await inFlight).toBe(200)
  expect(await server.exited).toBe(0)
  expect(
    lines()
      .filter((l) => l.msg === 'worker stopped')
      .map((l) => l.pid)
      .sort(),
  ).toEqual([survivor!, replacement].sort())
  expect(server.output()).toContain('"msg":"stopped"')
  for (const pid of [survivor!, replacement]) expect(() => process.kill(pid, 0)).toThrow()
})

test('a database that cannot be opened exits non-zero with one clear line', async () => {
  const server = startServer({ PORT: String(E2E_PORT + 82), DATABASE_URL: 'file:/dev/null/guide.db' })
  running = server.child
  expect(await server.exited).toBe(1)
  expect(server.output()).toMatch(/^Error: cannot open DATABASE_URL: /m)
})

test('a bad configuration value stops start-up with one line naming it', async () => {
  const cases: [Record<string, string | undefined>, string][] = [
    [{ PORT: 'abc' }, 'Error: invalid configuration: PORT must be a number from 0 to 65535 (got "abc")'],
    [{ LOG_LEVEL: 'loud' }, 'Error: invalid configuration: LOG_LEVEL must be'],
    [{ SUBMISSION_RATE_LIMIT: 'ten' }, 'Error: invalid configuration: SUBMISSION_RATE_LIMIT must be'],
    // Several processes on one PostgreSQL database must share one secret: none is generated there.
    [
      { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', BETTER_AUTH_SECRET: undefined },
      'Error: invalid configuration: BETTER_AUTH_SECRET must be set when DATABASE_URL is PostgreSQL',
    ],
  ]
  for (const [env, message] of cases) {
    const db = tempDb()
    const server = startServer({ PORT: String(E2E_PORT + 79), DATABASE_URL: db.url, ...env })
    running = server.child
    expect(await server.exited).toBe(1)
    expect(server.output()).toMatch(/^Error: [^\n]*\n$/)
    expect(server.output()).toContain(message)
    fs.rmSync(db.dir, { recursive: true, force: true })
  }
})

test('server.js reads .env from its folder; the environment wins over it', async ({ request }) => {
  const db = tempDb()
  const port = E2E_PORT + 79
  fs.writeFileSync(path.join(db.dir, '.env'), `PORT=${port}\nDATABASE_URL=${db.url}\nLOG_LEVEL=warn\n`)
  const server = startServer(
    {
      PORT: undefined,
      DATABASE_URL: undefined,
      LOG_LEVEL: undefined,
      LOG_REQUESTS: '1',
      SHUTDOWN_GRACE_MS: '50',
    },
    [],
    db.dir,
  )
  running = server.child
  // LOG_LEVEL=warn from .env: no "listening" line, so wait for the port instead.
  await expect
    .poll(async () => (await request.get(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status(), {
      timeout: 20_000,
    })
    .toBe(200)
  expect(fs.existsSync(db.url.slice('file:'.length))).toBe(true)
  expect(server.output()).not.toContain('"level":"info"')
  server.child.kill('SIGTERM')
  expect(await server.exited).toBe(0)

  // The same .env with LOG_LEVEL set in the environment: the environment's value is used.
  const again = startServer(
    { PORT: undefined, DATABASE_URL: undefined, LOG_LEVEL: 'info', LOG_REQUESTS: '1' },
    [],
    db.dir,
  )
  running = again.child
  await waitForOutput(again.output, /"msg":"listening"/)
  expect(again.output()).toContain(`"url":"http://127.0.0.1:${port}"`)
  again.child.kill('SIGTERM')
  expect(await again.exited).toBe(0)
  fs.rmSync(db.dir, { recursive: true, force: true })
})

test('every response carries an X-Request-Id; a loader error is logged with it and its stack, cookies redacted', async ({
  request,
}) => {
  const db = tempDb()
  const server = startServer({ PORT: String(E2E_PORT + 79), DATABASE_URL: db.url })
  running = server.child
  await waitForOutput(server.output, /"msg":"listening"/)
  const base = `http://127.0.0.1:${E2E_PORT + 79}`

  // Fresh ids, also on pages from the cache; a client's own id is not taken (no trusted proxy).
  const ids = new Set<string>()
  for (let i = 0; i < 3; i++) {
    const page = await request.get(`${base}/eat`, { headers: { 'X-Request-Id': 'forged' } })
    expect(page.status()).toBe(200)
    ids.add(page.headers()['x-request-id']!)
  }
  expect(ids.size).toBe(3)
  for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/)
  expect((await request.get(`${base}/healthz`)).headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)

  // Break the database under the running server: the listings loader now throws.
  const sqlite = new Database(db.url.slice('file:'.length))
  sqlite.exec('drop table restaurants')
  sqlite.close()
  const failed = await request.get(`${base}/eat`, {
    headers: { Cookie: 'toast=visitor-cookie-value', Authorization: 'Bearer secret-token' },
  })
  expect(failed.status()).toBe(500)
  const reqId = failed.headers()['x-request-id']!
  await waitForOutput(server.output, new RegExp(`"level":"error".*"reqId":"${reqId}"`))
  const line = server
    .output()
    .split('\n')
    .filter((text) => text.includes(`"reqId":"${reqId}"`) && text.includes('"level":"error"'))
    .map((text) => JSON.parse(text))[0]
  expect(line).toMatchObject({ msg: 'request failed', req: { method: 'GET', path: '/eat' } })
  expect(line.err.stack).toMatch(/no such table: restaurants\n\s+at /)
  expect(line.req.headers.cookie).toBe('[redacted]')
  expect(line.req.headers.authorization).toBe('[redacted]')
  expect(server.output()).not.toContain('visitor-cookie-value')
  expect(server.output()).not.toContain('secret-token')
  fs.rmSync(db.dir, { recursive: true, force: true })
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
  const asset = html.match(/\/assets\/entry\.client-[^"]+\.js/)?.[0]
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
    /"level":"info",.*"reqId":"[\w-]+","method":"GET","path":"\/healthz","status":200,"ms":[\d.]+,"msg":"request"/,
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

  // A hit is answered in front of Express (server/delivery/cached-answer.ts) with the headers the rendered
  // answer had, but for the per-response ones.
  const headersOf = (response: typeof first) =>
    Object.entries(response.headers())
      .filter(([name]) => !['x-request-id', 'x-cache', 'date', 'content-length'].includes(name))
      .map(([name, value]) => [name, value.replaceAll(nonceOf(response), 'NONCE')])
      .sort()
  expect(headersOf(second)).toEqual(headersOf(first))
  expect(second.headers()['x-request-id']).not.toBe(first.headers()['x-request-id'])

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
