// Serves the production build for the browser tests on a fresh SQLite file.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-e2e-'))
process.env.DATABASE_URL = `file:${path.join(dir, 'e2e.db')}`
process.env.NODE_ENV = 'production'
process.env.INSECURE_COOKIES = '1'
// Browser tests that need the server's database (tests/e2e/admin.spec.ts runs admin:create on it)
// find its URL here, one file per port.
const urlFile = path.join(os.tmpdir(), `guide-e2e-${process.env.PORT ?? 3000}.url`)
fs.writeFileSync(urlFile, process.env.DATABASE_URL)
process.on('exit', () => {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.rmSync(urlFile, { force: true })
})
await import('../server.js')
