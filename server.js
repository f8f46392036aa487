// Entry point (plain JS: Node 20 has no TypeScript loader). Development runs the app through
// Vite's middleware; production imports the built server (build/server/index.js).
import process from 'node:process'

const isProduction = process.env.NODE_ENV === 'production'
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST || '127.0.0.1'
const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000)

function fail(message) {
  console.error(`Error: ${message}`)
  process.exit(1)
}

if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`PORT must be a number from 0 to 65535 (got "${process.env.PORT}")`)

const { default: express } = await import('express')
let serverModule
const root = express()
root.disable('x-powered-by')

if (isProduction) {
  try {
    const buildDir = process.env.BUILD_DIR || 'build'
    serverModule = await import(new URL(`./${buildDir}/server/index.js`, import.meta.url).href)
  } catch (error) {
    fail(`the production build is missing or broken (${error.message}); run "npm run build" or "npm start"`)
  }
  root.use(serverModule.app)
} else {
  const vite = await import('vite')
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } })
  serverModule = await viteDevServer.ssrLoadModule('./server/app.ts')
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

try {
  await serverModule.init()
} catch (error) {
  const where = process.env.DATABASE_URL ? 'DATABASE_URL' : 'the database at ./data/guide.db'
  fail(`cannot open ${where}: ${error?.message ?? error}`)
}

const server = root.listen(port, host)
server.keepAliveTimeout = 65_000
server.on('listening', () => {
  const address = server.address()
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`
  console.log(
    JSON.stringify({
      time: new Date().toISOString(),
      level: 'info',
      msg: 'listening',
      url,
      mode: isProduction ? 'production' : 'development',
    }),
  )
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
  console.log(JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: 'shutting down', signal }))
  const force = setTimeout(() => {
    console.error(JSON.stringify({ level: 'error', msg: 'shutdown timed out; closing open connections' }))
    server.closeAllConnections()
  }, SHUTDOWN_GRACE_MS)
  force.unref()
  // Stop accepting; idle keep-alive sockets close now, busy ones after their response.
  server.close(async () => {
    try {
      await serverModule.shutdown()
    } finally {
      console.log(JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: 'stopped' }))
      process.exit(0)
    }
  })
  server.closeIdleConnections()
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
