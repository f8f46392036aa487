import type { Transaction } from 'kysely'
import type { Database, EventFeedRow, EventSubmissionRow } from '../../../db/schema'
import { isIsoDate } from '../dates'
import type { Db } from '../db.server'
import { EVENT_FIELDS } from '../kinds/event'
import type { EventSubmission } from '../kinds/event.schema'
import { cancelledByFeedReason } from './feed-reasons'
import type { SubmissionOrigin } from '../kinds/kind.server'
import type { FeedEvent } from './ics-events.server'

/**
 * What calendar import remembers per feed and UID (event_feed_items), as publication and the
 * review page need it: which listing an approved import became, the version of the feed's event
 * that listing last took, and what changed upstream since. A change upstream never touches a
 * listing by itself: it is a new pending submission, and approving it changes only the fields the
 * feed changed, so whatever an editor changed in the others stays.
 */

/** The columns an import fills from the feed (the rest are the feed's settings or empty). */
export const UPSTREAM_COLUMNS = [
  'title',
  'description',
  'date',
  'start_time',
  'end_time',
  'location',
  'address',
  'website',
  'rrule',
  'exdates',
] as const
export type UpstreamColumn = (typeof UPSTREAM_COLUMNS)[number]

const LABELS: Record<UpstreamColumn, string> = {
  title: EVENT_FIELDS.title.label,
  description: EVENT_FIELDS.description.label,
  date: EVENT_FIELDS.date.label,
  start_time: EVENT_FIELDS.startTime.label,
  end_time: EVENT_FIELDS.endTime.label,
  location: EVENT_FIELDS.location.label,
  address: EVENT_FIELDS.address.label,
  website: EVENT_FIELDS.website.label,
  rrule: 'Repeats',
  exdates: 'Days it is not held',
}

type UpstreamFields = Pick<EventSubmissionRow, UpstreamColumn>

/** The feed's fields that differ between two imported versions of one event. */
export function upstreamChanges(base: UpstreamFields, row: UpstreamFields): UpstreamColumn[] {
  return UPSTREAM_COLUMNS.filter((column) => (base[column] ?? '') !== (row[column] ?? ''))
}

type Reader = Db | Transaction<Database>

const dayList = (text: string | null | undefined): string[] => {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((day): day is string => isIsoDate(String(day))) : []
  } catch {
    return []
  }
}

/**
 * A feed series' cancelled days on its listing (event_cancellations, as an editor's Cancel this
 * date writes them): the days the feed added since the version the listing took (`base`) are
 * cancelled, the ones it dropped are held again; days an editor cancelled stay.
 */
export async function applyFeedExdates(
  trx: Transaction<Database>,
  eventId: string,
  base: Pick<EventSubmissionRow, 'exdates'> | null,
  row: Pick<EventSubmissionRow, 'exdates'>,
  now: string,
): Promise<void> {
  const before = new Set(dayList(base?.exdates))
  const after = new Set(dayList(row.exdates))
  const dropped = [...before].filter((day) => !after.has(day))
  if (dropped.length > 0)
    await trx
      .deleteFrom('event_cancellations')
      .where('event_id', '=', eventId)
      .where('date', 'in', dropped)
      .where('cancelled_by', 'is', null)
      .execute()
  const added = [...after].filter((day) => !before.has(day))
  if (added.length > 0)
    await trx
      .insertInto('event_cancellations')
      .values(added.map((date) => ({ event_id: eventId, date, cancelled_by: null, created_at: now })))
      .onConflict((oc) => oc.columns(['event_id', 'date']).doNothing())
      .execute()
}

async function itemOf(db: Reader, row: Pick<EventSubmissionRow, 'feed_id' | 'external_uid'>) {
  if (!row.feed_id || !row.external_uid) return undefined
  return db
    .selectFrom('event_feed_items')
    .selectAll()
    .where('feed_id', '=', row.feed_id)
    .where('uid', '=', row.external_uid)
    .executeTakeFirst()
}

/**
 * The published listing an imported submission is a newer version of (still there), with the
 * version it was published from; undefined for a first import or a visitor's submission.
 */
export async function publishedFeedEvent(
  db: Reader,
  row: EventSubmissionRow,
): Promise<{ eventId: string; base: EventSubmissionRow } | undefined> {
  const item = await itemOf(db, row)
  if (!item?.event_id || !item.published_submission_id || item.published_submission_id === row.id)
    return undefined
  const listing = await db
    .selectFrom('events')
    .select('id')
    .where('id', '=', item.event_id)
    .executeTakeFirst()
  if (!listing) return undefined
  const base = await db
    .selectFrom('event_submissions')
    .selectAll()
    .where('id', '=', item.published_submission_id)
    .executeTakeFirst()
  return base ? { eventId: listing.id, base } : undefined
}

/** After approval: the listing this feed event is, and the version it now has. */
export async function recordFeedPublication(
  trx: Transaction<Database>,
  row: EventSubmissionRow,
  eventId: string,
  now: string,
): Promise<void> {
  if (!row.feed_id || !row.external_uid) return
  await trx
    .updateTable('event_feed_items')
    .set({ event_id: eventId, published_submission_id: row.id, updated_at: now })
    .where('feed_id', '=', row.feed_id)
    .where('uid', '=', row.external_uid)
    .execute()
}

/**
 * For the review page: which feed an imported submission came from, the earlier submission it
 * updates, the listing approving it would update, and which fields changed (against the
 * listing's version, else the earlier submission). Null for a visitor's submission.
 */
export async function feedOrigin(db: Db, row: EventSubmissionRow): Promise<SubmissionOrigin | null> {
  if (!row.imported_from) return null
  const earlier = row.updates_submission_id
    ? await db
        .selectFrom('event_submissions')
        .selectAll()
        .where('id', '=', row.updates_submission_id)
        .executeTakeFirst()
    : undefined
  const published = row.status === 'pending' ? await publishedFeedEvent(db, row) : undefined
  const base = published?.base ?? earlier
  return {
    importedFrom: row.imported_from,
    updates: earlier ? { id: earlier.id, title: earlier.title, status: earlier.status } : null,
    updatesListing: published ? `/events/${published.eventId}` : null,
    changed:
      base && Number(row.cancels) !== 1 ? upstreamChanges(base, row).map((column) => LABELS[column]) : [],
    cancelled: Number(row.cancels) === 1 ? cancelledByFeedReason(row.imported_from, row.created_at) : null,
  }
}

/** An event of the feed as an event submission's fields (the visitor form's, plus where it came from). */
export function feedEventSubmission(event: FeedEvent, feed: EventFeedRow, updates: string | null) {
  const fields: Omit<EventSubmission, 'address' | 'tags'> & { address: string | null; tags: string[] } = {
    title: event.title,
    description: event.description,
    category: feed.default_category as EventSubmission['category'],
    date: event.date,
    startTime: event.startTime,
    endTime: event.endTime,
    recurring: event.recurring,
    // A series keeps its own rule (`rrule`, expanded from `date`, its next day) and cancelled days.
    repeatFrequency: null,
    repeatUntil: null,
    location: event.location,
    address: event.address,
    organizerName: event.organizerName ?? feed.name,
    organizerEmail: event.organizerEmail ?? '',
    organizerPhone: null,
    website: event.website,
    ticketPrice: null,
    capacity: null,
    tags: [],
  }
  return {
    ...fields,
    feedId: feed.id,
    externalUid: event.uid,
    importedFrom: feed.name,
    updatesSubmissionId: updates,
    rrule: event.rrule,
    exdates: event.exdates,
    feedCategory: event.category,
    cancels: false,
  }
}
