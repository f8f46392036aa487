import { MAP_PAGE_PARAMS } from '~/lib/maps/pages'
import { ACTIVITY_SEARCH_PARAMS } from '~/lib/kinds/activity'
import { ListFilter } from '~/components/icons'
import { LinkButton } from '~/components/link-button'
import { MapPage } from '~/components/maps/map-page'
import { MAP_VIEWS } from '~/content/map-views'
import { VALLEY_GEOGRAPHY } from '~/content/valley-map'
import { activityChoiceLabels, parseActivitySearch } from '~/lib/kinds/activity-filter.server'
import { getDb } from '~/lib/db.server'
import { hrefWith } from '~/lib/maps/links'
import { loadMapPage } from '~/lib/maps/map-page.server'
import { pageMeta, readsQuery } from '~/lib/meta'
import { AccessFilters, withAccess } from '~/components/access-filters'
import { ACCESS_PARAM, accessFiltersOf } from '~/lib/accessibility/filters'
import { localeOfPath } from '~/lib/i18n/config'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { useT } from '~/lib/i18n/use-t'
import type { Route } from './+types/map'

// The query parameters the page reads (the page cache keys it by these alone).
export const handle = readsQuery([...ACTIVITY_SEARCH_PARAMS, ACCESS_PARAM, ...MAP_PAGE_PARAMS])

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.title ?? '', data?.description ?? '')

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  // The same filters as /play/filter, so Filter and List View keep them.
  const search = parseActivitySearch(url.searchParams)
  const locale = localeOfPath(url.pathname)
  const say = serverT(locale)
  const label = activityChoiceLabels(locale)
  const { access: _, ...choices } = search
  const data = await loadMapPage({
    url,
    db: getDb(),
    type: 'play',
    geography: VALLEY_GEOGRAPHY,
    views: MAP_VIEWS,
  })
  return {
    ...data,
    search,
    // 'Category: Hiking, Season: Summer': the filters chosen, in the page's language
    filtered: (Object.entries(choices) as [keyof typeof choices, string][])
      .map(([key, value]) => `${say(`play.filter.${key}`)}: ${label[key](value)}`)
      .join(', '),
    messages: messagesFor(locale, ['listing', 'map']),
    title: say('map.play.title'),
    description: say('map.play.metaDescription'),
  }
}

export default function PlayMapRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { access = [], ...search } = loaderData.search
  const filters = Object.entries(search) as [string, string][]
  // The accessibility filters have a form of their own below; Filter and List View keep them.
  const filterQuery = new URLSearchParams([
    ...filters,
    ...access.map((filter) => [ACCESS_PARAM, filter] as [string, string]),
  ]).toString()
  const filterTo = filterQuery ? `/play/filter?${filterQuery}` : '/play/filter'
  return (
    <MapPage
      title={loaderData.title}
      subtitle={t('map.play.subtitle')}
      back={{ to: '/play', label: t('map.play.back') }}
      listTo={filterQuery ? filterTo : '/play'}
      data={loaderData}
      listLabel={t('map.play.list')}
    >
      <div className="flex flex-wrap items-center gap-3">
        <LinkButton to={t.path(filterTo)} variant="outline">
          <ListFilter aria-hidden="true" />
          {t('map.play.filter')}
        </LinkButton>
        {filters.length > 0 ? (
          <>
            <p className="text-muted-foreground">
              {t('map.play.filtered', { filters: loaderData.filtered })}
            </p>
            <LinkButton
              to={t.path(withAccess(hrefWith('/play/map', '', { view: loaderData.map.view.param }), access))}
              variant="ghost"
              preventScrollReset
            >
              {t('map.play.clear')}
            </LinkButton>
          </>
        ) : null}
      </div>
      <AccessFilters
        action={t.path('/play/map')}
        filters={accessFiltersOf('activities')}
        active={access}
        keep={{ ...search, view: loaderData.map.view.param ?? undefined }}
      />
    </MapPage>
  )
}
