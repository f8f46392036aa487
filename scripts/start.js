// `npm start`: build if needed, then serve the production app (migrations and seed run at start).
import { loadDotEnv } from './load-env.js'

// `.env` first, so a BUILD_DIR set there names the build checked here too.
loadDotEnv()
const { ensureBuild } = await import('./ensure-build.js')
ensureBuild()
process.env.NODE_ENV = 'production'
await import('../server.js')
