// `npm run db:backup -- <file>`: a consistent copy of the live database named by DATABASE_URL.
// SQLite: the online backup API (safe while the app runs). PostgreSQL: pg_dump when installed,
// otherwise the command to run.
import { spawnSync } from 'node:child_process'
import { backupSqlite } from '../app/lib/backup.server'
import { parseDatabaseUrl } from '../app/lib/db.server'
import { envOrExit } from '../app/lib/env.server'
import { loadDotEnv } from './load-env.js'

loadDotEnv()
const config = envOrExit()

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
} catch (error) {
  console.error(`Error: backup failed: ${(error as Error).message}`)
  process.exit(1)
}
