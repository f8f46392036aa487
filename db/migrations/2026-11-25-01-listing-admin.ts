import type { Kysely } from 'kysely'

// Issue 16, editors run the guide: a `hidden` flag on every listing table (hidden listings stay in
// the back office but leave every public page, map, feed and the search index), each listing's
// revisions, and one log of every editorial action.

/* eslint-disable @typescript-eslint/no-explicit-any */

const LISTING_TABLES = ['restaurants', 'stays', 'activities', 'events', 'music_shows', 'articles']

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of LISTING_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
      .execute()
  }

  await db.schema
    .createTable('listing_revisions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // the listing's URL type: restaurants, stays, activities, events, music, articles
    .addColumn('listing_type', 'text', (col) => col.notNull())
    .addColumn('listing_id', 'text', (col) => col.notNull())
    .addColumn('number', 'integer', (col) => col.notNull())
    .addColumn('author_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    // what this revision restored from (its number), else null
    .addColumn('restored_from', 'integer')
    // JSON: the editable fields' values as the editor form reads them
    .addColumn('snapshot', 'text', (col) => col.notNull())
    // JSON: [{ field, old, new }] against the revision before
    .addColumn('changes', 'text', (col) => col.notNull())
    .addUniqueConstraint('listing_revisions_number', ['listing_type', 'listing_id', 'number'])
    .execute()

  await db.schema
    .createTable('editorial_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'text')
    // approved | rejected | created | edited | hidden | shown | deleted | restored
    .addColumn('action', 'text', (col) => col.notNull())
    // a listing type (restaurants ...) or a submission kind (submission:restaurants ...)
    .addColumn('subject_type', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'text', (col) => col.notNull())
    .addColumn('subject_title', 'text', (col) => col.notNull())
    .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
    .execute()
  await db.schema.createIndex('editorial_log_created').on('editorial_log').column('created_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('editorial_log').execute()
  await db.schema.dropTable('listing_revisions').execute()
  for (const table of LISTING_TABLES) await db.schema.alterTable(table).dropColumn('hidden').execute()
}
