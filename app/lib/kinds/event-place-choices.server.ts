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

/**
 * The venue names the public event form offers (a datalist on its Venue field, issue 51): a
 * visitor picks one or types a new place. Each name once.
 */
export async function venueNames(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('venues').select('name').distinct().orderBy('name').execute()
  return rows.map((row) => row.name)
}

/**
 * A venue by its id, for a form that starts at it (/submit-event?venue=<id>, the partner area's "Add an
 * event at ..."): its name and address, or null for an id no venue has.
 */
export async function venueForForm(
  db: Kysely<Database>,
  id: string | null,
): Promise<{ name: string; address: string } | null> {
  if (!id) return null
  const venue = await db
    .selectFrom('venues')
    .select(['name', 'address'])
    .where('id', '=', id)
    .executeTakeFirst()
  return venue ?? null
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().replace(/\s+/g, ' ').toLowerCase() === (b ?? '').trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * The venue a submitted event's "Venue" text names, for its approval: the venue of that name
 * (case and spaces ignored); of several with the name, the one at the submitted address. None
 * (a new place typed, or a name that stays ambiguous): null, and the event keeps its text for the
 * editor to link. Nothing is created.
 */
export async function venueNamed(
  db: Kysely<Database>,
  location: string,
  address: string | null,
): Promise<string | null> {
  if (!location.trim()) return null
  const venues = await db.selectFrom('venues').select(['id', 'name', 'address']).execute()
  const named = venues.filter((venue) => same(venue.name, location))
  if (named.length === 1) return named[0]!.id
  const here = named.filter((venue) => same(venue.address, address))
  return here.length === 1 ? here[0]!.id : null
}
