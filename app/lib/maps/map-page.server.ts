import { parsePage } from '../pagination'
import type { MapGeography, MapView } from './geography'
import { hrefWith } from './links'
import { MAP_PAGE_SIZE, type MapPageData } from './pages'
import { type MapSource, pageMapListings } from './places.server'
import { buildValleyMap } from './valley-map'

/**
 * What every map page's loader does: reads `?page=` and `?view=`, loads that page of the sources'
 * listings and builds the map. Links to the other views keep the page's other parameters.
 */
export async function loadMapPage({
  url,
  sources,
  subject,
  geography,
  views,
}: {
  url: URL
  sources: readonly MapSource[]
  subject: string
  geography: MapGeography
  views: readonly MapView[]
}): Promise<MapPageData> {
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
  return { map, paging }
}
