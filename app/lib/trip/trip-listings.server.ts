import type { Db } from '../db.server'
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
