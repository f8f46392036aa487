import type { Kysely } from 'kysely'

// The trip planner (issue 20). A trip belongs to whoever holds its id in a cookie (no account):
// `trips.id` is 128 random bits (base64url) and never shown; `share_id` is a second random id for
// the read-only link, so sharing a trip does not hand over edit rights. `last_seen_at` moves on
// every visit and change; trips not seen for 90 days are deleted (app/lib/trip/trip.server.ts).
// `trip_stops` are the plan: one listing (kind + id) on a day, in order, with an optional start
// time and note.
//
// Restaurants and activities get `opening_hours` in OpenStreetMap syntax (NULL: hours unknown). On a
// database seeded before this migration the sample listings get the seed's values here, by id
// (written out as the seed had them at release: a migration never reads the seed).

/* eslint-disable @typescript-eslint/no-explicit-any */

const HOURS_TABLES = ['restaurants', 'activities'] as const

const SAMPLE_OPENING_HOURS: Record<(typeof HOURS_TABLES)[number], Record<string, string>> = {
  restaurants: {
    'elk-antler-grill': 'Mo-Su 11:30-22:00',
    'buffaloberry-kitchen': 'We-Su 17:00-21:30; Sa,Su 09:00-13:00,17:00-21:30',
    // Closed mid-April to late May (the mud season).
    'cirque-and-pine': 'Tu-Sa 17:30-21:30; Apr 15-May 25 off',
    'snowshoe-hare-diner': 'Mo-Su 06:30-14:30',
    'salt-river-creamery-table': 'Mo-Sa 08:00-20:00; Su off',
    'antler-arch-chuckwagon': 'Tu-Su 11:00-20:30',
  },
  activities: {
    // Sleigh rides run mid-December to early April.
    'elk-refuge-sleigh-ride': 'Dec 15-Apr 05 Mo-Su 10:00-16:00; Apr 06-Dec 14 off',
    'taggart-lake-hike': 'Jun 01-Oct 15 Mo-Su 06:00-20:00; Oct 16-May 31 off',
    'snake-river-scenic-float': 'May 15-Sep 30 Mo-Su 08:00-18:00; Oct 01-May 14 off',
    'shoshone-bannock-heritage-day': 'Jun 15-Sep 15 Tu,Th,Sa 09:00-13:00; Sep 16-Jun 14 off',
    'snow-king-family-ski-lessons': 'Dec 01-Mar 31 Mo-Su 09:00-16:00; Apr 01-Nov 30 off',
    'greys-river-fly-fishing': 'May 15-Oct 15 Mo-Su 06:00-20:00; Oct 16-May 14 off',
    'amphitheater-lake-hike': 'Jul 01-Sep 30 Mo-Su 05:00-20:00; Oct 01-Jun 30 off',
    'teton-wildlife-photography-tour': 'Mo-Su 05:00-21:00',
  },
}

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
    for (const [id, hours] of Object.entries(SAMPLE_OPENING_HOURS[table])) {
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
