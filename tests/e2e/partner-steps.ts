import { execFileSync } from 'node:child_process'
import Database from 'better-sqlite3'
import { sharedDatabaseUrl } from './utils'

// The partner specs' shared set-up (issue 44, decision 048): the shared test database, and a plain
// account that may act for one listing.

/** Runs `run` on the browser tests' shared SQLite database. */
export function withSharedDb<T>(run: (db: Database.Database) => T): T {
  const db = new Database(sharedDatabaseUrl().replace(/^file:/, ''), { fileMustExist: true })
  db.pragma('busy_timeout = 5000')
  try {
    return run(db)
  } finally {
    db.close()
  }
}

/**
 * Makes `account` a partner of the listing `pick` chooses: the admin script makes an editor, whose
 * role is then taken away (a partner never has a back-office role), and the listing's partner row
 * is added. Answers what `pick` answered.
 */
export function createPartner<Listing extends { type: string; id: string }>(
  account: { email: string; password: string },
  pick: (db: Database.Database) => Listing,
): Listing {
  execFileSync(
    'npm',
    [
      'run',
      '-s',
      'admin:create',
      '--',
      '--email',
      account.email,
      '--password',
      account.password,
      '--role',
      'editor',
    ],
    { env: { ...process.env, DATABASE_URL: sharedDatabaseUrl() }, encoding: 'utf8' },
  )
  return withSharedDb((db) => {
    const user = db.prepare('select id from user where email = ?').get(account.email) as { id: string }
    db.prepare('delete from user_roles where user_id = ?').run(user.id)
    const listing = pick(db)
    db.prepare(
      'insert into listing_partners (listing_type, listing_id, user_id, trusted, granted_by, granted_at) values (?, ?, ?, 0, null, ?) on conflict do nothing',
    ).run(listing.type, listing.id, user.id, new Date().toISOString())
    return listing
  })
}
