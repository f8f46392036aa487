import { CalendarPlus, CalendarX2, Music, Plus, SlidersHorizontal } from '~/components/icons'
import { useState } from 'react'
import { Link, type ShouldRevalidateFunctionArgs, useSearchParams } from 'react-router'
import { EventListItem, HighlightCard } from '~/components/events/event-card'
import {
  CATEGORY_FILTERS,
  categorySlug,
  eventsHref,
  eventsQueryNotices,
  type EventsQuery,
  NO_DATE,
  parseEventsQuery,
  PRICE_FILTERS,
  UPCOMING_FILTERS,
} from '~/lib/events-query'
import { CalendarLegend } from '~/components/events/calendar-legend'
import { EventsCalendar } from '~/components/events/events-calendar'
import { useVisitorToday } from '~/components/events/use-visitor-today'
import { LinkButton } from '~/components/link-button'
import { ListMapToggle } from '~/components/list-map-toggle'
import { PageHero } from '~/components/page-hero'
import { buttonVariants } from '~/components/ui/button'
import {
  formatHeadingDate,
  formatLongDate,
  nearestDateWithItems,
  onDate,
  parseIsoDate,
  parseIsoMonth,
  todayInTimeZone,
  toIsoDate,
  toIsoMonth,
  withinDays,
} from '~/lib/dates'
import { getDb } from '~/lib/db.server'
import { publicUrl } from '~/lib/env.server'
import type { EventCategory } from '~/lib/listings'
import { listEventSummaries } from '~/lib/kinds/event-queries.server'
import { pageMeta, previewImage } from '~/lib/meta'
import { cn } from '~/lib/utils'
import type { Route } from './+types/index'

// The link-preview picture (og:image).
export const handle = previewImage('rodeo')

export const meta = () =>
  pageMeta(
    'Events Calendar',
    'Events in Jackson Hole and Star Valley: festivals, rodeos, powwows and community gatherings.',
  )

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseEventsQuery(new URL(request.url).searchParams)
  const events = await listEventSummaries(getDb(), {
    category: query.category,
    isFree: query.price ? query.price === 'free' : undefined,
  })
  // The server's today for the region; the browser replaces it with the visitor's own date.
  // The feed's webcal: link must be absolute: only from PUBLIC_URL, never from the Host header.
  return { events, serverToday: todayInTimeZone(), origin: publicUrl() ?? null }
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

const pill = (active: boolean) =>
  cn(
    'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors',
    active
      ? 'border-secondary bg-secondary text-secondary-foreground'
      : 'border-input bg-card text-foreground hover:bg-muted',
  )

