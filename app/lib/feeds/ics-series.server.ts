import ICAL from 'ical.js'
import { isValidRule, occurrenceDates } from '../recurrence.server'
import { FeedParseError } from './feed-errors.server'
import { denverTimes, hasEnded, type Zone, zoneOf } from './ics-time-zones.server'

/**
 * A feed's repeating events as the guide keeps them (decision 035): the one rule it can keep, the
 * days a series skips, and its next occurrence, worked out within the feed's time allowance. Part
 * of ./ics-events.server.ts, which reads each VEVENT.
 */

/** Rules repeating more often than daily: no guide event does, and ical.js may walk them for minutes. */
const SUB_DAILY = new Set(['SECONDLY', 'MINUTELY', 'HOURLY'])

/** Throws when the event repeats more often than daily (a whole-feed failure: see SUB_DAILY). */
export function refuseSubDailyRules(component: ICAL.Component) {
  for (const prop of component.getAllProperties('rrule')) {
    const rule = prop.getFirstValue() as { freq?: unknown } | null
    const freq = String(rule?.freq ?? '').toUpperCase()
    if (SUB_DAILY.has(freq))
      throw new FeedParseError(
        `An event in the feed repeats more often than daily (FREQ=${freq}); the guide imports events that repeat at most once a day.`,
      )
  }
}

/** Rule parts the guide keeps (what the rrule package expands from a floating start day). */
const KEPT_PARTS = ['BYDAY', 'BYMONTHDAY', 'BYMONTH', 'BYSETPOS', 'BYYEARDAY', 'BYWEEKNO', 'WKST'] as const

/**
 * A series' single RRULE as the guide keeps it, expanded from `date` (its next occurrence, a day
 * in America/Denver): FREQ, INTERVAL and the BY parts the guide expands, with an UNTIL of its last
 * day (from UNTIL, or COUNT's last occurrence) or none. Null when the guide cannot keep the series
 * as one rule: RDATEs, several RRULEs, or a rule whose days differ once read in Denver (a feed in
 * another zone whose events cross midnight there).
 */
export function guideRule(component: ICAL.Component, date: string, last: ICAL.Time | undefined, zone: Zone) {
  const rules = component.getAllProperties('rrule')
  if (rules.length !== 1 || component.hasProperty('rdate')) return null
  const recur = rules[0]!.getFirstValue() as ICAL.Recur
  const parts = recur.toJSON() as Record<string, unknown>
  const text = [`FREQ=${String(parts.freq).toUpperCase()}`]
  if (recur.interval && recur.interval > 1) text.push(`INTERVAL=${recur.interval}`)
  const lists = (recur as unknown as { parts: Record<string, unknown[]> }).parts ?? {}
  for (const part of KEPT_PARTS) {
    if (part === 'WKST') continue
    const values = lists[part]
    if (values?.length) text.push(`${part}=${values.join(',')}`)
  }
  if (last) {
    const lastZone: Zone = last.zone === ICAL.Timezone.utcTimezone ? { kind: 'utc' } : zone
    const day = denverTimes(last, lastZone, 0).date.replaceAll('-', '')
    text.push(`UNTIL=${day}T235959`)
  }
  const rule = text.join(';')
  if (!isValidRule(rule)) return null
  // The rule must give the day the feed gives (else its BY parts name days of another zone).
  if (occurrenceDates({ date, rrule: rule }, { from: date, to: date }).length !== 1) return null
  return rule
}

/** A series' EXDATE days in America/Denver from `from` on, sorted. */
export function exceptionDays(component: ICAL.Component, zones: Map<string, ICAL.Timezone>, from: string) {
  const days = new Set<string>()
  for (const prop of component.getAllProperties('exdate')) {
    for (const value of prop.getValues() as ICAL.Time[]) {
      const day = denverTimes(value, zoneOf(prop, value, zones), 0).date
      if (day >= from) days.add(day)
    }
  }
  return [...days].sort()
}

/** The feed's wall-time allowance for working out occurrences: `deadline` on performance.now()'s clock. */
export interface RecurrenceBudget {
  deadline: number
  ms: number
}

/** Steps taken past a series' next occurrence to find the last one of a COUNT rule. */
const MAX_COUNT_STEPS = 1_000

/**
 * The first occurrence of a series that has not ended by `now`, within the feed's recurrence time;
 * for a rule with a COUNT, also its last occurrence (at most MAX_COUNT_STEPS further on).
 */
export function nextOccurrence(
  event: ICAL.Event,
  zone: Zone,
  durationMs: number,
  now: Date,
  budget: RecurrenceBudget,
): { occurrence: ICAL.Time; last?: ICAL.Time } | undefined {
  const iterator = event.iterator()
  const checkBudget = () => {
    if (performance.now() > budget.deadline)
      throw new FeedParseError(
        `Working out the dates of the feed’s repeating events took longer than ${budget.ms / 1000} s; the guide stopped reading it.`,
      )
  }
  for (let next = iterator.next(); next; next = iterator.next()) {
    checkBudget()
    if (hasEnded(next, zone, Math.max(durationMs, 0), now)) continue
    const rule = event.component.getFirstPropertyValue('rrule') as ICAL.Recur | null
    if (rule?.until) return { occurrence: next, last: lastBefore(rule.until, next) }
    if (!rule?.count) return { occurrence: next }
    let last = next
    for (let step = 0, more = iterator.next(); more; more = iterator.next()) {
      checkBudget()
      last = more
      if (++step >= MAX_COUNT_STEPS) break
    }
    return { occurrence: next, last }
  }
  return undefined
}

/** A rule's UNTIL as the last occurrence's time (UNTIL may be a date or a time past it). */
function lastBefore(until: ICAL.Time, next: ICAL.Time): ICAL.Time {
  return until.compare(next) < 0 ? next : until
}
