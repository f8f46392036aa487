import type { Kysely } from 'kysely'

// One place to save (issue 50 item 5, decision 045): a visitor's favorites are kept with their trip,
// under the trip's unguessable id (the cookie), so a heart works without JavaScript, survives
// clearing the browser's storage while the cookie lasts, and shows on the trip's shared page. One
// row per trip, kind and listing; swept with the trip, dropped when the listing is deleted, moved
// when its address changes (app/lib/trip/favorites.server.ts).

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('trip_favorites')
    .addColumn('trip_id', 'text', (col) => col.notNull().references('trips.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('listing_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('trip_favorites_pk', ['trip_id', 'kind', 'listing_id'])
    .execute()
  // Deleting or moving a listing finds its rows by kind and id.
  await db.schema
    .createIndex('trip_favorites_listing_idx')
    .on('trip_favorites')
    .columns(['kind', 'listing_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('trip_favorites').execute()
}
