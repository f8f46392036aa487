import { addDaysIso as addDays, todayInTimeZone } from '../dates'
import { notifyContentChanged, writeContentVersion } from '../content-version.server'
import type { Db } from '../db.server'
import type { GuideEvent } from '../listings'
import { describeRule, lastOccurrence, occurrenceDates } from '../recurrence.server'

/**
 * The days of repeating events (an event with an RRULE): the window the lists look in, the
 * cancelled days (event_cancellations), a list of rows expanded into one row per day, what an
 * event's page says about its days, and the back office's cancel and restore of one day. The rule
 * itself (building, reading, describing it) is app/lib/recurrence.server.ts.
 */

/** The days a list asks for: one day, or a range open at either end (YYYY-MM-DD). */
export interface DayFilter {
  date?: string
  from?: string
  to?: string
}

/**
 * How far the calendar looks for the days of repeating events when a filter gives no range: from
 * 90 days back (recent days stay reachable, labelled past) to a year ahead.
 */
export function occurrenceWindow(filter: DayFilter, today = todayInTimeZone()) {
  if (filter.date) return { from: filter.date, to: filter.date }
  return { from: filter.from ?? addDays(today, -90), to: filter.to ?? addDays(today, 366) }
}

/** Cancelled days of the given events, by event id. */
export async function cancellationsOf(db: Db, ids: readonly string[]): Promise<Map<string, string[]>> {
  const byEvent = new Map<string, string[]>()
  if (ids.length === 0) return byEvent
  const rows = await db
    .selectFrom('event_cancellations')
    .select(['event_id', 'date'])
    .where('event_id', 'in', ids)
    .orderBy('date')
    .execute()
  for (const row of rows) byEvent.set(row.event_id, [...(byEvent.get(row.event_id) ?? []), row.date])
  return byEvent
}

/**
 * Each row once per day it takes place within the filter's range: a one-off on its date, a
 * repeating event on every day of its rule that was not cancelled, as copies carrying that day's
 * date. Ordered by day, then start time and the rows' own order.
 */
export async function occurrencesIn<R extends { id: string; date: string; rrule: string | null }>(
  db: Db,
  rows: R[],
  filter: DayFilter,
): Promise<R[]> {
  const repeating = rows.filter((row) => row.rrule)
  if (repeating.length === 0) return rows
  const cancelled = await cancellationsOf(
    db,
    repeating.map((row) => row.id),
  )
  const range = occurrenceWindow(filter)
  const out: { row: R; index: number }[] = []
  rows.forEach((row, index) => {
    if (!row.rrule) return out.push({ row, index })
    for (const date of occurrenceDates(row, range, { cancelled: cancelled.get(row.id) }))
      out.push({ row: { ...row, date }, index })
  })
  // The query's order (date, start time, sort order) holds within a day.
  out.sort((a, b) => (a.row.date === b.row.date ? a.index - b.index : a.row.date < b.row.date ? -1 : 1))
  return out.map((each) => each.row)
}

/** A repeating event's days for its page: the rule in words, what comes next, what was cancelled. */
export interface EventRecurrence {
  /** "Every week on Friday until February 26, 2027" */
  text: string
  /** The next days it takes place (at most `limit`), from today. */
  upcoming: string[]
  /** Its last day, or null when it never ends. */
  last: string | null
  /** Cancelled days from today on. */
  cancelled: string[]
}

export async function getEventRecurrence(
  db: Db,
  event: Pick<GuideEvent, 'id' | 'date' | 'rrule'>,
  { today = todayInTimeZone(), limit = 8 }: { today?: string; limit?: number } = {},
): Promise<EventRecurrence | null> {
  if (!event.rrule) return null
  const cancelled = (await cancellationsOf(db, [event.id])).get(event.id) ?? []
  const from = event.date > today ? event.date : today
  return {
    text: describeRule(event.rrule),
    upcoming: occurrenceDates(event, { from, to: addDays(from, 3 * 366) }, { cancelled, limit }),
    last: lastOccurrence(event) ?? null,
    cancelled: cancelled.filter((date) => date >= today),
  }
}

/** Cancels one day of a repeating event (idempotent); false when the event does not take place then. */
export async function cancelOccurrence(
  db: Db,
  eventId: string,
  date: string,
  userId: string | null,
): Promise<boolean> {
  const done = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('events')
      .select(['id', 'date', 'rrule'])
      .where('id', '=', eventId)
      .executeTakeFirst()
    if (!row?.rrule || occurrenceDates(row, { from: date, to: date }).length === 0) return false
    await trx
      .insertInto('event_cancellations')
      .values({ event_id: eventId, date, cancelled_by: userId, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['event_id', 'date']).doNothing())
      .execute()
    await writeContentVersion(trx)
    return true
  })
  if (done) notifyContentChanged()
  return done
}

/** Puts a cancelled day back. */
export async function restoreOccurrence(db: Db, eventId: string, date: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('event_cancellations')
      .where('event_id', '=', eventId)
      .where('date', '=', date)
      .execute()
    await writeContentVersion(trx)
  })
  notifyContentChanged()
}

/** The repeating events, for the back office: id, title, first day, rule. */
export async function listRepeatingEvents(db: Db) {
  return db
    .selectFrom('events')
    .select(['id', 'title', 'date', 'rrule', 'time'])
    .where('rrule', 'is not', null)
    .orderBy('title')
    .execute()
}
