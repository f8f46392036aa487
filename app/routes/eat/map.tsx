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
import { localeOfPath } from '~/lib/i18n/config'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { useT } from '~/lib/i18n/use-t'
import type { Route } from './+types/map'

// The query parameters the page reads (the page cache keys it by these alone).
export const handle = readsQuery(['cuisine', ACCESS_PARAM, ...MAP_PAGE_PARAMS])

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.title ?? '', data?.description ?? '')

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const cuisine = parseCuisine(url.searchParams.get('cuisine'))
  const locale = localeOfPath(url.pathname)
  const say = serverT(locale)
  const data = await loadMapPage({
    url,
    db: getDb(),
    type: 'eat',
    geography: VALLEY_GEOGRAPHY,
    views: MAP_VIEWS,
  })
  return {
    ...data,
    cuisine,
    access: parseAccessFilters(url.searchParams),
    search: url.search,
    // the map's words and the cuisines' names
    messages: messagesFor(locale, ['listing', 'map', 'eat.cuisine']),
    title: say('map.eat.title'),
    description: say('map.eat.metaDescription'),
  }
}

// Their names: `eat.cuisine.<value>` (`eat.cuisine.all`), as on /eat.
const CUISINES: (Cuisine | undefined)[] = [
  undefined,
  'indigenous',
  'farm-to-table',
  'cowboy',
  'family-friendly',
  'fine-dining',
]

export default function EatMapRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { cuisine, access, search } = loaderData
  return (
    <MapPage
      title={loaderData.title}
      subtitle={t('map.eat.subtitle')}
      back={{ to: '/eat', label: t('map.eat.back') }}
      listTo={withAccess(hrefWith('/eat', '', { cuisine }), access)}
      data={loaderData}
      listLabel={t('map.eat.list')}
    >
      <FilterLinks
        label={t('eat.cuisine.label')}
        active={cuisine}
        options={CUISINES.map((value) => ({
          label: t(`eat.cuisine.${value ?? 'all'}`),
          value,
          to: t.path(hrefWith('/eat/map', search, { cuisine: value, page: null })),
        }))}
      />
      <AccessFilters
        action={t.path('/eat/map')}
        filters={accessFiltersOf('restaurants')}
        active={access}
        keep={{ cuisine, view: loaderData.map.view.param ?? undefined }}
      />
    </MapPage>
  )
}
