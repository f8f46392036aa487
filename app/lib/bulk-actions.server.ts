import type { BulkItem, BulkOutcome } from './bulk'
import type { Db } from './db.server'
import type { ReviewKind } from './kinds'
import type { ListingType } from './kinds/editor'
import { looseDb, readListingRow } from './kinds/editor.server'
import { REVIEWED_KINDS } from './kinds/index.server'
import { deleteListing, editorOf, setListingHidden } from './listing-admin.server'
import { logger } from './logger.server'
import { alreadyDecidedMessage, decideSubmission } from './review-decision.server'

/**
 * Bulk actions (issue 51 item 5): each ticked row goes through the very function its single
 * action uses (the listing editor's hide, show and delete; the review page's decision), one
 * transaction per row, so revisions, the editorial log, decision mails, the search index and the
 * content version follow exactly as they do one at a time. A row that cannot take the action (gone,
 * already decided, already hidden) is reported with why; the others still go through.
 */

type Failed = BulkOutcome['failed'][number]

async function eachRow(
  ids: string[],
  action: BulkOutcome['action'],
  run: (id: string) => Promise<{ done: BulkItem } | { failed: Failed }>,
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { action, done: [], failed: [] }
  for (const id of ids) {
    try {
      const result = await run(id)
      if ('done' in result) outcome.done.push(result.done)
      else outcome.failed.push(result.failed)
    } catch (error) {
      logger().error({ err: error, id, action }, 'bulk action failed on one row')
      outcome.failed.push({ id, title: id, reason: 'it could not be saved; try it on its own page.' })
    }
  }
  return outcome
}

const GONE = 'it no longer exists.'

/** Hides, shows or deletes each listing as its editor's button does. */
export async function bulkListings(
  db: Db,
  type: ListingType,
  ids: string[],
  action: 'hide' | 'show' | 'delete',
  actorId: string,
): Promise<BulkOutcome> {
  const spec = editorOf(type)
  return eachRow(ids, action, async (id) => {
    const row = await readListingRow(db, spec, id)
    if (!row) return { failed: { id, title: id, reason: GONE } }
    const title = String(row[spec.titleColumn] ?? id)
    const hidden = Number(row.hidden) === 1
    if (action !== 'delete' && hidden === (action === 'hide'))
      return { failed: { id, title, reason: `it is already ${hidden ? 'hidden' : 'shown'}.` } }
    const done =
      action === 'delete'
        ? await deleteListing(db, type, id, actorId)
        : await setListingHidden(db, type, id, action === 'hide', actorId)
    return done ? { done: { id, title } } : { failed: { id, title, reason: GONE } }
  })
}

/** The titles of those of `ids` that still exist (for the deletion's confirmation). */
export async function listingTitles(db: Db, type: ListingType, ids: string[]): Promise<BulkItem[]> {
  const spec = editorOf(type)
  const rows = await looseDb(db)
    .selectFrom(spec.table)
    .select(['id', `${spec.titleColumn} as title`])
    .where('id', 'in', ids)
    .orderBy(spec.titleColumn)
    .execute()
  return rows.map((row: { id: string; title: string }) => ({ id: String(row.id), title: String(row.title) }))
}

/**
 * Approves or rejects each submission as its review page does: one rejection reason (the note) for
 * all, each submitter mailed. Approving a kind whose public category the editor chooses takes the
 * category the review page would prefill; one without a suggestion is left for its own page.
 */
export async function bulkDecide(
  db: Db,
  kind: ReviewKind,
  ids: string[],
  decision: 'approved' | 'rejected',
  { reviewerId, note }: { reviewerId: string; note: string | null },
): Promise<BulkOutcome> {
  const reviewed = REVIEWED_KINDS[kind]
  return eachRow(ids, decision === 'approved' ? 'approve' : 'reject', async (id) => {
    const row = (await looseDb(db)
      .selectFrom(reviewed.table)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()) as Record<string, unknown> | undefined
    if (!row) return { failed: { id, title: id, reason: GONE } }
    const title = String(row[reviewed.summary.title] ?? '') || id
    let category: string | undefined
    if (decision === 'approved' && reviewed.publicCategory && row.status === 'pending') {
      category = await reviewed.publicCategory.bestMatch(db, row)
      if (!reviewed.publicCategory.options.includes(category))
        return { failed: { id, title, reason: 'choose its public category on its own page.' } }
    }
    const result = await decideSubmission(db, kind, id, decision, {
      reviewerId,
      note,
      choices: category ? { category } : undefined,
    })
    if (result.ok) return { done: { id, title } }
    if (result.reason === 'not-found') return { failed: { id, title, reason: GONE } }
    const already = alreadyDecidedMessage(result.status, result.reviewedBy).replace(/^This submission/, 'it')
    return { failed: { id, title, reason: already } }
  })
}
