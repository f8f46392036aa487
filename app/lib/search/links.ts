import { ACCESS_PARAM } from '../accessibility/filters'
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
  for (const filter of filters.access ?? []) params.append(ACCESS_PARAM, filter)
  return `/search?${params.toString()}`
}
