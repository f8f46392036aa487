import type { Kysely } from 'kysely'
import { activities, events, musicShows, restaurants, stays } from '../seed-data'

// Maps (issue 19): every listing and event venue has a pin and a town. `lat` and `lng` are degrees
// (WGS 84), NULL until someone sets a pin (a published submission has none yet); `town` is the town
// the place is in or nearest to (restaurants had one already). On a database seeded before this
// migration, the sample listings get the seed's coordinates and towns here, by id; a sample row an
// editor already gave a pin keeps it.

/* eslint-disable @typescript-eslint/no-explicit-any */

interface Placed {
  id: string
  town?: string | null
  coordinates?: { lat: number; lng: number } | null
}

const TABLES: { table: string; seeded: readonly Placed[]; addTown: boolean }[] = [
  { table: 'restaurants', seeded: restaurants, addTown: false },
  { table: 'stays', seeded: stays, addTown: true },
  { table: 'activities', seeded: activities, addTown: true },
  { table: 'events', seeded: events, addTown: true },
  { table: 'music_shows', seeded: musicShows, addTown: true },
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, seeded, addTown } of TABLES) {
    // One column per statement: SQLite adds one column at a time.
    await db.schema.alterTable(table).addColumn('lat', 'double precision').execute()
    await db.schema.alterTable(table).addColumn('lng', 'double precision').execute()
    if (addTown) await db.schema.alterTable(table).addColumn('town', 'text').execute()
    for (const item of seeded) {
      if (!item.coordinates) continue
      await db
        .updateTable(table)
        .set({
          lat: item.coordinates.lat,
          lng: item.coordinates.lng,
          ...(addTown && item.town ? { town: item.town } : {}),
        })
        .where('id', '=', item.id)
        .where('sample', '=', 1)
        .where('lat', 'is', null)
        .execute()
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table, addTown } of TABLES) {
    if (addTown) await db.schema.alterTable(table).dropColumn('town').execute()
    await db.schema.alterTable(table).dropColumn('lng').execute()
    await db.schema.alterTable(table).dropColumn('lat').execute()
  }
}
