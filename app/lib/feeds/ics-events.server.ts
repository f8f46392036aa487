import crypto from 'node:crypto'
import ICAL from 'ical.js'
import { REGION_TIME_ZONE } from '../dates'
import { LIMITS } from '../form-options'

/**
 * An outside iCalendar feed's events as the guide's event fields (parsed with ical.js): dates and
 * times moved to America/Denver whatever zone the feed writes them in (UTC, a TZID with or without
 * its VTIMEZONE, floating), all-day events kept all-day, past and cancelled events left out, one
 * event per UID. Pure: no database, no network.
 */

export interface FeedEvent {
  /** the iCalendar UID: the same event in every fetch */
  uid: string
  title: string
  description: string
  /** YYYY-MM-DD, a calendar day in America/Denver */
  date: string
  /** HH:MM in America/Denver; '' for an all-day event */
  startTime: string
  /** HH:MM in America/Denver, or null (none given, or all-day) */
  endTime: string | null
  /** the venue: LOCATION up to its first comma */
  location: string
  /** the whole LOCATION when it says more than the venue */
  address: string | null
  website: string | null
  organizerName: string | null
  organizerEmail: string | null
  /** an RRULE/RDATE series: the fields describe its next occurrence */
  recurring: boolean
  /** when it starts (ms since 1970), for ordering */
  startsAt: number
  /** a hash of what is imported: the same content gives the same hash, whatever else the feed rewrites */
  hash: string
}

export interface ParsedFeed {
  /** upcoming events, soonest first, one per UID */
  events: FeedEvent[]
  skipped: { past: number; cancelled: number; invalid: number; duplicate: number }
}

/** The feed is not an iCalendar file (the message says why, for the back office). */
export class FeedParseError extends Error {
  override name = 'FeedParseError'
}

export interface ParseOptions {
  /** "now": events that ended before it are past */
  now?: Date
  /** the venue of events without a LOCATION (the feed's name: a venue's own calendar) */
  fallbackLocation: string
}

/** Recurrence steps one parse may take in all, so a hostile feed cannot keep the process busy. */
const RECURRENCE_BUDGET = 100_000

export function parseFeedEvents(
  text: string,
  { now = new Date(), fallbackLocation }: ParseOptions,
): ParsedFeed {
  const calendar = parseCalendar(text)
  const skipped = { past: 0, cancelled: 0, invalid: 0, duplicate: 0 }
  const budget = { steps: RECURRENCE_BUDGET }
  const zones = feedZones(calendar)
  const found: FeedEvent[] = []
  for (const attached of calendar.getAllSubcomponents('vevent')) {
    // Read apart from its calendar: ical.js would otherwise look for a VTIMEZONE by scanning the
    // whole calendar for every TZID it does not find (most feeds define none), seconds for a big
    // feed. Zones are resolved here instead (zoneOf).
    const component = new ICAL.Component(attached.jCal)
    // A changed occurrence of a series (RECURRENCE-ID) shares the series' UID: the series stands for it.
    if (component.hasProperty('recurrence-id')) {
      skipped.duplicate++
      continue
    }
    if (String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') {
      skipped.cancelled++
      continue
    }
    let event: FeedEvent | 'past' | undefined
    try {
      event = toFeedEvent(component, zones, now, fallbackLocation, budget)
    } catch {
      event = undefined
    }
    if (event === 'past') skipped.past++
    else if (!event) skipped.invalid++
    else found.push(event)
  }
  found.sort((a, b) => a.startsAt - b.startsAt || a.uid.localeCompare(b.uid))
  const seen = new Set<string>()
  const events: FeedEvent[] = []
  for (const event of found) {
    if (seen.has(event.uid)) skipped.duplicate++
    else {
      seen.add(event.uid)
      events.push(event)
    }
  }
  return { events, skipped }
}

