/**
 * Bulk actions in the back office (issue 51 item 5), the browser-safe half: what an editor can do
 * to several ticked rows at once, and the sentence that says what happened to each. The actions
 * themselves are ./bulk-actions.server.ts.
 */

export const SUBMISSION_BULK_ACTIONS = ['approve', 'reject'] as const
export const LISTING_BULK_ACTIONS = ['hide', 'show', 'delete'] as const
/** The inbox's messages: what a message's own page does (mark read or unread, delete). */
export const MESSAGE_BULK_ACTIONS = ['read', 'unread', 'delete'] as const
/** Newsletter sign-ups: unsubscribe an address (it stays listed) or delete it. */
export const SUBSCRIPTION_BULK_ACTIONS = ['unsubscribe', 'delete'] as const
export type BulkAction =
  | (typeof SUBMISSION_BULK_ACTIONS)[number]
  | (typeof LISTING_BULK_ACTIONS)[number]
  | (typeof MESSAGE_BULK_ACTIONS)[number]
  | (typeof SUBSCRIPTION_BULK_ACTIONS)[number]

/** The most rows one bulk action takes (a page of a list is 24 or 25). */
export const BULK_MAX = 100

const DONE: Record<BulkAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  hide: 'hidden',
  show: 'shown again',
  delete: 'deleted',
  read: 'marked read',
  unread: 'marked unread',
  unsubscribe: 'unsubscribed',
}
const FAILED: Record<BulkAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  hide: 'hidden',
  show: 'shown',
  delete: 'deleted',
  read: 'marked read',
  unread: 'marked unread',
  unsubscribe: 'unsubscribed',
}

export interface BulkItem {
  id: string
  title: string
}

export interface BulkOutcome {
  action: BulkAction
  done: BulkItem[]
  failed: (BulkItem & { reason: string })[]
}

/** '3 approved, 1 could not be approved.' */
export function bulkSummary({ action, done, failed }: BulkOutcome): string {
  const parts = [`${done.length} ${DONE[action]}`]
  if (failed.length) parts.push(`${failed.length} could not be ${FAILED[action]}`)
  return `${parts.join(', ')}.`
}

/** What a list's bulk form is answered: what was done, an error, or the deletion's question. */
export type BulkAnswer =
  { outcome: BulkOutcome } | { error: string } | { confirmDelete: { ids: string[]; titles: string[] } }

/** 'Huckleberry Hut: it was already rejected by ed@example.com.' */
export function bulkFailureLine(item: BulkOutcome['failed'][number]): string {
  return `${item.title || item.id}: ${item.reason}`
}

/** The ticked ids of a bulk form ('id' fields), or null when there are none or too many. */
export function bulkIds(form: FormData): string[] | null {
  const ids = [
    ...new Set(
      form
        .getAll('id')
        .filter((v): v is string => typeof v === 'string')
        .map((v) => v.trim())
        .filter((v) => v.length > 0 && v.length <= 200),
    ),
  ]
  return ids.length > 0 && ids.length <= BULK_MAX ? ids : null
}