export default function EventsRoute({ loaderData }: Route.ComponentProps) {
  const { events } = loaderData
  const [searchParams] = useSearchParams()
  const query = parseEventsQuery(searchParams)
  const today = useVisitorToday(loaderData.serverToday)

  const visible = query.days ? withinDays(events, today, query.days) : events
  const selected = query.date === NO_DATE ? undefined : (query.date ?? today)
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
  // Highlights: the next upcoming events of the month on show, else the next ones at all; past
  // events never (they stay reachable from their day, labelled past).
  const upcoming = visible.filter((event) => event.date >= today)
  const monthUpcoming = upcoming.filter((event) => event.date.startsWith(month))
  const highlights = (monthUpcoming.length > 0 ? monthUpcoming : upcoming).slice(0, 3)
  const highlightsTitle =
    monthUpcoming.length > 0 || upcoming.length === 0 ? "This Month's Highlights" : 'Coming Up'

  return (
    <>
      <PageHero
        title="Events Calendar"
        subtitle="Rodeos, powwows, festivals and community gatherings across Jackson Hole and Star Valley."
      >
        <div className="mt-6 flex flex-wrap gap-3">
          <LinkButton to="/submit-event">
            <Plus aria-hidden="true" />
            Submit an Event
          </LinkButton>
          <LinkButton to="/events/live-music" variant="outline">
            <Music aria-hidden="true" />
            Live Music
          </LinkButton>
          <ListMapToggle listTo={eventsHref(query, {})} mapTo={mapHref(query)} current="list" />
        </div>
      </PageHero>

      <div className="mx-auto max-w-6xl px-4">
        {notices.length > 0 ? (
          <div role="status" className="border-warning bg-card mb-6 rounded-lg border-2 p-4">
            {notices.map((notice) => (
              <p key={notice}>{notice}</p>
            ))}
          </div>
        ) : null}
        <nav aria-label="Event categories">
          <ul className="flex flex-wrap gap-2">
            {CATEGORY_FILTERS.map(({ label, category }) => {
              const active = query.category === category
              return (
                <li key={label}>
                  <Link
                    to={eventsHref(query, { category })}
                    preventScrollReset
                    aria-current={active ? 'true' : undefined}
                    className={pill(active)}
                  >
                    {label}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>

        <div className="mt-8 grid gap-8 lg:grid-cols-[23.5rem_minmax(0,1fr)]">
          <div className="space-y-4">
            <section
              aria-label="Calendar"
              className="border-border bg-card w-fit max-w-full rounded-(--radius-card) border p-4 shadow-sm sm:p-5 lg:w-full"
            >
              {/* In a turn of its own: 42 days (decisions 017 and 026). */}
              <EventsCalendar
                month={parseIsoMonth(month) ?? new Date()}
                onMonthChange={(date) => setMonth(toIsoMonth(date))}
                selected={parseIsoDate(selected)}
                today={parseIsoDate(today) ?? new Date()}
                hasEvents={(date) => eventDays.has(toIsoDate(date))}
                dayHref={(iso) => eventsHref(query, { date: iso })}
                monthHref={(date) => eventsHref(query, { month: toIsoMonth(date) })}
              />
              <CalendarLegend />
              <div className="border-border mt-4 flex flex-wrap gap-2 border-t pt-4">
                <LinkButton
                  to={eventsHref(query, { date: today })}
                  variant="outline"
                  size="sm"
                  preventScrollReset
                >
                  Today
                </LinkButton>
                {selected ? (
                  <LinkButton
                    to={eventsHref(query, { date: NO_DATE })}
                    variant="ghost"
                    size="sm"
                    preventScrollReset
                  >
                    Clear date
                  </LinkButton>
                ) : null}
              </div>
            </section>
            <MoreFilters query={query} />
            <SubscribeLinks category={query.category} origin={loaderData.origin} />
          </div>

          <DaySection
            query={query}
            selected={selected}
            today={today}
            events={dayEvents}
            nearest={selected && dayEvents.length === 0 ? nearestDateWithItems(visible, selected) : undefined}
          />
        </div>

        <section aria-labelledby="highlights-title" className="mt-16">
          <h2 id="highlights-title" className="text-3xl font-bold">
            {highlightsTitle}
          </h2>
          {highlights.length > 0 ? (
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {highlights.map((event) => (
                <HighlightCard key={`${event.id}:${event.date}`} event={event} />
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground mt-4">No upcoming events match these filters yet.</p>
          )}
        </section>
      </div>
    </>
  )
}

function DaySection({
  query,
  selected,
  today,
  events,
  nearest,
}: {
  query: EventsQuery
  selected: string | undefined
  today: string
  events: Route.ComponentProps['loaderData']['events']
  nearest: ReturnType<typeof nearestDateWithItems>
}) {
  const heading = selected ? `Events for ${formatHeadingDate(selected)}` : 'All Events'
  return (
    <section aria-labelledby="day-title" className="min-w-0">
      <h2 id="day-title" className="text-3xl font-bold">
        {heading}
      </h2>
      <p role="status" className="sr-only">
        {selected ? `${events.length} ${events.length === 1 ? 'event' : 'events'}` : ''}
      </p>
      {!selected ? (
        <p className="text-muted-foreground border-border mt-6 rounded-(--radius-card) border border-dashed p-8 text-center text-lg">
          Select a date to view events
        </p>
      ) : events.length > 0 ? (
        <ul className="mt-6 space-y-6">
          {events.map((event) => (
            <EventListItem key={`${event.id}:${event.date}`} event={event} past={event.date < today} />
          ))}
        </ul>
      ) : (
        <div className="border-border bg-card mt-6 flex flex-col items-center rounded-(--radius-card) border p-8 text-center shadow-sm">
          <CalendarX2 className="text-primary size-10" aria-hidden="true" />
          <h3 className="mt-3 text-2xl font-bold">No Events This Day</h3>
          <p className="text-muted-foreground mt-2 max-w-md">
            Nothing is scheduled on {formatLongDate(selected)}
            {query.category ? ` in ${query.category}` : ''}. Pick a highlighted day in the calendar.
          </p>
          {nearest ? (
            <p className="mt-4">
              {nearest.direction === 'next' ? 'Next events: ' : 'Most recent events: '}
              <Link
                to={eventsHref(query, { date: nearest.date })}
                preventScrollReset
                className="text-secondary font-semibold underline underline-offset-4"
              >
                {formatLongDate(nearest.date)}
              </Link>
            </p>
          ) : null}
          <LinkButton to={eventsHref(query, { date: today })} className="mt-6" preventScrollReset>
            View Today&apos;s Events
          </LinkButton>
        </div>
      )}
    </section>
  )
}

/**
 * The calendar feed of upcoming events (this category's when one is chosen): a webcal: link that
 * calendar apps subscribe to when the site's origin is known, and the plain .ics address.
 */
function SubscribeLinks({ category, origin }: { category?: EventCategory; origin: string | null }) {
  const path = `/events/feed.ics${category ? `?category=${categorySlug(category)}` : ''}`
  const webcal = origin ? new URL(path, origin).href.replace(/^https?:/, 'webcal:') : undefined
  return (
    <p className="text-sm">
      <CalendarPlus className="text-primary mr-1.5 inline size-4 align-[-0.2em]" aria-hidden="true" />
      {webcal ? (
        <>
          <a href={webcal} className="text-secondary font-semibold underline underline-offset-4">
            Subscribe in your calendar app
          </a>{' '}
          (or add{' '}
          <a href={path} className="text-secondary underline underline-offset-4">
            the .ics feed
          </a>
          )
        </>
      ) : (
        <a href={path} className="text-secondary font-semibold underline underline-offset-4">
          Subscribe: the .ics feed of upcoming {category ? `${category} ` : ''}events
        </a>
      )}
    </p>
  )
}

/** Price and upcoming-window filters, in a disclosure that works without JavaScript. */
function MoreFilters({ query }: { query: EventsQuery }) {
  const active = query.price !== undefined || query.days !== undefined
  // Open when a filter is on; after that the visitor's own toggling wins (choosing "Any price"
  // must not snap the panel shut).
  const [open, setOpen] = useState(active)
  return (
    <details
      open={open || active}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="border-border bg-card group rounded-(--radius-card) border p-4 shadow-sm sm:p-5"
    >
      <summary className={cn(buttonVariants({ variant: 'outline' }), 'w-full cursor-pointer')}>
        <SlidersHorizontal aria-hidden="true" />
        More Filters
        {active ? <span className="sr-only"> (active)</span> : null}
      </summary>
      <div className="mt-4 space-y-4">
        <div role="group" aria-labelledby="price-filter-label">
          <p id="price-filter-label" className="text-sm font-semibold">
            Price
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {PRICE_FILTERS.map(({ label, price }) => (
              <li key={label}>
                <Link
                  to={eventsHref(query, { price })}
                  preventScrollReset
                  aria-current={query.price === price ? 'true' : undefined}
                  className={pill(query.price === price)}
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div role="group" aria-labelledby="upcoming-filter-label">
          <p id="upcoming-filter-label" className="text-sm font-semibold">
            Upcoming
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {UPCOMING_FILTERS.map(({ label, days }) => (
              <li key={label}>
                <Link
                  to={eventsHref(query, { days })}
                  preventScrollReset
                  aria-current={query.days === days ? 'true' : undefined}
                  className={pill(query.days === days)}
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </details>
  )
}
