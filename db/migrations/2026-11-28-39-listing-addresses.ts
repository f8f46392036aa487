import type { Kysely } from 'kysely'

// Names and addresses (issue 51 item 6, decision 037).
// - listing_redirects: a listing's former addresses (its id before an editor changed it), each
//   pointing straight at the current one (chains collapsed, no loops): old links answer 301.
// - meta_description on every listing table: the editor's own text for search results and link
//   previews (NULL: the page's usual summary).

/* eslint-disable @typescript-eslint/no-explicit-any */

const LISTING_TABLES = ['restaurants', 'stays', 'activities', 'events', 'music_shows', 'articles']

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('listing_redirects')
    .addColumn('listing_type', 'text', (c) => c.notNull())
    .addColumn('old_id', 'text', (c) => c.notNull())
    .addColumn('new_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_redirects_pk', ['listing_type', 'old_id'])
    .execute()
  await db.schema
    .createIndex('listing_redirects_new_idx')
    .on('listing_redirects')
    .columns(['listing_type', 'new_id'])
    .execute()
  for (const table of LISTING_TABLES)
    await db.schema.alterTable(table).addColumn('meta_description', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of LISTING_TABLES)
    await db.schema.alterTable(table).dropColumn('meta_description').execute()
  await db.schema.dropTable('listing_redirects').execute()
}
