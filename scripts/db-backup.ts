// `npm run db:backup -- <file>`: a consistent copy of the live database named by DATABASE_URL,
// then every stored file (local UPLOAD_DIR or the S3 bucket) into the folder `<file>-files`.
// SQLite: the online backup API (safe while the app runs). PostgreSQL: pg_dump when installed,
// otherwise the command to run.
// `npm run db:backup -- --restore-files <folder>` puts a files backup back into the storage.
import { spawnSync } from 'node:child_process'
import { backupFiles, backupSqlite, filesBackupDir, restoreFiles } from '../app/lib/backup.server'
import { parseDatabaseUrl } from '../app/lib/database-url.server'
import { envOrExit } from '../app/lib/env.server'
import { storage } from '../app/lib/storage/index.server'
import { loadDotEnv } from './load-env.js'

loadDotEnv()
const config = envOrExit()

if (process.argv[2] === '--restore-files') {
  const folder = process.argv[3]
  if (!folder) {
    console.error('Usage: npm run db:backup -- --restore-files <backup file>-files')
    process.exit(2)
  }
  try {
    const { files } = await restoreFiles(storage(), folder)
    console.log(`Restored ${files} files from ${folder} into the ${storage().kind} storage`)
    process.exit(0)
  } catch (error) {
    console.error(`Error: restore failed: ${(error as Error).message}`)
    process.exit(1)
  }
}

const file = process.argv[2]
if (!file) {
  console.error('Usage: npm run db:backup -- <backup file>')
  process.exit(2)
}

try {
  const target = parseDatabaseUrl(config.DATABASE_URL)
  if (target.dialect === 'sqlite') {
    const { bytes } = await backupSqlite(target.location, file)
    console.log(`Backed up ${target.location} to ${file} (${Math.round(bytes / 1024)} KB)`)
  } else {
    const args = ['--format=custom', `--file=${file}`, target.location]
    const result = spawnSync('pg_dump', args, { stdio: 'inherit' })
    if (result.error) {
      console.log('pg_dump is not installed here. On a machine with the PostgreSQL client, run:')
      console.log(`  pg_dump --format=custom --file=${file} "$DATABASE_URL"`)
      process.exit(1)
    }
    if (result.status !== 0) process.exit(result.status ?? 1)
    console.log(`Backed up the PostgreSQL database to ${file} (pg_dump custom format)`)
  }
  // The files after the database: a file a row of the copy names was stored before that row.
  const folder = filesBackupDir(file)
  const { files, bytes } = await backupFiles(storage(), folder)
  console.log(
    `Backed up ${files} stored files (${Math.round(bytes / 1024)} KB) from the ${storage().kind} storage to ${folder}`,
  )
} catch (error) {
  console.error(`Error: backup failed: ${(error as Error).message}`)
  process.exit(1)
}