function parseCalendar(text: string): ICAL.Component {
  const body = text.replace(/^\uFEFF/, '')
  if (!/^\s*BEGIN:VCALENDAR/i.test(body)) throw new FeedParseError('The feed is not an iCalendar file.')
  let parsed: unknown
  try {
    parsed = ICAL.parse(body)
  } catch (error) {
    throw new FeedParseError(`The feed could not be read as iCalendar (${firstLine(error)}).`)
  }
  // Several top-level components come back as a list: the first calendar is the feed.
  const jcal = (Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed) as unknown[]
  if (!Array.isArray(jcal) || String(jcal[0]).toLowerCase() !== 'vcalendar')
    throw new FeedParseError('The feed is not an iCalendar file.')
  return new ICAL.Component(jcal as never)
}

function firstLine(error: unknown): string {
  return String(error instanceof Error ? error.message : error)
    .split('\n')[0]!
    .slice(0, 200)
}

// ---------------------------------------------------------------------------------------------
// One VEVENT

/** The feed's own VTIMEZONE definitions, by TZID. */
function feedZones(calendar: ICAL.Component): Map<string, ICAL.Timezone> {
  const zones = new Map<string, ICAL.Timezone>()
  for (const component of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = component.getFirstPropertyValue('tzid')
    if (typeof tzid === 'string') zones.set(tzid, new ICAL.Timezone({ component, tzid }))
  }
  return zones
}

function toFeedEvent(
  component: ICAL.Component,
  zones: Map<string, ICAL.Timezone>,
  now: Date,
  fallbackLocation: string,
  budget: { steps: number },
): FeedEvent | 'past' | undefined {
  const event = new ICAL.Event(component)
  const uid = oneLine(String(event.uid ?? ''))
  const title = cut(oneLine(String(event.summary ?? '')), LIMITS.title)
  const startProp = component.getFirstProperty('dtstart')
  const start = event.startDate
  if (!uid || uid.length > 500 || !title || !startProp || !start) return undefined
  const zone = zoneOf(startProp, start, zones)
  // DTEND may name another zone than DTSTART; an end from DURATION (or none) is read like the start.
  const endProp = component.getFirstProperty('dtend')
  const end = event.endDate
  const durationMs = instantOf(end, endProp ? zoneOf(endProp, end, zones) : zone) - instantOf(start, zone)

  // The occurrence to import: the event itself, or a series' next occurrence that has not ended.
  const recurring = event.isRecurring()
  let occurrence = start
  if (recurring) {
    const next = nextOccurrence(event, zone, durationMs, now, budget)
    if (!next) return 'past'
    occurrence = next
  } else if (hasEnded(start, zone, Math.max(durationMs, 0), now)) return 'past'

  const when = denverTimes(occurrence, zone, durationMs)
  const { location, address } = place(String(event.location ?? ''), fallbackLocation)
  const organizer = organizerOf(component)
  const fields = {
    uid,
    title,
    description: cut(plainText(String(event.description ?? '')), LIMITS.eventDescription) || title,
    date: when.date,
    startTime: when.startTime,
    endTime: when.endTime,
    location,
    address,
    website: webAddress(component.getFirstPropertyValue('url')),
    organizerName: organizer.name,
    organizerEmail: organizer.email,
    recurring,
  }
  // A series is the same content while its rule is: its next occurrence moving on is no change.
  const hashed = recurring
    ? {
        ...fields,
        date: '',
        series: [
          start.toString(),
          component.getAllProperties('rrule').map((p) => p.getFirstValue()?.toString()),
        ],
      }
    : fields
  return {
    ...fields,
    startsAt: instantOf(occurrence, zone),
    hash: crypto.createHash('sha256').update(JSON.stringify(hashed)).digest('hex'),
  }
}

/** The first occurrence of a series that has not ended by `now`, within the recurrence budget. */
function nextOccurrence(
  event: ICAL.Event,
  zone: Zone,
  durationMs: number,
  now: Date,
  budget: { steps: number },
): ICAL.Time | undefined {
  const iterator = event.iterator()
  for (let next = iterator.next(); next; next = iterator.next()) {
    if (--budget.steps < 0) return undefined
    if (!hasEnded(next, zone, Math.max(durationMs, 0), now)) return next
  }
  return undefined
}

// ---------------------------------------------------------------------------------------------
// Time zones

/** How a DTSTART's wall-clock time is read: UTC, an IANA zone, the feed's VTIMEZONE, or floating. */
type Zone =
  | { kind: 'utc' }
  | { kind: 'iana'; name: string }
  | { kind: 'vtimezone'; zone: ICAL.Timezone }
  | { kind: 'floating' }

