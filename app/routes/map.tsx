import { FilterLinks } from '~/components/filter-links'
import { MapPage } from '~/components/maps/map-page'
import { MAP_VIEWS } from '~/content/map-views'
import { VALLEY_GEOGRAPHY } from '~/content/valley-map'
import { getDb } from '~/lib/db.server'
import { hrefWith } from '~/lib/maps/links'
import { loadMapPage } from '~/lib/maps/map-page.server'
import { MAP_FILTER_PARAMS, MAP_PAGE_PARAMS, MAP_TYPES, type MapType, parseMapType } from '~/lib/maps/pages'
import { pageMeta, readsQuery } from '~/lib/meta'
import { AccessFilters, withAccess } from '~/components/access-filters'
import { accessFiltersOf, parseAccessFilters } from '~/lib/accessibility/filters'
import type { Route } from './+types/map'

// The query parameters the page reads (the page cache keys it by these alone).
export const handle = readsQuery(['type', ...MAP_FILTER_PARAMS, ...MAP_PAGE_PARAMS])

export const meta = () =>
  pageMeta(
    'Map of the Valley',
    'Restaurants, places to stay, activities and upcoming events on one map of Jackson Hole and Star Valley.',
  )

const LIST_PAGES: Record<MapType, string> = { eat: '/eat', stay: '/stay', play: '/play', events: '/events' }

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const type = parseMapType(url.searchParams.get('type'))
  const data = await loadMapPage({
    db: getDb(),
    url,
    type,
    subject: type ? MAP_TYPES.find((t) => t.key === type)!.subject : 'Places to eat, stay, play and go',
    geography: VALLEY_GEOGRAPHY,
    views: MAP_VIEWS,
  })
  return { ...data, type, access: parseAccessFilters(url.searchParams), search: url.search }
}

export default function MapRoute({ loaderData }: Route.ComponentProps) {
  const { type, access, search } = loaderData
  return (
    <MapPage
      title="Map of the Valley"
      subtitle="Where to eat, stay and play, and what is on, across Jackson Hole and Star Valley."
      back={{ to: '/', label: 'Back to Home' }}
      listTo={type ? withAccess(LIST_PAGES[type], type === 'events' ? [] : access) : undefined}
      data={loaderData}
      noun={['place', 'places']}
      listLabel="Places"
    >
      <FilterLinks
        label="Show on the map"
        active={type}
        options={[{ label: 'Everything', value: undefined }, ...MAP_TYPES].map((option) => ({
          label: option.label,
          value: 'key' in option ? option.key : undefined,
          to: hrefWith('/map', search, { type: 'key' in option ? option.key : undefined, page: null }),
        }))}
      />
      {/* Events and shows have no facts of their own: the filters are the places'. */}
      {type === 'events' ? null : (
        <AccessFilters
          action="/map"
          filters={accessFiltersOf(
            type === 'play' || !type ? 'all' : type === 'eat' ? 'restaurants' : 'stays',
          )}
          active={access}
          keep={{ type, view: loaderData.map.view.param ?? undefined }}
        />
      )}
    </MapPage>
  )
}
