// English names written out: no date library in the browser for a few words.
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
export const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/**
 * Calendar dates. Event dates are plain calendar days in the region (America/Denver), written
 * YYYY-MM-DD. They are parsed into a local Date at midnight and formatted from the local fields,
 * never through UTC, so a date never shifts by a day in another time zone.
 */
export const REGION_TIME_ZONE = 'America/Denver'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const ISO_MONTH = /^(\d{4})-(\d{2})$/

function localDate(year: number, monthIndex: number, day: number): Date {
  const date = new Date(2000, 0, 1)
  date.setFullYear(year, monthIndex, day)
  return date
}

/** A YYYY-MM-DD calendar date as a local Date at midnight; undefined when it is not a real date. */
export function parseIsoDate(value: string | null | undefined): Date | undefined {
  const match = value ? ISO_DATE.exec(value) : null
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = localDate(year, month - 1, day)
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return undefined
  }
  return date
}

export function isIsoDate(value: string | null | undefined): value is string {
  return parseIsoDate(value) !== undefined
}

/** The calendar date of a local Date as YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** A YYYY-MM month (the first day, local midnight); undefined when invalid. */
export function parseIsoMonth(value: string | null | undefined): Date | undefined {
  const match = value ? ISO_MONTH.exec(value) : null
  if (!match) return undefined
  return parseIsoDate(`${match[1]}-${match[2]}-01`)
}

export function toIsoMonth(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}`
}

function mustParse(iso: string): Date {
  const date = parseIsoDate(iso)
  if (!date) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`)
  return date
}

/** 'December 20, 2024' (the events page heading). */
export function formatHeadingDate(iso: string): string {
  const d = mustParse(iso)
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`
}

/**
 * '2024-11-18' -> 'November 18, 2024' (when an article or story was written); anything that is not
 * such a date is shown as it is.
 */
export function formatWrittenDate(iso: string): string {
  const match = ISO_DATE.exec(iso)
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined
  return match && month && Number(match[3]) > 0 ? `${month} ${Number(match[3])}, ${match[1]}` : iso
}

/** 'Friday, December 20, 2024' (event detail, links to a day). */
export function formatLongDate(iso: string): string {
  return formatLongDay(mustParse(iso))
}

/** A local Date as 'Friday, December 20, 2024' (the calendar's day names). */
export function formatLongDay(d: Date): string {
  return `${DAYS[d.getDay()]}, ${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`
}

/** A local Date's month as 'December 2024' (the calendar's month arrows). */
export function formatMonthYear(d: Date): string {
  return `${MONTHS[d.getMonth()]} ${d.getFullYear()}`
}

/** 'Fri, Dec 20' (compact card dates). */
export function formatShortDate(iso: string): string {
  const d = mustParse(iso)
  return `${DAYS[d.getDay()]!.slice(0, 3)}, ${MONTHS[d.getMonth()]!.slice(0, 3)} ${d.getDate()}`
}

export function addDaysIso(iso: string, days: number): string {
  const d = mustParse(iso)
  d.setDate(d.getDate() + days)
  return toIsoDate(d)
}

// Building an Intl formatter costs far more than using one: one per time zone, kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** Today's calendar date in a time zone (the server's idea of "today" for the region). */
export function todayInTimeZone(timeZone: string = REGION_TIME_ZONE, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dayFormats.set(timeZone, format)
  }
  const parts = format.formatToParts(now)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** Today's calendar date where this code runs (in the browser: the visitor's today). */
export function localToday(now: Date = new Date()): string {
  return toIsoDate(now)
}

/** Items on one calendar day. */
export function onDate<T extends { date: string }>(items: readonly T[], iso: string): T[] {
  return items.filter((item) => item.date === iso)
}

/**
 * The nearest other day that has items: the first one after `iso`, else the last one before it.
 * Helps a visitor who lands on an empty day find the events.
 */
export function nearestDateWithItems(
  items: readonly { date: string }[],
  iso: string,
): { direction: 'next' | 'previous'; date: string } | undefined {
  const dates = [...new Set(items.map((item) => item.date))].sort()
  const next = dates.find((date) => date > iso)
  if (next) return { direction: 'next', date: next }
  const previous = dates.filter((date) => date < iso).at(-1)
  return previous ? { direction: 'previous', date: previous } : undefined
}

/**
 * The day the events calendar opens on when no day is asked for (issue 50 item 6): today when it
 * has items, else the next day that has some; undefined when none is ahead.
 */
export function nextDateWithItems(items: readonly { date: string }[], today: string): string | undefined {
  return [...new Set(items.map((item) => item.date))].filter((date) => date >= today).sort()[0]
}

/** Items dated from `today` through the next `days` days (today counts as the first day). */
export function withinDays<T extends { date: string }>(
  items: readonly T[],
  today: string,
  days: number,
): T[] {
  const end = addDaysIso(today, days - 1)
  return items.filter((item) => item.date >= today && item.date <= end)
}
