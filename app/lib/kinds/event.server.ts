import type { Insertable } from 'kysely'
import type { EventRow, EventScheduleRow, EventScheduleTable, EventsTable } from '../../../db/schema'
import { EVENT_CATEGORIES, type EventCategory, type GuideEvent, type ScheduleItem } from '../listings'
import { eventShownTime, PUBLISHED_SORT, sceneImage } from '../publication'
import { coordinateColumns, coordinatesOf, imageColumns, imageOf, jsonList } from '../rows.server'
import { checkedColumns } from '../freshness.server'
import { META_DESCRIPTION_FIELD, PIN_FIELDS } from './editor'
import type { ListingEditorSpec } from './editor.server'
import { readSeries, refineSeries, SERIES_FIELDS, writeSeries } from './event-series.server'
import { ORGANIZER_FIELD, VENUE_FIELD } from './event-places'
import { eventPlaceChoices } from './event-place-choices.server'

/**
 * Events, the server half: the listing row (and its schedule) and its one mapping to and from a
 * GuideEvent (the loaders read it, the seed and publication write it), and the back office's
 * editor of an event. Beside it: the /events reads (./event-queries.server.ts), the days of
 * repeating events (./event-occurrences.server.ts), the submissions and their publication
 * (./event-submission.server.ts) and events as calendar entries (./event-calendar.server.ts).
 */

/** An events row and the schedule rows (of any events: this one's are picked) as a GuideEvent. */
export function toEvent(row: EventRow, schedule: EventScheduleRow[]): GuideEvent {
  return {
    id: row.id,
    title: row.title,
    category: row.category as EventCategory,
    date: row.date,
    time: eventShownTime(row.start_time),
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

/** An event as its row (the seed and publication both write it through here). */
export function eventRow(e: GuideEvent, sortOrder: number, createdAt: string): Insertable<EventsTable> {
  return {
    id: e.id,
    title: e.title,
    category: e.category,
    date: e.date,
    time: eventShownTime(e.startTime),
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
    // Its facts are as checked as the moment it was made (decision 046).
    ...checkedColumns(createdAt),
  }
}

/** An event's schedule as event_schedule rows. */
export function eventScheduleRows(e: GuideEvent): Insertable<EventScheduleTable>[] {
  return e.schedule.map((s, position) => ({ event_id: e.id, position, time: s.time, activity: s.activity }))
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
      name: 'start_time',
      label: 'Start time',
      input: 'time',
      description: 'Pages and calendar files show this time. Empty: all day.',
    },
    { name: 'end_time', label: 'End time', input: 'time', description: 'Empty when not known.' },
    ...SERIES_FIELDS,
    VENUE_FIELD,
    { name: 'location', label: 'Venue', input: 'text', required: true, max: 200 },
    { name: 'address', label: 'Address', input: 'text', max: 200 },
    { name: 'town', label: 'Town', input: 'town', description: 'The town it is in or nearest to.' },
    ...PIN_FIELDS,
    { name: 'description', label: 'Short description', input: 'textarea', required: true, max: 2000 },
    { name: 'full_description', label: 'Full description', input: 'textarea', max: 5000 },
    { name: 'price', label: 'Price', input: 'text', max: 200 },
    { name: 'is_free', label: 'Free event', input: 'checkbox' },
    ORGANIZER_FIELD,
    { name: 'organizer', label: 'Organizer', input: 'text', max: 100 },
    { name: 'phone', label: 'Phone', input: 'tel' },
    { name: 'website', label: 'Website', input: 'url' },
    {
      name: 'capacity',
      label: 'Capacity',
      input: 'number',
      min: 0,
      max: 1000000,
      zeroIsUnknown: true,
      description: 'Empty when not known.',
    },
    { name: 'tags', label: 'Tags (one per line)', input: 'lines', max: 2000 },
    { name: 'highlights', label: 'Highlights (one per line)', input: 'lines', max: 3000 },
    { name: 'what_to_bring', label: 'What to bring (one per line)', input: 'lines', max: 3000 },
    {
      name: 'schedule',
      label: 'Schedule (one per line: time | what happens)',
      input: 'lines',
      max: 5000,
      description: 'e.g. 7:00 PM | Doors open',
      extra: true,
    },
    META_DESCRIPTION_FIELD,
  ],
  // The shown time follows the start time (one source, issue 51).
  derived: (columns) => ({
    time: eventShownTime(String(columns.start_time ?? '')),
    // No venue or organizer chosen: NULL (the event's own text is shown).
    venue_id: columns.venue_id || null,
    organizer_id: columns.organizer_id || null,
  }),
  choices: (db) => eventPlaceChoices(db),
  defaults: () => ({ ...imageColumns(sceneImage('town-square')), sort_order: PUBLISHED_SORT, rrule: null }),
  // An end time needs its start: the start is when it happens, the end is optional.
  refine(data, ctx) {
    if (data.end_time !== '' && data.start_time === '')
      ctx.addIssue({
        code: 'custom',
        path: ['start_time'],
        message: 'Give the start time too, or leave the end time empty',
      })
    refineSeries(data, ctx)
  },
  async readExtra(db, id) {
    const rows = await db
      .selectFrom('event_schedule')
      .select(['time', 'activity'])
      .where('event_id', '=', id)
      .orderBy('position')
      .execute()
    return {
      schedule: rows.map((r) => (r.time ? `${r.time} | ${r.activity}` : r.activity)).join('\n'),
      ...(await readSeries(db, id)),
    }
  },
  async writeExtra(trx, id, data) {
    await writeSeries(trx, id, data)
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
