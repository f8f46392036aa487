import type { Kysely } from 'kysely'
import { activities, articles, events, musicShows, restaurants, stays } from '../seed-data'

// Sample content is honest (issue 16): every listing the seed inserts is marked `sample = 1`, so
// the public pages can say the guide holds samples and an admin can remove them all at once.
// Listings published from submissions (or created by editors) keep the default 0. On a database
// seeded before this column existed, the seed's own ids are marked here.

/* eslint-disable @typescript-eslint/no-explicit-any */

const SEEDED: Record<string, string[]> = {
  restaurants: restaurants.map((r) => r.id),
  stays: stays.map((s) => s.id),
  activities: activities.map((a) => a.id),
  events: events.map((e) => e.id),
  music_shows: musicShows.map((m) => m.id),
  articles: articles.map((a) => a.id),
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, ids] of Object.entries(SEEDED)) {
    await db.schema
      .alterTable(table)
      .addColumn('sample', 'integer', (col) => col.notNull().defaultTo(0))
      .execute()
    const seeded = await db.selectFrom('app_meta').select('value').where('key', '=', 'seed_version').executeTakeFirst()
    if (seeded && ids.length > 0) await db.updateTable(table).set({ sample: 1 }).where('id', 'in', ids).execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of Object.keys(SEEDED)) await db.schema.alterTable(table).dropColumn('sample').execute()
}
