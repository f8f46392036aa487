import type { Kysely } from 'kysely'

// Drafts and schedules (issue 51 item 4). A listing created in the back office is a draft until
// published: `draft` = 1 together with `hidden` = 1, so every public query (which already leaves
// hidden rows out, decision 032) leaves drafts out too. `publish_at` / `unpublish_at` are UTC
// instants (ISO text) at which the publication scheduler publishes or withdraws it. Existing
// listings are published: draft 0, no schedule. A place (restaurant, stay, activity) may carry a
// seasonal notice ("Closed for the season until May 15") shown on its page between two dates
// (YYYY-MM-DD, either empty: open-ended); '' when none.

/* eslint-disable @typescript-eslint/no-explicit-any */

export const LISTING_TABLES = [
  'restaurants',
  'stays',
  'activities',
  'events',
  'music_shows',
  'articles',
] as const
const PLACE_TABLES = ['restaurants', 'stays', 'activities'] as const
const NOTICE_COLUMNS = ['notice', 'notice_from', 'notice_until'] as const

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of LISTING_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('draft', 'integer', (col) => col.notNull().defaultTo(0))
      .execute()
    await db.schema.alterTable(table).addColumn('publish_at', 'text').execute()
    await db.schema.alterTable(table).addColumn('unpublish_at', 'text').execute()
  }
  for (const table of PLACE_TABLES)
    for (const column of NOTICE_COLUMNS)
      await db.schema
        .alterTable(table)
        .addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
        .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of PLACE_TABLES)
    for (const column of NOTICE_COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute()
  for (const table of LISTING_TABLES) {
    await db.schema.alterTable(table).dropColumn('unpublish_at').execute()
    await db.schema.alterTable(table).dropColumn('publish_at').execute()
    await db.schema.alterTable(table).dropColumn('draft').execute()
  }
}
