import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SQLITE_PATH, dataDir, parseDatabaseUrl } from './database-url.server'

describe('parseDatabaseUrl', () => {
  it('defaults to the embedded SQLite file', () => {
    expect(parseDatabaseUrl(undefined)).toEqual({ dialect: 'sqlite', location: DEFAULT_SQLITE_PATH })
    expect(parseDatabaseUrl('  ')).toEqual({ dialect: 'sqlite', location: DEFAULT_SQLITE_PATH })
  })

  it('reads file: URLs as SQLite paths', () => {
    expect(parseDatabaseUrl('file:./data/other.db')).toEqual({
      dialect: 'sqlite',
      location: './data/other.db',
    })
    expect(parseDatabaseUrl('file:///tmp/x.db')).toEqual({ dialect: 'sqlite', location: '/tmp/x.db' })
  })

  it('selects PostgreSQL for postgres:// and postgresql://', () => {
    expect(parseDatabaseUrl('postgres://u@h/db').dialect).toBe('postgres')
    expect(parseDatabaseUrl('postgresql://u@h/db').dialect).toBe('postgres')
  })

  it('refuses anything else with a clear message', () => {
    expect(() => parseDatabaseUrl('mysql://x')).toThrow(
      /must start with postgres:\/\/, postgresql:\/\/ or file:/,
    )
    expect(() => parseDatabaseUrl('file:')).toThrow(/needs a path/)
  })
})

describe('dataDir', () => {
  it("is the SQLite file's folder, else ./data", () => {
    expect(dataDir('file:/tmp/guide/x.db')).toBe('/tmp/guide')
    expect(dataDir(undefined)).toBe(path.resolve('data'))
    expect(dataDir('postgres://u@h/db')).toBe(path.resolve('data'))
    expect(dataDir('file::memory:')).toBe(path.resolve('data'))
  })
})
