// `npm run bench`: starts the production build on a fresh SQLite file and measures the main pages
// and the restaurant submission under a bounded load on loopback, then six concurrent 25 MB photo
// uploads, then the memory of processing three worst-case photos at once (scripts/bench-photos.js),
// and prints requests/s, latency and memory. Each page is measured three ways in one run:
// - served: as anonymous visitors get it (the page cache on, as `npm start` runs);
// - rendered: a second server with PAGE_CACHE=0, so every request renders the page;
// - nginx: the same HTML as a static file from nginx on loopback, when nginx is installed.
// The load comes from autocannon (Node, one thread: it saturates before nginx does, so its nginx
// column is autocannon's own limit) and, when wrk is installed, also from wrk, whose table is the
// one the served/nginx target (DESIGN.md section 7) is read from. BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) tune the run. Last, the search
// section (scripts/bench-search.ts): server time p50/p95 per search at 5,000 listings and 20,000
// events, on SQLite and, when TEST_DATABASE_URL or DATABASE_URL names one, PostgreSQL.
import { execFile, spawn, spawnSync } from 'node:child_process'
import zlib from 'node:zlib'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { processTree, startAppServer } from './app-server.js'
import { ensureBuild } from './ensure-build.js'
import { fakeJpeg, sendPhotoForm } from './photo-upload.js'
import { startEnv, startFlags } from './start-flags.js'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const port = Number(process.env.BENCH_PORT ?? 4399)
const pages = ['/', '/eat', '/events']
// What a browser sends. The served pages answer it with gzip (a cached page is never brotli, see
// server/delivery/page-cache.ts), and nginx with the .gz twin written beside each file (gzip_static): the
// same request, and bytes of the same size, from both.
const ACCEPT_ENCODING = 'gzip, deflate, br'
const wrkBinary = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((file) => fs.existsSync(file))

ensureBuild()
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-bench-'))
const children = []
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM')
  fs.rmSync(dir, { recursive: true, force: true })
})
process.on('SIGINT', () => process.exit(130))

async function startServer(name, portNumber, env) {
  const server = startAppServer({
    nodeFlags: startFlags(),
    echoErrors: true,
    env: {
      PORT: String(portNumber),
      DATABASE_URL: `file:${path.join(dir, `${name}.db`)}`,
      LOG_REQUESTS: process.env.LOG_REQUESTS ?? '0',
      // The bench is one client hammering the forms: lift the per-address limit and the bot fill time.
      SUBMISSION_RATE_LIMIT: '1000000000',
      SUBMISSION_MIN_FILL_MS: '0',
      // As `npm start` runs it: its allocator settings, one worker per core.
      ...startEnv(),
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? String(os.availableParallelism()),
      ...env,
    },
  })
  children.push(server.child)
  await server.listening
  return { child: server.child, base: `http://127.0.0.1:${portNumber}` }
}

