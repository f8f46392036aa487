import ICAL from 'ical.js'
import { REGION_TIME_ZONE } from '../dates'

/**
 * Time in an outside iCalendar feed: how a DTSTART's wall-clock time is read (UTC, an IANA zone,
 * a Windows zone name, the feed's own VTIMEZONE, or floating), the instant it stands for, the wall
 * clock in a zone at an instant (across daylight-saving changes, asking Intl once per zone and
 * day), whether an event has ended, and an occurrence's day and times in America/Denver. Pure: no
 * database, no network.
 */

/** The feed's own VTIMEZONE definitions, by TZID. */
export function feedZones(calendar: ICAL.Component): Map<string, ICAL.Timezone> {
  const zones = new Map<string, ICAL.Timezone>()
  for (const component of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = component.getFirstPropertyValue('tzid')
    if (typeof tzid === 'string') zones.set(tzid, new ICAL.Timezone({ component, tzid }))
  }
  return zones
}

/** How a DTSTART's wall-clock time is read: UTC, an IANA zone, the feed's VTIMEZONE, or floating. */
export type Zone =
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

export function zoneOf(prop: ICAL.Property, time: ICAL.Time, zones: Map<string, ICAL.Timezone>): Zone {
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
export function instantOf(time: ICAL.Time, zone: Zone): number {
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

export function hasEnded(start: ICAL.Time, zone: Zone, durationMs: number, now: Date): boolean {
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
export function denverTimes(start: ICAL.Time, zone: Zone, durationMs: number) {
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
