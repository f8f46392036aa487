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

/** The parts of the guide the map of everything can show (`/map?type=`), in its order. */
export const MAP_TYPES = [
  { key: 'eat', label: 'Eat', subject: 'Restaurants' },
  { key: 'stay', label: 'Stay', subject: 'Places to stay' },
  { key: 'play', label: 'Play', subject: 'Activities' },
  { key: 'events', label: 'Events', subject: 'Upcoming events' },
] as const
export type MapType = (typeof MAP_TYPES)[number]['key']

/** The `?type=` value when it names a part of the guide; anything else means everything. */
export function parseMapType(value: string | null): MapType | undefined {
  return MAP_TYPES.find((type) => type.key === value)?.key
}

export interface MapPageData {
  map: ValleyMapData
  paging: { page: number; pageCount: number; total: number }
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
}
