/**
 * What the guide counts per listing (issue 44 item 5, decision 052), in words, and how a request
 * or a click is recognised as one of them. Browser-safe: the links' `ping` addresses are made here.
 * Nothing about the visitor is kept: no cookie, no address, no user agent; only a count per listing,
 * day and metric.
 */

import { unlocalizedPath } from '../i18n/config'

export const METRICS = [
  'view',
  'website',
  'phone',
  'directions',
  'booking',
  'trip_add',
  'favorite',
  'ics',
] as const
export type Metric = (typeof METRICS)[number]

// Each metric's words are in the `stats` catalog (`stats.metric.<metric>`, app/locales/*/stats.json).

/** The kinds counted: the listings with a page of their own that a business keeps. */
export const COUNTED_TYPES = ['restaurants', 'stays', 'activities', 'events'] as const
export type CountedType = (typeof COUNTED_TYPES)[number]

const TYPE_OF_KIND: Record<string, CountedType> = {
  restaurant: 'restaurants',
  stay: 'stays',
  activity: 'activities',
  event: 'events',
}

/** The counted type of a trip's or a favorite's kind ('restaurant' -> 'restaurants'); shows are not counted. */
export function countedTypeOfKind(kind: string): CountedType | undefined {
  return TYPE_OF_KIND[kind]
}

/** The clicks a link's `ping` reports (the others are counted from the requests themselves). */
export const PINGED_METRICS = ['website', 'phone', 'directions', 'booking'] as const
export type PingedMetric = (typeof PINGED_METRICS)[number]

const ID = /^[a-z0-9][a-z0-9-]{0,199}$/

export function isCountedType(value: unknown): value is CountedType {
  return (COUNTED_TYPES as readonly unknown[]).includes(value)
}

export function isPingedMetric(value: unknown): value is PingedMetric {
  return (PINGED_METRICS as readonly unknown[]).includes(value)
}

export function isListingId(value: unknown): value is string {
  return typeof value === 'string' && ID.test(value)
}

/**
 * The address a link's `ping` attribute posts to when it is followed ("/count/stays/elk-inn/booking"):
 * the browser sends it itself, without JavaScript and without holding up the click.
 */
export function pingPath(type: CountedType, id: string, metric: PingedMetric): string {
  return `/count/${type}/${encodeURIComponent(id)}/${metric}`
}

const SECTION_TYPE: Record<string, CountedType> = {
  eat: 'restaurants',
  stay: 'stays',
  play: 'activities',
  events: 'events',
}

// "/eat/elk-inn", "/eat/elk-inn.data" (a page's data for a navigation in the browser),
// "/eat/elk-inn/directions", "/events/rodeo.ics"; each in every language ("/es/eat/elk-inn").
const COUNTED_PATH = /^\/(eat|stay|play|events)\/([a-z0-9][a-z0-9-]*)(\/directions)?(\.data|\.ics)?$/
// Section pages that are not listings.
const NOT_LISTINGS = new Set(['map', 'filter', 'live-music', 'feed', 'saved', 'venues', 'organizers'])

/**
 * What a GET of `pathname` counts when it is answered 200: a page view, a directions page, or an
 * event's calendar file; undefined for anything else.
 */
export function countedRequest(
  pathname: string,
): { type: CountedType; id: string; metric: Metric } | undefined {
  const match = COUNTED_PATH.exec(unlocalizedPath(pathname))
  if (!match) return undefined
  const [, section, id, directions, suffix] = match
  if (NOT_LISTINGS.has(id!)) return undefined
  const type = SECTION_TYPE[section!]!
  if (suffix === '.ics') return directions || type !== 'events' ? undefined : { type, id: id!, metric: 'ics' }
  return { type, id: id!, metric: directions ? 'directions' : 'view' }
}

// Crawlers, link previews, monitors, tools and headless browsers announce themselves.
const BOT =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|monitor|pingdom|lighthouse|headless|curl|wget|python|httpclient|okhttp|axios|node-fetch|undici|go-http|java\//i

/**
 * Whether a request is a person's: a browser's user agent that is not a known bot or tool, and not
 * a prefetch (counted when the page is really opened).
 */
export function isPersonRequest(headers: {
  'user-agent'?: string
  purpose?: string | string[]
  'sec-purpose'?: string | string[]
  'x-purpose'?: string | string[]
}): boolean {
  const agent = headers['user-agent']
  if (!agent || !agent.startsWith('Mozilla/') || BOT.test(agent)) return false
  const purpose = [headers.purpose, headers['sec-purpose'], headers['x-purpose']].flat().join(' ')
  return !/prefetch|prerender|preview/i.test(purpose)
}

/**
 * A search as it is kept when it found nothing: trimmed, lower case, spaces squeezed, at most 80
 * characters; nothing that looks like an email address or a phone number (a visitor's own data).
 */
export function missedQuery(query: string): string | undefined {
  const kept = query.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 80)
  if (!kept || /@/.test(kept) || /\d[\d\s().-]{6,}\d/.test(kept)) return undefined
  return kept
}
