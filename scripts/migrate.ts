// `npm run db:migrate`: applies pending migrations to the database DATABASE_URL names.
import { seedDatabase } from '../app/lib/seed/seed.server'
import { SEARCH_PAGES } from '../app/content/search-pages'
import { ensureSearchIndex } from '../app/lib/search/index.server'
import { closeDb, getDb, getDialect, migrateToLatest } from '../app/lib/db.server'
import { envOrExit } from '../app/lib/env.server'
import { loadDotEnv } from './load-env.js'

loadDotEnv()
envOrExit()

try {
  const applied = await migrateToLatest(getDb())
  const seeded = await seedDatabase(getDb(), { pages: SEARCH_PAGES })
  await ensureSearchIndex(getDb(), SEARCH_PAGES)
  console.log(
    `${getDialect()}: ${applied.length ? `applied ${applied.join(', ')}` : 'already up to date'}${seeded ? '; sample content seeded' : ''}`,
  )
  await closeDb()
} catch (error) {
  console.error(`Error: migration failed: ${(error as Error).message}`)
  await closeDb().catch(() => {})
  process.exit(1)
}
