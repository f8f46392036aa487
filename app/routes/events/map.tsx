import { MAP_PAGE_PARAMS } from '~/lib/maps/pages'
import { CATEGORY_FILTERS, categorySlug, EVENTS_QUERY_PARAMS, parseEventsQuery } from '~/lib/events-query'
import { FilterLinks } from '~/components/filter-links'
import { MapPage } from '~/components/maps/map-page'
import { MAP_VIEWS } from '~/content/map-views'
import { VALLEY_GEOGRAPHY } from '~/content/valley-map'
import { getDb } from '~/lib/db.server'
import { hrefWith } from '~/lib/maps/links'
import { loadMapPage } from '~/lib/maps/map-page.server'
import { pageMeta, readsQuery } from '~/lib/meta'
import { localeOfPath } from '~/lib/i18n/config'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'
import type { Route } from './+types/map'

// The query parameters the page reads (the page cache keys it by these alone).
export const handle = readsQuery([...EVENTS_QUERY_PARAMS, ...MAP_PAGE_PARAMS])

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.title ?? '', data?.description ?? '')

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const query = parseEventsQuery(url.searchParams)
  const locale = localeOfPath(url.pathname)
  const t = serverT(locale)
  // Upcoming: from the region's today (the page is the same for every visitor).
  const data = await loadMapPage({
    url,
    db: getDb(),
    type: 'events',
    geography: VALLEY_GEOGRAPHY,
    views: MAP_VIEWS,
  })
  return {
    ...data,
    category: query.category,
    price: query.price,
    search: url.search,
    messages: messagesFor(locale, [
      'listing',
      'map',
      'events.map',
      'events.category',
      'events.card',
      'events.filters',
    ]),
    title: t('events.map.title'),
    description: t('events.map.metaDescription'),
  }
}

export default function EventsMapRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { category, price, search } = loaderData
  return (
    <MapPage
      title={loaderData.title}
      subtitle={t('events.map.subtitle')}
      back={{ to: t.path('/events'), label: t('events.card.back') }}
      listTo={t.path(hrefWith('/events', '', { category: category && categorySlug(category), price }))}
      data={loaderData}
      listLabel={t('events.map.upcoming')}
    >
      <FilterLinks
        label={t('events.filters.categories')}
        active={category}
        options={CATEGORY_FILTERS.map((option) => ({
          label: t(`events.category.${option.slug}` as MessageKey),
          value: option.category,
          to: t.path(
            hrefWith('/events/map', search, {
              category: option.category && categorySlug(option.category),
              page: null,
            }),
          ),
        }))}
      />
    </MapPage>
  )
}
