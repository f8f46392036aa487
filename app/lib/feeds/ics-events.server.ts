import crypto from 'node:crypto'
import ICAL from 'ical.js'
import { LIMITS } from '../form-options'
import { FeedParseError } from './feed-errors.server'
import { checkFeedShape } from './feed-limits.server'
import { cut, oneLine, organizerOf, place, plainText, webAddress } from './ics-text.server'
import { denverTimes, feedZones, hasEnded, instantOf, type Zone, zoneOf } from './ics-time-zones.server'

/**
 * An outside iCalendar feed's events as the guide's event fields (parsed with ical.js): dates and
 * times moved to America/Denver whatever zone the feed writes them in (UTC, a TZID with or without
 * its VTIMEZONE, floating), all-day events kept all-day, past and cancelled events left out, one
 * event per UID. Pure: no database, no network. Reading its times is ./ics-time-zones.server.ts,
 * its text fields ./ics-text.server.ts.
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

export { FeedParseError }

export interface ParseOptions {
  /** "now": events that ended before it are past */
  now?: Date
  /** the venue of events without a LOCATION (the feed's name: a venue's own calendar) */
  fallbackLocation: string
  /** wall time (ms) working out series' next occurrences may take in all, for the whole feed */
  recurrenceMs?: number
}

/**
 * Working out the series' next occurrences may take this long (wall time) per feed: a rule that
 * rarely matches makes ical.js walk many candidate dates for each one it answers. A single step
 * that never ends (a rule that never matches) is stopped by the parse worker's deadline instead
 * (./parse-feed.server.ts): this runs there, never on the serving thread.
 */
export const RECURRENCE_MS = 2_000

/** Rules repeating more often than daily: no guide event does, and ical.js may walk them for minutes. */
const SUB_DAILY = new Set(['SECONDLY', 'MINUTELY', 'HOURLY'])

export function parseFeedEvents(
  text: string,
  { now = new Date(), fallbackLocation, recurrenceMs = RECURRENCE_MS }: ParseOptions,
): ParsedFeed {
  const calendar = parseCalendar(text)
  const skipped = { past: 0, cancelled: 0, invalid: 0, duplicate: 0 }
  const budget = { deadline: performance.now() + recurrenceMs, ms: recurrenceMs }
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
    refuseSubDailyRules(component)
    let event: FeedEvent | 'past' | undefined
    try {
      event = toFeedEvent(component, zones, now, fallbackLocation, budget)
    } catch (error) {
      if (error instanceof FeedParseError) throw error
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
  checkFeedShape(body)
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

/** Throws when the event repeats more often than daily (a whole-feed failure: see SUB_DAILY). */
function refuseSubDailyRules(component: ICAL.Component) {
  for (const prop of component.getAllProperties('rrule')) {
    const rule = prop.getFirstValue() as { freq?: unknown } | null
    const freq = String(rule?.freq ?? '').toUpperCase()
    if (SUB_DAILY.has(freq))
      throw new FeedParseError(
        `An event in the feed repeats more often than daily (FREQ=${freq}); the guide imports events that repeat at most once a day.`,
      )
  }
}

// ---------------------------------------------------------------------------------------------
// One VEVENT

function toFeedEvent(
  component: ICAL.Component,
  zones: Map<string, ICAL.Timezone>,
  now: Date,
  fallbackLocation: string,
  budget: RecurrenceBudget,
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

/** The feed's wall-time allowance for working out occurrences: `deadline` on performance.now()'s clock. */
interface RecurrenceBudget {
  deadline: number
  ms: number
}

/** The first occurrence of a series that has not ended by `now`, within the feed's recurrence time. */
function nextOccurrence(
  event: ICAL.Event,
  zone: Zone,
  durationMs: number,
  now: Date,
  budget: RecurrenceBudget,
): ICAL.Time | undefined {
  const iterator = event.iterator()
  for (let next = iterator.next(); next; next = iterator.next()) {
    if (performance.now() > budget.deadline)
      throw new FeedParseError(
        `Working out the dates of the feed’s repeating events took longer than ${budget.ms / 1000} s; the guide stopped reading it.`,
      )
    if (!hasEnded(next, zone, Math.max(durationMs, 0), now)) return next
  }
  return undefined
}
