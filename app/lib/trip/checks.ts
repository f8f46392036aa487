/**
 * The checks a local would make on a day of a trip, as pure functions (no database, no clock):
 * opening hours (OpenStreetMap `opening_hours` syntax), daylight in Jackson, the drive between
 * stops (the guide's road model), and whether a day is too full. Every date is a calendar day in
 * America/Denver (YYYY-MM-DD) and every time a wall-clock "HH:MM" there.
 *
 * Wall-clock times are handed to `opening_hours` as local Dates with the same fields (as
 * app/lib/dates.ts does): the library reads the local fields, so the server's own time zone does
 * not matter.
 */
import OpeningHours from 'opening_hours'
import { getTimes } from 'suncalc'
import { addDaysIso, parseIsoDate, REGION_TIME_ZONE } from '../dates'
import { type Drive, driveBetween, TOWN_SQUARE } from '../maps/roads'
import type { Coordinates } from '../maps/projection'
import type { TripWords } from './trip-words'

/** Jackson's Town Square. */
export const JACKSON = TOWN_SQUARE
/** A day with more than this many planned hours (visits and driving) is too full. */
export const FULL_DAY_MINUTES = 10 * 60
/** The longest trip the planner takes, in days. */
export const MAX_TRIP_DAYS = 21

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

export function isTime(value: string | null | undefined): value is string {
  return !!value && TIME.test(value)
}

export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number]
  return h * 60 + m
}

export function timeOf(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
}

/** '13:05' -> '1:05 PM' */
export function displayTime(time: string): string {
  const minutes = minutesOf(time)
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
}

/** ['08:00–18:00', '19:00–24:00'] -> '8:00 AM–6:00 PM, 7:00 PM–midnight' */
export function displayHours(open: readonly string[], w?: TripWords): string {
  return open
    .map((range) =>
      range
        .split('–')
        .map((time) =>
          time === '24:00' ? (w ? w.say('trip.hours.midnight') : 'midnight') : (w?.time ?? displayTime)(time),
        )
        .join('–'),
    )
    .join(', ')
}

/** Every day from arrival to departure, both included. */
export function tripDays(arrive: string, depart: string): string[] {
  const days: string[] = []
  for (let day = arrive; day <= depart && days.length <= MAX_TRIP_DAYS; day = addDaysIso(day, 1))
    days.push(day)
  return days
}

// ---------------------------------------------------------------------------------------------
// Opening hours

function parseHours(text: string): OpeningHours {
  // mode 0: time ranges only (no "points in time"); no nominatim: no public holidays or sun times.
  return new OpeningHours(text, null, { mode: 0 } as never)
}

const EXAMPLE =
  'Write them in OpenStreetMap syntax, e.g. "Mo-Sa 08:00-18:00; Su off" or "May 15-Oct 15 Mo-Su 08:00-18:00; Oct 16-May 14 off".'

/**
 * Checks an `opening_hours` value for the listing editor: undefined when it is fine (or empty:
 * unknown hours), else a message for the field.
 */
export function validateOpeningHours(text: string | null | undefined): string | undefined {
  const value = text?.trim()
  if (!value) return undefined
  if (value.length > 255) return 'Opening hours must be 255 characters or fewer'
  try {
    const hours = parseHours(value)
    const warnings = hours.getWarnings()
    if (warnings.length > 0) {
      return `Opening hours are not quite right: ${warnings[0]!.replace(/\s+/g, ' ').trim()} ${EXAMPLE}`
    }
  } catch (error) {
    const detail = String(error instanceof Error ? error.message : error)
      .replace(/\s+/g, ' ')
      .trim()
    return `Opening hours could not be read: ${detail} ${EXAMPLE}`
  }
  return undefined
}

/** A local Date with the wall-clock fields of a day and minute of the day in Denver. */
function wallClock(day: string, minutes = 0): Date {
  const date = parseIsoDate(day)
  if (!date) throw new RangeError(`Not a YYYY-MM-DD date: ${day}`)
  date.setMinutes(minutes)
  return date
}

