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
import { localeOfPath } from '~/lib/i18n/config'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { useT } from '~/lib/i18n/use-t'
import type { Route } from './+types/map'

// The query parameters the page reads (the page cache keys it by these alone).
export const handle = readsQuery(['type', ACCESS_PARAM, ...MAP_PAGE_PARAMS])

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.title ?? '', data?.description ?? '')

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const type = parseStayType(url.searchParams.get('type'))
  const locale = localeOfPath(url.pathname)
  const say = serverT(locale)
  const data = await loadMapPage({
    url,
    db: getDb(),
    type: 'stay',
    geography: VALLEY_GEOGRAPHY,
    views: MAP_VIEWS,
  })
  return {
    ...data,
    type,
    access: parseAccessFilters(url.searchParams),
    search: url.search,
    // the map's words and the kinds of places' names
    messages: messagesFor(locale, ['listing', 'map', 'stay.type']),
    title: say('map.stay.title'),
    description: say('map.stay.metaDescription'),
  }
}

// Their names: `stay.type.<value>` (`stay.type.all`), as on /stay.
const TYPES: (StayType | undefined)[] = [undefined, 'ranches', 'lodges', 'cabins', 'cultural-retreats']

export default function StayMapRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { type, access, search } = loaderData
  return (
    <MapPage
      title={loaderData.title}
      subtitle={t('map.stay.subtitle')}
      back={{ to: '/stay', label: t('map.stay.back') }}
      listTo={withAccess(hrefWith('/stay', '', { type }), access)}
      data={loaderData}
      listLabel={t('map.stay.list')}
    >
      <FilterLinks
        label={t('stay.type.label')}
        active={type}
        options={TYPES.map((value) => ({
          label: t(`stay.type.${value ?? 'all'}`),
          value,
          to: t.path(hrefWith('/stay/map', search, { type: value, page: null })),
        }))}
      />
      <AccessFilters
        action={t.path('/stay/map')}
        filters={accessFiltersOf('stays')}
        active={access}
        keep={{ type, view: loaderData.map.view.param ?? undefined }}
      />
    </MapPage>
  )
}
