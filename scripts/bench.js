// `npm run bench`: starts the production build on a fresh SQLite file and measures the main
// pages under a bounded load on loopback, then prints requests/s, latency and memory.
// BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) tune the run.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { ensureBuild } from './ensure-build.js'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const port = Number(process.env.BENCH_PORT ?? 4399)
const base = `http://127.0.0.1:${port}`

ensureBuild()
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-bench-'))
const server = spawn(process.execPath, ['server.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: `file:${path.join(dir, 'bench.db')}`,
    LOG_REQUESTS: process.env.LOG_REQUESTS ?? '0',
    // The bench is one client hammering the forms: lift the per-address limit and the bot fill time.
    SUBMISSION_RATE_LIMIT: '1000000000',
    SUBMISSION_MIN_FILL_MS: '0',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})
const cleanup = () => {
  server.kill('SIGTERM')
  fs.rmSync(dir, { recursive: true, force: true })
}
process.on('exit', cleanup)

await new Promise((resolve, reject) => {
  let out = ''
  server.stdout.on('data', (chunk) => {
    out += chunk
    if (out.includes('"msg":"listening"')) resolve()
  })
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
})

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(status.match(/VmRSS:\s+(\d+)/)[1]) / 1024
}

const targets = [
  { name: 'GET /', path: '/' },
  { name: 'GET /eat', path: '/eat' },
  { name: 'GET /events', path: '/events' },
]

const rows = []
for (const target of targets) {
  // Warm up: JIT, caches, SQLite pages.
  await autocannon({ url: base + target.path, connections: 10, duration: 2 })
  const result = await autocannon({ url: base + target.path, connections, duration: seconds })
  rows.push({
    target: target.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  })
}

// The restaurant submission: validate, insert, redirect (302 is success).
const form = await (await fetch(`${base}/submit-restaurant`)).text()
const stamp = form.match(/name="form_started_at" value="([^"]+)"/)?.[1]
if (!stamp) throw new Error('no form_started_at field on /submit-restaurant')
const body = new URLSearchParams({
  form_started_at: stamp,
  name: 'Bench Grill',
  type: 'Western',
  description: 'A benchmark submission.',
  address: '1 Main St, Jackson, WY',
  priceRange: '$$',
  tags: 'Romantic',
}).toString()
const post = await autocannon({
  url: `${base}/submit-restaurant`,
  method: 'POST',
  connections,
  duration: seconds,
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
  body,
})
rows.push({
  target: 'POST /submit-restaurant',
  'req/s': Math.round(post.requests.average),
  'p50 ms': post.latency.p50,
  'p99 ms': post.latency.p99,
  errors: post.errors + post['4xx'] + post['5xx'],
})
// Let requests still in flight at the end finish before counting.
await new Promise((resolve) => setTimeout(resolve, 1000))
const stored = new Database(path.join(dir, 'bench.db'), { readonly: true })
  .prepare('select count(*) as n from restaurant_submissions')
  .get().n

console.log(
  `\n${connections} connections, ${seconds}s per target, ${os.cpus().length} cores, Node ${process.version}`,
)
console.table(rows)
console.log(`restaurant submissions answered with success (302): ${post['3xx']}; rows stored: ${stored}`)
console.log(`server resident memory after the run: ${rssMb(server.pid).toFixed(0)} MB`)
process.exit(0)