/** Zones Outlook and Exchange write by their Windows names, for the US. */
const WINDOWS_ZONES: Record<string, string> = {
  'mountain standard time': 'America/Denver',
  'us mountain standard time': 'America/Phoenix',
  'pacific standard time': 'America/Los_Angeles',
  'central standard time': 'America/Chicago',
  'eastern standard time': 'America/New_York',
  'alaskan standard time': 'America/Anchorage',
  'hawaiian standard time': 'Pacific/Honolulu',
}

function isIanaZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/** An IANA zone from a TZID: as written, after a vendor prefix ("/mozilla.org/…/America/Denver"), or a Windows name. */
export function ianaZone(tzid: string): string | undefined {
  const name = tzid.trim().replace(/^"|"$/g, '')
  if (!name) return undefined
  if (isIanaZone(name)) return name
  const tail = /([A-Za-z_]+\/[A-Za-z_+-]+(?:\/[A-Za-z_+-]+)?)$/.exec(name)?.[1]
  if (tail && isIanaZone(tail)) return tail
  return WINDOWS_ZONES[name.toLowerCase()]
}

/** TZIDs already resolved to an IANA zone (or to none): asking Intl is the slow part. */
const resolvedZones = new Map<string, string | undefined>()

function zoneOf(prop: ICAL.Property, time: ICAL.Time, zones: Map<string, ICAL.Timezone>): Zone {
  if (time.zone === ICAL.Timezone.utcTimezone) return { kind: 'utc' }
  const tzid = prop.getParameter('tzid')
  if (typeof tzid !== 'string') return { kind: 'floating' }
  if (!resolvedZones.has(tzid)) resolvedZones.set(tzid, ianaZone(tzid))
  const name = resolvedZones.get(tzid)
  if (name) return { kind: 'iana', name }
  // A TZID this runtime does not know, defined by the feed's own VTIMEZONE: ical.js converts it.
  const zone = zones.get(tzid)
  if (zone) return { kind: 'vtimezone', zone }
  // An unknown zone without a definition: read like a floating time, a wall clock in the region.
  return { kind: 'floating' }
}

/** The instant (ms) a date-time in `zone` stands for; a date counts from midnight in the region. */
function instantOf(time: ICAL.Time, zone: Zone): number {
  if (time.isDate) return zonedToInstant(time, REGION_TIME_ZONE)
  if (zone.kind === 'utc') return time.toUnixTime() * 1000
  if (zone.kind === 'vtimezone') {
    const { year, month, day, hour, minute, second } = time
    const local = ICAL.Time.fromData({ year, month, day, hour, minute, second, isDate: false }, zone.zone)
    return local.toUnixTime() * 1000
  }
  return zonedToInstant(time, zone.kind === 'iana' ? zone.name : REGION_TIME_ZONE)
}

interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(zone, format)
  }
  return format
}

const asUtc = (t: WallClock) => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second)

/** The zone's offset from UTC (ms) at an instant, asking Intl. */
function exactOffset(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>
  const local = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour! % 24,
    parts.minute!,
    parts.second!,
  )
  return local - Math.floor(instant / 1000) * 1000
}

const DAY_MS = 86_400_000
/** Per zone and UTC day, its offset when it holds all day (null: it changes that day). */
const dayOffsets = new Map<string, number | null>()

/** The zone's offset at an instant; asking Intl once per day a feed's events fall on. */
function offsetAt(instant: number, zone: string): number {
  const day = Math.floor(instant / DAY_MS)
  const key = `${zone} ${day}`
  let offset = dayOffsets.get(key)
  if (offset === undefined) {
    const first = exactOffset(day * DAY_MS, zone)
    offset = first === exactOffset((day + 1) * DAY_MS - 1000, zone) ? first : null
    if (dayOffsets.size >= 20_000) dayOffsets.clear()
    dayOffsets.set(key, offset)
  }
  return offset ?? exactOffset(instant, zone)
}

/** The wall clock in `zone` at an instant. */
export function wallClockAt(instant: number, zone: string): WallClock {
  const local = new Date(Math.floor(instant / 1000) * 1000 + offsetAt(instant, zone))
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  }
}

