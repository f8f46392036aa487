import { type AccessibilityFacts, type AccessibilityKind } from '../accessibility/facts'
import { parseTripNeed } from '../accessibility/filters'
import { readAccessibilityOf } from '../accessibility/facts.server'
import type { Db } from '../db.server'
import { listEventSummaries } from '../kinds/event-queries.server'
import { formatLongDate, formatShortDate } from '../dates'
import { clockTime } from '../publication'
import { safeRedirect } from '../http.server'
import { isTime } from './checks'
import { alertsForTripStops, areaAlerts } from '../conditions/alert-matching.server'
import { sourceById } from '../conditions/sources/index.server'
import { FORECAST_PLACES, type ForecastData } from '../conditions/sources/nws-forecast.server'
import { sourceData } from '../conditions/sources.server'
import type { ForecastPlaceLike } from './day-forecast'
import { staysByNight } from './day-order'
import { planDay, type TripContext } from './plan-day.server'
import { type PlannedDay, type TripKind, type TripSuggestion } from './trip'
import { daysOf, listStops, type Trip, type TripStopRow } from './trip.server'
import type { TripWords } from './trip-words'

/**
 * A trip as the /trip page, the shared page, the printable page and the calendar file show it:
 * each day with its sunrise and sunset, each stop with its listing's name, address, hours and
 * the checks' warnings in words, and the drive from the stop before.
 */

export interface ListingFacts {
  kind: TripKind
  id: string
  name: string
  href: string
  address: string
  lat: number | null
  lng: number | null
  openingHours: string | null
  duration: string | null
  category: string | null
  /** false when an editor hid it: it shows on trips as "no longer listed" */
  listed: boolean
  /** events and shows: their day and start time */
  date: string | null
  startTime: string | null
  endTime: string | null
}

const num = (value: number | null) => (value === null ? null : Number(value))

/** The facts the planner needs about listings, by "kind:id". */
export async function listingFacts(
  db: Db,
  wanted: readonly { kind: TripKind; listingId: string }[],
): Promise<Map<string, ListingFacts>> {
  const ids = (kind: TripKind) => [...new Set(wanted.filter((w) => w.kind === kind).map((w) => w.listingId))]
  const facts = new Map<string, ListingFacts>()
  const put = (f: ListingFacts) => facts.set(`${f.kind}:${f.id}`, f)
  const blank = { openingHours: null, duration: null, date: null, startTime: null, endTime: null }

  const restaurants = ids('restaurant')
  if (restaurants.length > 0) {
    for (const r of await db
      .selectFrom('restaurants')
      .select(['id', 'name', 'location', 'lat', 'lng', 'opening_hours', 'type', 'hidden'])
      .where('id', 'in', restaurants)
      .execute()) {
      put({
        ...blank,
        kind: 'restaurant',
        id: r.id,
        listed: Number(r.hidden) === 0,
        name: r.name,
        href: `/eat/${r.id}`,
        address: r.location,
        lat: num(r.lat),
        lng: num(r.lng),
        openingHours: r.opening_hours,
        category: r.type,
      })
    }
  }
  const stays = ids('stay')
  if (stays.length > 0) {
    for (const s of await db
      .selectFrom('stays')
      .select(['id', 'name', 'location', 'lat', 'lng', 'type', 'hidden'])
      .where('id', 'in', stays)
      .execute()) {
      put({
        ...blank,
        kind: 'stay',
        id: s.id,
        listed: Number(s.hidden) === 0,
        name: s.name,
        href: `/stay/${s.id}`,
        address: s.location,
        lat: num(s.lat),
        lng: num(s.lng),
        category: s.type,
      })
    }
  }
  const activities = ids('activity')
  if (activities.length > 0) {
    for (const a of await db
      .selectFrom('activities')
      .select(['id', 'name', 'location', 'lat', 'lng', 'opening_hours', 'duration', 'category', 'hidden'])
      .where('id', 'in', activities)
      .execute()) {
      put({
        ...blank,
        kind: 'activity',
        id: a.id,
        listed: Number(a.hidden) === 0,
        name: a.name,
        href: `/play/${a.id}`,
        address: a.location,
        lat: num(a.lat),
        lng: num(a.lng),
        openingHours: a.opening_hours,
        duration: a.duration,
        category: a.category,
      })
    }
  }
  const events = ids('event')
  if (events.length > 0) {
    for (const e of await db
      .selectFrom('events')
      .select([
        'id',
        'title',
        'location',
        'address',
        'lat',
        'lng',
        'category',
        'date',
        'start_time',
        'end_time',
        'hidden',
      ])
      .where('id', 'in', events)
      .execute()) {
      put({
        ...blank,
        kind: 'event',
        id: e.id,
        listed: Number(e.hidden) === 0,
        name: e.title,
        href: `/events/${e.id}`,
        address: e.address || e.location,
        lat: num(e.lat),
        lng: num(e.lng),
        category: e.category,
        date: e.date,
        startTime: isTime(e.start_time) ? e.start_time : null,
        endTime: isTime(e.end_time) ? e.end_time : null,
      })
    }
  }
  const shows = ids('music')
  if (shows.length > 0) {
    for (const m of await db
      .selectFrom('music_shows')
      .select(['id', 'artist', 'venue', 'location', 'lat', 'lng', 'genre', 'date', 'time', 'hidden'])
      .where('id', 'in', shows)
      .execute()) {
      put({
        ...blank,
        kind: 'music',
        id: m.id,
        listed: Number(m.hidden) === 0,
        name: `${m.artist} at ${m.venue}`,
        href: `/events/live-music?show=${encodeURIComponent(m.id)}`,
        address: m.location,
        lat: num(m.lat),
        lng: num(m.lng),
        category: m.genre,
        date: m.date,
        startTime: clockTime(m.time) ?? null,
      })
    }
  }
  return facts
}

