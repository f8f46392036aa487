import { MAP_PAGE_PARAMS } from '~/lib/maps/pages'
import { FilterLinks } from '~/components/filter-links'
import { MapPage } from '~/components/maps/map-page'
import { MAP_VIEWS } from '~/content/map-views'
import { VALLEY_GEOGRAPHY } from '~/content/valley-map'
import { getDb } from '~/lib/db.server'
import { parseStayType } from '~/lib/kinds/stay.server'
import type { StayType } from '~/lib/listings'
import { hrefWith } from '~/lib/maps/links'
import { loadMapPage } from '~/lib/maps/map-page.server'
import { pageMeta, readsQuery } from '~/lib/meta'
import { AccessFilters, withAccess } from '~/components/access-filters'
import { ACCESS_PARAM, accessFiltersOf, parseAccessFilters } from '~/lib/accessibility/filters'
import type { Route } from './+types/map'

// The query parameters the page reads (the page cache keys it by these alone).
export const handle = readsQuery(['type', ACCESS_PARAM, ...MAP_PAGE_PARAMS])

export const meta = () =>
  pageMeta('Accommodations Map', 'A map of places to stay in Jackson Hole and Star Valley.')

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const type = parseStayType(url.searchParams.get('type'))
  const data = await loadMapPage({
    url,
    db: getDb(),
    type: 'stay',
    subject: 'Places to stay',
    geography: VALLEY_GEOGRAPHY,
    views: MAP_VIEWS,
  })
  return { ...data, type, access: parseAccessFilters(url.searchParams), search: url.search }
}

const TYPES: { label: string; value: StayType | undefined }[] = [
  { label: 'All', value: undefined },
  { label: 'Ranches', value: 'ranches' },
  { label: 'Lodges', value: 'lodges' },
  { label: 'Cabins', value: 'cabins' },
  { label: 'Cultural Retreats', value: 'cultural-retreats' },
]

export default function StayMapRoute({ loaderData }: Route.ComponentProps) {
  const { type, access, search } = loaderData
  return (
    <MapPage
      title="Accommodations Map"
      subtitle="See where to stay across Jackson Hole and Star Valley."
      back={{ to: '/stay', label: 'Back to Accommodations' }}
      listTo={withAccess(hrefWith('/stay', '', { type }), access)}
      data={loaderData}
      noun={['place to stay', 'places to stay']}
      listLabel="Places to stay"
    >
      <FilterLinks
        label="Accommodation type"
        active={type}
        options={TYPES.map((option) => ({
          ...option,
          to: hrefWith('/stay/map', search, { type: option.value, page: null }),
        }))}
      />
      <AccessFilters
        action="/stay/map"
        filters={accessFiltersOf('stays')}
        active={access}
        keep={{ type, view: loaderData.map.view.param ?? undefined }}
      />
    </MapPage>
  )
}
