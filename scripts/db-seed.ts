// `npm run db:seed [-- --scale N] [--seed S]`: applies pending migrations and the sample content to
// the database DATABASE_URL names; with --scale, adds N units of generated listings
// (app/lib/seed/scale.server.ts: one unit is 1,000 listings, 4,000 events and 200 articles, made the
// same way for the same seed) and rebuilds the search index. Running it again replaces the
// generated listings.
import { parseArgs } from 'node:util'
import { SEARCH_PAGES } from '../app/content/search-pages'
import { closeDb, getDb, getDialect, migrateToLatest } from '../app/lib/db.server'
import { envOrExit } from '../app/lib/env.server'
import { ensureSearchIndex } from '../app/lib/search/index.server'
import { seedAtScale } from '../app/lib/seed/scale.server'
import { seedDatabase } from '../app/lib/seed/seed.server'
import { loadDotEnv } from './load-env.js'

loadDotEnv()
envOrExit()

const { values } = parseArgs({ options: { scale: { type: 'string' }, seed: { type: 'string' } } })
const scale = values.scale === undefined ? 0 : Number(values.scale)
const seed = values.seed === undefined ? 19 : Number(values.seed)
if (!Number.isFinite(scale) || scale < 0 || scale > 100 || !Number.isInteger(seed)) {
  console.error('Error: --scale takes a number from 0 to 100, --seed a whole number')
  process.exit(1)
}

try {
  const db = getDb()
  await migrateToLatest(db)
  await seedDatabase(db, { pages: SEARCH_PAGES })
  await ensureSearchIndex(db, SEARCH_PAGES)
  if (scale > 0) {
    const started = performance.now()
    const counts = await seedAtScale(db, scale, seed)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(
      `${getDialect()}: ${Object.entries(counts)
        .map(([kind, count]) => `${count.toLocaleString('en-US')} ${kind}`)
        .join(', ')} generated and indexed in ${seconds} s`,
    )
  } else console.log(`${getDialect()}: sample content in place`)
  await closeDb()
} catch (error) {
  console.error(`Error: seeding failed: ${(error as Error).message}`)
  await closeDb().catch(() => {})
  process.exit(1)
}
