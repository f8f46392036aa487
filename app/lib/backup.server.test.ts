import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { backupFiles, backupSqlite, filesBackupDir, restoreFiles } from './backup.server'
import { resetEnv } from './env.server'
import { storage } from './storage/index.server'
import { localStorage } from './storage/local.server'
import type { Storage } from './storage/storage'
import { startS3Server } from '../../tests/s3-server'
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

describe('backupFiles and restoreFiles', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-files-backup-'))
  let s3: Awaited<ReturnType<typeof startS3Server>> | undefined
  afterAll(async () => {
    await s3?.stop()
    fs.rmSync(root, { recursive: true, force: true })
  })

  it.each(['local', 's3'] as const)(
    'copies every stored file from the %s storage and puts them back',
    async (kind) => {
      let store: Storage
      if (kind === 's3') {
        s3 = await startS3Server()
        Object.assign(process.env, s3.env)
        resetEnv()
        store = storage()
        for (const name of Object.keys(s3.env)) delete process.env[name]
        resetEnv()
      } else {
        store = localStorage(fs.mkdtempSync(path.join(root, 'uploads-')))
      }
      await store.put('0b5a.jpg', new Uint8Array([1, 2, 3]), { contentType: 'image/jpeg' })
      await store.put('photos/p1/480.avif', new Uint8Array([4, 5]), { contentType: 'image/avif' })
      const folder = filesBackupDir(path.join(root, `${kind}.db`))
      expect(await backupFiles(store, folder)).toEqual({ files: 2, bytes: 5 })
      expect(fs.readFileSync(path.join(folder, '0b5a.jpg'))).toEqual(Buffer.from([1, 2, 3]))
      expect(fs.readFileSync(path.join(folder, 'photos/p1/480.avif'))).toEqual(Buffer.from([4, 5]))
      await expect(backupFiles(store, folder)).rejects.toThrow(/already exists/)

      await store.delete('0b5a.jpg')
      await store.delete('photos/p1/480.avif')
      expect(await store.list()).toEqual([])
      expect(await restoreFiles(store, folder)).toEqual({ files: 2 })
      expect(await store.list()).toEqual(['0b5a.jpg', 'photos/p1/480.avif'])
      expect((await store.get('photos/p1/480.avif'))?.contentType).toBe('image/avif')
    },
  )
})
