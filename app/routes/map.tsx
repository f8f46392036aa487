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
import { localeOfPath } from '~/lib/i18n/config'
import { serverT } from '~/lib/i18n/catalog.server'
import { useT } from '~/lib/i18n/use-t'
import type { Route } from './+types/map'

// The query parameters the page reads (the page cache keys it by these alone).
export const handle = readsQuery(['type', ...MAP_FILTER_PARAMS, ...MAP_PAGE_PARAMS])

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.title ?? '', data?.description ?? '')

const LIST_PAGES: Record<MapType, string> = { eat: '/eat', stay: '/stay', play: '/play', events: '/events' }

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const type = parseMapType(url.searchParams.get('type'))
  const say = serverT(localeOfPath(url.pathname))
  const data = await loadMapPage({ db: getDb(), url, type, geography: VALLEY_GEOGRAPHY, views: MAP_VIEWS })
  return {
    ...data,
    type,
    access: parseAccessFilters(url.searchParams),
    search: url.search,
    title: say('map.all.title'),
    description: say('map.all.metaDescription'),
  }
}

export default function MapRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { type, access, search } = loaderData
  return (
    <MapPage
      title={loaderData.title}
      subtitle={t('map.all.subtitle')}
      back={{ to: '/', label: t('map.all.back') }}
      listTo={type ? withAccess(LIST_PAGES[type], type === 'events' ? [] : access) : undefined}
      data={loaderData}
      listLabel={t('map.all.list')}
    >
      <FilterLinks
        label={t('map.all.show')}
        active={type}
        options={[undefined, ...MAP_TYPES.map((option) => option.key)].map((key) => ({
          label: key ? t(`map.type.${key}`) : t('map.all.everything'),
          value: key,
          to: t.path(hrefWith('/map', search, { type: key, page: null })),
        }))}
      />
      {/* Events and shows have no facts of their own: the filters are the places'. */}
      {type === 'events' ? null : (
        <AccessFilters
          action={t.path('/map')}
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
