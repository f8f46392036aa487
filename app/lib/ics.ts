/**
 * iCalendar (RFC 5545) files for "Add to Calendar". Times are wall-clock times in
 * America/Denver, written with TZID and a VTIMEZONE block so every calendar app places them right.
 */

export interface CalendarEvent {
  /** Globally unique and stable, e.g. "<event id>@<host>". */
  uid: string
  title: string
  description: string
  location: string
  /** Absolute URL of the event page. */
  url?: string
  /** YYYY-MM-DD, a calendar date in America/Denver */
  date: string
  /**
   * 24-hour "HH:MM" (or "HH:MM:SS") local start and end; an end at or before the start ends the
   * next day. An empty end: the end is not known, and the entry has no DTEND (RFC 5545 3.6.1: it
   * ends at its start; calendar apps show it at its start time, without making up an end). Both
   * empty: an all-day event.
   */
  startTime: string
  endTime: string
  /** RFC 5545 recurrence rule without DTSTART, when the event repeats from `date`. */
  rrule?: string
  /** Days (YYYY-MM-DD) of a repeating event that do not take place. */
  exdates?: readonly string[]
}

const CRLF = '\r\n'
const MAX_OCTETS = 75

/** America/Denver (US Mountain Time) since 2007: MDT from the second Sunday of March to the first of November. */
const DENVER_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:America/Denver',
  'X-LIC-LOCATION:America/Denver',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0700',
  'TZOFFSETTO:-0600',
  'TZNAME:MDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0700',
  'TZNAME:MST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

/** Escapes a TEXT value: backslash, semicolon, comma and newlines (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

const encoder = new TextEncoder()

/**
 * Folds a content line so no physical line is longer than 75 octets (UTF-8); continuation lines
 * start with a space. Never splits a multi-byte character. Lines are joined with CRLF.
 */
export function foldLine(line: string): string {
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    const limit = out.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1
    if (octets + size > limit) {
      out.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  out.push(current)
  return out.map((part, i) => (i === 0 ? part : ` ${part}`)).join(CRLF)
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

/** 20241220T160000 from a calendar date and "HH:MM", plus a day offset. */
function localDateTime(date: string, time: string, addDays = 0): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  // Pure calendar arithmetic: Date.UTC only carries the day over month and year ends.
  const d = new Date(Date.UTC(year, month - 1, day + addDays))
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(hours)}${pad(minutes)}00`
}

/** A UTC timestamp, e.g. 20241220T170000Z. */
export function utcStamp(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  )
}

/**
 * A stored rule as a calendar file needs it. Our rules end on a day (UNTIL 23:59 on the last day,
 * written as local time); with a DTSTART in America/Denver, RFC 5545 wants UNTIL in UTC, so the
 * last day's 23:59 in Denver becomes its UTC instant (06:59Z the next day in winter, 05:59Z in
 * summer).
 */
export function ruleForCalendar(rule: string): string {
  return rule.replace(/UNTIL=(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?/, (_, y, m, d, hh, mm) => {
    const local = Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh ?? 23), Number(mm ?? 59))
    return `UNTIL=${utcStamp(new Date(local - denverOffsetMinutes(new Date(local)) * 60_000))}`
  })
}

/** America/Denver's offset from UTC in minutes at (about) this instant: -420 (MST) or -360 (MDT). */
function denverOffsetMinutes(at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Denver', timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value
  const match = /GMT([+-]\d+)(?::(\d+))?/.exec(name ?? '')
  return match ? Number(match[1]) * 60 + Math.sign(Number(match[1])) * Number(match[2] ?? 0) : -420
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** 20241224 from a calendar date, plus a day offset. */
function localDate(date: string, addDays = 0): string {
  return localDateTime(date, '00:00', addDays).slice(0, 8)
}

/**
 * An event's local times as the calendar file needs them: "HH:MM" each (seconds dropped), the
 * end '' when it is not known. Both empty: all day. A start that is not a time, or an end without
 * a start, is refused (the editors' schemas never store either).
 */
export function calendarTimes(startTime: string, endTime: string): { start: string; end: string } {
  const start = startTime.trim()
  const end = endTime.trim()
  if ((start !== '' && !TIME.test(start)) || (end !== '' && (!TIME.test(end) || start === ''))) {
    throw new RangeError(`Bad event time: ${startTime}-${endTime}`)
  }
  return { start: start.slice(0, 5), end: end.slice(0, 5) }
}

function eventLines(event: CalendarEvent, now: Date): string[] {
  if (!DATE.test(event.date)) throw new RangeError(`Bad event date: ${event.date}`)
  const { start, end } = calendarTimes(event.startTime, event.endTime)
  const allDay = start === ''
  const endsNextDay = end !== '' && end <= start
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(now)}`,
    ...(allDay
      ? [`DTSTART;VALUE=DATE:${localDate(event.date)}`, `DTEND;VALUE=DATE:${localDate(event.date, 1)}`]
      : [
          `DTSTART;TZID=America/Denver:${localDateTime(event.date, start)}`,
          ...(end === ''
            ? []
            : [`DTEND;TZID=America/Denver:${localDateTime(event.date, end, endsNextDay ? 1 : 0)}`]),
        ]),
    ...(event.rrule ? [`RRULE:${ruleForCalendar(event.rrule)}`] : []),
    ...(event.rrule && event.exdates && event.exdates.length > 0
      ? [
          allDay
            ? `EXDATE;VALUE=DATE:${event.exdates.map((day) => localDate(day)).join(',')}`
            : `EXDATE;TZID=America/Denver:${event.exdates.map((day) => localDateTime(day, start)).join(',')}`,
        ]
      : []),
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
  ]
}

/**
 * A complete VCALENDAR with every event (a feed when `name` is given: calendar apps show it as
 * the calendar's name), CRLF line endings, folded lines.
 */
export function buildCalendar(
  events: readonly CalendarEvent[],
  { now = new Date(), name }: { now?: Date; name?: string } = {},
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Wyoming Navigator//Events Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [`X-WR-CALNAME:${escapeText(name)}`, 'X-WR-TIMEZONE:America/Denver'] : []),
    ...DENVER_VTIMEZONE,
    ...events.flatMap((event) => eventLines(event, now)),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}

/** A complete VCALENDAR with one VEVENT, CRLF line endings, folded lines. */
export function buildIcs(event: CalendarEvent, now: Date = new Date()): string {
  return buildCalendar([event], { now })
}

/** A file name for the download, e.g. cowboy-christmas-winter-festival.ics */
export function icsFileName(id: string): string {
  return `${id.replace(/[^a-z0-9-]+/gi, '-').replace(/^-+|-+$/g, '') || 'event'}.ics`
}
