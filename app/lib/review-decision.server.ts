import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import { notifyContentChanged, writeContentVersion } from './content-version.server'
import { type Db, rolledBack } from './db.server'
import type { ReviewKind } from './kinds'
import { REVIEWED_KINDS } from './kinds/index.server'
import { enqueueDecisionMail } from './mail/submission-mail.server'
import { prepareSubmissionPhotos, settlePhotos } from './photos/submission-photos.server'
import { userEmail } from './review-queue.server'
import { logEditorialAction } from './editorial-log.server'
import type { ListingType } from './kinds/editor'
import type { PublishChoices } from './kinds/kind.server'
import { applyListingCorrections, previewListingValues } from './listing-corrections.server'
import { recordCreatedRevision, startRevision } from './listing-revisions.server'
import { followCorrectedName, listingTitleOf } from './addresses.server'
import { LISTING_EDITORS } from './kinds/editors.server'

/** The listing type (app/lib/kinds/editor.ts) each reviewed kind publishes into. */
const LISTING_TYPE_OF: Record<ReviewKind, ListingType> = {
  restaurants: 'restaurants',
  events: 'events',
  activities: 'activities',
  stories: 'articles',
}

/**
 * An editor's decision on a submission (DESIGN section 4). Approving publishes the submission as a
 * listing (each kind's `publish`) in the same transaction as the status change, and the change
 * only happens while the row is still pending, so two editors deciding at once cannot both win.
 */

export type Decision = 'approved' | 'rejected'

/** The listing type a reviewed kind publishes into. */
export function listingTypeOf(kind: ReviewKind): ListingType {
  return LISTING_TYPE_OF[kind]
}

/**
 * The listing editor's values of the listing a pending submission would become (the correction
 * form's prefill), or null when it is not pending.
 */
export async function previewPublication(db: Db, kind: ReviewKind, id: string) {
  const reviewed = REVIEWED_KINDS[kind]
  const row = await db.selectFrom(reviewed.table).selectAll().where('id', '=', id).executeTakeFirst()
  if (!row || row.status !== 'pending') return null
  return previewListingValues(db, LISTING_TYPE_OF[kind], (trx, now) => reviewed.publish(trx, row, now))
}

type Trx = Transaction<Database>

/**
 * Approving's publication, inside its transaction: the submission's row becomes a listing (or the
 * next revision of the listing it updates: an imported event's update), `published` runs once it
 * exists (the decision's own records, its photos), then the editor's corrections are written over
 * it (a corrected name also moves its address and photos' alt text). Answers the listing's id.
 */
async function publishRow(
  trx: Trx,
  kind: ReviewKind,
  row: Record<string, unknown>,
  now: string,
  choices: PublishChoices | undefined,
  published?: (publishedAt: string) => Promise<void>,
) {
  const reviewed = REVIEWED_KINDS[kind]
  const listingType = LISTING_TYPE_OF[kind]
  // Approving a newer version of a published listing (an imported event's update) changes that
  // listing: recorded as its next revision, like an edit in the listing editor.
  const updating = await reviewed.listingOf?.(trx, row as never)
  const revision = updating ? await startRevision(trx, listingType, updating, now) : null
  const publishedAt = await reviewed.publish(trx, row as never, now, choices)
  await published?.(publishedAt)
  let listingId = decodeURIComponent(publishedAt.split('/').pop() ?? '')
  const submittedTitle = await listingTitleOf(trx, listingType, listingId)
  const corrected = choices?.corrections
    ? await applyListingCorrections(trx, listingType, listingId, choices.corrections)
    : []
  // (A published listing's update keeps its address: that one changes in the listing editor.)
  if (corrected.length && !updating)
    listingId = await followCorrectedName(trx, listingType, listingId, submittedTitle, now)
  return { listingType, publishedAt, listingId, corrected, revision }
}

/**
 * What approving a pending submission with these choices (an editor's corrections) would publish,
 * read by `read` from the listing just published, inside a transaction that is then rolled back:
 * the correction form's Preview, exactly the page approving makes. Nothing is kept, mailed or
 * logged. Null when the submission is not pending (any more).
 */
export async function trialPublication<P>(
  db: Db,
  kind: ReviewKind,
  id: string,
  choices: PublishChoices,
  read: (trx: Db, listingId: string) => Promise<P>,
): Promise<P | null> {
  const table = REVIEWED_KINDS[kind].table
  return rolledBack(db, async (trx) => {
    const row = await trx
      .selectFrom(table)
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst()
    if (!row) return null
    const { listingId } = await publishRow(trx, kind, row, new Date().toISOString(), choices)
    return read(trx, listingId)
  })
}

