import crypto from 'node:crypto'
import ICAL from 'ical.js'
import { LIMITS } from '../form-options'
import { FeedParseError } from './feed-errors.server'
import { checkFeedShape } from './feed-limits.server'
import {
  exceptionDays,
  guideRule,
  nextOccurrence,
  type RecurrenceBudget,
  refuseSubDailyRules,
} from './ics-series.server'
import { cut, oneLine, organizerOf, place, plainText, webAddress } from './ics-text.server'
import { denverTimes, feedZones, hasEnded, instantOf, zoneOf } from './ics-time-zones.server'

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
  /**
   * a series' rule as the guide keeps it (RFC 5545, without DTSTART, expanded from `date`): the
   * feed's single RRULE with a COUNT turned into its last day; null for a one-off, or a series the
   * guide cannot keep as one rule (RDATEs, several RRULEs), which arrives as its next date
   */
  rrule: string | null
  /** a series' upcoming days that do not take place (EXDATE, cancelled or moved occurrences), sorted */
  exdates: string[]
  /** its first CATEGORIES value (the key of the feed's category mapping), or null */
  category: string | null
  /** when it starts (ms since 1970), for ordering */
  startsAt: number
  /** a hash of what is imported: the same content gives the same hash, whatever else the feed rewrites */
  hash: string
}

