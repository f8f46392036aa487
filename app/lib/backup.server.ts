import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import SQLite from 'better-sqlite3'
import { checkKey, contentTypeOf, type Storage } from './storage/index.server'

/**
 * A consistent copy of a live SQLite database, taken with SQLite's online backup API: safe while
 * the app is serving and writing (pages are copied in steps; writers are not blocked for long).
 */
export async function backupSqlite(source: string, destination: string): Promise<{ bytes: number }> {
  if (!fs.existsSync(source)) throw new Error(`no database at ${source}`)
  const target = path.resolve(destination)
  if (fs.existsSync(target)) throw new Error(`${target} already exists; choose a new file name`)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  const db = new SQLite(source, { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    await db.backup(target)
  } finally {
    db.close()
  }
  return { bytes: fs.statSync(target).size }
}

/** Where `npm run db:backup -- <file>` copies the stored files: a folder beside the database copy. */
export function filesBackupDir(databaseBackup: string): string {
  return `${path.resolve(databaseBackup)}-files`
}

/**
 * Copies every stored file (submitted photos, processed listing photos) from the storage (local
 * folder or bucket) into `destination`, each at its key as a relative path. The folder must not
 * exist yet. Files added while this runs may be left out; their database rows are then newer
 * than the database copy too, if that was taken first.
 */
export async function backupFiles(
  store: Storage,
  destination: string,
): Promise<{ files: number; bytes: number }> {
  const target = path.resolve(destination)
  if (fs.existsSync(target)) throw new Error(`${target} already exists; choose a new name`)
  fs.mkdirSync(target, { recursive: true })
  let files = 0
  let bytes = 0
  for (const key of await store.list()) {
    const stored = await store.get(key)
    if (!stored) continue // removed since it was listed
    const file = path.join(target, checkKey(key))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    await pipeline(stored.body, fs.createWriteStream(file, { flags: 'wx' }))
    files += 1
    bytes += stored.size
  }
  return { files, bytes }
}

/** Puts every file of a files backup (see backupFiles) back into the storage, replacing what is there. */
export async function restoreFiles(store: Storage, source: string): Promise<{ files: number }> {
  const root = path.resolve(source)
  if (!fs.statSync(root, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`no folder at ${root}`)
  let files = 0
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    const key = path.relative(root, file).split(path.sep).join('/')
    await store.put(key, { path: file }, { contentType: contentTypeOf(key) })
    files += 1
  }
  return { files }
}
