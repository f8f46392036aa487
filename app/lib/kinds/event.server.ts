import type { EventRow, EventScheduleRow } from '../../../db/schema'
import type { Db } from '../db.server'
import type { EventCategory, GuideEvent } from '../listings'
import { imageOf, jsonList } from '../rows.server'

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

export async function listEvents(db: Db, filter: EventFilter = {}): Promise<GuideEvent[]> {
  let query = db.selectFrom('events').selectAll().orderBy('date').orderBy('start_time').orderBy('sort_order')
  if (filter.category) query = query.where('category', '=', filter.category)
  if (filter.date) query = query.where('date', '=', filter.date)
  if (filter.from) query = query.where('date', '>=', filter.from)
  if (filter.to) query = query.where('date', '<=', filter.to)
  if (filter.isFree !== undefined) query = query.where('is_free', '=', filter.isFree ? 1 : 0)
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
  let query = db
    .selectFrom('events')
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
  if (filter.category) query = query.where('category', '=', filter.category)
  if (filter.date) query = query.where('date', '=', filter.date)
  if (filter.from) query = query.where('date', '>=', filter.from)
  if (filter.to) query = query.where('date', '<=', filter.to)
  if (filter.isFree !== undefined) query = query.where('is_free', '=', filter.isFree ? 1 : 0)
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