/**
 * What /trip?add=<kind>:<id> offers to add: the listing's name, its own date for events and
 * shows, and where to go back to. Undefined when it is not a listing in the guide.
 */
export async function addOffer(db: Db, param: string | null, from: string | null, words?: TripWords) {
  const match = param ? /^(restaurant|stay|activity|event|music):(.{1,200})$/.exec(param) : null
  if (!match) return undefined
  const kind = match[1] as TripKind
  const facts = (await listingFacts(db, [{ kind, listingId: match[2]! }])).get(`${kind}:${match[2]}`)
  if (!facts?.listed) return undefined
  return {
    kind,
    id: facts.id,
    name: facts.name,
    ownDate: facts.date,
    ownDateLabel: facts.date ? (words?.longDay ?? formatLongDate)(facts.date) : null,
    returnTo: safeRedirect(from, (words?.path ?? String)(facts.href.split('#')[0]!)),
  }
}

const ACCESS_KINDS: Partial<Record<string, AccessibilityKind>> = {
  restaurant: 'restaurants',
  stay: 'stays',
  activity: 'activities',
}

/** The accessibility facts of the trip's places, by `kind:id` (events and shows have none). */
async function stopAccessibility(db: Db, stops: readonly TripStopRow[]) {
  const out = new Map<string, AccessibilityFacts>()
  for (const [kind, table] of Object.entries(ACCESS_KINDS) as [string, AccessibilityKind][]) {
    const ids = stops.filter((s) => s.kind === kind).map((s) => s.listing_id)
    for (const [id, facts] of await readAccessibilityOf(db, table, ids)) out.set(`${kind}:${id}`, facts)
  }
  return out
}

/** The stored NWS forecast's places with their pins (none: the source has not answered yet). */
async function forecastPlaces(db: Db): Promise<ForecastPlaceLike[]> {
  const stored = await sourceData<ForecastData>(db, 'nws-forecast')
  const places = Array.isArray(stored?.data.places) ? stored.data.places : []
  return places.flatMap((place) => {
    const pin = FORECAST_PLACES.find((p) => p.name === place.name)
    return pin && Array.isArray(place.periods)
      ? [{ name: place.name, lat: pin.lat, lng: pin.lon, updated: place.updated, periods: place.periods }]
      : []
  })
}

/** The trip's days with their stops and checks. Stops outside the dates come on no day. */
export async function planTrip(
  db: Db,
  trip: Trip,
  now = new Date(),
  words?: TripWords,
): Promise<{ days: PlannedDay[]; stops: TripStopRow[]; facts: Map<string, ListingFacts> }> {
  const stops = await listStops(db, trip.id)
  const facts = await listingFacts(
    db,
    stops.map((s) => ({ kind: s.kind as TripKind, listingId: s.listing_id })),
  )
  const days = daysOf(trip)
  const byNight = staysByNight(
    stops.filter((s) => s.kind === 'stay').map((s) => ({ ...s, checkOut: s.check_out })),
  )
  // Alerts pointing at the stops: a stop whose day one meets is warned with its text.
  const alerts = await alertsForTripStops(
    db,
    stops.map((s) => ({ kind: s.kind, listingId: s.listing_id })),
    now,
  )
  const need = parseTripNeed(trip.accessibility_need)
  const context: TripContext = {
    days,
    depart: trip.depart ?? days.at(-1) ?? '',
    facts,
    byNight,
    alerts,
    // Alerts with an area: a stop whose pin lies in one, a drive that enters one (decision 056).
    areaAlerts: stops.length > 0 ? await areaAlerts(db, now) : [],
    // The forecast for the days within its range (decision 056).
    forecast: {
      places: days.length > 0 ? await forecastPlaces(db) : [],
      staleAfterMs: sourceById('nws-forecast')!.staleAfterMs,
      now,
    },
    need,
    access: need ? await stopAccessibility(db, stops) : new Map(),
    words,
  }
  return {
    days: days.map((day) =>
      planDay(
        context,
        day,
        stops.filter((s) => s.day === day),
      ),
    ),
    stops,
    facts,
  }
}

/**
 * Events and shows during the trip's dates, for suggestions. The page narrows them: with
 * JavaScript to the categories of the visitor's favorites (kept on the device), without it to the
 * categories already on the trip.
 */
export async function eventsDuring(
  db: Db,
  trip: Trip,
  limit = 40,
  words?: TripWords,
): Promise<TripSuggestion[]> {
  const short = words?.shortDay ?? formatShortDate
  if (!trip.arrive || !trip.depart) return []
  const [events, shows] = await Promise.all([
    // Every day a repeating event takes place in the dates, cancelled days and hidden events left out.
    listEventSummaries(db, { from: trip.arrive, to: trip.depart }).then((found) => found.slice(0, limit)),
    db
      .selectFrom('music_shows')
      .select(['id', 'artist', 'venue', 'date', 'genre'])
      .where('hidden', '=', 0)
      .where('date', '>=', trip.arrive)
      .where('date', '<=', trip.depart)
      .orderBy('date')
      .limit(limit)
      .execute(),
  ])
  return [
    ...events.map((e) => ({
      kind: 'event' as const,
      id: e.id,
      name: e.title,
      href: `/events/${e.id}`,
      date: e.date,
      dateLabel: short(e.date),
      category: e.category,
    })),
    ...shows.map((m) => ({
      kind: 'music' as const,
      id: m.id,
      name: `${m.artist} at ${m.venue}`,
      href: `/events/live-music?show=${encodeURIComponent(m.id)}`,
      date: m.date,
      dateLabel: short(m.date),
      category: m.genre,
    })),
  ].sort((a, b) => a.date.localeCompare(b.date))
}
