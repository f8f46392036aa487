import type { Db } from '../db.server'
import type { TripKind } from './trip'
import { TOWN_SQUARE } from '../maps/roads'
import { type Pinned, routeOrder } from './day-order'
import { planTrip } from './plan.server'
import { dayOrder, getStop, placeStop, renumber, touch, type Trip, type TripStopRow } from './trip.server'

/**
 * The store's rules for a day's order and a stay's nights (issue 50 items 1 and 2): "Order by
 * route", the nights a stay covers, and the duplicates a trip refuses.
 */

/**
 * Puts a day's stops without a time in this order ("Order by route"): `ids` are some of the
 * day's stops; the others keep their places around them.
 */
export async function orderUntimed(
  db: Db,
  tripId: string,
  day: string,
  ids: readonly string[],
  now = new Date(),
) {
  await db.transaction().execute(async (trx) => {
    const t = trx as unknown as Db
    const current = await dayOrder(t, tripId, day)
    const wanted = ids.filter((id) => current.includes(id))
    const slots = current.flatMap((id, index) => (wanted.includes(id) ? [index] : []))
    const order = [...current]
    for (const [k, slot] of slots.entries()) order[slot] = wanted[k]!
    await renumber(t, tripId, day, order)
  })
  await touch(db, tripId, now)
}

/** Sets the nights of a stay: checked in on `checkIn`, out on `checkOut` (after it). */
export async function setStayNights(
  db: Db,
  tripId: string,
  stopId: string,
  checkIn: string,
  checkOut: string,
  now = new Date(),
): Promise<boolean> {
  const stop = await getStop(db, tripId, stopId)
  if (!stop || stop.kind !== 'stay') return false
  if (stop.day !== checkIn) await placeStop(db, tripId, stopId, checkIn, undefined, now)
  await db
    .updateTable('trip_stops')
    .set({ check_out: checkOut })
    .where('trip_id', '=', tripId)
    .where('id', '=', stopId)
    .execute()
  await touch(db, tripId, now)
  return true
}

/**
 * The stop that a listing put on `day` would repeat, if any: the same place twice on one day; a
 * stay twice (its nights are changed instead); an event or show with one date twice anywhere (a
 * repeating event may go on each of its days once).
 */
export async function findDuplicate(
  db: Db,
  tripId: string,
  stop: { kind: TripKind; listingId: string; day: string },
  exceptId?: string,
): Promise<TripStopRow | undefined> {
  let anyDay = stop.kind === 'stay' || stop.kind === 'music'
  if (stop.kind === 'event') {
    const event = await db
      .selectFrom('events')
      .select('rrule')
      .where('id', '=', stop.listingId)
      .executeTakeFirst()
    anyDay = !event?.rrule
  }
  let query = db
    .selectFrom('trip_stops')
    .selectAll()
    .where('trip_id', '=', tripId)
    .where('kind', '=', stop.kind)
    .where('listing_id', '=', stop.listingId)
  if (!anyDay) query = query.where('day', '=', stop.day)
  if (exceptId) query = query.where('id', '!=', exceptId)
  return query.orderBy('day').executeTakeFirst()
}

/**
 * "Order by route": the day's stops without a time in the order with the least driving, from the
 * last timed stop (or where the day starts: the night's stay, else Jackson's Town Square) and back
 * to the night's stay when there is one. Answers the ids in that order (empty: nothing to order).
 */
export async function routeOfDay(db: Db, trip: Trip, day: string): Promise<string[]> {
  const { days, stops, facts } = await planTrip(db, trip)
  const planned = days.find((d) => d.day === day)
  if (!planned) return []
  const pinOf = (kind: string, listingId: string): Pinned => {
    const f = facts.get(`${kind}:${listingId}`)
    return f?.listed ? { lat: f.lat, lng: f.lng } : { lat: null, lng: null }
  }
  const pinOfStop = (id: string | null): Pinned | null => {
    if (id === null) return null
    const row = stops.find((s) => s.id === id)
    return row ? pinOf(row.kind, row.listing_id) : null
  }
  const visits = planned.stops.filter((s) => s.kind !== 'stay')
  const untimed = visits.filter((s) => !s.startTime)
  if (untimed.length < 2) return []
  const lastTimed = visits.filter((s) => s.startTime).at(-1)
  const from = lastTimed
    ? pinOf(lastTimed.kind, lastTimed.listingId)
    : planned.start.stopId
      ? pinOfStop(planned.start.stopId)
      : TOWN_SQUARE
  const back = planned.end ? pinOfStop(planned.end.stopId) : null
  return routeOrder(
    from,
    untimed.map((s) => pinOf(s.kind, s.listingId)),
    back,
  ).map((i) => untimed[i]!.id)
}
