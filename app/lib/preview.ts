import { unlocalizedPath } from './i18n/config'
import type { ListingType } from './kinds/editor'

/** The kinds whose publication can be scheduled by date and time (issue 51 item 4). */
export const SCHEDULED_TYPES: readonly ListingType[] = ['events', 'articles']

/** The kinds with a public page of their own (a music show is shown in its list only). */
const PREVIEWED: readonly ListingType[] = ['restaurants', 'stays', 'activities', 'events', 'articles']

/**
 * The preview of a listing's public page (draft, hidden or published), for editors: under /admin,
 * so neither the page cache nor the service worker ever keeps it. Undefined for a kind with no page.
 */
export function previewPath(type: ListingType, id: string): string | undefined {
  return PREVIEWED.includes(type) ? `/admin/preview/${type}/${encodeURIComponent(id)}` : undefined
}

const PREVIEW_PATH = /^\/admin\/preview\//
const SUBMISSION_PREVIEW_PATH = /^\/admin\/preview\/submissions\//

export function isPreviewPath(pathname: string): boolean {
  return PREVIEW_PATH.test(unlocalizedPath(pathname))
}

export function isSubmissionPreviewPath(pathname: string): boolean {
  return SUBMISSION_PREVIEW_PATH.test(unlocalizedPath(pathname))
}

/** The preview of a submission (pending, or a feed's update) as the public page it would become. */
export function submissionPreviewPath(kind: string, id: string): string {
  return `/admin/preview/submissions/${kind}/${encodeURIComponent(id)}`
}

/**
 * The data a detail page shows: its loader's, or, after the correction form's Preview (a
 * submission's preview route answering its action), the corrected listing's.
 */
export function shownPage<L>(loaderData: L, actionData: object | undefined): L {
  return actionData && 'preview' in actionData ? (actionData as { preview: L }).preview : loaderData
}
