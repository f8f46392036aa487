import type { Expression, ExpressionBuilder, Insertable, SqlBool, Updateable } from 'kysely'
import type {
  Database,
  EventRow,
  EventScheduleRow,
  EventScheduleTable,
  EventsTable,
  EventSubmissionRow,
} from '../../../db/schema'
import { isIsoDate } from '../dates'
import type { Db } from '../db.server'
import type { EventCategory, GuideEvent, Scene } from '../listings'
import { displayTime, plusTwoHours, PUBLISHED_SORT, sceneImage, townOf } from '../publication'
import { REPEAT_FREQUENCIES } from '../recurrence'
import { buildRule } from '../recurrence.server'
import { coordinateColumns, coordinatesOf, imageColumns, imageOf, jsonList } from '../rows.server'
import { insertSubmission, type SubmissionContext } from '../submission-store.server'
import { EVENT_FIELDS } from './event'
import type { EventSubmission } from './event.schema'
import { type ReviewedKind, uniqueId } from './kind.server'
import { reindexListing } from '../search/index.server'
import { publicUrl, siteUrl } from '../env.server'
import type { CalendarEvent } from '../ics'
import { addDaysIso as addDays, todayInTimeZone } from '../dates'
import { notifyContentChanged, writeContentVersion } from '../content-version.server'
import { describeRule, lastOccurrence, occurrenceDates } from '../recurrence.server'
import {
  feedOrigin,
  publishedFeedEvent,
  recordFeedPublication,
  upstreamChanges,
} from '../feeds/feed-items.server'
import type { ListingEditorSpec } from './editor.server'
import { EVENT_CATEGORIES, EVENT_CATEGORIES as PUBLIC_EVENT_CATEGORIES, type ScheduleItem } from '../listings'
import { PIN_FIELDS } from './editor'

/**
 * Events, the server half: the listing row (and its schedule) and its one mapping to and from a
 * GuideEvent (the loaders read it, the seed and publication write it), the /events queries, and
 * the submissions: storing one, how the back office lists it, and how an approved one is published.
 */

function toEvent(row: EventRow, schedule: EventScheduleRow[]): GuideEvent {
  return {
    id: row.id,
    title: row.title,
    category: row.category as EventCategory,
    date: row.date,
    time: row.time,
    startTime: row.start_time,
    endTime: row.end_time,
    location: row.location,
    address: row.address,
    town: row.town,
    coordinates: coordinatesOf(row),
    description: row.description,
    fullDescription: row.full_description,
    price: row.price,
    isFree: Number(row.is_free) === 1,
    tags: jsonList(row.tags),
    organizer: row.organizer,
    phone: row.phone,
    website: row.website,
    capacity: Number(row.capacity),
    highlights: jsonList(row.highlights),
    whatToBring: jsonList(row.what_to_bring),
    schedule: schedule
      .filter((s) => s.event_id === row.id)
      .sort((a, b) => a.position - b.position)
      .map((s) => ({ time: s.time, activity: s.activity })),
    image: imageOf(row),
    rrule: row.rrule ?? null,
  }
}

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
 * How far the calendar looks for the days of repeating events when a filter gives no range: from
 * 90 days back (recent days stay reachable, labelled past) to a year ahead.
 */
export function occurrenceWindow(filter: EventFilter, today = todayInTimeZone()) {
  if (filter.date) return { from: filter.date, to: filter.date }
  return { from: filter.from ?? addDays(today, -90), to: filter.to ?? addDays(today, 366) }
}

/** Cancelled days of the given events, by event id. */
async function cancellationsOf(db: Db, ids: readonly string[]): Promise<Map<string, string[]>> {
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
async function occurrencesIn<R extends { id: string; date: string; rrule: string | null }>(
  db: Db,
  rows: R[],
  filter: EventFilter,
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

export async function getEvent(db: Db, id: string): Promise<GuideEvent | undefined> {
  const row = await db
    .selectFrom('events')
    .selectAll()
    .where('id', '=', id)
    .where('hidden', '=', 0)
    .executeTakeFirst()
  if (!row) return undefined
  const schedule = await db.selectFrom('event_schedule').selectAll().where('event_id', '=', id).execute()
  return toEvent(row, schedule)
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

/** What the events calendar shows for each event: enough for the cards, without the schedule. */
export type EventSummary = Pick<
  GuideEvent,
  'id' | 'title' | 'category' | 'date' | 'time' | 'location' | 'description' | 'price' | 'isFree' | 'image'
> & {
  /** One day of a repeating event (`date` is that day). */
  repeats: boolean
}

/**
 * Events for the calendar and its lists, ordered by date and start time. One query with only the
 * columns the cards need.
 */
export async function listEventSummaries(db: Db, filter: EventFilter = {}): Promise<EventSummary[]> {
  const query = db
    .selectFrom('events')
    .where(matching(filter))
    .select([
      'id',
      'title',
      'category',
      'date',
      'time',
      'location',
      'description',
      'price',
      'is_free',
      'image_scene',
      'image_alt',
      'rrule',
    ])
    .orderBy('date')
    .orderBy('start_time')
    .orderBy('sort_order')
    .orderBy('id')
  const rows = await occurrencesIn(db, await query.execute(), filter)
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    category: row.category as EventCategory,
    date: row.date,
    time: row.time,
    location: row.location,
    description: row.description,
    price: row.price,
    isFree: Number(row.is_free) === 1,
    image: imageOf(row),
    repeats: row.rrule !== null,
  }))
}

