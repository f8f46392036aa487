import { MAP_PAGE_PARAMS } from '~/lib/maps/pages'
import { ACTIVITY_SEARCH_PARAMS } from '~/lib/kinds/activity'
import { ListFilter } from '~/components/icons'
import { LinkButton } from '~/components/link-button'
import { MapPage } from '~/components/maps/map-page'
import { MAP_VIEWS } from '~/content/map-views'
import { VALLEY_GEOGRAPHY } from '~/content/valley-map'
import { parseActivitySearch } from '~/lib/kinds/activity-filter.server'
import { getDb } from '~/lib/db.server'
import { hrefWith } from '~/lib/maps/links'
import { loadMapPage } from '~/lib/maps/map-page.server'
import { pageMeta, readsQuery } from '~/lib/meta'
import { AccessFilters, withAccess } from '~/components/access-filters'
import { ACCESS_PARAM, accessFiltersOf } from '~/lib/accessibility/filters'
import type { Route } from './+types/map'

// The query parameters the page reads (the page cache keys it by these alone).
export const handle = readsQuery([...ACTIVITY_SEARCH_PARAMS, ACCESS_PARAM, ...MAP_PAGE_PARAMS])

export const meta = () => pageMeta('Activities Map', 'A map of activities in Jackson Hole and Star Valley.')

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  // The same filters as /play/filter, so Filter and List View keep them.
  const search = parseActivitySearch(url.searchParams)
  const data = await loadMapPage({
    url,
    db: getDb(),
    type: 'play',
    subject: 'Activities',
    geography: VALLEY_GEOGRAPHY,
    views: MAP_VIEWS,
  })
  return { ...data, search }
}

const LABELS = { category: 'Category', difficulty: 'Difficulty', season: 'Season', price: 'Price' } as const

export default function PlayMapRoute({ loaderData }: Route.ComponentProps) {
  const { access = [], ...search } = loaderData.search
  const filters = Object.entries(search) as [keyof typeof LABELS, string][]
  // The accessibility filters have a form of their own below; Filter and List View keep them.
  const filterQuery = new URLSearchParams([
    ...filters,
    ...access.map((filter) => [ACCESS_PARAM, filter] as [string, string]),
  ]).toString()
  const filterTo = filterQuery ? `/play/filter?${filterQuery}` : '/play/filter'
  return (
    <MapPage
      title="Activities Map"
      subtitle="See where the adventures are across Jackson Hole and Star Valley."
      back={{ to: '/play', label: 'Back to Activities' }}
      listTo={filterQuery ? filterTo : '/play'}
      data={loaderData}
      noun={['activity', 'activities']}
      listLabel="Activities"
    >
      <div className="flex flex-wrap items-center gap-3">
        <LinkButton to={filterTo} variant="outline">
          <ListFilter aria-hidden="true" />
          Filter
        </LinkButton>
        {filters.length > 0 ? (
          <>
            <p className="text-muted-foreground">
              Filtered by {filters.map(([key, value]) => `${LABELS[key]}: ${value}`).join(', ')}
            </p>
            <LinkButton
              to={withAccess(hrefWith('/play/map', '', { view: loaderData.map.view.param }), access)}
              variant="ghost"
              preventScrollReset
            >
              Clear Filters
            </LinkButton>
          </>
        ) : null}
      </div>
      <AccessFilters
        action="/play/map"
        filters={accessFiltersOf('activities')}
        active={access}
        keep={{ ...search, view: loaderData.map.view.param ?? undefined }}
      />
    </MapPage>
  )
}
