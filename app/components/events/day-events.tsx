import { Link } from 'react-router'
import { CalendarX2 } from '~/components/icons'
import { type EventCardData, EventListItem } from '~/components/events/event-card'
import { LinkButton } from '~/components/link-button'
import type { nearestDateWithItems } from '~/lib/dates'
import { formatHeadingDate, formatLongDate } from '~/lib/dates-intl'
import { eventsHref, type EventsQuery } from '~/lib/events-query'
import { useT } from '~/lib/i18n/use-t'
import { categoryName } from './event-card'

/**
 * The events of the day chosen in the calendar (past ones labelled), or, on a day without any,
 * the nearest day that has some; with no day chosen, a prompt to choose one. Opened with no day
 * asked for, the calendar shows today's events or the next day's that has some, and says so.
 */
export function DayEvents({
  query,
  selected,
  today,
  upcoming,
  opened = false,
  events,
  nearest,
}: {
  query: EventsQuery
  selected: string | undefined
  today: string
  /** today when it has events, else the next day that has some (undefined: none ahead) */
  upcoming: string | undefined
  /** the page was opened with no day asked for */
  opened?: boolean
  events: EventCardData[]
  nearest: ReturnType<typeof nearestDateWithItems>
}) {
  const t = useT()
  const long = (iso: string) => formatLongDate(iso, t.locale)
  const heading = selected
    ? t('events.day.title', { date: formatHeadingDate(selected, t.locale) })
    : t('events.day.all')
  return (
    <section aria-labelledby="day-title" className="min-w-0">
      <h2 id="day-title" className="text-3xl font-bold">
        {heading}
      </h2>
      <p role="status" className="sr-only">
        {selected ? t('events.day.count', { count: events.length }) : ''}
      </p>
      {opened && selected && selected !== today && events.length > 0 ? (
        <p className="text-muted-foreground mt-2" data-next-events>
          {t('events.day.next')}
        </p>
      ) : null}
      {!selected ? (
        <p className="text-muted-foreground border-border mt-6 rounded-(--radius-card) border border-dashed p-8 text-center text-lg">
          {t('events.day.pick')}
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
          <h3 className="mt-3 text-2xl font-bold">{t('events.day.none')}</h3>
          <p className="text-muted-foreground mt-2 max-w-md">
            {query.category
              ? t('events.day.nothingIn', { date: long(selected), category: categoryName(t, query.category) })
              : t('events.day.nothing', { date: long(selected) })}
          </p>
          {nearest ? (
            <p className="mt-4">
              {nearest.direction === 'next' ? t('events.day.nearestNext') : t('events.day.nearestPrevious')}
              <Link
                to={t.path(eventsHref(query, { date: nearest.date }))}
                preventScrollReset
                className="text-secondary font-semibold underline underline-offset-4"
              >
                {long(nearest.date)}
              </Link>
            </p>
          ) : null}
          {/* Never a link to this same day: today's events, or the next day's that has some. */}
          {upcoming && upcoming !== selected && upcoming !== nearest?.date ? (
            <LinkButton
              to={t.path(eventsHref(query, { date: upcoming }))}
              className="mt-6"
              preventScrollReset
            >
              {upcoming === today
                ? t('events.day.viewToday')
                : t('events.day.viewNext', { date: long(upcoming) })}
            </LinkButton>
          ) : null}
        </div>
      )}
    </section>
  )
}
