import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase,
  sql,
  type Transaction,
} from 'kysely'
import pg from 'pg'
import { migrationProvider } from '../../db/migrations'
import type { Database } from '../../db/schema'
import { type Dialect, parseDatabaseUrl } from './database-url.server'
import { env } from './env.server'
import { logger } from './logger.server'

export type Db = Kysely<Database>
export type { Dialect }

export function createDb(url: string | undefined): { db: Db; dialect: Dialect } {
  const target = parseDatabaseUrl(url)
  if (target.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.location, max: 10, connectionTimeoutMillis: 5_000 })
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', (error) => logger().error({ err: error }, 'postgres pool error'))
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' }
  }
  if (target.location !== ':memory:')
    fs.mkdirSync(path.dirname(path.resolve(target.location)), { recursive: true })
  const database = new SQLite(target.location)
  database.pragma('journal_mode = WAL')
  database.pragma('synchronous = NORMAL')
  database.pragma('foreign_keys = ON')
  database.pragma('busy_timeout = 5000')
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) }),
    dialect: 'sqlite',
  }
}

/**
 * The SQLite database with its prepared statements kept, the most recently used `size` of them by
 * SQL text. Kysely's SQLite driver prepares every query it runs, and a rendered page asks the same
 * few queries each time: preparing was as much time as running them. Kysely runs one query at a
 * time on its single connection (a streamed query holds it to the end), so a statement is never
 * used twice at once. SQLite itself prepares a statement again when the schema changed under it.
 */
export function withStatementCache(database: SQLite.Database, size = 200): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>()
  return {
    prepare(text: string) {
      let statement = statements.get(text)
      if (statement) {
        // Most recently used last: the first entry is the one to drop.
        statements.delete(text)
      } else {
        statement = database.prepare(text)
        if (statements.size >= size) statements.delete(statements.keys().next().value!)
      }
      statements.set(text, statement)
      return statement
    },
    close() {
      statements.clear()
      database.close()
    },
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function migrateToLatest(db: Kysely<any>, options: { schema?: string } = {}): Promise<string[]> {
  // On PostgreSQL a schema other than the default must be named here too: the migrator otherwise
  // finds another schema's kysely_migration tables and skips creating its own.
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: options.schema })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

export async function pingDb(db: Db): Promise<void> {
  await sql`select 1`.execute(db)
}

class RolledBack {
  constructor(readonly value: unknown) {}
}

/**
 * `work`'s answer, done inside a transaction that is then rolled back: a trial of writes (what
 * approving would publish) read before anything is kept.
 */
export async function rolledBack<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  try {
    await db.transaction().execute(async (trx) => {
      throw new RolledBack(await work(trx))
    })
  } catch (error) {
    if (error instanceof RolledBack) return error.value as T
    throw error
  }
  throw new Error('unreachable: the trial transaction always rolls back')
}

let current: { db: Db; dialect: Dialect } | undefined

/** The process-wide database, opened on first use from DATABASE_URL. */
export function getDb(): Db {
  current ??= createDb(env().DATABASE_URL)
  return current.db
}

export function getDialect(): Dialect {
  getDb()
  return current!.dialect
}

export async function closeDb(): Promise<void> {
  const open = current
  current = undefined
  await open?.db.destroy()
}
