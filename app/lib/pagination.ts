/**
 * Pages of a long list (browser-safe): which page a `?page=` value names, which slice of the list
 * it shows, and the link to another page that keeps every other parameter (filters stay on).
 */

import { formatCount } from './utils'

/** Cards per page on the public list pages. */
export const PAGE_SIZE = 24

/** The `?page=` value as a page number from 1; anything else is page 1. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1
  return Math.max(1, Number(value))
}

export interface Paged<T> {
  items: T[]
  page: number
  pageCount: number
  total: number
}

/** The requested page of `items` (a page past the end shows the last page). */
export function paginate<T>(items: readonly T[], page: number, size = PAGE_SIZE): Paged<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size))
  const current = Math.min(Math.max(1, page), pageCount)
  return {
    items: items.slice((current - 1) * size, current * size),
    page: current,
    pageCount,
    total: items.length,
  }
}

/**
 * The URL of another page of the current list: the same path and parameters, `page` set (or left
 * out for page 1). `search` is the current URL's query string.
 */
export function pageHref(pathname: string, search: string | URLSearchParams, page: number): string {
  const params = new URLSearchParams(search)
  if (page <= 1) params.delete('page')
  else params.set('page', String(page))
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}

/** The page numbers to link to: the first, the last, and the current one with its neighbours. */
export function pageNumbers(page: number, pageCount: number): (number | 'gap')[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount))
  const sorted = [...wanted].sort((a, b) => a - b)
  const out: (number | 'gap')[] = []
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) out.push('gap')
    out.push(n)
  })
  return out
}

/** 'Showing 6 restaurants' on one page; 'Showing 25–48 of 1,250 restaurants' on one of several. */
export function showingText(
  paged: Omit<Paged<unknown>, 'items'>,
  one: string,
  many: string,
  size = PAGE_SIZE,
): string {
  const noun = paged.total === 1 ? one : many
  if (paged.pageCount <= 1) return `Showing ${paged.total} ${noun}`
  const from = (paged.page - 1) * size + 1
  const to = Math.min(paged.total, paged.page * size)
  return `Showing ${from}–${to} of ${formatCount(paged.total)} ${noun}`
}
