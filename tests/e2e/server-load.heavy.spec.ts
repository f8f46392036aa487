import fs from 'node:fs'
import os from 'node:os'
import { expect, test } from '@playwright/test'
import autocannon from 'autocannon'
import { startFlags } from '../../scripts/start-flags.js'
import { removeTempDbs, residentMbOfEach, startServer, tempDb, waitForOutput } from './server-process'
import { E2E_PORT } from './utils'

// The production server under load, started by this spec as `npm start` starts it. A `.heavy`
// spec runs after every other one (playwright.config.ts), so its load does not slow theirs.

let running: ReturnType<typeof startServer> | undefined
test.afterEach(() => {
  running?.child.kill('SIGKILL')
  running = undefined
  removeTempDbs()
})

test('under load, as `npm start` runs it, every request is answered and each process stays under 200 MB', async () => {
  test.setTimeout(120_000)
  // Same Node flags (heap cap), page cache and workers (one per core, at least two) as production.
  // A quarter of the requests carry a new query string, so they miss the cache and render: the
  // cache keeps filling and evicting.
  const db = tempDb()
  const workers = Math.max(2, os.availableParallelism())
  const server = startServer(
    {
      PORT: String(E2E_PORT + 80),
      DATABASE_URL: db.url,
      LOG_REQUESTS: '0',
      WEB_CONCURRENCY: String(workers),
    },
    startFlags(),
  )
  running = server
  await waitForOutput(server.output, /"msg":"listening"/)
  const pages = ['/', '/eat', '/events', '/stay', '/play', '/blog']
  let count = 0
  const result = await autocannon({
    url: `http://127.0.0.1:${E2E_PORT + 80}`,
    connections: 50,
    // A fixed number of requests, not a duration: the same load however busy the machine is.
    amount: 1_000,
    timeout: 60,
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
  // Every one answered: a quarter of them (250 new addresses) filled and evicted the cache.
  expect(result['2xx']).toBe(1_000)
  const each = residentMbOfEach(server.child.pid!)
  expect(each).toHaveLength(workers + 1)
  for (const mb of each) expect(mb).toBeLessThan(200)
  server.child.kill('SIGTERM')
  expect(await server.exited).toBe(0)
  fs.rmSync(db.dir, { recursive: true, force: true })
})
