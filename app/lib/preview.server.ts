import type { Selectable } from 'kysely'
import type { Database } from '../../db/schema'
import type { Db } from './db.server'
import { type ListingPage, listingPage } from './listing-page.server'
import { requireRole } from './permissions.server'
import { isPreviewPath, isSubmissionPreviewPath } from './preview'

/**
 * Whether this request is an editor's preview of a public page (issue 51 item 4): the public detail
 * routes are also mounted under /admin/preview/…, where they read the listing whatever its state
 * (draft, hidden, scheduled: 'listing'), or a submission as the listing it would become
 * ('submission'). Only editors and admins, as everywhere under /admin: anyone else is refused
 * (401 signed out, 403 without a role, with the back office's message). Under /admin, neither the
 * page cache nor the service worker keeps the answer.
 */
export async function previewOf(request: Request): Promise<false | 'listing' | 'submission'> {
  const { pathname } = new URL(request.url)
  if (!isPreviewPath(pathname)) return false
  await requireRole(request)
  return isSubmissionPreviewPath(pathname) ? 'submission' : 'listing'
}

type SubmissionTableName =
  'restaurant_submissions' | 'event_submissions' | 'activity_submissions' | 'story_submissions'

/**
 * A submission (pending, or a feed's update awaiting approval) as the listing it would become, made
 * by the kind's own mapping used on approval; undefined when there is no such submission.
 */
export async function submittedListing<T extends SubmissionTableName, L>(
  db: Db,
  table: T,
  id: string,
  toListing: (row: Selectable<Database[T]>) => L,
): Promise<L | undefined> {
  const row = await db
    .selectFrom(table as SubmissionTableName)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  return row ? toListing(row as unknown as Selectable<Database[T]>) : undefined
}

/**
 * A submission's preview as a detail page: its own short text as the description (a submission has
 * no meta description of its own) and no seasonal notice.
 */
export function submittedPage<L extends { description: string }>(
  listing: L | undefined,
): ListingPage<L> | undefined
export function submittedPage<L>(
  listing: L | undefined,
  describe: (listing: L) => string,
): ListingPage<L> | undefined
export function submittedPage<L>(
  listing: L | undefined,
  describe = (l: L) => (l as { description: string }).description,
): ListingPage<L> | undefined {
  return listing && listingPage(listing, null, describe(listing))
}
