import type { Kysely } from 'kysely'

// Photos on listings (issue 16 item 4): each row is one photo of one listing, processed into
// several widths and formats kept in storage under `photos/<id>/<width>.<avif|webp|jpg>`
// (app/lib/photos/). `listing_type` is the listing's table family (restaurants, stays,
// activities, events, music, articles); `widths` is a JSON array of the stored widths, smallest
// first; `width`/`height` are the largest one's. A replaced photo gets a new row (new id), so a
// photo's URLs never change content and may be cached for a year.

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('listing_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('listing_type', 'text', (c) => c.notNull())
    .addColumn('listing_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('caption', 'text')
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('widths', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('listing_photos_listing_idx')
    .on('listing_photos')
    .columns(['listing_type', 'listing_id', 'position'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('listing_photos').ifExists().execute()
}
