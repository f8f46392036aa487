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
import type { Route } from './+types/map'
import { messagesFor } from '~/lib/i18n/catalog.server'
import { localeOfPath } from '~/lib/i18n/config'

// The query parameters the page reads (the page cache keys it by these alone).
export const handle = readsQuery([...EVENTS_QUERY_PARAMS, ...MAP_PAGE_PARAMS])

export const meta = () =>
  pageMeta('Events Map', 'A map of upcoming events at their venues in Jackson Hole and Star Valley.')

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const query = parseEventsQuery(url.searchParams)
  // Upcoming: from the region's today (the page is the same for every visitor).
  const data = await loadMapPage({
    url,
    db: getDb(),
    type: 'events',
    subject: 'Upcoming events',
    geography: VALLEY_GEOGRAPHY,
    views: MAP_VIEWS,
  })
  return {
    messages: messagesFor(localeOfPath(new URL(request.url).pathname), ['listing']),
    ...data,
    category: query.category,
    price: query.price,
    search: url.search,
  }
}

export default function EventsMapRoute({ loaderData }: Route.ComponentProps) {
  const { category, price, search } = loaderData
  return (
    <MapPage
      title="Events Map"
      subtitle="Upcoming events at their venues across Jackson Hole and Star Valley."
      back={{ to: '/events', label: 'Back to Events' }}
      listTo={hrefWith('/events', '', { category: category && categorySlug(category), price })}
      data={loaderData}
      noun={['upcoming event', 'upcoming events']}
      listLabel="Upcoming events"
    >
      <FilterLinks
        label="Event categories"
        active={category}
        options={CATEGORY_FILTERS.map((option) => ({
          label: option.label,
          value: option.category,
          to: hrefWith('/events/map', search, {
            category: option.category && categorySlug(option.category),
            page: null,
          }),
        }))}
      />
    </MapPage>
  )
}
