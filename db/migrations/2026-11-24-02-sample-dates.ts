import type { Kysely } from 'kysely'
import { todayInTimeZone } from '../../app/lib/dates'
import { env } from '../../app/lib/env.server'
import { events, musicShows } from '../seed-data'
import { sampleSeason } from '../seed'

// A living calendar (issue 18): a database seeded with the sample season's written dates (December
// 2024 to January 2025) gets them moved to the season after today, as a new install would. Only
// sample rows still on their written date change; anything an editor moved stays.

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  const season = sampleSeason(env().SEED_TODAY ?? todayInTimeZone())
  const moves = [
    { table: 'events', written: events, moved: season.events },
    { table: 'music_shows', written: musicShows, moved: season.musicShows },
  ]
  for (const { table, written, moved } of moves) {
    for (const [i, item] of written.entries()) {
      const date = moved[i]!.date
      if (date === item.date) continue
      await db
        .updateTable(table)
        .set({ date })
        .where('id', '=', item.id)
        .where('sample', '=', 1)
        .where('date', '=', item.date)
        .execute()
    }
  }
}

export async function down(): Promise<void> {
  // The written dates are in the past: nothing worth moving back.
}
