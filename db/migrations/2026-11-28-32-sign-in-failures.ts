import type { Kysely } from 'kysely'

// Sign-in is slowed, never locked (issue 49 item 3, decision 031): one row per real account with
// its current run of failed sign-ins (`failures`, the time of the last) and when its owner was
// mailed about this run (`notified_at`, NULL: not yet). A success deletes the row; a run whose last
// failure is older than LOGIN_FAILURE_WINDOW_MS starts again at one.

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failed_at', 'text', (c) => c.notNull())
    .addColumn('notified_at', 'text')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_failures').ifExists().execute()
}