export interface ParsedFeed {
  /** upcoming events, soonest first, one per UID */
  events: FeedEvent[]
  /** UIDs of events the feed marks cancelled (STATUS:CANCELLED): withdrawn when imported before */
  cancelled: string[]
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

export function parseFeedEvents(
  text: string,
  { now = new Date(), fallbackLocation, recurrenceMs = RECURRENCE_MS }: ParseOptions,
): ParsedFeed {
  const calendar = parseCalendar(text)
  const skipped = { past: 0, cancelled: 0, invalid: 0, duplicate: 0 }
  const budget = { deadline: performance.now() + recurrenceMs, ms: recurrenceMs }
  const zones = feedZones(calendar)
  const found: FeedEvent[] = []
  const reading: Reading = { zones, now, fallbackLocation, budget, skipped, found }
  const cancelled = new Set<string>()
  /** changed or cancelled occurrences of a series (RECURRENCE-ID), by the series' UID */
  const overrides = new Map<string, ICAL.Component[]>()
  for (const attached of calendar.getAllSubcomponents('vevent')) {
    // Read apart from its calendar: ical.js would otherwise look for a VTIMEZONE by scanning the
    // whole calendar for every TZID it does not find (most feeds define none), seconds for a big
    // feed. Zones are resolved here instead (zoneOf).
    const component = new ICAL.Component(attached.jCal)
    // A changed occurrence of a series (RECURRENCE-ID) shares the series' UID: read with its series below.
    if (component.hasProperty('recurrence-id')) {
      const uid = oneLine(String(component.getFirstPropertyValue('uid') ?? ''))
      overrides.set(uid, [...(overrides.get(uid) ?? []), component])
      continue
    }
    if (isCancelled(component)) {
      skipped.cancelled++
      const uid = oneLine(String(component.getFirstPropertyValue('uid') ?? ''))
      if (uid && uid.length <= 500) cancelled.add(uid)
      continue
    }
    refuseSubDailyRules(component)
    take(component, reading)
  }
  applyOverrides(overrides, reading)
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
  return { events, cancelled: [...cancelled].filter((uid) => !seen.has(uid)), skipped }
}

/** What reading one feed carries from event to event: its zones, clock, allowance and tallies. */
interface Reading {
  zones: Map<string, ICAL.Timezone>
  now: Date
  fallbackLocation: string
  budget: RecurrenceBudget
  skipped: ParsedFeed['skipped']
  /** the events read so far (a series' changed occurrences are added after it) */
  found: FeedEvent[]
}

/**
 * Reads one VEVENT into `found`, or counts it as past or unreadable. Only a whole-feed failure
 * (FeedParseError: a rule that takes too long) goes on up; anything else makes it unreadable.
 */
function take(component: ICAL.Component, { zones, now, fallbackLocation, budget, skipped, found }: Reading) {
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

const isCancelled = (component: ICAL.Component) =>
  String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED'

/**
 * A series' changed and cancelled occurrences (VEVENTs with its UID and a RECURRENCE-ID): the
 * original day of each is one the series no longer takes place on (added to its `exdates`, so the
 * series counts as changed); a changed one that is still on becomes an event of its own (UID
 * "<series UID>/<original day>") with what the feed says of it. Occurrences of a series that is
 * not imported (past, unreadable) are left out.
 */
function applyOverrides(overrides: Map<string, ICAL.Component[]>, reading: Reading) {
  const { found, zones, skipped } = reading
  for (const [uid, components] of overrides) {
    const series = found.find((event) => event.uid === uid && event.rrule)
    if (!series) {
      skipped.duplicate += components.length
      continue
    }
    const exdates = new Set(series.exdates)
    for (const component of components) {
      const prop = component.getFirstProperty('recurrence-id')!
      const original = prop.getFirstValue() as ICAL.Time | null
      if (!original) {
        skipped.invalid++
        continue
      }
      const day = denverTimes(original, zoneOf(prop, original, zones), 0).date
      if (day < series.date) {
        skipped.past++
        continue
      }
      exdates.add(day)
      if (isCancelled(component)) continue
      // The changed occurrence, as a one-off of its own.
      const single = new ICAL.Component(component.toJSON())
      single.removeAllProperties('recurrence-id')
      single.removeAllProperties('rrule')
      single.removeAllProperties('rdate')
      single.removeAllProperties('exdate')
      single.updatePropertyWithValue('uid', `${uid}/${day}`)
      take(single, reading)
    }
    series.exdates = [...exdates].sort()
    series.hash = hashOf(series)
  }
}

/** What identifies a series' dates (its first start and rule), for its hash. */
const seriesKeys = new WeakMap<FeedEvent, unknown>()

/**
 * A hash of what is imported. A series is the same content while its first start, rule and
 * cancelled days are: its next occurrence (date and start) moving on is no change.
 */
function hashOf(event: FeedEvent): string {
  const { hash: _hash, startsAt: _startsAt, ...fields } = event
  const hashed = event.recurring ? { ...fields, date: '', series: seriesKeys.get(event) } : fields
  return crypto.createHash('sha256').update(JSON.stringify(hashed)).digest('hex')
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
  let last: ICAL.Time | undefined
  if (recurring) {
    const next = nextOccurrence(event, zone, durationMs, now, budget)
    if (!next) return 'past'
    occurrence = next.occurrence
    last = next.last
  } else if (hasEnded(start, zone, Math.max(durationMs, 0), now)) return 'past'

  const when = denverTimes(occurrence, zone, durationMs)
  const { location, address } = place(String(event.location ?? ''), fallbackLocation)
  const organizer = organizerOf(component)
  const rrule = recurring ? guideRule(component, when.date, last, zone) : null
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
    rrule,
    exdates: rrule ? exceptionDays(component, zones, when.date) : [],
    category: categoryOf(component),
  }
  // A series is the same content while its rule is: its next occurrence moving on is no change.
  const series = recurring
    ? [
        start.toString(),
        rrule ?? component.getAllProperties('rrule').map((p) => p.getFirstValue()?.toString()),
      ]
    : null
  const imported = { ...fields, startsAt: instantOf(occurrence, zone), hash: '' }
  seriesKeys.set(imported, series)
  imported.hash = hashOf(imported)
  return imported
}

/** The event's first CATEGORIES value (a feed's own word for its kind), or null. */
function categoryOf(component: ICAL.Component): string | null {
  const value = component.getFirstProperty('categories')?.getFirstValue()
  const text = cut(oneLine(String(value ?? '')), 100)
  return text || null
}
