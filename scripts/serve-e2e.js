// Serves the production build for the browser tests on a fresh SQLite file.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { databaseUrlFile, tempDatabase } from './app-server.js'

const db = tempDatabase('guide-e2e-')
process.env.DATABASE_URL = db.url
process.env.NODE_ENV = 'production'
process.env.INSECURE_COOKIES = '1'
// One process: the browser tests share this server (the cluster has tests of its own).
process.env.WEB_CONCURRENCY ??= '1'
// The sample season as written (December 2024 to January 2025): the specs pin the browser's clock
// to it. tests/e2e/events-fresh-install.spec.ts checks a server dated from the real today.
process.env.SEED_TODAY ??= '2024-12-01'
// The interactive map's tiles: the small set cut from the bundled outlines (scripts/make-valley-tiles.ts).
if (!process.env.MAP_TILES) {
  const tiles = path.join(db.dir, 'valley.pmtiles')
  const made = spawnSync('npx', ['tsx', 'scripts/make-valley-tiles.ts', tiles, '9'], { stdio: 'inherit' })
  if (made.status !== 0) throw new Error('could not make the test map tiles')
  process.env.MAP_TILES = tiles
}
// Browser tests that need the server's database (tests/e2e/auth.setup.ts runs admin:create on it)
// find its URL here, one file per port.
const urlFile = databaseUrlFile(process.env.PORT ?? 3000)
fs.writeFileSync(urlFile, process.env.DATABASE_URL)
process.on('exit', () => {
  db.remove()
  fs.rmSync(urlFile, { force: true })
})
await import('../server.js')
