import type { SearchFilters } from './types'

/** What a results page shows: the visitor's words and the filters on them. */
export type SearchPageFilters = SearchFilters & { q: string }

/** A results URL with these filters (page 1). */
export function searchHref(filters: SearchPageFilters): string {
  const params = new URLSearchParams()
  params.set('q', filters.q)
  for (const key of ['type', 'town', 'category', 'price'] as const) {
    const value = filters[key]
    if (value) params.set(key, value)
  }
  return `/search?${params.toString()}`
}