/** nginx serving `files` (name -> HTML) from loopback, or undefined when nginx is not installed. */
async function startNginx(portNumber, files) {
  const binary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((file) =>
    fs.existsSync(file),
  )
  if (!binary) return undefined
  const root = path.join(dir, 'nginx')
  fs.mkdirSync(path.join(root, 'html'), { recursive: true })
  // nginx workers may run as another user: let them read the files.
  for (const folder of [dir, root, path.join(root, 'html')]) fs.chmodSync(folder, 0o755)
  for (const [name, html] of Object.entries(files)) {
    fs.writeFileSync(path.join(root, 'html', name), html, { mode: 0o644 })
    fs.writeFileSync(path.join(root, 'html', `${name}.gz`), zlib.gzipSync(html, { level: 6 }), {
      mode: 0o644,
    })
  }
  // A worker per core, as `npm start` runs a Node worker per core; logging off, keep-alive on,
  // sendfile, the precompressed .gz twin for a client that takes gzip: a tuned static server.
  const config = `worker_processes auto;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip_static on;
  gzip_vary on;
  default_type text/html;
  client_body_temp_path ${root}/body;
  proxy_temp_path ${root}/proxy;
  fastcgi_temp_path ${root}/fastcgi;
  uwsgi_temp_path ${root}/uwsgi;
  scgi_temp_path ${root}/scgi;
  server {
    listen 127.0.0.1:${portNumber};
    root ${root}/html;
  }
}
`
  fs.writeFileSync(path.join(root, 'nginx.conf'), config)
  const check = spawnSync(binary, ['-t', '-p', root, '-c', path.join(root, 'nginx.conf')], {
    encoding: 'utf8',
  })
  if (check.status !== 0) {
    console.warn(`nginx is installed but its test config failed, so it is left out:\n${check.stderr}`)
    return undefined
  }
  const child = spawn(binary, ['-p', root, '-c', path.join(root, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  const base = `http://127.0.0.1:${portNumber}`
  for (let attempt = 0; attempt < 50; attempt++) {
    const ok = await fetch(`${base}/${Object.keys(files)[0]}`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return { child, base }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('nginx did not answer')
}

async function measure(url) {
  // Warm up: JIT, caches, SQLite pages.
  await autocannon({ url, connections: 10, duration: 2 })
  const result = await autocannon({ url, connections, duration: seconds })
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

/** wrk's requests/s and p99 for `url` (a short warm-up first), with the browser's Accept-Encoding. */
async function measureWrk(url) {
  const run = (duration) =>
    new Promise((resolve, reject) =>
      execFile(
        wrkBinary,
        [
          '-t1',
          `-c${connections}`,
          `-d${duration}s`,
          '--latency',
          '-H',
          `Accept-Encoding: ${ACCEPT_ENCODING}`,
          url,
        ],
        { encoding: 'utf8' },
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      ),
    )
  await run(2)
  const out = await run(seconds)
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1])
  const p99 = out.match(/^\s+99%\s+([\d.]+)(us|ms|s)\s*$/m)
  const scale = { us: 0.001, ms: 1, s: 1000 }
  const errors =
    Number(out.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0) +
    (
      out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/)?.slice(1) ?? []
    ).reduce((sum, n) => sum + Number(n), 0)
  if (!Number.isFinite(rps) || !p99) throw new Error(`could not read wrk's output:\n${out}`)
  return { rps: Math.round(rps), p99: Number((Number(p99[1]) * scale[p99[2]]).toFixed(2)), errors }
}

/** The resident memory of the server's largest process (a cluster's primary or any worker), MB. */
function rssMb(pid) {
  let largest = 0
  for (const each of processTree(pid)) {
    try {
      const status = fs.readFileSync(`/proc/${each}/status`, 'utf8')
      largest = Math.max(largest, Number(status.match(/VmRSS:\s+(\d+)/)[1]) / 1024)
    } catch {
      // a worker that just exited
    }
  }
  return largest
}

const served = await startServer('served', port, {})
const rendered = await startServer('rendered', port + 1, { PAGE_CACHE: '0' })

// The same HTML nginx will serve: what an anonymous visitor gets for each page.
const files = {}
for (const page of pages) {
  const html = await (await fetch(served.base + page)).text()
  files[page === '/' ? 'index.html' : `${page.slice(1)}.html`] = html
}
const nginx = await startNginx(port + 2, files)

const rows = []
for (const page of pages) {
  const file = page === '/' ? 'index.html' : `${page.slice(1)}.html`
  const cached = await measure(served.base + page)
  const fresh = await measure(rendered.base + page)
  const row = {
    page,
    'served req/s': cached.rps,
    'served p99 ms': cached.p99,
    'rendered req/s': fresh.rps,
    'rendered p99 ms': fresh.p99,
  }
  if (nginx) {
    const still = await measure(`${nginx.base}/${file}`)
    row['nginx req/s'] = still.rps
    row['nginx p99 ms'] = still.p99
    row['served / nginx'] = Number((cached.rps / still.rps).toFixed(3))
  }
  row.errors = cached.errors + fresh.errors
  rows.push(row)
}
// The same pages again with wrk (C, multi-threaded event loop: it can load nginx), served against
// nginx back to back so both see the same machine.
const wrkRows = []
if (wrkBinary && nginx)
  for (const page of pages) {
    const file = page === '/' ? 'index.html' : `${page.slice(1)}.html`
    const cached = await measureWrk(served.base + page)
    const still = await measureWrk(`${nginx.base}/${file}`)
    wrkRows.push({
      page,
      'served req/s': cached.rps,
      'served p99 ms': cached.p99,
      'nginx req/s': still.rps,
      'nginx p99 ms': still.p99,
      'served / nginx': Number((cached.rps / still.rps).toFixed(3)),
      errors: cached.errors + still.errors,
    })
  }
const renderedRss = rssMb(rendered.child.pid)
rendered.child.kill('SIGTERM')

// The restaurant submission: validate, insert, redirect (302 is success). A form's stamp is
// accepted once (a replay is answered as a bot's post: success, nothing stored), so every post
// carries its own, fetched beforehand from the cached form page, as many as the run can send.
const stampOf = async () => {
  const form = await (await fetch(`${served.base}/submit-restaurant`)).text()
  const stamp = form.match(/name="form_started_at" value="([^"]+)"/)?.[1]
  if (!stamp) throw new Error('no form_started_at field on /submit-restaurant')
  return stamp
}
const stamps = []
const stampsWanted = Math.max(1000, seconds * 1500)
await Promise.all(
  Array.from({ length: 20 }, async () => {
    while (stamps.length < stampsWanted) stamps.push(await stampOf())
  }),
)
let nextStamp = 0
const bodyWith = (stamp) =>
  new URLSearchParams({
    form_started_at: stamp,
    name: 'Bench Grill',
    type: 'Western',
    description: 'A benchmark submission.',
    address: '1 Main St, Jackson, WY',
    priceRange: '$$',
    tags: 'Romantic',
  }).toString()
const post = await autocannon({
  url: `${served.base}/submit-restaurant`,
  connections,
  duration: seconds,
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: served.base },
      setupRequest: (request) => ({ ...request, body: bodyWith(stamps[nextStamp++ % stamps.length]) }),
    },
  ],
})
if (nextStamp > stamps.length)
  console.warn(`the submission run used ${nextStamp} stamps of ${stamps.length}: some posts were replays`)