export type HoursCheck =
  /** no hours on file (or they could not be read): never say open */
  | { status: 'unknown' }
  | { status: 'closed-day' }
  | { status: 'closed-at-time'; open: string[] }
  | { status: 'open'; open: string[] }

/**
 * Whether a place is open on a day and, given a start time (and how long the visit lasts), for
 * the visit. `open` lists the day's opening times, e.g. ['11:30–22:00'].
 */
export function checkOpeningHours(
  text: string | null | undefined,
  day: string,
  startTime?: string | null,
  durationMinutes?: number | null,
): HoursCheck {
  const value = text?.trim()
  if (!value) return { status: 'unknown' }
  let hours: OpeningHours
  try {
    hours = parseHours(value)
  } catch {
    return { status: 'unknown' }
  }
  const from = wallClock(day)
  const to = wallClock(addDaysIso(day, 1))
  const intervals = hours.getOpenIntervals(from, to).filter(([, , unknown]) => !unknown)
  if (intervals.length === 0) return { status: 'closed-day' }
  const open = intervals.map(([start, end]) => {
    const endMinutes = end.getTime() >= to.getTime() ? 24 * 60 : end.getHours() * 60 + end.getMinutes()
    return `${timeOf(start.getHours() * 60 + start.getMinutes())}–${endMinutes === 1440 ? '24:00' : timeOf(endMinutes)}`
  })
  if (!isTime(startTime)) return { status: 'open', open }
  const start = wallClock(day, minutesOf(startTime))
  if (!hours.getState(start)) return { status: 'closed-at-time', open }
  // A visit that outlasts the opening (a late dinner) is closed for part of it.
  const visit = Math.min(durationMinutes ?? 0, 24 * 60 - minutesOf(startTime) - 1)
  if (visit > 0) {
    // Milliseconds open during the visit; a few minutes' overlap with closing time is allowed.
    const [openMs] = hours.getOpenDuration(start, new Date(start.getTime() + visit * 60_000))
    if (openMs < (visit - 15) * 60_000) return { status: 'closed-at-time', open }
  }
  return { status: 'open', open }
}

// ---------------------------------------------------------------------------------------------
// Daylight

const clockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: REGION_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

function denverTime(instant: Date): string {
  const parts = clockFormat.formatToParts(instant)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return `${part('hour')}:${part('minute')}`
}

/** Sunrise and sunset in Jackson on a day, as Denver wall-clock "HH:MM". */
export function daylight(day: string, place = JACKSON): { sunrise: string; sunset: string } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  // 19:00 UTC is around noon in Denver in every season: the day's own sunrise and sunset.
  const times = getTimes(new Date(Date.UTC(y, m - 1, d, 19)), place.lat, place.lng)
  // Jackson always has a sunrise and a sunset; the fallbacks only satisfy the types.
  return {
    sunrise: times.sunrise ? denverTime(times.sunrise) : '06:00',
    sunset: times.sunset ? denverTime(times.sunset) : '18:00',
  }
}

// ---------------------------------------------------------------------------------------------
// Durations

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  a: 1,
  an: 1,
}

/**
 * How long an activity's `duration` text says it lasts, in minutes, reading conservatively: a
 * range counts its upper end ("2 - 3 hours" is 180), the first figure given wins ("Half day (4
 * hours) or full day (8 hours)" is 240), "full day" is 8 hours and "half day" 4. Undefined when
 * the text says nothing measurable ("Varies").
 */
export function parseDurationMinutes(text: string | null | undefined): number | undefined {
  if (!text) return undefined
  const value = text.toLowerCase()
  const amount = String.raw`(\d+(?:\.\d+)?|one|two|three|four|five|six|an?)`
  const measured = new RegExp(
    String.raw`${amount}(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?\s*(hours?|hrs?|h\b|minutes?|mins?)`,
  ).exec(value)
  const halfOrFull = /\b(half|full|all)[\s-]day\b/.exec(value)
  const measuredAt = measured?.index ?? Infinity
  const dayAt = halfOrFull?.index ?? Infinity
  if (measured && measuredAt <= dayAt) {
    const first = WORD_NUMBERS[measured[1]!] ?? Number(measured[1])
    const upper = measured[2] ? Number(measured[2]) : first
    const unit = measured[3]!.startsWith('h') ? 60 : 1
    const minutes = Math.round(Math.max(first, upper) * unit)
    return minutes > 0 ? minutes : undefined
  }
  if (halfOrFull) return halfOrFull[1] === 'half' ? 4 * 60 : 8 * 60
  return undefined
}

