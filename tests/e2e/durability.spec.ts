import { expect, test } from '@playwright/test'
import Database from 'better-sqlite3'
import { type AppServer, startAppServer, type TempDatabase, tempDatabase } from '../../scripts/app-server.js'
import { E2E_PORT, formStamp, origin, postForm } from './utils'

// Starts its own server processes from the production build.
test.describe.configure({ mode: 'serial' })

const PORT = E2E_PORT + 85
const BASE = origin(PORT)

function start(dbUrl: string, workers = 1) {
  return startAppServer({
    env: {
      WEB_CONCURRENCY: String(workers),
      PORT: String(PORT),
      DATABASE_URL: dbUrl,
      LOG_REQUESTS: '0',
      SUBMISSION_RATE_LIMIT: '1000000',
      SUBMISSION_MIN_FILL_MS: '0',
    },
  })
}

let server: AppServer | undefined
let db: TempDatabase | undefined
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from a destructuring pattern
test.afterEach(async ({}, testInfo) => {
  // A failure shows what the server said (a worker that died, a port taken, a crash).
  if (testInfo.status !== testInfo.expectedStatus && server)
    await testInfo.attach('server output', { body: server.output().slice(-8000), contentType: 'text/plain' })
  await server?.stop('SIGKILL')
  db?.remove()
})

/** The pids of a cluster's workers, from their "worker listening" log lines. */
function workerPids(output: string): number[] {
  return output
    .split('\n')
    .filter((line) => line.includes('"msg":"worker listening"'))
    .map((line) => (JSON.parse(line) as { pid: number }).pid)
}

for (const how of ['one process', 'a cluster of two, every process', 'one worker of two'] as const) {
  test(`SIGKILL of ${how} under a stream of submissions loses none that were answered with success`, async () => {
    test.setTimeout(90_000)
    const temp = tempDatabase('guide-kill-')
    db = temp
    const dbFile = temp.file
    const first = start(temp.url, how === 'one process' ? 1 : 2)
    server = first
    await first.listening

    const acknowledged: string[] = []
    let sent = 0
    let stop = false

    async function worker(id: number) {
      for (let i = 0; !stop; i++) {
        const name = `Kill Test ${id}-${i}`
        sent++
        try {
          // Each post carries its own form's stamp: a stamp is accepted once (a replay is
          // answered as a bot's post, with success and nothing stored).
          // A request whose connection the cluster's primary had just handed to the worker that
          // died is never answered (Node's round-robin keeps its copy of the socket open): like a
          // browser, the client gives up on it after a while; it was not answered, so it is not
          // counted.
          const stamp = await formStamp(BASE, '/submit-restaurant', AbortSignal.timeout(10_000))
          const response = await postForm(
            BASE,
            '/submit-restaurant',
            {
              form_started_at: stamp,
              name,
              type: 'Western',
              description: 'Durability check',
              address: '1 Main St, Jackson, WY',
              priceRange: '$',
            },
            '',
            AbortSignal.timeout(10_000),
          )
          if (response.status === 302) acknowledged.push(name)
          else throw new Error(`unexpected status ${response.status}`)
        } catch {
          // Connection refused or reset once the server is gone.
          if (stop) return
          await new Promise((r) => setTimeout(r, 10))
        }
      }
    }

    const workers = Array.from({ length: 16 }, (_, id) => worker(id))
    // Let the load run, then kill the process mid-stream without warning.
    while (acknowledged.length < 300) await new Promise((r) => setTimeout(r, 20))
    if (how === 'one worker of two') {
      // One worker dies mid-stream; the primary starts another and the stream goes on.
      const [victim] = workerPids(first.output())
      process.kill(victim!, 'SIGKILL')
      await expect.poll(() => first.output().includes('worker died; starting another')).toBe(true)
      const before = acknowledged.length
      while (acknowledged.length < before + 200) await new Promise((r) => setTimeout(r, 20))
      stop = true
      await Promise.all(workers)
      expect(first.child.exitCode).toBeNull()
    } else {
      // Every process at once, without warning (for a cluster: the primary and each worker).
      const pids = how === 'one process' ? [] : workerPids(first.output())
      for (const pid of pids) process.kill(pid, 'SIGKILL')
      await first.stop('SIGKILL')
      stop = true
      await Promise.all(workers)
      expect(sent).toBeGreaterThan(acknowledged.length)
      // Restart on the same file: it recovers (WAL) and serves again.
      const second = start(temp.url)
      server = second
      await second.listening
    }
    // Serving again (a fresh connection each try: a pooled one may have gone with its process).
    await expect
      .poll(async () => {
        try {
          return (await fetch(`${BASE}/healthz`, { headers: { connection: 'close' } })).status
        } catch {
          return 0
        }
      })
      .toBe(200)

    const sqlite = new Database(dbFile, { readonly: true })
    const rows = sqlite
      .prepare('select name, count(*) as n from restaurant_submissions group by name')
      .all() as {
      name: string
      n: number
    }[]
    sqlite.close()
    const stored = new Map(rows.map((r) => [r.name, r.n]))
    const lost = acknowledged.filter((name) => stored.get(name) !== 1)
    expect(lost, `answered with success but not stored exactly once: ${lost.slice(0, 5).join(', ')}`).toEqual(
      [],
    )
    expect(rows.every((r) => r.n === 1)).toBe(true)
  })
}
