import type { Expression, ExpressionBuilder, Insertable, SqlBool } from 'kysely'
import type {
  Database,
  EventRow,
  EventScheduleRow,
  EventScheduleTable,
  EventsTable,
  EventSubmissionRow,
} from '../../../db/schema'
import type { Db } from '../db.server'
import type { EventCategory, GuideEvent, Scene } from '../listings'
import { displayTime, plusTwoHours, PUBLISHED_SORT, sceneImage, townOf } from '../publication'
import { coordinateColumns, coordinatesOf, imageColumns, imageOf, jsonList } from '../rows.server'
import { insertSubmission, type SubmissionContext } from '../submission-store.server'
import { EVENT_FIELDS } from './event'
import type { EventSubmission } from './event.schema'
import { type ReviewedKind, uniqueId } from './kind.server'
import { reindexListing } from '../search/index.server'
import { publicUrl, siteUrl } from '../env.server'
import type { CalendarEvent } from '../ics'

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

/** The WHERE condition for a filter (no filter: every event). */
function matching(filter: EventFilter) {
  return (eb: ExpressionBuilder<Database, 'events'>) => {
    const conditions: Expression<SqlBool>[] = []
    if (filter.category) conditions.push(eb('category', '=', filter.category))
    if (filter.date) conditions.push(eb('date', '=', filter.date))
    if (filter.from) conditions.push(eb('date', '>=', filter.from))
    if (filter.to) conditions.push(eb('date', '<=', filter.to))
    if (filter.isFree !== undefined) conditions.push(eb('is_free', '=', filter.isFree ? 1 : 0))
    return eb.and(conditions)
  }
}

export async function listEvents(db: Db, filter: EventFilter = {}): Promise<GuideEvent[]> {
  const query = db
    .selectFrom('events')
    .selectAll()
    .where(matching(filter))
    .orderBy('date')
    .orderBy('start_time')
    .orderBy('sort_order')
  const rows = await query.execute()
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
  const row = await db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return undefined
  const schedule = await db.selectFrom('event_schedule').selectAll().where('event_id', '=', id).execute()
  return toEvent(row, schedule)
}

/** What the events calendar shows for each event: enough for the cards, without the schedule. */
export type EventSummary = Pick<
  GuideEvent,
  'id' | 'title' | 'category' | 'date' | 'time' | 'location' | 'description' | 'price' | 'isFree' | 'image'
>

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
    ])
    .orderBy('date')
    .orderBy('start_time')
    .orderBy('sort_order')
    .orderBy('id')
  const rows = await query.execute()
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

/** The events page's categories, from the submission form's (DESIGN: one calendar of five). */
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
 * An approved event submission as the listing it becomes. The form collects no schedule,
 * highlights or list of things to bring; the detail page shows none.
 */
export function eventFromSubmission(row: EventSubmissionRow, id: string): GuideEvent {
  const price = row.ticket_price?.trim() || 'Free'
  return {
    id,
    title: row.title,
    category: eventCategoryFor(row.category),
    date: row.date,
    time: displayTime(row.start_time),
    startTime: row.start_time,
    endTime: row.end_time || plusTwoHours(row.start_time),
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
  }
}

export const EVENT_KIND: ReviewedKind<EventSubmissionRow> = {
  kind: 'events',
  table: 'event_submissions',
  imageType: 'event',
  fields: EVENT_FIELDS,
  summary: { title: 'title', name: 'organizer_name', email: 'organizer_email' },
  async publish(trx, row, now) {
    const id = await uniqueId(trx, 'events', row.title)
    await trx
      .insertInto('events')
      .values(eventRow(eventFromSubmission(row, id), PUBLISHED_SORT, now))
      .execute()
    // Searchable from the same commit as the listing.
    await reindexListing(trx, 'events', id)
    return `/events/${id}`
  },
}

/**
 * An event as a calendar entry (its .ics file, the feed, saved events). The UID is the event's id,
 * so an edit updates the entry in calendars that subscribed; the page link is absolute only when
 * PUBLIC_URL is set (never built from the Host header).
 */
export function eventCalendarEntry(event: GuideEvent): CalendarEvent {
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
  }
}