/** An event as its row (the seed and publication both write it through here). */
export function eventRow(e: GuideEvent, sortOrder: number, createdAt: string): Insertable<EventsTable> {
  return {
    id: e.id,
    title: e.title,
    category: e.category,
    date: e.date,
    time: e.time,
    start_time: e.startTime,
    end_time: e.endTime,
    location: e.location,
    address: e.address,
    town: e.town ?? null,
    ...coordinateColumns(e.coordinates),
    description: e.description,
    full_description: e.fullDescription,
    price: e.price,
    is_free: e.isFree ? 1 : 0,
    tags: JSON.stringify(e.tags),
    organizer: e.organizer,
    phone: e.phone,
    website: e.website,
    capacity: e.capacity,
    highlights: JSON.stringify(e.highlights),
    what_to_bring: JSON.stringify(e.whatToBring),
    ...imageColumns(e.image),
    rrule: e.rrule ?? null,
    sort_order: sortOrder,
    created_at: createdAt,
  }
}

/** An event's schedule as event_schedule rows. */
export function eventScheduleRows(e: GuideEvent): Insertable<EventScheduleTable>[] {
  return e.schedule.map((s, position) => ({ event_id: e.id, position, time: s.time, activity: s.activity }))
}

// ---------------------------------------------------------------------------------------------
// Submissions

export function createEventSubmission(db: Db, input: EventSubmission, ctx: SubmissionContext) {
  return insertSubmission(db, EVENT_KIND, input, ctx)
}

/**
 * The best match among the events page's categories for a submission form's category (DESIGN: one
 * calendar of five). Only a suggestion: the editor chooses the category on approval.
 */
export function eventCategoryFor(category: string): EventCategory {
  if (category === 'Outdoor' || category === 'Sports') return 'Adventure'
  if (category === 'Family') return 'Family Events'
  return 'Cowboy Culture'
}

const EVENT_SCENES: Record<string, Scene> = {
  Music: 'music',
  'Arts & Culture': 'dancers',
  Sports: 'rodeo',
  'Food & Drink': 'barbecue',
  Community: 'town-square',
  Education: 'town-square',
  Business: 'town-square',
  Family: 'campfire',
  Outdoor: 'tetons',
  Holiday: 'sleigh',
}

/**
 * The rule a recurring submission asked for: how often, from its date to its last date. Null for
 * a one-off, or when what is stored is not a repeat this guide offers (the form checks both).
 */
function ruleOfSubmission(row: EventSubmissionRow): string | null {
  const frequency = REPEAT_FREQUENCIES.find((f) => f === row.repeat_frequency)
  const until = row.repeat_until
  if (Number(row.recurring) !== 1 || !frequency || !isIsoDate(until) || until <= row.date) return null
  return buildRule(row.date, frequency, until)
}

/**
 * A submission's times as the listing shows them. Without a start time (an all-day event imported
 * from a calendar feed) it is "All day", with no start or end.
 */
function eventTimes(row: Pick<EventSubmissionRow, 'start_time' | 'end_time'>) {
  if (!row.start_time) return { time: 'All day', startTime: '', endTime: '' }
  return {
    time: displayTime(row.start_time),
    startTime: row.start_time,
    endTime: row.end_time || plusTwoHours(row.start_time),
  }
}

/**
 * An approved event submission as the listing it becomes (repeating from its date when it asked
 * to). The form collects no schedule, highlights or list of things to bring; the detail page shows
 * none.
 */
