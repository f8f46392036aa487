// Entry point (plain JS: Node 20 has no TypeScript loader). Development runs the app through
// Vite's middleware; production imports the built server (build/server/index.js). `.env` is read
// first; the app module then validates every variable (app/lib/env.server.ts), and a bad one stops
// start-up here with one line naming it.
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

try {
  await serverModule.init()
} catch (error) {
  failOnConfig(error)
  const where = config.DATABASE_URL ? 'DATABASE_URL' : 'the database at ./data/guide.db'
  fail(`cannot open ${where}: ${error?.message ?? error}`)
}

const server = root.listen(port, host)
server.keepAliveTimeout = 65_000
server.on('listening', () => {
  const address = server.address()
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`
  log.info({ url, mode: isProduction ? 'production' : 'development' }, 'listening')
})
server.on('error', async (error) => {
  if (error.code === 'EADDRINUSE') fail(`port ${port} on ${host} is already in use; set PORT to another port`)
  if (error.code === 'EACCES') fail(`no permission to listen on ${host}:${port}; choose a PORT above 1024`)
  fail(error.message)
})

let stopping = false
async function stop(signal) {
  if (stopping) return
  stopping = true
  log.info({ signal }, 'shutting down')
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
      log.info('stopped')
      process.exit(0)
    }
  })
  server.closeIdleConnections()
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
