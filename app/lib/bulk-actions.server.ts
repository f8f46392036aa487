import { type BulkAnswer, bulkIds, type BulkItem, type BulkOutcome } from './bulk'
import type { Db } from './db.server'
import type { ReviewKind } from './kinds'
import type { ListingType } from './kinds/editor'
import { looseDb, readListingRow } from './kinds/editor.server'
import { REVIEWED_KINDS } from './kinds/index.server'
import { deleteListing, editorOf, setListingHidden } from './listing-admin.server'
import { deleteMessage, getMessage, MESSAGE_TYPES, setMessageRead } from './inbox.server'
import { logger } from './logger.server'
import { deleteSubscription, getSubscription, unsubscribeSubscription } from './newsletter-admin.server'
import { alreadyDecidedMessage, decideSubmission } from './review-decision.server'

/**
 * Bulk actions (issue 51 item 5): each ticked row goes through the very function its single
 * action uses (the listing editor's hide, show and delete; the review page's decision), one
 * transaction per row, so revisions, the editorial log, decision mails, the search index and the
 * content version follow exactly as they do one at a time. A row that cannot take the action (gone,
 * already decided, already hidden) is reported with why; the others still go through.
 */

type Failed = BulkOutcome['failed'][number]

/**
 * A list's bulk form read and run (decision 039): the pressed action must be one of `actions`, at
 * least one row ticked; a delete not yet confirmed answers the question naming the rows' titles.
 */
export async function answerBulkForm<A extends BulkOutcome['action']>(
  form: FormData,
  {
    actions,
    choose,
    tick,
    titles,
    run,
  }: {
    actions: readonly A[]
    /** 'Choose Hide, Show or Delete.' */
    choose: string
    /** 'Tick the listings to act on first.' */
    tick: string
    titles: (ids: string[]) => Promise<BulkItem[]>
    run: (ids: string[], action: A) => Promise<BulkOutcome>
  },
): Promise<{ answer: BulkAnswer; status: number }> {
  const intent = form.get('intent')
  const action = actions.find((a) => a === intent)
  if (!action) return { answer: { error: choose }, status: 400 }
  const ids = bulkIds(form)
  if (!ids) return { answer: { error: tick }, status: 400 }
  if (action === 'delete' && form.get('confirm') !== 'yes') {
    const found = (await titles(ids)).map((item) => item.title)
    return { answer: { confirmDelete: { ids, titles: found } }, status: 200 }
  }
  return { answer: { outcome: await run(ids, action) }, status: 200 }
}

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

/** A message's id in the inbox's bulk form: its type and its id ('contact:…', 'host:…'). */
export function messageKey(type: string, id: string) {
  return `${type}:${id}`
}

function parseMessageKey(key: string) {
  const at = key.indexOf(':')
  const type = MESSAGE_TYPES.find((t) => t === key.slice(0, at))
  return type ? { type, id: key.slice(at + 1) } : undefined
}

/** Marks each message read or unread, or deletes it, as its own page does. */
export async function bulkMessages(
  db: Db,
  keys: string[],
  action: 'read' | 'unread' | 'delete',
  actorId: string,
): Promise<BulkOutcome> {
  return eachRow(keys, action, async (key) => {
    const parsed = parseMessageKey(key)
    const message = parsed && (await getMessage(db, parsed.type, parsed.id))
    if (!parsed || !message) return { failed: { id: key, title: key, reason: GONE } }
    const title = message.title
    if (action !== 'delete' && message.unread === (action === 'unread'))
      return { failed: { id: key, title, reason: `it is already ${message.unread ? 'unread' : 'read'}.` } }
    const done =
      action === 'delete'
        ? await deleteMessage(db, parsed.type, parsed.id, actorId)
        : await setMessageRead(db, parsed.type, parsed.id, action === 'read', actorId)
    return done ? { done: { id: key, title } } : { failed: { id: key, title, reason: GONE } }
  })
}

/** The subjects of those messages that still exist (for the deletion's confirmation). */
export async function messageTitles(db: Db, keys: string[]): Promise<BulkItem[]> {
  const items: BulkItem[] = []
  for (const key of keys) {
    const parsed = parseMessageKey(key)
    const message = parsed && (await getMessage(db, parsed.type, parsed.id))
    if (message) items.push({ id: key, title: message.title })
  }
  return items
}

/** Unsubscribes or deletes each newsletter sign-up. */
export async function bulkSubscriptions(
  db: Db,
  ids: string[],
  action: 'unsubscribe' | 'delete',
): Promise<BulkOutcome> {
  return eachRow(ids, action, async (id) => {
    const found = await getSubscription(db, id)
    if (!found) return { failed: { id, title: id, reason: GONE } }
    const title = found.email
    if (action === 'unsubscribe' && found.unsubscribed)
      return { failed: { id, title, reason: 'it is already unsubscribed.' } }
    const done =
      action === 'delete' ? await deleteSubscription(db, id) : await unsubscribeSubscription(db, id)
    return done ? { done: { id, title } } : { failed: { id, title, reason: GONE } }
  })
}

/** The addresses of those sign-ups that still exist (for the deletion's confirmation). */
export async function subscriptionTitles(db: Db, ids: string[]): Promise<BulkItem[]> {
  const rows = await db
    .selectFrom('newsletter_subscriptions')
    .select(['id', 'email'])
    .where('id', 'in', ids)
    .orderBy('email')
    .execute()
  return rows.map((row) => ({ id: row.id, title: row.email }))
}
