import type { Db } from '../db.server'
import { messagesFor } from '../i18n/catalog.server'
import { localeOfPath } from '../i18n/config'
import { env } from '../env.server'
import { parsePage } from '../pagination'
import type { MapGeography, MapView } from './geography'
import { hrefWith } from './links'
import { MAP_PAGE_SIZE, type MapPageData, type MapType } from './pages'
import { pageMapListings } from './places.server'
import { mapSources } from './sources.server'
import { buildValleyMap } from './valley-map'

/** Where the interactive map's vector tiles are served when MAP_TILES names an archive. */
export const TILES_PATH = '/tiles/valley.pmtiles'

/**
 * What every map page's loader does: reads `?page=` and `?view=`, loads that page of the map's
 * listings (its part of the guide, filtered by the page's other parameters) and builds the map.
 * Links to the other views keep the page's other parameters. It also says where the interactive
 * map finds every pin with these filters, and the tiles if there are any.
 */
export async function loadMapPage({
  db,
  url,
  type,
  subject,
  geography,
  views,
}: {
  db: Db
  url: URL
  /** the map's part of the guide; none: everything (/map) */
  type: MapType | undefined
  subject: string
  geography: MapGeography
  views: readonly MapView[]
}): Promise<MapPageData> {
  const sources = mapSources(db, type, url.searchParams)
  const { items, ...paging } = await pageMapListings(sources, parsePage(url.searchParams.get('page')))
  const defaultView = views[0]!.key
  const map = buildValleyMap({
    geography,
    views,
    viewKey: url.searchParams.get('view'),
    listings: items,
    firstNumber: (paging.page - 1) * MAP_PAGE_SIZE + 1,
    subject,
    viewHref: (key) => hrefWith(url.pathname, url.searchParams, { view: key === defaultView ? null : key }),
  })
  const view = views.find((v) => v.key === map.view.key) ?? views[0]!
  return {
    map,
    paging,
    // The shared pieces' words (filters, list, map links) in the page's language (decision 059).
    messages: messagesFor(localeOfPath(url.pathname), ['listing']),
    interactive: {
      places: placesHref(type, url.searchParams),
      tiles: env().MAP_TILES ? TILES_PATH : null,
      bounds: view.bounds,
    },
  }
}

/** /map/places.json with a map page's filters (`map` names its part of the guide). */
export function placesHref(type: MapType | undefined, params: URLSearchParams): string {
  return hrefWith('/map/places.json', params, { map: type, page: null, view: null })
}
