import type { Db } from '../db.server'
import { listEventSummaries } from '../kinds/event-queries.server'
import { listingFacts } from './plan.server'
import { TABLE_OF, TRIP_KINDS, type TripKind } from './trip'

/**
 * A trip's stops and the listings they point at: whether a listing may go on a trip, its own date,
 * and unhooking stops from a listing being deleted.
 */

/**
 * Whether a listing of this kind and id is listed: it exists and no editor hid it (only those go
 * on a trip; a hidden or deleted one is "no longer listed").
 */
export async function isListed(db: Db, kind: TripKind, id: string): Promise<boolean> {
  const table = TABLE_OF[kind]
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('hidden', '=', 0)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Unhooks trip stops from a listing being deleted (inside its transaction): they keep their place
 * on the visitors' trips, shown as "no longer listed", and a new listing given the same id later
 * never takes their place. The id gets a prefix no listing id has (ids are slugs: a-z, 0-9, -).
 */
export async function unhookTripStops(trx: Db, table: string, id: string): Promise<void> {
  const kind = TRIP_KINDS.find((k) => TABLE_OF[k] === table)
  if (!kind) return
  await trx
    .updateTable('trip_stops')
    .set({ listing_id: `${DELETED_PREFIX}${id}` })
    .where('kind', '=', kind)
    .where('listing_id', '=', id)
    .execute()
  // A saved place has nothing to show once its listing is gone (decision 045).
  await trx.deleteFrom('trip_favorites').where('kind', '=', kind).where('listing_id', '=', id).execute()
}

const DELETED_PREFIX = 'deleted:'

/** An event's or show's own date (YYYY-MM-DD), for adding it on its day. */
export async function listingDate(db: Db, kind: TripKind, id: string): Promise<string | undefined> {
  if (kind !== 'event' && kind !== 'music') return undefined
  const row = await db.selectFrom(TABLE_OF[kind]).select('date').where('id', '=', id).executeTakeFirst()
  return row?.date
}

/** The days among `days` (YYYY-MM-DD, in order) an event takes place on, repeats and cancellations counted. */
export async function eventDaysWithin(db: Db, id: string, days: readonly string[]): Promise<string[]> {
  if (days.length === 0) return []
  const found = await listEventSummaries(db, { from: days[0], to: days.at(-1) })
  return found.filter((event) => event.id === id && days.includes(event.date)).map((event) => event.date)
}

/** An event's or show's start time from its schedule (null: other kinds, or no time given). */
export async function scheduledTime(db: Db, kind: TripKind, id: string): Promise<string | null> {
  if (kind !== 'event' && kind !== 'music') return null
  const facts = (await listingFacts(db, [{ kind, listingId: id }])).get(`${kind}:${id}`)
  return facts?.startTime ?? null
}