export function eventFromSubmission(
  row: EventSubmissionRow,
  id: string,
  category: EventCategory = eventCategoryFor(row.category),
): GuideEvent {
  const price = row.ticket_price?.trim() || 'Free'
  return {
    id,
    title: row.title,
    category,
    date: row.date,
    ...eventTimes(row),
    location: row.location,
    address: row.address || row.location,
    town: townOf(`${row.address ?? ''} ${row.location}`),
    // The form asks for no pin: an editor sets one.
    coordinates: null,
    description: row.description,
    fullDescription: row.description,
    price,
    isFree: /^free$/i.test(price),
    tags: jsonList(row.tags),
    organizer: row.organizer_name,
    phone: row.organizer_phone ?? '',
    website: row.website ?? '',
    capacity: row.capacity ?? 0,
    highlights: [],
    whatToBring: [],
    schedule: [],
    image: sceneImage(EVENT_SCENES[row.category] ?? 'town-square'),
    rrule: ruleOfSubmission(row),
  }
}

/** The editor's chosen public category when it is one, else the best match. */
function publicEventCategory(chosen: string | undefined, row: EventSubmissionRow): EventCategory {
  return (PUBLIC_EVENT_CATEGORIES as readonly string[]).includes(chosen ?? '')
    ? (chosen as EventCategory)
    : eventCategoryFor(row.category)
}

export const EVENT_KIND: ReviewedKind<EventSubmissionRow> = {
  kind: 'events',
  table: 'event_submissions',
  imageType: 'event',
  fields: EVENT_FIELDS,
  summary: { title: 'title', name: 'organizer_name', email: 'organizer_email', source: 'imported_from' },
  publicCategory: { options: PUBLIC_EVENT_CATEGORIES, bestMatch: (row) => eventCategoryFor(row.category) },
  async publish(trx, row, now, choices) {
    // A newer version of a calendar feed's event that is already published updates that listing.
    const published = await publishedFeedEvent(trx, row)
    if (published) {
      const changes = listingUpdate(published.base, row)
      if (Object.keys(changes).length > 0)
        await trx.updateTable('events').set(changes).where('id', '=', published.eventId).execute()
      await recordFeedPublication(trx, row, published.eventId, now)
      await reindexListing(trx, 'events', published.eventId)
      return `/events/${published.eventId}`
    }
    const id = await uniqueId(trx, 'events', row.title)
    await trx
      .insertInto('events')
      .values(
        eventRow(
          eventFromSubmission(row, id, publicEventCategory(choices?.category, row)),
          PUBLISHED_SORT,
          now,
        ),
      )
      .execute()
    await recordFeedPublication(trx, row, id, now)
    // Searchable from the same commit as the listing.
    await reindexListing(trx, 'events', id)
    return `/events/${id}`
  },
  origin: feedOrigin,
}

/**
 * The listing columns an approved newer version of a feed's event changes: only those whose
 * field the feed changed since the version the listing took (`base`), so whatever an editor
 * changed in the others stays. The category, price, organizer and picture are never touched.
 */
export function listingUpdate(base: EventSubmissionRow, row: EventSubmissionRow): Updateable<EventsTable> {
  const changed = new Set(upstreamChanges(base, row))
  const times = eventTimes(row)
  const set: Updateable<EventsTable> = {}
  if (changed.has('title')) set.title = row.title
  if (changed.has('description')) {
    set.description = row.description
    set.full_description = row.description
  }
  if (changed.has('date')) set.date = row.date
  if (changed.has('start_time')) {
    set.start_time = times.startTime
    set.time = times.time
  }
  if (changed.has('start_time') || changed.has('end_time')) set.end_time = times.endTime
  if (changed.has('location')) set.location = row.location
  // The address falls back to the venue (eventFromSubmission): it follows the venue then.
  if (changed.has('address') || (changed.has('location') && !row.address && !base.address))
    set.address = row.address || row.location
  if (changed.has('website')) set.website = row.website ?? ''
  return set
}

/**
 * An event as a calendar entry (its .ics file, the feed, saved events). The UID is the event's id,
 * so an edit updates the entry in calendars that subscribed; the page link is absolute only when
 * PUBLIC_URL is set (never built from the Host header).
 */
export function eventCalendarEntry(event: GuideEvent, cancelled: readonly string[] = []): CalendarEvent {
  return {
    uid: `${event.id}@wyoming-navigator`,
    title: event.title,
    description: [
      event.description,
      `Tickets: ${event.price}`,
      `Organizer: ${event.organizer}, ${event.phone}`,
      event.website,
    ].join('\n\n'),
    location: `${event.location}, ${event.address}`,
    url: publicUrl() ? siteUrl(`/events/${encodeURIComponent(event.id)}`) : undefined,
    date: event.date,
    startTime: event.startTime,
    endTime: event.endTime,
    rrule: event.rrule ?? undefined,
    exdates: event.rrule ? cancelled : undefined,
  }
}

