import { englishOf, localizeRow, readTranslations } from '../translations.server'
import type { EnglishFields } from '../i18n/content-fields'
import { DEFAULT_LOCALE, type Locale } from '../i18n/config'
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely'
import type { Database } from '../../../db/schema'
import type { Db } from '../db.server'
import { type ListingPage, listingPage } from '../listing-page.server'
import type { EventCategory, GuideEvent } from '../listings'
import { lastOccurrence } from '../recurrence.server'
import { eventShownTime } from '../publication'
import { imageOf } from '../rows.server'
import { occurrencesIn } from './event-occurrences.server'
import { toEvent } from './event.server'

/**
 * The /events reads: which events a filter (category, day or range, free) matches, the events
 * with their schedules for the pages, feeds and maps, one event by id, and the lighter summaries
 * the calendar's cards show. Hidden events are never read here. A repeating event is listed once
 * per day it takes place (./event-occurrences.server.ts expands it).
 */

export interface EventFilter {
  category?: EventCategory
  /** YYYY-MM-DD */
  date?: string
  from?: string
  to?: string
  isFree?: boolean
}

/**
 * The WHERE condition for a filter (no filter: every event). Dates are matched on one-off events
 * here; a repeating event passes when it starts before the range ends, and its days are matched
 * when it is expanded (occurrencesIn).
 */
export function matching(filter: EventFilter) {
  return (eb: ExpressionBuilder<Database, 'events'>) => {
    // Hidden listings stay out of every public list, map and feed.
    const conditions: Expression<SqlBool>[] = [eb('hidden', '=', 0)]
    if (filter.category) conditions.push(eb('category', '=', filter.category))
    const dates: Expression<SqlBool>[] = []
    if (filter.date) dates.push(eb('date', '=', filter.date))
    if (filter.from) dates.push(eb('date', '>=', filter.from))
    if (filter.to) dates.push(eb('date', '<=', filter.to))
    const last = filter.date ?? filter.to
    if (dates.length > 0)
      conditions.push(
        eb.or([
          eb.and(dates),
          eb.and([eb('rrule', 'is not', null), ...(last ? [eb('date', '<=', last)] : [])]),
        ]),
      )
    if (filter.isFree !== undefined) conditions.push(eb('is_free', '=', filter.isFree ? 1 : 0))
    return eb.and(conditions)
  }
}

/**
 * Events with their schedules. `expand` (the default) lists a repeating event once per day it takes
 * place in the filter's range; without it, once (calendar feeds carry the rule itself), when any
 * of its days falls in the range.
 */
export async function listEvents(
  db: Db,
  filter: EventFilter = {},
  { expand = true }: { expand?: boolean } = {},
): Promise<GuideEvent[]> {
  const query = db
    .selectFrom('events')
    .selectAll()
    .where(matching(filter))
    .orderBy('date')
    .orderBy('start_time')
    .orderBy('sort_order')
  const found = await query.execute()
  const rows = expand
    ? await occurrencesIn(db, found, filter)
    : found.filter(
        (row) =>
          !row.rrule || filter.from === undefined || (lastOccurrence(row) ?? filter.from) >= filter.from,
      )
  if (rows.length === 0) return []
  const schedule = await db
    .selectFrom('event_schedule')
    .selectAll()
    .where(
      'event_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute()
  return rows.map((row) => toEvent(row, schedule))
}

/** A listed event by id; `preview` (an editor's preview, app/lib/preview.server.ts): whatever its state. */
export async function getEvent(db: Db, id: string, preview = false): Promise<GuideEvent | undefined> {
  return (await getEventPage(db, id, preview))?.listing
}

/**
 * A listed event with what its public page shows beyond it, and the venue and organizer records
 * it points to (their ids; null: none chosen), from the same row.
 */
export async function getEventPage(
  db: Db,
  id: string,
  preview = false,
  locale: Locale = DEFAULT_LOCALE,
): Promise<(ListingPage<GuideEvent> & EventPlaceIds) | undefined> {
  const [found, schedule] = await Promise.all([
    db
      .selectFrom('events')
      .selectAll()
      .where('id', '=', id)
      .$if(!preview, (q) => q.where('hidden', '=', 0))
      .executeTakeFirst(),
    db.selectFrom('event_schedule').selectAll().where('event_id', '=', id).execute(),
  ])
  if (!found) return undefined
  // Its texts in the page's language, English where not translated (decision 057).
  const { row, english } = await localizeRow(db, 'events', found, locale)
  return {
    ...listingPage(toEvent(row, schedule), row, row.description, undefined, english),
    venueId: row.venue_id,
    organizerId: row.organizer_id,
  }
}

/** The venue and organizer records an event points to (null: none chosen). */
export interface EventPlaceIds {
  venueId: string | null
  organizerId: string | null
}

/** What the events calendar shows for each event: enough for the cards, without the schedule. */
export type EventSummary = Pick<
  GuideEvent,
  'id' | 'title' | 'category' | 'date' | 'time' | 'location' | 'description' | 'price' | 'isFree' | 'image'
> & {
  /** One day of a repeating event (`date` is that day). */
  repeats: boolean
  /** its texts shown in English on a page in another language (decision 057) */
  english?: EnglishFields
}

/**
 * Events for the calendar and its lists, ordered by date and start time. One query with only the
 * columns the cards need.
 */
export async function listEventSummaries(
  db: Db,
  filter: EventFilter = {},
  locale: Locale = DEFAULT_LOCALE,
): Promise<EventSummary[]> {
  const query = db
    .selectFrom('events')
    .where(matching(filter))
    .select([
      'id',
      'title',
      'category',
      'date',
      'start_time',
      'location',
      'description',
      'price',
      'is_free',
      'image_scene',
      'rrule',
    ])
    .orderBy('date')
    .orderBy('start_time')
    .orderBy('sort_order')
    .orderBy('id')
  const rows = await occurrencesIn(db, await query.execute(), filter)
  const summaries = rows.map((row) => ({
    id: row.id,
    title: row.title,
    category: row.category as EventCategory,
    date: row.date,
    time: eventShownTime(row.start_time),
    location: row.location,
    description: row.description,
    price: row.price,
    isFree: Number(row.is_free) === 1,
    image: imageOf(row),
    repeats: row.rrule !== null,
  }))
  return localizeSummaries(db, summaries, locale)
}

/**
 * Event cards in the page's language: each title and description its translation where there is
 * one, else English, named in `english` (the card marks it lang="en"; decision 057).
 */
export async function localizeSummaries(
  db: Db,
  summaries: EventSummary[],
  locale: Locale,
): Promise<EventSummary[]> {
  if (locale === DEFAULT_LOCALE) return summaries
  const translations = await readTranslations(
    db,
    'events',
    summaries.map((summary) => summary.id),
    locale,
  )
  return summaries.map((summary) => {
    const own = translations.get(summary.id) ?? {}
    const english = (['title', 'description'] as const).filter(
      (field) => !own[field] && summary[field].trim(),
    )
    return {
      ...summary,
      title: own.title || summary.title,
      description: own.description || summary.description,
      ...englishOf(english),
    }
  })
}
