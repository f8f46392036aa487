import type { Kysely } from 'kysely'
import { sampleOpeningHours } from '../seed-data/opening-hours'

// The trip planner (issue 20). A trip belongs to whoever holds its id in a cookie (no account):
// `trips.id` is 128 random bits (base64url) and never shown; `share_id` is a second random id for
// the read-only link, so sharing a trip does not hand over edit rights. `last_seen_at` moves on
// every visit and change; trips not seen for 90 days are deleted (app/lib/trip/trip.server.ts).
// `trip_stops` are the plan: one listing (kind + id) on a day, in order, with an optional start
// time and note.
//
// Restaurants and activities get `opening_hours` in OpenStreetMap syntax (NULL: hours unknown). On a database
// seeded before this migration the sample listings get the seed's values here, by id.

/* eslint-disable @typescript-eslint/no-explicit-any */

const HOURS_TABLES = ['restaurants', 'activities'] as const

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('trips')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('share_id', 'text', (col) => col.notNull().unique())
    .addColumn('arrive', 'text')
    .addColumn('depart', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('trips_last_seen_idx').on('trips').column('last_seen_at').execute()
  await db.schema
    .createTable('trip_stops')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('trip_id', 'text', (col) => col.notNull().references('trips.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('listing_id', 'text', (col) => col.notNull())
    .addColumn('start_time', 'text')
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('trip_stops_trip_idx')
    .on('trip_stops')
    .columns(['trip_id', 'day', 'position'])
    .execute()

  for (const table of HOURS_TABLES) {
    await db.schema.alterTable(table).addColumn('opening_hours', 'text').execute()
    for (const [id, hours] of Object.entries(sampleOpeningHours[table])) {
      await db
        .updateTable(table)
        .set({ opening_hours: hours })
        .where('id', '=', id)
        .where('sample', '=', 1)
        .where('opening_hours', 'is', null)
        .execute()
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of HOURS_TABLES) await db.schema.alterTable(table).dropColumn('opening_hours').execute()
  await db.schema.dropTable('trip_stops').execute()
  await db.schema.dropTable('trips').execute()
}
