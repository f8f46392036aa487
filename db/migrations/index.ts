import type { Migration, MigrationProvider } from 'kysely'
import * as listings from './2026-11-21-01-listings'
import * as submissions from './2026-11-21-02-submissions'
import * as auth from './2026-11-21-03-auth'

/**
 * Every migration, in order. A static list (not a folder scan) so the migrations are bundled
 * into the server build and also run from `npm run db:migrate` with tsx.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-21-01-listings': listings,
  '2026-11-21-02-submissions': submissions,
  '2026-11-21-03-auth': auth,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}