/** Calendar entries for events, each repeating one with its rule and its cancelled days. */
export async function eventCalendarEntries(db: Db, events: readonly GuideEvent[]): Promise<CalendarEvent[]> {
  const cancelled = await cancellationsOf(
    db,
    events.filter((event) => event.rrule).map((event) => event.id),
  )
  return events.map((event) => eventCalendarEntry(event, cancelled.get(event.id)))
}

// ---------------------------------------------------------------------------------------------
// The back office's listing editor (app/lib/listing-admin.server.ts). The schedule rows are one
// line each, "7:00 PM | Doors open".

/** "time | activity" lines as schedule items (a line without "|" is an activity without a time). */
export function parseScheduleLines(lines: string[]): ScheduleItem[] {
  return lines.map((line) => {
    const cut = line.indexOf('|')
    return cut < 0
      ? { time: '', activity: line.trim() }
      : { time: line.slice(0, cut).trim(), activity: line.slice(cut + 1).trim() }
  })
}

export const EVENT_EDITOR: ListingEditorSpec = {
  type: 'events',
  table: 'events',
  titleColumn: 'title',
  publicPath: (id) => `/events/${id}`,
  fields: [
    { name: 'title', label: 'Title', input: 'text', required: true, max: 100 },
    {
      name: 'category',
      label: 'Category on /events',
      input: 'select',
      required: true,
      options: EVENT_CATEGORIES,
    },
    { name: 'date', label: 'Date', input: 'date', required: true },
    {
      name: 'time',
      label: 'Time as shown',
      input: 'text',
      required: true,
      max: 50,
      description: 'e.g. 7:00 PM',
    },
    { name: 'start_time', label: 'Start time', input: 'time' },
    { name: 'end_time', label: 'End time', input: 'time' },
    { name: 'location', label: 'Venue', input: 'text', required: true, max: 200 },
    { name: 'address', label: 'Address', input: 'text', max: 200 },
    { name: 'town', label: 'Town', input: 'town', description: 'The town it is in or nearest to.' },
    ...PIN_FIELDS,
    { name: 'description', label: 'Short description', input: 'textarea', required: true, max: 2000 },
    { name: 'full_description', label: 'Full description', input: 'textarea', max: 5000 },
    { name: 'price', label: 'Price', input: 'text', max: 200 },
    { name: 'is_free', label: 'Free event', input: 'checkbox' },
    { name: 'organizer', label: 'Organizer', input: 'text', max: 100 },
    { name: 'phone', label: 'Phone', input: 'tel' },
    { name: 'website', label: 'Website', input: 'url' },
    { name: 'capacity', label: 'Capacity', input: 'number', min: 0, max: 1000000 },
    { name: 'tags', label: 'Tags (one per line)', input: 'lines', max: 2000 },
    { name: 'highlights', label: 'Highlights (one per line)', input: 'lines', max: 3000 },
    { name: 'what_to_bring', label: 'What to bring (one per line)', input: 'lines', max: 3000 },
    {
      name: 'schedule',
      label: 'Schedule (one per line: time | what happens)',
      input: 'lines',
      max: 5000,
      description: 'e.g. 7:00 PM | Doors open',
    },
  ],
  defaults: () => ({ ...imageColumns(sceneImage('town-square')), sort_order: PUBLISHED_SORT, rrule: null }),
  async readExtra(db, id) {
    const rows = await db
      .selectFrom('event_schedule')
      .select(['time', 'activity'])
      .where('event_id', '=', id)
      .orderBy('position')
      .execute()
    return { schedule: rows.map((r) => (r.time ? `${r.time} | ${r.activity}` : r.activity)).join('\n') }
  },
  async writeExtra(trx, id, data) {
    await trx.deleteFrom('event_schedule').where('event_id', '=', id).execute()
    const items = parseScheduleLines((data.schedule as string[] | undefined) ?? [])
    if (items.length > 0)
      await trx
        .insertInto('event_schedule')
        .values(items.map((s, position) => ({ event_id: id, position, time: s.time, activity: s.activity })))
        .execute()
  },
  async deleteExtra(trx, id) {
    await trx.deleteFrom('event_schedule').where('event_id', '=', id).execute()
    await trx.deleteFrom('event_cancellations').where('event_id', '=', id).execute()
  },
}