/**
 * The instant a wall-clock time in an IANA zone stands for. A time that happens twice (clocks
 * going back) is the first; one that never happens (clocks going forward) moves forward, as
 * calendar apps do: 2:30 AM on that day is 3:30 AM.
 */
export function zonedToInstant(time: WallClock, zone: string): number {
  const wanted = asUtc(time)
  const first = wanted - offsetAt(wanted, zone)
  const second = wanted - offsetAt(first, zone)
  if (first === second) return first
  const fitting = [first, second].filter((instant) => asUtc(wallClockAt(instant, zone)) === wanted)
  return fitting.length > 0 ? Math.min(...fitting) : Math.max(first, second)
}

const pad = (n: number) => String(n).padStart(2, '0')
const isoDate = (t: { year: number; month: number; day: number }) => `${t.year}-${pad(t.month)}-${pad(t.day)}`

function hasEnded(start: ICAL.Time, zone: Zone, durationMs: number, now: Date): boolean {
  if (start.isDate) {
    // An all-day event lasts to the end of its last day in the region (DTEND is exclusive).
    const days = Math.max(1, Math.round(durationMs / 86_400_000))
    const lastDay = new Date(Date.UTC(start.year, start.month - 1, start.day + days - 1))
    const today = isoDate(wallClockAt(now.getTime(), REGION_TIME_ZONE))
    return lastDay.toISOString().slice(0, 10) < today
  }
  return instantOf(start, zone) + durationMs <= now.getTime()
}

/** An occurrence's day and times in America/Denver; an all-day event has no times. */
function denverTimes(start: ICAL.Time, zone: Zone, durationMs: number) {
  if (start.isDate) return { date: isoDate(start), startTime: '', endTime: null }
  const begins = instantOf(start, zone)
  const local = wallClockAt(begins, REGION_TIME_ZONE)
  const ends = durationMs > 0 ? wallClockAt(begins + durationMs, REGION_TIME_ZONE) : undefined
  return {
    date: isoDate(local),
    startTime: `${pad(local.hour)}:${pad(local.minute)}`,
    endTime: ends ? `${pad(ends.hour)}:${pad(ends.minute)}` : null,
  }
}

// ---------------------------------------------------------------------------------------------
// Text fields

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/** At most `max` characters, cut at a word where one is near, with an ellipsis. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text
  const head = text.slice(0, max - 1)
  const space = head.lastIndexOf(' ')
  return `${space > max * 0.6 ? head.slice(0, space) : head}…`
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/**
 * A DESCRIPTION as plain text. Some calendars (Google's among them) put HTML in it: line breaks
 * and paragraphs become new lines, other tags go, entities are decoded. The guide shows it as text.
 */
export function plainText(value: string): string {
  let text = value.replace(/\r\n?/g, '\n')
  if (/<[a-z/][^>]*>/i.test(text)) {
    text = text
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
        if (code[0] === '#') {
          const n = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10)
          return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : ''
        }
        return ENTITIES[code.toLowerCase()] ?? entity
      })
  }
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** LOCATION "Town Square Tavern, 20 E Broadway, Jackson, WY": the venue, and the whole as the address. */
function place(value: string, fallback: string): { location: string; address: string | null } {
  const whole = cut(oneLine(value), LIMITS.address)
  if (!whole) return { location: cut(fallback, LIMITS.location), address: null }
  const venue = cut(whole.split(',')[0]!.trim(), LIMITS.location)
  return { location: venue || whole, address: venue === whole ? null : whole }
}

/** An http(s) URL property, else null. */
function webAddress(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : ''
  if (!text || text.length > LIMITS.url) return null
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/

function organizerOf(component: ICAL.Component): { name: string | null; email: string | null } {
  const prop = component.getFirstProperty('organizer')
  if (!prop) return { name: null, email: null }
  const cn = prop.getParameter('cn')
  const name = typeof cn === 'string' ? cut(oneLine(cn), LIMITS.name) || null : null
  const address = String(prop.getFirstValue() ?? '')
    .replace(/^mailto:/i, '')
    .trim()
  const email = address.length <= LIMITS.email && EMAIL.test(address) ? address : null
  return { name, email }
}
