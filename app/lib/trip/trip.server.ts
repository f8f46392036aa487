import { type TripNeed } from '../accessibility/filters'
import crypto from 'node:crypto'
import type { Selectable } from 'kysely'
import type { TripStopsTable, TripsTable } from '../../../db/schema'
import type { Db } from '../db.server'
import { addDaysIso } from '../dates'
import { copyFavorites } from './favorites.server'
import { TRIP_KINDS, type TripKind } from './trip'
import { checkOutOf, sortDay } from './day-order'

/**
 * The trip store: a visitor's trip under an unguessable id (their cookie holds it; see
 * ./cookie.server.ts), its stops, the read-only share id, copying a shared trip, and the sweep of
 * trips nobody has opened for 90 days. Queries take `db` first and work on both engines.
 */

export type Trip = Selectable<TripsTable>
export type TripStopRow = Selectable<TripStopsTable>

/** Trips not seen for this long are deleted. */
export const TRIP_EXPIRY_DAYS = 90
const DAY_MS = 24 * 60 * 60 * 1000

/** 128 random bits, base64url (22 characters). */
export function newTripId(): string {
  return crypto.randomBytes(16).toString('base64url')
}

/** What a trip id looks like; anything else is not looked up. */
export const TRIP_ID = /^[A-Za-z0-9_-]{22}$/

export async function getTrip(db: Db, id: string | undefined, now = new Date()): Promise<Trip | undefined> {
  if (!id || !TRIP_ID.test(id)) return undefined
  const trip = await db.selectFrom('trips').selectAll().where('id', '=', id).executeTakeFirst()
  if (!trip) return undefined
  if (isExpired(trip, now)) return undefined
  // Seen now: keep it from the sweep (one write an hour at most).
  if (now.getTime() - Date.parse(trip.last_seen_at) > 60 * 60 * 1000) {
    const seen = now.toISOString()
    await db.updateTable('trips').set({ last_seen_at: seen }).where('id', '=', id).execute()
    trip.last_seen_at = seen
  }
  return trip
}

export async function getSharedTrip(db: Db, shareId: string, now = new Date()): Promise<Trip | undefined> {
  if (!TRIP_ID.test(shareId)) return undefined
  const trip = await db.selectFrom('trips').selectAll().where('share_id', '=', shareId).executeTakeFirst()
  return trip && !isExpired(trip, now) ? trip : undefined
}

function isExpired(trip: Trip, now: Date): boolean {
  return now.getTime() - Date.parse(trip.last_seen_at) > TRIP_EXPIRY_DAYS * DAY_MS
}

export async function createTrip(
  db: Db,
  dates: { arrive: string | null; depart: string | null } = { arrive: null, depart: null },
  now = new Date(),
): Promise<Trip> {
  const at = now.toISOString()
  const trip: Trip = {
    id: newTripId(),
    share_id: newTripId(),
    arrive: dates.arrive,
    depart: dates.depart,
    created_at: at,
    updated_at: at,
    last_seen_at: at,
    accessibility_need: null,
  }
  await db.insertInto('trips').values(trip).execute()
  // Every new trip is a write: a good moment to drop the abandoned ones.
  await sweepExpiredTrips(db, now)
  return trip
}

/** Deletes trips not seen for 90 days (and their stops, favorites and change keys); answers how many. */
export async function sweepExpiredTrips(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - TRIP_EXPIRY_DAYS * DAY_MS).toISOString()
  return db.transaction().execute(async (trx) => {
    const old = trx.selectFrom('trips').select('id').where('last_seen_at', '<', cutoff)
    await trx.deleteFrom('trip_stops').where('trip_id', 'in', old).execute()
    await trx.deleteFrom('trip_favorites').where('trip_id', 'in', old).execute()
    await trx.deleteFrom('trip_change_keys').where('trip_id', 'in', old).execute()
    // A queued change is sent within days: its key is not needed for months.
    await trx.deleteFrom('trip_change_keys').where('created_at', '<', cutoff).execute()
    const result = await trx.deleteFrom('trips').where('last_seen_at', '<', cutoff).executeTakeFirst()
    return Number(result.numDeletedRows)
  })
}

export async function touch(db: Db, tripId: string, now: Date) {
  const at = now.toISOString()
  await db.updateTable('trips').set({ updated_at: at, last_seen_at: at }).where('id', '=', tripId).execute()
}

