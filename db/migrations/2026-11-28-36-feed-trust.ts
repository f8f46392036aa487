import type { Kysely } from 'kysely'

// Calendar import an editor can trust (issue 51 item 3, decision 035).
// - event_feeds: `trusted` (1: its new and changed events publish at once and are listed for a
//   look), `category_map` (JSON object: the feed's CATEGORIES value -> the guide's public event
//   category, remembered when an editor approves one of its events), and `url` now keeps what the
//   editor typed (a webcal:// address is resolved at fetch time).
// - event_submissions: what a feed says that the visitor form does not: `rrule` (the series' rule,
//   kept), `exdates` (JSON list of the series' cancelled days), `feed_category` (its CATEGORIES),
//   `cancels` (1: a proposal to withdraw the published listing, the event was cancelled upstream).
// - events: `withdrawn_reason`, shown to editors on a listing withdrawn for them ("Cancelled by
//   the feed … on …").

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('event_feeds')
    .addColumn('trusted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('event_feeds')
    .addColumn('category_map', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute()
  await db.schema.alterTable('event_submissions').addColumn('rrule', 'text').execute()
  await db.schema.alterTable('event_submissions').addColumn('exdates', 'text').execute()
  await db.schema.alterTable('event_submissions').addColumn('feed_category', 'text').execute()
  await db.schema
    .alterTable('event_submissions')
    .addColumn('cancels', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('events').addColumn('withdrawn_reason', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('events').dropColumn('withdrawn_reason').execute()
  for (const column of ['cancels', 'feed_category', 'exdates', 'rrule'])
    await db.schema.alterTable('event_submissions').dropColumn(column).execute()
  await db.schema.alterTable('event_feeds').dropColumn('category_map').execute()
  await db.schema.alterTable('event_feeds').dropColumn('trusted').execute()
}
