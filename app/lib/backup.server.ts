import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'

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
