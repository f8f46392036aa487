import { type Kysely, sql } from 'kysely'

// Photo rows know their listing's state (issue 49 item 6, decision 033): `public` is 1 while the
// photo's listing is listed, 0 while an editor has it hidden (or it is gone), kept in step by the
// code that hides and shows listings and adds photos, so /media/photos/… serves a public photo
// after one lookup by its primary key. Backfilled from each listing table's `hidden`.

/* eslint-disable @typescript-eslint/no-explicit-any */

/** The photo rows' listing types and their tables (as LISTINGS in app/lib/photos/photos.server.ts). */
const TABLES = {
  restaurants: 'restaurants',
  stays: 'stays',
  activities: 'activities',
  events: 'events',
  music: 'music_shows',
  articles: 'articles',
} as const

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('listing_photos')
    .addColumn('public', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  for (const [type, table] of Object.entries(TABLES)) {
    await db
      .updateTable('listing_photos')
      .set({ public: 0 })
      .where('listing_type', '=', type)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom(table)
              .select(sql`1`.as('one'))
              .whereRef(`${table}.id`, '=', 'listing_photos.listing_id')
              .where(`${table}.hidden`, '=', 0),
          ),
        ),
      )
      .execute()
  }
  // A row of a listing type no table has: no listing shows it.
  await db
    .updateTable('listing_photos')
    .set({ public: 0 })
    .where('listing_type', 'not in', Object.keys(TABLES))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('listing_photos').dropColumn('public').execute()
}