export async function listStops(db: Db, tripId: string): Promise<TripStopRow[]> {
  return db
    .selectFrom('trip_stops')
    .selectAll()
    .where('trip_id', '=', tripId)
    .orderBy('day')
    .orderBy('position')
    .orderBy('created_at')
    .execute()
}

/**
 * Sets the dates. Stops on days outside the new dates move to the nearest day of the trip (the
 * first or the last), after the stops already there.
 */
/** Sets (or with null clears) the accessibility need of the whole trip (issue 46). */
export async function setTripNeed(db: Db, tripId: string, need: TripNeed | null): Promise<void> {
  await db.updateTable('trips').set({ accessibility_need: need }).where('id', '=', tripId).execute()
}

export async function setTripDates(db: Db, tripId: string, arrive: string, depart: string, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('trips').set({ arrive, depart }).where('id', '=', tripId).execute()
    const outside = await trx
      .selectFrom('trip_stops')
      .selectAll()
      .where('trip_id', '=', tripId)
      .where((eb) => eb.or([eb('day', '<', arrive), eb('day', '>', depart)]))
      .orderBy('day')
      .orderBy('position')
      .execute()
    for (const stop of outside) {
      const day = stop.day < arrive ? arrive : depart
      await trx
        .updateTable('trip_stops')
        .set({ day, position: await nextPosition(trx as unknown as Db, tripId, day) })
        .where('id', '=', stop.id)
        .execute()
    }
  })
  await touch(db, tripId, now)
}

async function nextPosition(db: Db, tripId: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('trip_stops')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('trip_id', '=', tripId)
    .where('day', '=', day)
    .executeTakeFirst()
  return row?.max == null ? 0 : Number(row.max) + 1
}

/** The most stops one trip holds (a bound on what one cookie can store). */
export const MAX_STOPS = 200

export async function addStop(
  db: Db,
  tripId: string,
  stop: {
    kind: TripKind
    listingId: string
    day: string
    startTime?: string | null
    checkOut?: string | null
  },
  now = new Date(),
): Promise<TripStopRow | undefined> {
  const count = await db
    .selectFrom('trip_stops')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('trip_id', '=', tripId)
    .executeTakeFirst()
  if (Number(count?.n ?? 0) >= MAX_STOPS) return undefined
  const row: TripStopRow = {
    id: crypto.randomUUID(),
    trip_id: tripId,
    day: stop.day,
    position: await nextPosition(db, tripId, stop.day),
    kind: stop.kind,
    listing_id: stop.listingId,
    start_time: stop.startTime ?? null,
    note: '',
    created_at: now.toISOString(),
    check_out: stop.kind === 'stay' ? (stop.checkOut ?? null) : null,
  }
  await db.insertInto('trip_stops').values(row).execute()
  await touch(db, tripId, now)
  return row
}

export async function getStop(db: Db, tripId: string, stopId: string) {
  return db
    .selectFrom('trip_stops')
    .selectAll()
    .where('trip_id', '=', tripId)
    .where('id', '=', stopId)
    .executeTakeFirst()
}

/** Writes positions 0..n-1 for a day's stops in this order. */
export async function renumber(db: Db, tripId: string, day: string, ids: readonly string[]) {
  for (const [position, id] of ids.entries()) {
    await db
      .updateTable('trip_stops')
      .set({ day, position })
      .where('trip_id', '=', tripId)
      .where('id', '=', id)
      .execute()
  }
}

/** A day's stops in the page's order (by time, untimed after in their order, stays last). */
export async function dayOrder(db: Db, tripId: string, day: string): Promise<string[]> {
  const rows = await db
    .selectFrom('trip_stops')
    .select(['id', 'kind', 'start_time'])
    .where('trip_id', '=', tripId)
    .where('day', '=', day)
    .orderBy('position')
    .orderBy('created_at')
    .execute()
  return sortDay(rows.map((r) => ({ ...r, startTime: r.start_time }))).map((r) => r.id)
}

/** Moves a stop one place up or down within its day; false when the stop is not on this trip. */
export async function moveStop(
  db: Db,
  tripId: string,
  stopId: string,
  direction: 'up' | 'down',
  now = new Date(),
) {
  const stop = await getStop(db, tripId, stopId)
  if (!stop) return false
  await db.transaction().execute(async (trx) => {
    const ids = await dayOrder(trx as unknown as Db, tripId, stop.day)
    const from = ids.indexOf(stopId)
    const to = direction === 'up' ? from - 1 : from + 1
    if (to < 0 || to >= ids.length) return
    ;[ids[from], ids[to]] = [ids[to]!, ids[from]!]
    await renumber(trx as unknown as Db, tripId, stop.day, ids)
  })
  await touch(db, tripId, now)
  return true
}

