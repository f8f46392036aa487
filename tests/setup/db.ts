import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { closeDb, createDb, type Db, type Dialect, migrateToLatest } from '../../app/lib/db.server'
import { SEARCH_PAGES } from '../../app/content/search-pages'
import { seedDatabase } from '../../app/lib/seed/seed.server'
import { resetEnv } from '../../app/lib/env.server'

export interface TestDb {
  db: Db
  dialect: Dialect
  url: string
  /** The PostgreSQL schema this test owns (undefined on SQLite). */
  schema?: string
  cleanup: () => Promise<void>
}

/** The dialects the data-layer tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DIALECTS: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']

/** A fresh, migrated (and by default seeded) database of the given dialect. */
export async function createTestDb(dialect: Dialect, options: { seed?: boolean } = {}): Promise<TestDb> {
  const id = crypto.randomBytes(6).toString('hex')
  let url: string
  let schema: string | undefined
  let drop: () => Promise<void>
  if (dialect === 'postgres') {
    const base = process.env.TEST_DATABASE_URL
    if (!base) throw new Error('TEST_DATABASE_URL is not set')
    schema = `test_${id}`
    const admin = new pg.Client({ connectionString: base })
    await admin.connect()
    await admin.query(`create schema ${schema}`)
    await admin.end()
    const parsed = new URL(base)
    parsed.searchParams.set('options', `-c search_path=${schema}`)
    url = parsed.toString()
    drop = async () => {
      const client = new pg.Client({ connectionString: base })
      await client.connect()
      await client.query(`drop schema if exists ${schema} cascade`)
      await client.end()
    }
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-test-'))
    url = `file:${path.join(dir, 'test.db')}`
    drop = async () => fs.rmSync(dir, { recursive: true, force: true })
  }
  const { db } = createDb(url)
  await migrateToLatest(db, { schema })
  // The sample season as written (db/seed-data): tests read its dates.
  if (options.seed !== false) await seedDatabase(db, { pages: SEARCH_PAGES, today: '2024-12-01' })
  return {
    db,
    dialect,
    url,
    schema,
    cleanup: async () => {
      await db.destroy()
      await drop()
    },
  }
}

/**
 * For a describe block whose code under test opens the app's own database (getDb(), which reads
 * DATABASE_URL): a fresh test database made before the block's tests and set as DATABASE_URL, then
 * closed and dropped after them. The returned TestDb is filled in when the block starts.
 */
export function useAppDatabase(dialect: Dialect, options: { seed?: boolean } = {}): TestDb {
  const t = {} as TestDb
  let previousUrl: string | undefined
  beforeAll(async () => {
    Object.assign(t, await createTestDb(dialect, options))
    previousUrl = process.env.DATABASE_URL
    await closeDb()
    process.env.DATABASE_URL = t.url
    // The configuration is parsed once (app/lib/env.server.ts): read DATABASE_URL again now, since
    // a describe block's beforeAll hooks run before the per-test reset.
    resetEnv()
  })
  afterAll(async () => {
    await closeDb()
    if (previousUrl === undefined) delete process.env.DATABASE_URL
    else process.env.DATABASE_URL = previousUrl
    resetEnv()
    await t.cleanup()
  })
  return t
}