export type DecisionResult =
  | { ok: true; status: Decision; path: string | null }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'already-decided'; status: string; reviewedBy: string | null }

/** 'This submission was already approved by ed@example.com.' */
export function alreadyDecidedMessage(status: string, reviewedBy: string | null): string {
  return `This submission was already ${status}${reviewedBy ? ` by ${reviewedBy}` : ''}.`
}

/**
 * Records an editor's decision: the status changes only while the row is still pending (so the
 * second of two simultaneous decisions changes nothing and is told who decided first), with who,
 * when and the note; approving also publishes the listing, in the same transaction.
 */
export async function decideSubmission(
  db: Db,
  kind: ReviewKind,
  id: string,
  decision: Decision,
  {
    reviewerId,
    note,
    choices,
  }: {
    /** null: published by the guide itself (a trusted calendar feed, decision 035) */
    reviewerId: string | null
    note?: string | null
    /** the editor's explicit choices on approval (the public category) */
    choices?: PublishChoices
  },
): Promise<DecisionResult> {
  const reviewed = REVIEWED_KINDS[kind]
  const table = reviewed.table
  // Photos: the submission's photos are processed before the transaction (slow), inserted in it
  // once the listing exists, and their files removed again if nothing was published.
  const photos = decision === 'approved' ? await prepareSubmissionPhotos(db, reviewed.imageType, id) : null
  const decided = db.transaction().execute(async (trx) => {
    const now = new Date().toISOString()
    const result = await trx
      .updateTable(table)
      .set({ status: decision, reviewed_by: reviewerId, reviewed_at: now, review_note: note?.trim() || null })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) {
      const current = await trx
        .selectFrom(table)
        .select(['status', 'reviewed_by'])
        .where('id', '=', id)
        .executeTakeFirst()
      if (!current) return { ok: false, reason: 'not-found' } as const
      return {
        ok: false,
        reason: 'already-decided',
        status: current.status,
        reviewedBy: await userEmail(trx, current.reviewed_by),
      } as const
    }
    const row = await trx.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    const title = String((row as Record<string, unknown>)[reviewed.summary.title] ?? '')
    if (decision === 'rejected') {
      // The activity log, in the same transaction as the decision.
      await logEditorialAction(
        trx,
        {
          actorId: reviewerId,
          action: 'rejected',
          subjectType: `submission:${kind}`,
          subjectId: id,
          subjectTitle: title,
          detail: note?.trim() ?? '',
        },
        now,
      )
      // Mail (issue 17): tell the submitter, with the editor's reason.
      await enqueueDecisionMail(trx, reviewed, id, decision, null)
      return { ok: true, status: decision, path: null } as const
    }
    const { listingType, publishedAt, listingId, corrected, revision } = await publishRow(
      trx,
      kind,
      row,
      now,
      choices,
      async (publishedAt) => {
        await trx
          .insertInto('published_submissions')
          .values({ submission_id: id, kind, path: publishedAt, created_at: now })
          .execute()
        await photos?.insert(trx, publishedAt, reviewerId)
      },
    )
    const path = corrected.length ? LISTING_EDITORS[listingType].publicPath(listingId) : publishedAt
    const listingTitle = corrected.length ? await listingTitleOf(trx, listingType, listingId) : undefined
    if (revision) await revision.record(reviewerId)
    else await recordCreatedRevision(trx, listingType, listingId, reviewerId, now)
    await logEditorialAction(
      trx,
      {
        actorId: reviewerId,
        action: 'approved',
        subjectType: `submission:${kind}`,
        subjectId: id,
        subjectTitle: title,
        detail: [
          `Published at ${path}`,
          choices?.category ? `category ${choices.category}` : '',
          corrected.length ? `corrected before approval: ${corrected.join(', ')}` : '',
          note?.trim() ?? '',
        ]
          .filter(Boolean)
          .join('; '),
      },
      now,
    )
    // Public pages change: every process drops its cached pages (committed with the listing).
    await writeContentVersion(trx)
    // Mail (issue 17): tell the submitter, with the listing's link.
    await enqueueDecisionMail(trx, reviewed, id, decision, path, listingTitle)
    return { ok: true, status: decision, path } as const
  })
  const result = await settlePhotos(photos, decided, (result) => Boolean(result.ok && result.path))
  if (result.ok && result.path) notifyContentChanged()
  return result
}
