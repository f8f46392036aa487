import type { Kysely } from 'kysely'

// Calendar import (issue 18): outside iCalendar feeds an editor registers (a venue's or a bar's
// calendar), fetched on a schedule; their new and changed events enter the review queue as event
// submissions.
//
// - `event_feeds`: one row per feed, with what the last fetch answered (its ETag and Last-Modified
//   for the next conditional request, status, error, summary). `last_fetched_at` is also the claim:
//   a process fetches a feed only after moving it forward with one conditional UPDATE, so two
//   processes never fetch the same feed at once.
// - `event_feed_items`: per feed and iCalendar UID, the hash of the content last imported, the
//   latest submission it produced, and once approved the listing and the submission that listing
//   last took its content from (so a change upstream is offered as an update, never written over
//   an editor's work).
// - `event_submissions` gains where an imported row came from (feed, UID, the feed's name) and the
//   earlier submission it updates. Visitors' submissions leave them NULL.

/* eslint-disable @typescript-eslint/no-explicit-any */

const SUBMISSION_COLUMNS = ['feed_id', 'external_uid', 'imported_from', 'updates_submission_id'] as const

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('event_feeds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull().unique())
    .addColumn('default_category', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('etag', 'text')
    .addColumn('last_modified', 'text')
    .addColumn('last_fetched_at', 'text')
    // 'ok' | 'not_modified' | 'error'; NULL before the first fetch
    .addColumn('last_status', 'text')
    .addColumn('last_error', 'text')
    .addColumn('last_summary', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('event_feed_items')
    .addColumn('feed_id', 'text', (c) => c.notNull().references('event_feeds.id').onDelete('cascade'))
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('submission_id', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text')
    .addColumn('published_submission_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_feed_items_pk', ['feed_id', 'uid'])
    .execute()

  for (const column of SUBMISSION_COLUMNS)
    await db.schema.alterTable('event_submissions').addColumn(column, 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [...SUBMISSION_COLUMNS].reverse())
    await db.schema.alterTable('event_submissions').dropColumn(column).execute()
  await db.schema.dropTable('event_feed_items').ifExists().execute()
  await db.schema.dropTable('event_feeds').ifExists().execute()
}
