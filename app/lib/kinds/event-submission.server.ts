import type { Transaction, Updateable } from 'kysely'
import type { Database, EventsTable, EventSubmissionRow } from '../../../db/schema'
import { isIsoDate } from '../dates'
import { cancelledByFeedReason } from '../feeds/feed-reasons'
import type { Db } from '../db.server'
import { markChecked } from '../freshness.server'
import {
  guessEventCategory,
  rememberFeedCategory,
  suggestEventCategory,
} from '../feeds/feed-categories.server'
import {
  applyFeedExdates,
  feedOrigin,
  publishedFeedEvent,
  recordFeedPublication,
  upstreamChanges,
} from '../feeds/feed-items.server'
import {
  EVENT_CATEGORIES as PUBLIC_EVENT_CATEGORIES,
  type EventCategory,
  type GuideEvent,
  type Scene,
} from '../listings'
import { eventShownTime, plusTwoHours, PUBLISHED_SORT, sceneImage, townOf } from '../publication'
import { REPEAT_FREQUENCIES } from '../recurrence'
import { buildRule } from '../recurrence.server'
import { jsonList } from '../rows.server'
import { reindexListing } from '../search/index.server'
import { insertSubmission, type SubmissionContext } from '../submission-store.server'
import { EVENT_FIELDS } from './event'
import type { EventSubmission } from './event.schema'
import { venueNamed } from './event-place-choices.server'
import { eventRow } from './event.server'
import { type ReviewedKind, uniqueId } from './kind.server'

/**
 * Event submissions (/submit-event and the calendar feeds' imports): storing one, how the back
 * office lists and reviews it (EVENT_KIND), and what an approved one becomes: a new listing
 * (eventFromSubmission), or, for a newer version of a feed's event already published, the changes
 * the feed made to that listing (listingUpdate).
 */

export function createEventSubmission(db: Db, input: EventSubmission, ctx: SubmissionContext) {
  return insertSubmission(db, EVENT_KIND, input, ctx)
}

/**
 * The category a listing is published under when nobody chose one and nothing suggests one: only
 * the correction form's prefill reaches it (its category field is the editor's to set).
 */
const UNGUESSED_CATEGORY: EventCategory = 'Family Events'

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
  // A calendar feed's series keeps its own rule (checked when it was read).
  if (Number(row.recurring) === 1 && row.rrule) return row.rrule
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
    time: eventShownTime(row.start_time),
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
  category: EventCategory = guessEventCategory(row) || UNGUESSED_CATEGORY,
): GuideEvent {
  // No price given is unknown (shown as nothing), never "Free" (issue 51).
  const price = row.ticket_price?.trim() ?? ''
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
    isFree: /^(free|\$?0+(\.0+)?)$/i.test(price),
    tags: jsonList(row.tags),
    organizer: row.organizer_name,
    phone: row.organizer_phone ?? '',
    website: row.website ?? '',
    // 0: none given (pages show no capacity then).
    capacity: row.capacity ?? 0,
    highlights: [],
    whatToBring: [],
    schedule: [],
    image: sceneImage(EVENT_SCENES[row.category] ?? 'town-square'),
    rrule: ruleOfSubmission(row),
  }
}

/** The editor's chosen public category when it is one, else the suggestion (app/lib/feeds/feed-categories.server.ts). */
async function publicEventCategory(
  trx: Transaction<Database>,
  chosen: string | undefined,
  row: EventSubmissionRow,
): Promise<EventCategory> {
  if ((PUBLIC_EVENT_CATEGORIES as readonly string[]).includes(chosen ?? '')) return chosen as EventCategory
  return (await suggestEventCategory(trx, row)) || UNGUESSED_CATEGORY
}

export const EVENT_KIND: ReviewedKind<EventSubmissionRow> = {
  kind: 'events',
  table: 'event_submissions',
  imageType: 'event',
  fields: EVENT_FIELDS,
  summary: { title: 'title', name: 'organizer_name', email: 'organizer_email', source: 'imported_from' },
  publicCategory: {
    options: PUBLIC_EVENT_CATEGORIES,
    bestMatch: (db, row) => suggestEventCategory(db, row),
  },
  async listingOf(trx, row) {
    return (await publishedFeedEvent(trx, row))?.eventId
  },
  async publish(trx, row, now, choices) {
    // The editor's choice for an imported event's feed category is remembered for the feed.
    if (choices?.category) await rememberFeedCategory(trx, row, choices.category)
    // A newer version of a calendar feed's event that is already published updates that listing.
    const published = await publishedFeedEvent(trx, row)
    if (published) {
      if (Number(row.cancels) === 1) {
        await withdrawEvent(
          trx,
          published.eventId,
          cancelledByFeedReason(row.imported_from ?? '', row.created_at),
        )
      } else {
        const changes = listingUpdate(published.base, row)
        if (choices?.category && (PUBLIC_EVENT_CATEGORIES as readonly string[]).includes(choices.category))
          changes.category = choices.category
        if (Object.keys(changes).length > 0)
          await trx.updateTable('events').set(changes).where('id', '=', published.eventId).execute()
        await applyFeedExdates(trx, published.eventId, published.base, row, now)
      }
      await recordFeedPublication(trx, row, published.eventId, now)
      await markFeedChecked(trx, row, published.eventId, now)
      await reindexListing(trx, 'events', published.eventId)
      return `/events/${published.eventId}`
    }
    const id = await uniqueId(trx, 'events', row.title)
    await trx
      .insertInto('events')
      .values({
        ...eventRow(
          eventFromSubmission(row, id, await publicEventCategory(trx, choices?.category, row)),
          PUBLISHED_SORT,
          now,
        ),
        // A venue picked from the form's list (or typed as its name) is the event's venue page.
        venue_id: await venueNamed(trx, row.location, row.address),
      })
      .execute()
    await applyFeedExdates(trx, id, null, row, now)
    await recordFeedPublication(trx, row, id, now)
    await markFeedChecked(trx, row, id, now)
    // Searchable from the same commit as the listing.
    await reindexListing(trx, 'events', id)
    return `/events/${id}`
  },
  origin: feedOrigin,
}

/** An event a calendar feed brought or updated is as checked as its feed, now (decision 046). */
async function markFeedChecked(
  trx: Transaction<Database>,
  row: EventSubmissionRow,
  eventId: string,
  now: string,
) {
  if (row.feed_id) await markChecked(trx, 'events', eventId, 'import', null, now)
}

/**
 * Withdraws a published event from the public guide (hidden, as an editor's Hide does, decision
 * 032) with the reason editors see on it.
 */
export async function withdrawEvent(trx: Transaction<Database>, eventId: string, reason: string) {
  await trx
    .updateTable('events')
    .set({ hidden: 1, withdrawn_reason: reason })
    .where('id', '=', eventId)
    .execute()
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
  if (changed.has('rrule')) set.rrule = ruleOfSubmission(row)
  return set
}