// ---------------------------------------------------------------------------------------------
// Distance

/** A place on the map: the maps' coordinates. */
export type Point = Coordinates

/**
 * The drive between two stops, from the guide's one road model (app/lib/maps/roads.ts, also the
 * directions pages'); undefined when either has no pin.
 */
export function driveEstimate(
  a: { lat?: number | null; lng?: number | null } | null | undefined,
  b: { lat?: number | null; lng?: number | null } | null | undefined,
): Drive | undefined {
  if (a?.lat == null || a.lng == null || b?.lat == null || b.lng == null) return undefined
  return driveBetween(a as Point, b as Point)
}

// ---------------------------------------------------------------------------------------------
// A day

/** What the checks need to know about one stop. */
export interface StopFacts {
  kind: string
  /** listing category (activities) */
  category?: string | null
  startTime: string | null
  /** planned length of the visit, minutes (undefined: unknown) */
  durationMinutes?: number
  openingHours?: string | null
  lat: number | null
  lng: number | null
}

/** Activities that happen indoors; every other activity counts as outdoors. */
const INDOOR_CATEGORIES = new Set(['Museums', 'Cultural Sites'])

export function isOutdoor(stop: Pick<StopFacts, 'kind' | 'category'>): boolean {
  return stop.kind === 'activity' && !INDOOR_CATEGORIES.has(stop.category ?? '')
}

/** Usual length of a visit by kind when the listing does not say: meals 90 min, events 2 h. */
export function visitMinutes(stop: Pick<StopFacts, 'kind' | 'durationMinutes'>): number {
  if (stop.durationMinutes) return stop.durationMinutes
  if (stop.kind === 'restaurant') return 90
  if (stop.kind === 'event' || stop.kind === 'music') return 120
  if (stop.kind === 'activity') return 120
  return 0
}

export type Warning =
  | { kind: 'closed-day' }
  | { kind: 'closed-at-time'; open: string[] }
  | { kind: 'hours-unknown' }
  | { kind: 'after-sunset'; endsAt: string; sunset: string }
  | { kind: 'starts-in-dark'; sunrise: string }

/** The warnings for one stop on a day (hours, daylight). */
export function stopWarnings(stop: StopFacts, day: string, light = daylight(day)): Warning[] {
  const warnings: Warning[] = []
  if (stop.kind === 'restaurant' || stop.kind === 'activity') {
    const hours = checkOpeningHours(stop.openingHours, day, stop.startTime, visitMinutes(stop))
    if (hours.status === 'unknown') warnings.push({ kind: 'hours-unknown' })
    else if (hours.status === 'closed-day') warnings.push({ kind: 'closed-day' })
    else if (hours.status === 'closed-at-time') warnings.push({ kind: 'closed-at-time', open: hours.open })
  }
  if (isOutdoor(stop) && isTime(stop.startTime)) {
    const start = minutesOf(stop.startTime)
    const end = start + visitMinutes(stop)
    if (end > minutesOf(light.sunset)) {
      warnings.push({ kind: 'after-sunset', endsAt: timeOf(end), sunset: light.sunset })
    } else if (start < minutesOf(light.sunrise)) {
      warnings.push({ kind: 'starts-in-dark', sunrise: light.sunrise })
    }
  }
  return warnings
}

