import { EVENTS_QUERY_PARAMS } from '../events-query'
import { ACTIVITY_SEARCH_PARAMS } from '../kinds/activity'
import type { Bounds } from './projection'
import type { ValleyMapData } from './valley-map'

/** What the map pages share (browser-safe): page size, the parts of the guide, their data. */

/** Pins on one page of a map. */
export const MAP_PAGE_SIZE = 48

/** The query parameters every map page reads (loadMapPage): its page of listings and its view. */
export const MAP_PAGE_PARAMS = ['page', 'view'] as const

/** The filters the maps of the parts of the guide read (mapSources): /eat's, /stay's, /play's, /events'. */
export const MAP_FILTER_PARAMS = [
  'cuisine',
  'type',
  ...ACTIVITY_SEARCH_PARAMS,
  ...EVENTS_QUERY_PARAMS,
  // the accessibility filters (issue 46)
  'access',
] as const

/**
 * The parts of the guide the map of everything can show (`/map?type=`), in its order; their names
 * in a page's language are `map.type.<key>`, what their maps show `map.subject.<key>`.
 */
export const MAP_TYPES = [
  { key: 'eat', label: 'Eat' },
  { key: 'stay', label: 'Stay' },
  { key: 'play', label: 'Play' },
  { key: 'events', label: 'Events' },
] as const
export type MapType = (typeof MAP_TYPES)[number]['key']

/** The `?type=` value when it names a part of the guide; anything else means everything. */
export function parseMapType(value: string | null): MapType | undefined {
  return MAP_TYPES.find((type) => type.key === value)?.key
}

export interface MapPageData {
  map: ValleyMapData
  paging: { page: number; pageCount: number; total: number }
  /** 'Showing 1–48 of 120 places', or that none match these filters (the page's language) */
  count: string
  /** What the interactive map loads (with JavaScript, after the page). */
  interactive: InteractiveMapConfig
  /** the shared pieces' words in the page's language (compiled messages, decision 059) */
  messages: Record<string, string | unknown[]>
}

export interface InteractiveMapConfig {
  /** /map/places.json with the page's filters: every pin, as GeoJSON */
  places: string
  /** the self-hosted PMTiles archive, or null: the bundled outlines only */
  tiles: string | null
  /** the area the server-drawn map shows, where the interactive one starts */
  bounds: Bounds
  /** its words in the page's language (none: English); `{name}`-style parts are filled in the browser */
  words?: InteractiveMapWords
}

/** What the interactive map says (its controls, its states, the nearest places, a pin's card). */
export const INTERACTIVE_MAP_WORDS = [
  'region',
  'nearMe',
  'locating',
  'loading',
  'failed',
  'unsupported',
  'denied',
  'notFound',
  'nearest',
  'close',
  'noPins',
  'distances',
  'away',
  'viewDetails',
  'attribution',
  'cluster',
  'pin',
  'zoomIn',
  'zoomOut',
  'toggleAttribution',
] as const
export type InteractiveMapWords = Record<(typeof INTERACTIVE_MAP_WORDS)[number], string>
