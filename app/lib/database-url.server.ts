import path from 'node:path'

/**
 * What DATABASE_URL names, read without opening anything: both the configuration (env.server.ts,
 * which checks it) and the connection (db.server.ts, which opens it) need this, so it sits below
 * them both and imports neither.
 */

export type Dialect = 'sqlite' | 'postgres'

export const DEFAULT_SQLITE_PATH = './data/guide.db'

export interface DbTarget {
  dialect: Dialect
  /** Postgres connection string, or the SQLite file path. */
  location: string
}

/** Reads DATABASE_URL: `postgres://…` selects PostgreSQL; unset or `file:<path>` selects SQLite. */
export function parseDatabaseUrl(url: string | undefined): DbTarget {
  const value = url?.trim()
  if (!value) return { dialect: 'sqlite', location: DEFAULT_SQLITE_PATH }
  if (/^postgres(ql)?:\/\//i.test(value)) return { dialect: 'postgres', location: value }
  if (value.startsWith('file:')) {
    const file = value.slice('file:'.length).replace(/^\/\/(?=\/)/, '')
    if (!file) throw new Error('DATABASE_URL "file:" needs a path, e.g. file:./data/guide.db')
    return { dialect: 'sqlite', location: file }
  }
  throw new Error(
    `DATABASE_URL must start with postgres://, postgresql:// or file: (got "${value.split(':')[0]}:…")`,
  )
}

/**
 * The folder the app keeps its own files in for this DATABASE_URL (the SQLite file's folder, else
 * ./data). Pass the configured one: `dataDir(env().DATABASE_URL)`.
 */
export function dataDir(url: string | undefined): string {
  const target = parseDatabaseUrl(url)
  return target.dialect === 'sqlite' && target.location !== ':memory:'
    ? path.dirname(path.resolve(target.location))
    : path.resolve('data')
}
