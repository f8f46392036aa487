// Entry point (plain JS: Node 20 has no TypeScript loader). Development runs the app through
// Vite's middleware; production imports the built server (build/server/index.js). `.env` is read
// first; the app module then validates every variable (app/lib/env.server.ts), and a bad one stops
// start-up here with one line naming it.
import cluster from 'node:cluster'
import http from 'node:http'
import process from 'node:process'
import { loadDotEnv } from './scripts/load-env.js'

function fail(message) {
  console.error(`Error: ${message}`)
  process.exit(1)
}

function failOnConfig(error) {
  if (error?.name === 'ConfigError') fail(error.message)
}

loadDotEnv()
// Only to choose the build or the dev server; the schema checks NODE_ENV and BUILD_DIR right after.
const isProduction = process.env.NODE_ENV === 'production'

const { default: express } = await import('express')
let serverModule
const root = express()
root.disable('x-powered-by')

if (isProduction) {
  try {
    const buildDir = process.env.BUILD_DIR || 'build'
    serverModule = await import(new URL(`./${buildDir}/server/index.js`, import.meta.url).href)
  } catch (error) {
    failOnConfig(error)
    fail(`the production build is missing or broken (${error.message}); run "npm run build" or "npm start"`)
  }
  root.use(serverModule.app)
} else {
  const vite = await import('vite')
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } })
  try {
    serverModule = await viteDevServer.ssrLoadModule('./server/app.ts')
  } catch (error) {
    failOnConfig(error)
    throw error
  }
  root.use(viteDevServer.middlewares)
  root.use(async (req, res, next) => {
    try {
      const source = await viteDevServer.ssrLoadModule('./server/app.ts')
      return source.app(req, res, next)
    } catch (error) {
      if (typeof error === 'object' && error instanceof Error) viteDevServer.ssrFixStacktrace(error)
      next(error)
    }
  })
}

const config = serverModule.env()
const log = serverModule.logger()
const { PORT: port, HOST: host, SHUTDOWN_GRACE_MS } = config
// Production runs one worker per core (WEB_CONCURRENCY); development is always one process.
const workerCount = isProduction ? config.WEB_CONCURRENCY : 1
const mode = isProduction ? 'production' : 'development'

async function init(options) {
  try {
    await serverModule.init(options)
  } catch (error) {
    failOnConfig(error)
    const where = config.DATABASE_URL ? 'DATABASE_URL' : 'the database at ./data/guide.db'
    fail(`cannot open ${where}: ${error?.message ?? error}`)
  }
}

if (cluster.isPrimary && workerCount > 1) {
  // Migrations and the seed run once, here, before any worker opens the database; the primary
  // then keeps no connection and only starts, restarts and stops the workers.
  await init()
  await serverModule.shutdown()
  runPrimary()
} else {
  // A cluster's worker only opens the database: its primary migrated and seeded it.
  await init({ prepare: !cluster.isWorker })
  serve()
}

/** The cluster's primary: one worker per core, a dead worker replaced, all drained on SIGTERM. */
function runPrimary() {
  const everListened = new Set()
  let announced = false
  // A worker that dies again and again is restarted less and less often (1 s doubling to 30 s).
  let restartDelay = 0
  let lastRestart = 0
  let stopping = false
  let exitCode = 0
  const fork = () => cluster.fork()
  for (let i = 0; i < workerCount; i++) fork()
  cluster.on('listening', (worker, address) => {
    everListened.add(worker.id)
    if (announced || everListened.size < workerCount) return
    announced = true
    const url = `http://${host}:${address.port}`
    log.info({ url, mode, workers: workerCount }, 'listening')
  })
  cluster.on('exit', (worker, code, signal) => {
    const pid = worker.process.pid
    if (stopping) {
      if (code !== 0) exitCode = 1
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info('stopped')
        process.exit(exitCode)
      }
      return
    }
    if (!announced) {
      // A first worker never started (a taken port, a broken database): the rest would fail too.
      log.error({ worker: pid, code, signal }, 'a worker failed to start; stopping')
      stop('worker failure', 1)
      return
    }
    const now = Date.now()
    restartDelay = now - lastRestart > 60_000 ? 0 : Math.min(Math.max(restartDelay * 2, 1_000), 30_000)
    lastRestart = now
    log.error({ worker: pid, code, signal, restartInMs: restartDelay }, 'worker died; starting another')
    setTimeout(() => {
      if (!stopping) fork()
    }, restartDelay)
  })
  function stop(signal, code = 0) {
    if (stopping) return
    stopping = true
    exitCode = code
    log.info({ signal }, 'shutting down')
    // Each worker drains its own connections (below); past the grace period they are killed.
    const force = setTimeout(() => {
      log.error('shutdown timed out; killing the workers')
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL')
    }, SHUTDOWN_GRACE_MS + 5_000)
    force.unref()
    const workers = Object.values(cluster.workers ?? {})
    if (workers.length === 0) process.exit(exitCode)
    for (const worker of workers) worker?.process.kill('SIGTERM')
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

/** Listens and serves until SIGTERM/SIGINT, then finishes open requests and closes the database. */
function serve() {
  // In a cluster the primary says "listening" once every worker listens (scripts wait for it).
  const prefix = cluster.isWorker ? 'worker ' : ''
  // A built asset or a cached page is answered before Express (server/app.ts answerBeforeExpress:
  // the same answer, for a fraction of the work); everything else goes through the app.
  const answerBeforeExpress = serverModule.answerBeforeExpress
  // Page views and the like, counted for partners and editors (app/lib/stats/).
  const countRequest = serverModule.countRequest
  const server = http
    .createServer((req, res) => {
      let answered = false
      countRequest?.(req, res)
      try {
        answered = answerBeforeExpress?.(req, res) ?? false
      } catch (error) {
        // As Express would for a failing middleware: logged, and this one request fails, not the process.
        log.error({ err: error }, 'answering in front of Express failed')
        if (res.headersSent) return void res.destroy()
      }
      if (!answered) root(req, res)
    })
    .listen(port, host)
  server.keepAliveTimeout = 65_000
  server.on('listening', () => {
    const address = server.address()
    const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`
    log.info({ url, mode }, `${prefix}listening`)
    // Background jobs (the calendar import schedule) run in serving processes only.
    serverModule.startJobs()
  })
  server.on('error', async (error) => {
    if (error.code === 'EADDRINUSE')
      fail(`port ${port} on ${host} is already in use; set PORT to another port`)
    if (error.code === 'EACCES') fail(`no permission to listen on ${host}:${port}; choose a PORT above 1024`)
    fail(error.message)
  })

  let stopping = false
  async function stop(signal) {
    if (stopping) return
    stopping = true
    log.info({ signal }, `${prefix}shutting down`)
    const force = setTimeout(() => {
      log.error('shutdown timed out; closing open connections')
      server.closeAllConnections()
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    // Stop accepting; idle keep-alive sockets close now, busy ones after their response.
    server.close(async () => {
      try {
        await serverModule.shutdown()
      } finally {
        log.info(`${prefix}stopped`)
        process.exit(0)
      }
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}
