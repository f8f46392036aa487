import type { Selectable } from 'kysely'
import { data } from 'react-router'
import type { Database } from '../../db/schema'
import { type Db, getDb } from './db.server'
import { readForm } from './form.server'
import type { ReviewKind } from './kinds'
import { LISTING_EDITORS } from './kinds/editors.server'
import type { PlaceRules } from './kinds/editor.server'
import { readCorrections } from './listing-corrections.server'
import { type ListingPage, listingPage } from './listing-page.server'
import { notFoundUnless } from './http.server'
import { requireRole } from './permissions.server'
import { isPreviewPath, isSubmissionPreviewPath } from './preview'
import { listingTypeOf, trialPublication } from './review-decision.server'

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

/**
 * The correction form's Preview (issue 51 item 4): the action of a submission's preview route. The
 * corrections sent, checked with the listing editor's schema as approving checks them, are
 * published in a trial that is rolled back, and `read` makes the page's data from the listing as
 * approving would publish it (its corrected address included). Public pages take no form: anything
 * but a POST to a submission's preview answers 405. Corrections approving would refuse answer 400,
 * naming each field and what is wrong; a submission decided meanwhile answers 409.
 */
export async function previewCorrected<P>(
  request: Request,
  { kind, id, place }: { kind: ReviewKind; id: string; place: PlaceRules },
  read: (db: Db, listingId: string) => Promise<P | undefined>,
): Promise<P> {
  if (!isSubmissionPreviewPath(new URL(request.url).pathname))
    throw data('Method Not Allowed', { status: 405, statusText: 'Method Not Allowed' })
  await requireRole(request)
  const form = await readForm(request)
  if (!form.ok) throw data(form.message, { status: form.status })
  const type = listingTypeOf(kind)
  const parsed = readCorrections(type, form.form, place)
  if (!parsed.success) {
    const labels = new Map(LISTING_EDITORS[type].fields.map((field) => [field.name, field.label]))
    const problems = Object.entries(parsed.errors).map(
      ([name, messages]) => `${labels.get(name) ?? 'The form'}: ${(messages ?? []).join(' ')}`,
    )
    throw data(`This preview cannot be shown until the corrections are fixed. ${problems.join(' · ')}`, {
      status: 400,
      statusText: 'Bad Request',
    })
  }
  const page = await trialPublication(getDb(), kind, id, { corrections: parsed.data }, read)
  if (page === null)
    throw data('This submission is no longer pending: an editor approved or rejected it meanwhile.', {
      status: 409,
      statusText: 'Conflict',
    })
  notFoundUnless(page)
  return page
}
