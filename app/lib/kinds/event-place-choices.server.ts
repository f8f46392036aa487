import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import type { Choice } from './editor.server'

// Apart from ./event-places.server.ts (which reads events, ./event-queries.server.ts), so the
// event editor's spec (./event.server.ts) can name its options without a circle of imports.

/** The event editor's venue and organizer options (name, and the venue's town). */
export async function eventPlaceChoices(db: Kysely<Database>): Promise<Record<string, Choice[]>> {
  const [venues, organizers] = await Promise.all([
    db.selectFrom('venues').select(['id', 'name', 'town']).orderBy('name').orderBy('id').execute(),
    db.selectFrom('organizers').select(['id', 'name']).orderBy('name').orderBy('id').execute(),
  ])
  return {
    venue_id: venues.map((v) => ({ value: v.id, label: v.town ? `${v.name} (${v.town})` : v.name })),
    organizer_id: organizers.map((o) => ({ value: o.id, label: o.name })),
  }
}
