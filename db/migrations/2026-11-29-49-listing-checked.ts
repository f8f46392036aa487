import { type Kysely, sql } from 'kysely'

// Freshness you can see (issue 44 item 4, decision 046): every listing with a public page records
// when its facts were last confirmed and by whom. checked_by: 'editor' (an editor saved, approved
// or confirmed it), 'business' (its business confirmed it), 'import' (a calendar feed or an open-data
// import brought it); checked_by_user: the account, when one did. Listings already here count as
// checked when their last revision was saved (else when they were created), by an editor, or by
// their feed for events a feed brought.

/* eslint-disable @typescript-eslint/no-explicit-any */

const TABLES = ['restaurants', 'stays', 'activities', 'events']
const COLUMNS = ['checked_at', 'checked_by', 'checked_by_user']

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    // One column per statement: SQLite's ALTER TABLE adds one at a time.
    for (const column of COLUMNS) await db.schema.alterTable(table).addColumn(column, 'text').execute()
    await sql`
      UPDATE ${sql.table(table)} SET checked_by = 'editor', checked_at = COALESCE(
        (SELECT MAX(r.created_at) FROM listing_revisions r
          WHERE r.listing_type = ${table} AND r.listing_id = ${sql.table(table)}.id),
        ${sql.table(table)}.created_at)
    `.execute(db)
  }
  await sql`
    UPDATE events SET checked_by = 'import'
    WHERE id IN (SELECT event_id FROM event_feed_items WHERE event_id IS NOT NULL)
  `.execute(db)
  for (const table of TABLES)
    await db.schema.createIndex(`${table}_checked_idx`).on(table).column('checked_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_checked_idx`).execute()
    for (const column of COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute()
  }
}
