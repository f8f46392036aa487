import crypto from 'node:crypto'
import type { Transaction } from 'kysely'
import type { Database, EventFeedItemRow, EventFeedRow } from '../../../db/schema'
import { writeContentVersion } from '../content-version.server'
import type { Db } from '../db.server'
import { logEditorialAction } from '../editorial-log.server'
import { withdrawEvent } from '../kinds/event-submission.server'
import { startRevision } from '../listing-revisions.server'
import { decideSubmission } from '../review-decision.server'
import { reindexListing } from '../search/index.server'
import { suggestEventCategory } from './feed-categories.server'
import { cancelledByFeedReason } from './feed-reasons'

/**
 * What an import does to the guide beyond the review queue (decision 035): an event the feed
 * cancels is withdrawn (trusted feed) or proposed for withdrawal, and a trusted feed's new and
 * changed events are published at once and listed for a look. import.server.ts calls these.
 */

/** event_feed_items.content_hash of an event the feed cancelled (no content hash is this). */
export const CANCELLED_HASH = 'cancelled'

/** The review note of a trusted feed's event published at once: the look it is listed for. */
export const PUBLISHED_FROM_FEED_NOTE = 'Published from the feed, check.'

/**
 * An event imported before that the feed now marks cancelled (STATUS:CANCELLED). A version still
 * waiting in the review queue is withdrawn from it; a published listing is withdrawn from the
 * guide at once when the feed is trusted, else proposed for withdrawal: a pending submission
 * (`cancels`) that approving applies. Either way the reason says so: "Cancelled by the feed … on …".
 */
export async function cancelImported(
  trx: Transaction<Database>,
  feed: EventFeedRow,
  item: EventFeedItemRow,
  now: string,
): Promise<'withdrawn' | 'proposed' | 'dropped'> {
  const reason = cancelledByFeedReason(feed.name, now)
  await trx
    .updateTable('event_submissions')
    .set({ status: 'rejected', reviewed_at: now, reviewed_by: null, review_note: reason })
    .where('id', '=', item.submission_id)
    .where('status', '=', 'pending')
    .execute()
  const listing = item.event_id
    ? await trx
        .selectFrom('events')
        .select(['id', 'title', 'hidden'])
        .where('id', '=', item.event_id)
        .executeTakeFirst()
    : undefined
  let submissionId = item.submission_id
  let outcome: 'withdrawn' | 'proposed' | 'dropped' = 'dropped'
  if (listing && Number(listing.hidden) !== 1) {
    outcome = Number(feed.trusted) === 1 ? 'withdrawn' : 'proposed'
    if (Number(feed.trusted) === 1) {
      const revision = await startRevision(trx, 'events', listing.id, now)
      await withdrawEvent(trx, listing.id, reason)
      await revision?.record(null)
      await logEditorialAction(
        trx,
        {
          actorId: null,
          action: 'hidden',
          subjectType: 'events',
          subjectId: listing.id,
          subjectTitle: listing.title,
          detail: reason,
        },
        now,
      )
      await reindexListing(trx, 'events', listing.id)
      await writeContentVersion(trx)
    } else {
      // The proposal: the version the listing took, marked as a cancellation.
      const base = await trx
        .selectFrom('event_submissions')
        .selectAll()
        .where('id', '=', item.published_submission_id ?? item.submission_id)
        .executeTakeFirst()
      if (base) {
        submissionId = crypto.randomUUID()
        await trx
          .insertInto('event_submissions')
          .values({
            ...base,
            id: submissionId,
            status: 'pending',
            created_at: now,
            reviewed_at: null,
            reviewed_by: null,
            review_note: null,
            submitted_by: null,
            idempotency_key: null,
            imported_from: feed.name,
            updates_submission_id: item.submission_id,
            cancels: 1,
          })
          .execute()
      }
    }
  }
  await trx
    .updateTable('event_feed_items')
    .set({ content_hash: CANCELLED_HASH, submission_id: submissionId, updated_at: now })
    .where('feed_id', '=', feed.id)
    .where('uid', '=', item.uid)
    .execute()
  return outcome
}

/**
 * A trusted feed's new and changed events, published at once (after the import's commit) and
 * listed for a look: approved with no editor and the note PUBLISHED_FROM_FEED_NOTE. One the guide
 * cannot choose a public category for (no mapping, nothing in its words) waits in the review queue.
 */
export async function publishTrusted(db: Db, ids: readonly string[]): Promise<number> {
  let published = 0
  for (const id of ids) {
    const row = await db.selectFrom('event_submissions').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row || row.status !== 'pending') continue
    const category = await suggestEventCategory(db, row)
    if (!category) continue
    const result = await decideSubmission(db, 'events', id, 'approved', {
      reviewerId: null,
      note: PUBLISHED_FROM_FEED_NOTE,
      choices: { category },
    })
    if (result.ok) published++
  }
  return published
}
