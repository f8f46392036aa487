import { notifyContentChanged, writeContentVersion } from './content-version.server'
import type { Db } from './db.server'
import type { ReviewKind } from './kinds'
import { REVIEWED_KINDS } from './kinds/index.server'
import { prepareSubmissionPhotos, settlePhotos } from './photos/photos.server'
import { userEmail } from './review-queue.server'
import { enqueueDecisionMail } from './mail/submission-mail.server'

/**
 * An editor's decision on a submission (DESIGN section 4). Approving publishes the submission as a
 * listing (each kind's `publish`) in the same transaction as the status change, and the change
 * only happens while the row is still pending, so two editors deciding at once cannot both win.
 */

export type Decision = 'approved' | 'rejected'

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
  { reviewerId, note }: { reviewerId: string; note?: string | null },
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
    if (decision === 'rejected') {
      // Mail (issue 17): tell the submitter, with the editor's reason.
      await enqueueDecisionMail(trx, reviewed, id, decision, null)
      return { ok: true, status: decision, path: null } as const
    }
    const row = await trx.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    const path = await reviewed.publish(trx, row, now)
    await trx
      .insertInto('published_submissions')
      .values({ submission_id: id, kind, path, created_at: now })
      .execute()
    await photos?.insert(trx, path, reviewerId)
    // Public pages change: every process drops its cached pages (committed with the listing).
    await writeContentVersion(trx)
    // Mail (issue 17): tell the submitter, with the listing's link.
    await enqueueDecisionMail(trx, reviewed, id, decision, path)
    return { ok: true, status: decision, path } as const
  })
  const result = await settlePhotos(photos, decided, (result) => Boolean(result.ok && result.path))
  if (result.ok && result.path) notifyContentChanged()
  return result
}
