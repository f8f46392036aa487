import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { backupSqlite } from './backup.server'
import { createTestDb, type TestDb } from '../../tests/setup/db'

describe('backupSqlite', () => {
  let t: TestDb | undefined
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-backup-'))
  afterEach(async () => {
    await t?.cleanup()
    t = undefined
  })

  it('copies a live database, writes included, while it stays open', async () => {
    t = await createTestDb('sqlite')
    const file = t.url.slice('file:'.length)
    await t.db
      .updateTable('restaurants')
      .set({ name: 'Changed just before the backup' })
      .where('sort_order', '=', 0)
      .execute()
    const target = path.join(dir, 'copy.db')
    const { bytes } = await backupSqlite(file, target)
    expect(bytes).toBeGreaterThan(0)
    const copy = new SQLite(target, { readonly: true })
    const names = copy.prepare('select name from restaurants order by sort_order').all() as { name: string }[]
    const live = await t.db.selectFrom('restaurants').select('name').orderBy('sort_order').execute()
    expect(names).toEqual(live)
    expect(names[0]?.name).toBe('Changed just before the backup')
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok')
    copy.close()
  })

  it('refuses to overwrite a file or read a missing database', async () => {
    const existing = path.join(dir, 'exists.db')
    fs.writeFileSync(existing, '')
    t = await createTestDb('sqlite')
    await expect(backupSqlite(t.url.slice('file:'.length), existing)).rejects.toThrow(/already exists/)
    await expect(backupSqlite(path.join(dir, 'missing.db'), path.join(dir, 'x.db'))).rejects.toThrow(
      /no database/,
    )
  })
})
