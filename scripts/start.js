// `npm start`: build if needed, then serve the production app (migrations and seed run at start).
import { ensureBuild } from './ensure-build.js'

ensureBuild()
process.env.NODE_ENV = 'production'
await import('../server.js')
