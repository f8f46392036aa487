import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import Database from 'better-sqlite3'
import { type AppServer, startAppServer, type TempDatabase, tempDatabase } from '../../scripts/app-server.js'
import { HOSTILE_FEEDS, type HostileFeed, hostileFeed } from '../hostile-feeds'

// Issue 49: the production server fetches the hostile calendar feeds of tests/fixtures/feeds on
// its schedule while /healthz is asked every few ms; 99 in 100 answers come within 100 ms (before the
// parse worker, the rule feeds held the server for minutes), and each feed ends marked failed
// with its reason. Starts its own server process from the production build.

let server: AppServer | undefined
let db: TempDatabase | undefined
let feeds: http.Server | undefined
test.afterEach(async () => {
  await server?.stop('SIGKILL')
  db?.remove()
  await new Promise((resolve) => (feeds ? feeds.close(resolve) : resolve(undefined)))
})

test('hostile feeds fetched on schedule never hold /healthz up, and each is marked failed', async () => {
  test.setTimeout(180_000)
  feeds = http.createServer((req, res) => {
    const name = (req.url ?? '').slice(1) as HostileFeed
    if (!(name in HOSTILE_FEEDS)) return res.writeHead(404).end()
    res.writeHead(200, { 'Content-Type': 'text/calendar' }).end(hostileFeed(name))
  })
  await new Promise<void>((resolve) => feeds!.listen(0, '127.0.0.1', resolve))
  const feedOrigin = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`

  db = tempDatabase('guide-feeds-')
  server = startAppServer({
    env: {
      PORT: '0',
      DATABASE_URL: db.url,
      LOG_REQUESTS: '0',
      // The schedule's first turn comes 5 to 10 s after start; every feed is due then.
      FEED_FETCH_INTERVAL_MS: '60000',
      FEED_ALLOW_PRIVATE: '1',
    },
  })
  const base = await server.listening
  /** Asks /healthz one request after another (5 ms apart) until `done`; answers each one's time. */
  async function pollHealth(done: () => boolean): Promise<number[]> {
    const times: number[] = []
    while (!done()) {
      const started = performance.now()
      const response = await fetch(`${base}/healthz`)
      await response.arrayBuffer()
      times.push(performance.now() - started)
      expect(response.status).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    return times
  }
  // The same polling with no feed registered: how fast this machine answers at all.
  const idleUntil = Date.now() + 8_000
  const idle = await pollHealth(() => Date.now() > idleUntil)

  // The feeds, registered as an editor would (the server has migrated the database by now).
  const sqlite = new Database(db.file)
  const insert = sqlite.prepare(
    'INSERT INTO event_feeds (id, name, url, default_category, created_at) VALUES (?, ?, ?, ?, ?)',
  )
  for (const name of Object.keys(HOSTILE_FEEDS))
    insert.run(crypto.randomUUID(), name, `${feedOrigin}/${name}`, 'Music', new Date().toISOString())
  const failed = () =>
    sqlite.prepare("SELECT name, last_error FROM event_feeds WHERE last_status = 'error'").all() as {
      name: HostileFeed
      last_error: string
    }[]

  const deadline = Date.now() + 120_000
  let lastCheck = 0
  const times = await pollHealth(() => {
    if (Date.now() > deadline) return true
    if (Date.now() - lastCheck < 250) return false
    lastCheck = Date.now()
    return failed().length === Object.keys(HOSTILE_FEEDS).length
  })
  const marked = failed()
  sqlite.close()
  expect(marked.map((feed) => feed.name).sort()).toEqual(Object.keys(HOSTILE_FEEDS).sort())
  for (const feed of marked) expect(feed.last_error, feed.name).toMatch(HOSTILE_FEEDS[feed.name])
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b)
  const p99 = (values: number[]) => sorted(values)[Math.floor(values.length * 0.99)] ?? Infinity
  const slowest = Math.max(...times)
  console.log(
    `/healthz: ${times.length} answers while the feeds were read, 99th percentile ${Math.round(p99(times))} ms, ` +
      `slowest ${Math.round(slowest)} ms, ${times.filter((t) => t >= 100).length} of 100 ms or more; ` +
      `idle: ${idle.length} answers, 99th percentile ${Math.round(p99(idle))} ms, slowest ${Math.round(Math.max(...idle))} ms`,
  )
  expect(times.length).toBeGreaterThan(100)
  // Parsing on the serving thread held /healthz for 10 s to minutes. Now 99 in 100 answers come
  // within 100 ms, or within twice the idle machine's 99th percentile when the machine itself is
  // slower than that (a loaded shared test machine: CI saw idle answers of 205 ms, and single
  // answers of 300 ms while other specs ran beside this one); and no answer waits a second.
  expect(p99(times)).toBeLessThan(Math.max(100, 2 * p99(idle)))
  expect(slowest).toBeLessThan(1000)
})