// Let requests still in flight at the end finish before counting.
await new Promise((resolve) => setTimeout(resolve, 1000))
const stored = new Database(path.join(dir, 'served.db'), { readonly: true })
  .prepare('select count(*) as n from restaurant_submissions')
  .get().n

// Photo uploads: six visitors at once each send the restaurant form with five 5 MB photos (25 MB).
const afterPosts = rssMb(served.child.pid)
let uploadPeak = afterPosts
const sampler = setInterval(() => (uploadPeak = Math.max(uploadPeak, rssMb(served.child.pid))), 20)
const uploadStarted = performance.now()
const uploadStatuses = await Promise.all(
  Array.from({ length: 6 }, () => sendPhotoForm(served.base, { photo: fakeJpeg(5_000_000), photos: 5 })),
)
const uploadSeconds = (performance.now() - uploadStarted) / 1000
clearInterval(sampler)
uploadPeak = Math.max(uploadPeak, rssMb(served.child.pid))

console.log(
  `\n${connections} connections, ${seconds}s per target, ${os.cpus().length} cores, Node ${process.version}, server flags: ${startFlags().join(' ') || 'none'}, workers per server: ${process.env.WEB_CONCURRENCY ?? os.availableParallelism()}`,
)
if (!nginx) console.log('nginx is not installed: the static-file comparison is left out.')
console.log(
  `autocannon (no Accept-Encoding: plain HTML from both); nginx: worker_processes auto (${os.availableParallelism()}), static files`,
)
console.table(rows)
if (!wrkBinary) console.log('wrk is not installed: the served vs nginx (wrk) table is left out.')
else if (wrkRows.length > 0) {
  console.log(
    `served vs nginx (wrk -t1 -c${connections}, Accept-Encoding: ${ACCEPT_ENCODING}: gzip from both; the app with ${process.env.WEB_CONCURRENCY ?? os.availableParallelism()} cluster workers, nginx with worker_processes auto)`,
  )
  console.table(wrkRows)
}
console.table([
  {
    target: 'POST /submit-restaurant',
    'req/s': Math.round(post.requests.average),
    'p50 ms': post.latency.p50,
    'p99 ms': post.latency.p99,
    errors: post.errors + post['4xx'] + post['5xx'],
  },
])
console.log(`restaurant submissions answered with success (302): ${post['3xx']}; rows stored: ${stored}`)
console.log(
  `server resident memory (largest process) after the run: ${rssMb(served.child.pid).toFixed(0)} MB (the cache-off server: ${renderedRss.toFixed(0)} MB)`,
)
console.log(
  `six concurrent 25 MB photo uploads: ${uploadStatuses.filter((status) => status === 302).length}/6 stored in ${uploadSeconds.toFixed(1)} s; server resident memory ${afterPosts.toFixed(0)} MB before, peak ${uploadPeak.toFixed(0)} MB during (sampled every 20 ms)`,
)

// Photo processing (scripts/bench-photos.js): three worst-case photos at once, resident memory at
// the peak and after.
spawnSync(process.execPath, ['scripts/bench-photos.js'], { stdio: 'inherit' })

// Search at realistic volume (scripts/bench-search.ts): the server's time per search on SQLite, and
// on PostgreSQL when TEST_DATABASE_URL or DATABASE_URL names one (5,000 listings, 20,000 events).
console.log('')
const searchBench = spawnSync(
  process.execPath,
  [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/bench-search.ts'],
  {
    stdio: 'inherit',
  },
)
process.exit(searchBench.status === 0 ? 0 : 1)
