import type { AccessFilter } from '../accessibility/filters'

/**
 * What a search result is, as pages and the suggestion list show it (browser-safe).
 */

export const SEARCH_TYPES = [
  'restaurant',
  'stay',
  'activity',
  'event',
  'music',
  'article',
  'story',
  'page',
] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

/** Labels of each type: one result, the filter link. */
export const SEARCH_TYPE_LABELS: Record<SearchType, { one: string; many: string }> = {
  restaurant: { one: 'Restaurant', many: 'Restaurants' },
  stay: { one: 'Place to stay', many: 'Places to stay' },
  activity: { one: 'Activity', many: 'Activities' },
  event: { one: 'Event', many: 'Events' },
  music: { one: 'Live music', many: 'Live music' },
  article: { one: 'Article', many: 'Articles' },
  story: { one: 'Community story', many: 'Community stories' },
  page: { one: 'Guide page', many: 'Guide pages' },
}

export function isSearchType(value: unknown): value is SearchType {
  return SEARCH_TYPES.includes(value as SearchType)
}

/** Most matches ranked and listed for one search (the rest are counted, not listed). */
export const MATCH_CAP = 1000

/** Price levels, cheapest first (facet order). */
export const PRICE_LEVELS = ['Free', '$', '$$', '$$$', '$$$$'] as const

/** The facets a results page filters by, besides the type. */
export const FACETS = ['town', 'category', 'price'] as const
export type Facet = (typeof FACETS)[number]

export interface FacetValue {
  value: string
  count: number
}

/**
 * What a results page is narrowed to: a type, any of the facets (none: everything) and the
 * accessibility filters (?access=, decision 050: only listings whose facts say yes to each).
 */
export interface SearchFilters {
  type?: SearchType
  town?: string
  category?: string
  price?: string
  access?: readonly AccessFilter[]
}

/** One result as the results page and the suggestion list show it. */
export interface SearchHit {
  type: SearchType
  url: string
  title: string
  /** a passage of the result's text, around the first matching word when there is one */
  snippet: string
  town: string
  category: string
  price: string
  /** YYYY-MM-DD for events and shows */
  date: string
  /** an event or show whose day is over */
  past: boolean
  /** on a page in another language: what is shown in English (no translation), marked lang="en" */
  english?: ('title' | 'snippet')[]
}

/** One suggestion of the header's search field (GET /search/suggest?q=). */
export interface Suggestion {
  type: SearchType
  /** the type's label */
  label: string
  title: string
  /** the title is shown in English on a page in another language (no translation) */
  english?: boolean
  url: string
  /** town or date, when there is one */
  detail: string
}
