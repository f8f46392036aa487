import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { E2E_PORT } from './utils'
import Database from 'better-sqlite3'

// Starts its own server processes from the production build.
test.describe.configure({ mode: 'serial' })

const PORT = E2E_PORT + 85
const BASE = `http://127.0.0.1:${PORT}`

function start(dbUrl: string) {
  const child = spawn(process.execPath, ['server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATABASE_URL: dbUrl,
      LOG_REQUESTS: '0',
      SUBMISSION_RATE_LIMIT: '1000000',
      SUBMISSION_MIN_FILL_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (c) => (output += c))
  child.stderr!.on('data', (c) => (output += c))
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('"msg":"listening"')) {
        clearInterval(timer)
        resolve()
      }
    }, 25)
    child.on('exit', (code) => {
      clearInterval(timer)
      reject(new Error(`server exited with ${code}: ${output}`))
    })
  })
  return { child, listening }
}

let server: ChildProcess | undefined
test.afterEach(() => server?.kill('SIGKILL'))

test('SIGKILL under a stream of submissions loses none that were answered with success', async () => {
  test.setTimeout(90_000)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-kill-'))
  const dbFile = path.join(dir, 'guide.db')
  const first = start(`file:${dbFile}`)
  server = first.child
  await first.listening

  const form = await (await fetch(`${BASE}/submit-restaurant`)).text()
  const stamp = form.match(/name="form_started_at" value="([^"]+)"/)![1]!
  const acknowledged: string[] = []
  let sent = 0
  let stop = false

  async function worker(id: number) {
    for (let i = 0; !stop; i++) {
      const name = `Kill Test ${id}-${i}`
      sent++
      try {
        const response = await fetch(`${BASE}/submit-restaurant`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: BASE },
          body: new URLSearchParams({
            form_started_at: stamp,
            name,
            type: 'Western',
            description: 'Durability check',
            address: '1 Main St, Jackson, WY',
            priceRange: '$',
          }),
        })
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
  first.child.kill('SIGKILL')
  await new Promise((r) => first.child.once('exit', r))
  stop = true
  await Promise.all(workers)
  expect(sent).toBeGreaterThan(acknowledged.length)

  // Restart on the same file: it recovers (WAL) and serves again.
  const second = start(`file:${dbFile}`)
  server = second.child
  await second.listening
  expect((await fetch(`${BASE}/healthz`)).status).toBe(200)

  const db = new Database(dbFile, { readonly: true })
  const rows = db.prepare('select name, count(*) as n from restaurant_submissions group by name').all() as {
    name: string
    n: number
  }[]
  db.close()
  const stored = new Map(rows.map((r) => [r.name, r.n]))
  const lost = acknowledged.filter((name) => stored.get(name) !== 1)
  expect(lost, `answered with success but not stored exactly once: ${lost.slice(0, 5).join(', ')}`).toEqual(
    [],
  )
  expect(rows.every((r) => r.n === 1)).toBe(true)
  fs.rmSync(dir, { recursive: true, force: true })
})
