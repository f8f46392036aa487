// `npm run bench`: starts the production build on a fresh SQLite file and measures the main
// pages under a bounded load on loopback, then prints requests/s, latency and memory.
// BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) tune the run.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
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

console.log(
  `\n${connections} connections, ${seconds}s per target, ${os.cpus().length} cores, Node ${process.version}`,
)
console.table(rows)
console.log(`server resident memory after the run: ${rssMb(server.pid).toFixed(0)} MB`)
process.exit(0)
