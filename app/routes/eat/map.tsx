import { MAP_PAGE_PARAMS } from '~/lib/maps/pages'
import { FilterLinks } from '~/components/filter-links'
import { MapPage } from '~/components/maps/map-page'
import { MAP_VIEWS } from '~/content/map-views'
import { VALLEY_GEOGRAPHY } from '~/content/valley-map'
import { getDb } from '~/lib/db.server'
import { parseCuisine } from '~/lib/kinds/restaurant.server'
import type { Cuisine } from '~/lib/listings'
import { hrefWith } from '~/lib/maps/links'
import { loadMapPage } from '~/lib/maps/map-page.server'
import { pageMeta, readsQuery } from '~/lib/meta'
import { AccessFilters, withAccess } from '~/components/access-filters'
import { ACCESS_PARAM, accessFiltersOf, parseAccessFilters } from '~/lib/accessibility/filters'
import type { Route } from './+types/map'

// The query parameters the page reads (the page cache keys it by these alone).
export const handle = readsQuery(['cuisine', ACCESS_PARAM, ...MAP_PAGE_PARAMS])

export const meta = () =>
  pageMeta('Restaurants Map', 'A map of places to eat in Jackson Hole and Star Valley.')

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const cuisine = parseCuisine(url.searchParams.get('cuisine'))
  const data = await loadMapPage({
    url,
    db: getDb(),
    type: 'eat',
    subject: 'Restaurants',
    geography: VALLEY_GEOGRAPHY,
    views: MAP_VIEWS,
  })
  return { ...data, cuisine, access: parseAccessFilters(url.searchParams), search: url.search }
}

const CUISINES: { label: string; value: Cuisine | undefined }[] = [
  { label: 'All', value: undefined },
  { label: 'Indigenous', value: 'indigenous' },
  { label: 'Farm-to-Table', value: 'farm-to-table' },
  { label: 'Cowboy', value: 'cowboy' },
  { label: 'Family-Friendly', value: 'family-friendly' },
  { label: 'Fine Dining', value: 'fine-dining' },
]

export default function EatMapRoute({ loaderData }: Route.ComponentProps) {
  const { cuisine, access, search } = loaderData
  return (
    <MapPage
      title="Restaurants Map"
      subtitle="See where to eat across Jackson Hole and Star Valley."
      back={{ to: '/eat', label: 'Back to Restaurants' }}
      listTo={withAccess(hrefWith('/eat', '', { cuisine }), access)}
      data={loaderData}
      noun={['restaurant', 'restaurants']}
      listLabel="Restaurants"
    >
      <FilterLinks
        label="Cuisine"
        active={cuisine}
        options={CUISINES.map((option) => ({
          ...option,
          to: hrefWith('/eat/map', search, { cuisine: option.value, page: null }),
        }))}
      />
      <AccessFilters
        action="/eat/map"
        filters={accessFiltersOf('restaurants')}
        active={access}
        keep={{ cuisine, view: loaderData.map.view.param ?? undefined }}
      />
    </MapPage>
  )
}
