import { Music, Plus } from '~/components/icons'
import { useState } from 'react'
import { type ShouldRevalidateFunctionArgs, useSearchParams } from 'react-router'
import { CalendarPanel } from '~/components/events/calendar-panel'
import { DayEvents } from '~/components/events/day-events'
import { EventHighlights } from '~/components/events/event-highlights'
import { CategoryFilter, MoreFilters } from '~/components/events/event-filters'
import { SubscribeLinks } from '~/components/events/subscribe-links'
import { useVisitorToday } from '~/components/events/use-visitor-today'
import { LinkButton } from '~/components/link-button'
import { ListMapToggle } from '~/components/list-map-toggle'
import { PageHero } from '~/components/page-hero'
import {
  categorySlug,
  eventsHref,
  EVENTS_QUERY_PARAMS,
  eventsQueryNotices,
  type EventsQuery,
  NO_DATE,
  parseEventsQuery,
} from '~/lib/events-query'
import { nearestDateWithItems, nextDateWithItems, onDate, todayInTimeZone, withinDays } from '~/lib/dates'
import { getDb } from '~/lib/db.server'
import { publicUrl } from '~/lib/env.server'
import { listEventSummaries } from '~/lib/kinds/event-queries.server'
import { pageMeta, previewImage } from '~/lib/meta'
import { localeOfPath } from '~/lib/i18n/config'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { useT } from '~/lib/i18n/use-t'
import type { Route } from './+types/index'

// The link-preview picture (og:image).
export const handle = previewImage('rodeo', EVENTS_QUERY_PARAMS)

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.title ?? '', data?.description ?? '')

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  const t = serverT(locale)
  const query = parseEventsQuery(new URL(request.url).searchParams)
  // Titles and descriptions in the page's language where translated, else English, marked (decision 057).
  const events = await listEventSummaries(
    getDb(),
    { category: query.category, isFree: query.price ? query.price === 'free' : undefined },
    locale,
  )
  // The server's today for the region; the browser replaces it with the visitor's own date.
  // The feed's webcal: link must be absolute: only from PUBLIC_URL, never from the Host header.
  return {
    events,
    serverToday: todayInTimeZone(),
    origin: publicUrl() ?? null,
    // The page's words in its language (decision 059); the detail page's are not needed here.
    messages: messagesFor(locale, [
      'listing',
      'events.category',
      'events.filters',
      'events.notice',
      'events.calendar',
      'events.legend',
      'events.subscribe',
      'events.day',
      'events.card',
      'events.highlights',
      'events.hero',
    ]),
    title: t('events.metaTitle'),
    description: t('events.metaDescription'),
  }
}

/** Choosing a day, a month or the upcoming window needs no new data: only category and price do. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate
  const same = (key: string) => currentUrl.searchParams.get(key) === nextUrl.searchParams.get(key)
  if (same('category') && same('price')) return false
  return defaultShouldRevalidate
}

/** The events map with the list's category and price (its other state is the calendar's). */
function mapHref(query: EventsQuery): string {
  const params = new URLSearchParams()
  if (query.category) params.set('category', categorySlug(query.category))
  if (query.price) params.set('price', query.price)
  const search = params.toString()
  return search ? `/events/map?${search}` : '/events/map'
}

export default function EventsRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { events } = loaderData
  const [searchParams] = useSearchParams()
  const query = parseEventsQuery(searchParams)
  const today = useVisitorToday(loaderData.serverToday)

  const visible = query.days ? withinDays(events, today, query.days) : events
  // With no day asked for, the calendar opens on today if it has events, else on the next day that has.
  const upcoming = nextDateWithItems(visible, today)
  const selected = query.date === NO_DATE ? undefined : (query.date ?? upcoming ?? today)
  const dayEvents = selected ? onDate(visible, selected) : []
  const eventDays = new Set(visible.map((event) => event.date))
  const notices = eventsQueryNotices(searchParams)

  // The calendar's month: the no-JS month link, else the selected day's (or today's) month. With
  // JavaScript the arrows change it in place; a new URL or the visitor's today resets it.
  const monthKey = query.month ?? (selected ?? today).slice(0, 7)
  const [month, setMonth] = useState(monthKey)
  const [shownKey, setShownKey] = useState(monthKey)
  if (shownKey !== monthKey) {
    setShownKey(monthKey)
    setMonth(monthKey)
  }

  return (
    <>
      <PageHero title={loaderData.title} subtitle={t('events.hero.subtitle')}>
        <div className="mt-6 flex flex-wrap gap-3">
          <LinkButton to={t.path('/submit-event')}>
            <Plus aria-hidden="true" />
            {t('events.hero.submit')}
          </LinkButton>
          <LinkButton to={t.path('/events/live-music')} variant="outline">
            <Music aria-hidden="true" />
            {t('events.hero.liveMusic')}
          </LinkButton>
          <ListMapToggle
            listTo={t.path(eventsHref(query, {}))}
            mapTo={t.path(mapHref(query))}
            current="list"
          />
        </div>
      </PageHero>

      <div className="mx-auto max-w-6xl px-4">
        {notices.length > 0 ? (
          <div role="status" className="border-warning bg-card mb-6 rounded-lg border-2 p-4">
            {notices.map((notice) => (
              <p key={notice.about}>{t(`events.notice.${notice.about}`, { value: notice.value })}</p>
            ))}
          </div>
        ) : null}
        <CategoryFilter query={query} />

        <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[23.5rem_minmax(0,1fr)]">
          <div className="space-y-4">
            <CalendarPanel
              query={query}
              month={month}
              onMonthChange={setMonth}
              selected={selected}
              today={today}
              eventDays={eventDays}
            />
            <MoreFilters query={query} />
            <SubscribeLinks category={query.category} origin={loaderData.origin} />
          </div>

          <DayEvents
            query={query}
            selected={selected}
            today={today}
            upcoming={upcoming}
            opened={!query.date}
            events={dayEvents}
            nearest={selected && dayEvents.length === 0 ? nearestDateWithItems(visible, selected) : undefined}
          />
        </div>

        <EventHighlights events={visible} today={today} month={month} />
      </div>
    </>
  )
}
