import type { Kysely } from 'kysely'

// What partners and editors learn (issue 44 item 5, decision 052): per listing and day (in the
// region's zone), how many page views, clicks on website, phone, directions and booking, trip adds,
// favorites and calendar downloads; and per day the searches that found nothing. Counted on the
// server with no cookie and nothing about the visitor (app/lib/stats/); rows older than 13 months
// are swept.

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('listing_counts')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('listing_type', 'text', (col) => col.notNull())
    .addColumn('listing_id', 'text', (col) => col.notNull())
    .addColumn('metric', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('listing_counts_pk', ['listing_type', 'listing_id', 'day', 'metric'])
    .execute()
  // The site-wide report and the retention sweep read by day.
  await db.schema.createIndex('listing_counts_day_idx').on('listing_counts').column('day').execute()
  await db.schema
    .createTable('search_misses')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('query', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('search_misses_pk', ['day', 'query'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_misses').execute()
  await db.schema.dropTable('listing_counts').execute()
}