/** What a warning says, in words (shown next to the stop). */
export function warningText(warning: Warning, w?: TripWords): string {
  if (w) return warningWords(warning, w)
  switch (warning.kind) {
    case 'closed-day':
      return 'Closed this day (by its opening hours, including seasonal closures).'
    case 'closed-at-time':
      return `Closed at this time. Open ${displayHours(warning.open)} this day.`
    case 'hours-unknown':
      return 'Hours unknown: check with them before you go.'
    case 'after-sunset':
      return `Runs past sunset: ends about ${displayTime(warning.endsAt)}, sunset is ${displayTime(warning.sunset)}.`
    case 'starts-in-dark':
      return `Starts before sunrise (${displayTime(warning.sunrise)}).`
  }
}

function warningWords(warning: Warning, { say, time }: TripWords): string {
  switch (warning.kind) {
    case 'closed-day':
      return say('trip.check.closedDay')
    case 'closed-at-time':
      return say('trip.check.closedAtTime', { hours: displayHours(warning.open, { say, time } as TripWords) })
    case 'hours-unknown':
      return say('trip.check.hoursUnknown')
    case 'after-sunset':
      return say('trip.check.afterSunset', { end: time(warning.endsAt), sunset: time(warning.sunset) })
    case 'starts-in-dark':
      return say('trip.check.startsInDark', { sunrise: time(warning.sunrise) })
  }
}

export interface DayLoad {
  visitMinutes: number
  /** the part of the visits spent outdoors (activities but museums and cultural sites) */
  outdoorMinutes: number
  driveMinutes: number
  /** minutes between sunrise and sunset */
  daylightMinutes: number
  /** why the day is too full, or null: more than 10 hours in all, or more than its daylight outdoors */
  tooFull: 'long' | 'dark' | null
}

/**
 * How full a day is: the stops' visits plus the drives between them (stops without a pin add
 * nothing, so this errs on the light side). Too full: more than 10 hours in all ('long'), or more
 * outdoor time and driving than the day has daylight ('dark'). Stays (where you sleep) are not visits.
 */
export function dayLoad(stops: readonly StopFacts[], day: string, light = daylight(day)): DayLoad {
  const visits = stops.filter((s) => s.kind !== 'stay').reduce((sum, s) => sum + visitMinutes(s), 0)
  const outdoors = stops.filter(isOutdoor).reduce((sum, s) => sum + visitMinutes(s), 0)
  let drives = 0
  for (let i = 1; i < stops.length; i++) drives += driveEstimate(stops[i - 1], stops[i])?.minutes ?? 0
  const daylightMinutes = minutesOf(light.sunset) - minutesOf(light.sunrise)
  return {
    visitMinutes: visits,
    outdoorMinutes: outdoors,
    driveMinutes: drives,
    daylightMinutes,
    tooFull:
      visits + drives > FULL_DAY_MINUTES ? 'long' : outdoors + drives > daylightMinutes ? 'dark' : null,
  }
}

/** "45 min", "3 h", "3 h 38 min". */
function hours(minutes: number): string {
  return minutes < 60
    ? `${minutes} min`
    : `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`
}

/** What a too-full day's warning says: what it adds up to, against which limit, and what to do. */
export function fullDayText(load: DayLoad, w?: TripWords): string | null {
  if (w && load.tooFull === 'long')
    return w.say('trip.check.fullLong', {
      visits: hours(load.visitMinutes),
      driving: hours(load.driveMinutes),
      limit: FULL_DAY_MINUTES / 60,
    })
  if (w && load.tooFull === 'dark')
    return w.say('trip.check.fullDark', {
      outdoors: hours(load.outdoorMinutes),
      driving: hours(load.driveMinutes),
      daylight: hours(load.daylightMinutes),
    })
  if (load.tooFull === 'long')
    return `This day looks too full: about ${hours(load.visitMinutes)} of visits and ${hours(load.driveMinutes)} of driving (estimate), more than ${FULL_DAY_MINUTES / 60} hours in all: move a stop to another day.`
  if (load.tooFull === 'dark')
    return `This day looks too full: about ${hours(load.outdoorMinutes)} outdoors and ${hours(load.driveMinutes)} of driving (estimate), with ${hours(load.daylightMinutes)} of daylight: move a stop to another day.`
  return null
}
