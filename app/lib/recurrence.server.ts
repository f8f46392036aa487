/**
 * Repeating events (RFC 5545 recurrence rules, the `rrule` package). An event keeps its first
 * day in `date` and its wall-clock times in America/Denver; its rule (`FREQ=WEEKLY;UNTIL=…`,
 * without DTSTART) says on which later days it happens again. Occurrences are calendar dates:
 * the rule is expanded on "floating" times (local wall-clock values carried in UTC Date fields, as
 * rrule recommends), so a daylight-saving change never moves an evening event to another hour or
 * day. Calendar files carry the rule itself (with TZID=America/Denver), see app/lib/ics.ts.
 */
import rrule from 'rrule'
import type * as RRuleModule from 'rrule'
import { type RepeatFrequency } from './recurrence'

// rrule's package is CommonJS (its ESM build is not exported to Node): the classes are on its
// default export; a bundler that reads its ESM build gives them as named ones.
const lib = ((rrule as unknown as { RRule?: unknown }).RRule
  ? rrule
  : (rrule as unknown as { default: unknown }).default) as unknown as typeof RRuleModule
const { RRule, Frequency } = lib

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

function floating(date: string, time = '00:00'): Date {
  const match = DATE.exec(date)
  if (!match) throw new RangeError(`Bad date: ${date}`)
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), hours, minutes))
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10)
}

const WEEKDAYS = [RRule.SU, RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA] as const

/**
 * The rule for an event first held on `start` that repeats at `frequency` up to `until`
 * (inclusive), e.g. "FREQ=WEEKLY;INTERVAL=1;BYDAY=FR;UNTIL=20270226T235959". Monthly repeats keep
 * the weekday and its place in the month ("the first Saturday"; the last one when it is the 5th).
 */
export function buildRule(start: string, frequency: RepeatFrequency, until: string): string {
  const first = floating(start)
  const weekday = WEEKDAYS[first.getUTCDay()]!
  const nth = Math.ceil(first.getUTCDate() / 7)
  const options: ConstructorParameters<typeof RRule>[0] = {
    freq: frequency === 'monthly' ? Frequency.MONTHLY : Frequency.WEEKLY,
    interval: frequency === 'biweekly' ? 2 : 1,
    byweekday: [frequency === 'monthly' ? weekday.nth(nth >= 5 ? -1 : nth) : weekday],
    until: floating(until, '23:59'),
  }
  return RRule.optionsToString(options).replace(/^RRULE:/, '')
}

/** Parses a stored rule; undefined when it is not one this guide can expand. */
function parse(rule: string) {
  try {
    const options = RRule.parseString(rule.replace(/^RRULE:/i, ''))
    if (options.freq === undefined) return undefined
    return options
  } catch {
    return undefined
  }
}

/** True for a rule string that parses (the back office and the import check rules with it). */
export function isValidRule(rule: string): boolean {
  return parse(rule) !== undefined
}

/**
 * The days, from `from` to `to` (inclusive, YYYY-MM-DD), on which an event that starts on `start`
 * with `rule` takes place, without the `cancelled` ones. No rule: the start day alone, when in range.
 * At most `limit` days.
 */
export function occurrenceDates(
  event: { date: string; rrule?: string | null },
  range: { from: string; to: string },
  { cancelled = [], limit = 400 }: { cancelled?: readonly string[]; limit?: number } = {},
): string[] {
  const skip = new Set(cancelled)
  const options = event.rrule ? parse(event.rrule) : undefined
  if (!options) {
    return event.date >= range.from && event.date <= range.to && !skip.has(event.date) ? [event.date] : []
  }
  const rule = new RRule({ ...options, dtstart: floating(event.date) })
  const days: string[] = []
  rule.between(floating(range.from), floating(range.to, '23:59'), true, (day) => {
    const date = isoDate(day)
    if (!skip.has(date)) days.push(date)
    return days.length < limit
  })
  return days
}

/** The last day the rule reaches (its UNTIL or COUNT), or undefined when it never ends. */
export function lastOccurrence(event: { date: string; rrule?: string | null }): string | undefined {
  if (!event.rrule) return event.date
  const options = parse(event.rrule)
  if (!options) return event.date
  if (!options.until && !options.count) return undefined
  const rule = new RRule({ ...options, dtstart: floating(event.date) })
  const all = rule.all((_, i) => i < 1000)
  return all.length > 0 ? isoDate(all[all.length - 1]!) : event.date
}

/** "Every week on Friday until February 26, 2027": the rule in words for the event page. */
export function describeRule(rule: string): string {
  const options = parse(rule)
  if (!options) return ''
  const text = new RRule(options).toText()
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * A stored rule as the editor's repeat fields: how often (one of the submission form's choices,
 * or 'custom' for a rule it cannot express, an imported one say) and its last day ('' when it
 * never ends). No rule: a one-off ('').
 */
export function repeatFieldsOf(event: { date: string; rrule?: string | null }): {
  frequency: RepeatFrequency | 'custom' | ''
  until: string
} {
  const options = event.rrule ? parse(event.rrule) : undefined
  if (!event.rrule || !options) return { frequency: '', until: '' }
  const until = options.until ? isoDate(options.until) : (lastOccurrence(event) ?? '')
  const plain = !options.count && !options.bysetpos && !options.bymonthday && !options.bymonth
  const frequency =
    plain && options.freq === Frequency.WEEKLY && (options.interval ?? 1) <= 2
      ? (options.interval ?? 1) === 2
        ? 'biweekly'
        : 'weekly'
      : plain && options.freq === Frequency.MONTHLY && (options.interval ?? 1) === 1
        ? 'monthly'
        : 'custom'
  // A rule the editor would build again the same way is one of its choices; another is kept as is.
  if (frequency !== 'custom' && until && buildRule(event.date, frequency, until) !== stripRule(event.rrule))
    return { frequency: 'custom', until }
  return { frequency, until }
}

const stripRule = (rule: string) => rule.replace(/^RRULE:/i, '')

/** The same rule ending on `until` (inclusive; a COUNT is replaced). */
export function withUntil(rule: string, until: string): string {
  const options = parse(rule)
  if (!options) return rule
  return RRule.optionsToString({ ...options, count: null, until: floating(until, '23:59') }).replace(
    /^RRULE:/,
    '',
  )
}

/** The last day of the rule before `date`, or undefined when it has none. */
export function occurrenceBefore(event: { date: string; rrule?: string | null }, date: string) {
  if (date <= event.date) return undefined
  const options = event.rrule ? parse(event.rrule) : undefined
  if (!options) return event.date
  const rule = new RRule({ ...options, dtstart: floating(event.date) })
  const day = rule.before(floating(date), false)
  return day ? isoDate(day) : undefined
}
