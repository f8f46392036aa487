import { isIsoDate, parseIsoMonth } from './dates'
import { EVENT_CATEGORIES, type EventCategory } from './listings'

/**
 * The events page keeps its state in the URL so Back, reload and shared links keep it, and the
 * page works without JavaScript:
 *   /events?date=2024-12-20&category=wildlife&price=free&days=30&month=2024-11
 * - date: a YYYY-MM-DD day, or "none" when the visitor cleared it; absent means today.
 * - category: a category slug (the exact name is accepted too); absent means All.
 * - price: free | paid; days: 7 | 30 | 90 (upcoming window from today).
 * - month: the month the calendar shows, only used by the no-JavaScript month links.
 */
/** The query parameters parseEventsQuery and eventsQueryNotices read. */
export const EVENTS_QUERY_PARAMS = ['date', 'category', 'price', 'days', 'month'] as const

export const NO_DATE = 'none'

export function categorySlug(category: EventCategory): string {
  return category.toLowerCase().replace(/[^a-z0-9]+/g, '-')
}

/** The category links; `slug` names their words, `events.category.<slug>`. */
export const CATEGORY_FILTERS: { slug: string; category?: EventCategory }[] = [
  { slug: 'all' },
  ...EVENT_CATEGORIES.map((category) => ({ slug: categorySlug(category), category })),
]

/** The price links (words: `events.filters.price.<key>`). */
export const PRICE_FILTERS = [
  { key: 'any', price: undefined },
  { key: 'free', price: 'free' },
  { key: 'paid', price: 'paid' },
] as const
export type PriceFilter = 'free' | 'paid'

/** The upcoming-window links (words: `events.filters.upcoming.<key>`). */
export const UPCOMING_FILTERS = [
  { key: 'any', days: undefined },
  { key: '7', days: 7 },
  { key: '30', days: 30 },
  { key: '90', days: 90 },
] as const
export type UpcomingDays = 7 | 30 | 90

export interface EventsQuery {
  /** A YYYY-MM-DD day, NO_DATE when cleared, undefined for today. */
  date?: string
  category?: EventCategory
  price?: PriceFilter
  days?: UpcomingDays
  /** YYYY-MM */
  month?: string
}

function parseCategory(value: string | null): EventCategory | undefined {
  if (!value) return undefined
  const wanted = value.trim().toLowerCase()
  return EVENT_CATEGORIES.find((c) => categorySlug(c) === wanted || c.toLowerCase() === wanted)
}

/** Reads the page state from the URL; anything unknown or malformed falls back to the default. */
export function parseEventsQuery(params: URLSearchParams): EventsQuery {
  const date = params.get('date')
  const price = params.get('price')
  const days = Number(params.get('days'))
  const month = params.get('month')
  return {
    date: date === NO_DATE ? NO_DATE : isIsoDate(date) ? date : undefined,
    category: parseCategory(params.get('category')),
    price: price === 'free' || price === 'paid' ? price : undefined,
    days: days === 7 || days === 30 || days === 90 ? days : undefined,
    month: parseIsoMonth(month) ? (month ?? undefined) : undefined,
  }
}

/**
 * What the page could not read in its URL, said plainly (each value is then ignored): a date that
 * is not a day, a category, price or window that does not exist.
 */
export function eventsQueryNotices(params: URLSearchParams): EventsQueryNotice[] {
  const notices: EventsQueryNotice[] = []
  const shown = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value)
  const date = params.get('date')
  if (date !== null && date !== NO_DATE && !isIsoDate(date))
    notices.push({ about: 'date', value: shown(date) })
  const category = params.get('category')
  if (category && !parseCategory(category)) notices.push({ about: 'category', value: shown(category) })
  const price = params.get('price')
  if (price && price !== 'free' && price !== 'paid') notices.push({ about: 'price', value: shown(price) })
  const days = params.get('days')
  if (days && !['7', '30', '90'].includes(days)) notices.push({ about: 'days', value: shown(days) })
  const month = params.get('month')
  if (month && !parseIsoMonth(month)) notices.push({ about: 'month', value: shown(month) })
  return notices
}

/** A value of the query the calendar could not read (its words: `events.notice.<about>`). */
export interface EventsQueryNotice {
  about: 'date' | 'category' | 'price' | 'days' | 'month'
  value: string
}

/**
 * The /events URL for the current state with some parts changed. Choosing a day (or clearing it)
 * drops the month, so the calendar shows the chosen day's month.
 */
export function eventsHref(current: EventsQuery, changes: Partial<EventsQuery> = {}): string {
  const next: EventsQuery = { ...current, ...changes }
  if ('date' in changes && !('month' in changes)) next.month = undefined
  const params = new URLSearchParams()
  if (next.date) params.set('date', next.date)
  if (next.category) params.set('category', categorySlug(next.category))
  if (next.price) params.set('price', next.price)
  if (next.days) params.set('days', String(next.days))
  if (next.month) params.set('month', next.month)
  const search = params.toString()
  return search ? `/events?${search}` : '/events'
}
