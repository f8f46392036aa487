// The feed parse worker's entry from source (tests, `npm run dev`): Node runs no TypeScript by
// itself, so tsx's loader is registered in this worker before the worker module is imported. The
// production build emits parse-worker.server.ts as plain JavaScript instead (vite.config.ts).
import { register } from 'tsx/esm/api'

register()
await import('./parse-worker.server.ts')