/**
 * Puts a stop on a day at a place (default: last). Used by "Move to day" and by dragging.
 * False when the stop is not on this trip.
 */
export async function placeStop(
  db: Db,
  tripId: string,
  stopId: string,
  day: string,
  index?: number,
  now = new Date(),
): Promise<boolean> {
  const stop = await getStop(db, tripId, stopId)
  if (!stop) return false
  await db.transaction().execute(async (trx) => {
    const t = trx as unknown as Db
    if (stop.day !== day)
      await renumber(
        t,
        tripId,
        stop.day,
        (await dayOrder(t, tripId, stop.day)).filter((id) => id !== stopId),
      )
    const ids = (await dayOrder(t, tripId, day)).filter((id) => id !== stopId)
    ids.splice(index === undefined ? ids.length : Math.max(0, Math.min(index, ids.length)), 0, stopId)
    await renumber(t, tripId, day, ids)
    // A stay moved to another day keeps its number of nights.
    if (stop.kind === 'stay' && stop.check_out && stop.day !== day) {
      const nights = Math.round(
        (Date.parse(checkOutOf({ day: stop.day, checkOut: stop.check_out })) - Date.parse(stop.day)) / DAY_MS,
      )
      await t
        .updateTable('trip_stops')
        .set({ check_out: addDaysIso(day, nights) })
        .where('id', '=', stopId)
        .execute()
    }
  })
  await touch(db, tripId, now)
  return true
}

export async function updateStop(
  db: Db,
  tripId: string,
  stopId: string,
  values: { startTime: string | null; note: string },
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('trip_stops')
    .set({ start_time: values.startTime, note: values.note })
    .where('trip_id', '=', tripId)
    .where('id', '=', stopId)
    .executeTakeFirst()
  await touch(db, tripId, now)
  return Number(result.numUpdatedRows) > 0
}

export async function removeStop(db: Db, tripId: string, stopId: string, now = new Date()): Promise<boolean> {
  const result = await db
    .deleteFrom('trip_stops')
    .where('trip_id', '=', tripId)
    .where('id', '=', stopId)
    .executeTakeFirst()
  await touch(db, tripId, now)
  return Number(result.numDeletedRows) > 0
}

/** Clears a trip: every stop and the dates (the id and share link stay). */
export async function clearTrip(db: Db, tripId: string, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('trip_stops').where('trip_id', '=', tripId).execute()
    await trx.updateTable('trips').set({ arrive: null, depart: null }).where('id', '=', tripId).execute()
  })
  await touch(db, tripId, now)
}

/**
 * Copies a shared trip's dates and stops into `target` (replacing what it had), or into a new
 * trip when there is none. Answers the trip that received the copy.
 */
export async function copyTrip(
  db: Db,
  source: Trip,
  target: Trip | undefined,
  now = new Date(),
): Promise<Trip> {
  const trip = target ?? (await createTrip(db, { arrive: null, depart: null }, now))
  if (trip.id === source.id) return trip
  const stops = await listStops(db, source.id)
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('trip_stops').where('trip_id', '=', trip.id).execute()
    await trx
      .updateTable('trips')
      .set({ arrive: source.arrive, depart: source.depart })
      .where('id', '=', trip.id)
      .execute()
    for (const stop of stops) {
      await trx
        .insertInto('trip_stops')
        .values({ ...stop, id: crypto.randomUUID(), trip_id: trip.id, created_at: now.toISOString() })
        .execute()
    }
    // The shared trip's saved places join the visitor's own (theirs are kept: decision 045).
    await copyFavorites(trx as unknown as Db, source.id, trip.id, now)
  })
  await touch(db, trip.id, now)
  return { ...trip, arrive: source.arrive, depart: source.depart }
}

export function isTripKind(value: unknown): value is TripKind {
  return TRIP_KINDS.includes(value as TripKind)
}

/** The trip's days, when it has dates. */
export function daysOf(trip: Pick<Trip, 'arrive' | 'depart'> | undefined): string[] {
  if (!trip?.arrive || !trip.depart) return []
  const days: string[] = []
  for (let day = trip.arrive; day <= trip.depart && days.length < 31; day = addDaysIso(day, 1)) days.push(day)
  return days
}
