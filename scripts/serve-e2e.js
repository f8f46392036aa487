// Serves the production build for the browser tests on a fresh SQLite file.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-e2e-'))
process.env.DATABASE_URL = `file:${path.join(dir, 'e2e.db')}`
process.env.NODE_ENV = 'production'
process.env.INSECURE_COOKIES = '1'
process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
await import('../server.js')
