/**
 * The back office's listing lists (issue 51 item 5), the browser-safe half: the filters and sort
 * orders a list takes from its URL query (so a filtered list can be shared and works without
 * JavaScript), read leniently: an unknown value is no filter. The queries are in
 * ./listing-list.server.ts.
 */

export const LISTING_STATUSES = ['published', 'draft', 'hidden', 'scheduled'] as const
export type ListingStatus = (typeof LISTING_STATUSES)[number]

export const LISTING_GAPS = ['photo', 'pin', 'hours'] as const
/** something a listing lacks: its own photo, a map pin, opening hours */
export type ListingGap = (typeof LISTING_GAPS)[number]

export const LISTING_SORTS = ['title', 'updated', 'oldest'] as const
export type ListingSort = (typeof LISTING_SORTS)[number]

export const STATUS_LABELS: Record<ListingStatus, string> = {
  published: 'Published',
  draft: 'Draft',
  hidden: 'Hidden',
  scheduled: 'Scheduled',
}
export const GAP_LABELS: Record<ListingGap, string> = {
  photo: 'Missing photo',
  pin: 'Missing map pin',
  hours: 'Missing opening hours',
}
export const SORT_LABELS: Record<ListingSort, string> = {
  title: 'Title (A–Z)',
  updated: 'Recently updated',
  oldest: 'Least recently updated',
}

export interface ListingFilters {
  q: string
  status: ListingStatus | ''
  town: string
  category: string
  missing: ListingGap | ''
  sort: ListingSort
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  list.includes(value as T) ? (value as T) : ''

/** A free-text filter value: trimmed, at most 100 characters. */
const textParam = (value: string | null) => (value ?? '').trim().slice(0, 100)

export function parseListingFilters(params: URLSearchParams): ListingFilters {
  return {
    q: textParam(params.get('q')),
    status: oneOf(LISTING_STATUSES, params.get('status')),
    town: textParam(params.get('town')),
    category: textParam(params.get('category')),
    missing: oneOf(LISTING_GAPS, params.get('missing')),
    sort: oneOf(LISTING_SORTS, params.get('sort')) || 'title',
  }
}

/** The query string of a set of filters (defaults left out), e.g. to keep them across a bulk action. */
export function listingFiltersQuery(filters: ListingFilters): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters))
    if (value && !(key === 'sort' && value === 'title')) params.set(key, value)
  return params.toString()
}

/**
 * The submission queues' filters (issue 51 item 5): town and category (the values the pending
 * submissions have) and the sort; their status filter is the queue's own (`?status=`). The
 * default sort ('') is the queue's: pending first, newest first. "Updated" is the submission's
 * decision, else its arrival.
 */
export interface QueueFilters {
  town: string
  category: string
  sort: ListingSort | ''
}

export const QUEUE_SORT_LABELS: Record<ListingSort | '', string> = {
  '': 'Pending first, newest first',
  updated: SORT_LABELS.updated,
  oldest: SORT_LABELS.oldest,
  title: SORT_LABELS.title,
}

export function parseQueueFilters(params: URLSearchParams): QueueFilters {
  const { town, category } = parseListingFilters(params)
  return { town, category, sort: oneOf(LISTING_SORTS, params.get('sort')) }
}
