import { CalendarLegend } from '~/components/events/calendar-legend'
import { EventsCalendar } from '~/components/events/events-calendar'
import { LinkButton } from '~/components/link-button'
import { parseIsoDate, parseIsoMonth, toIsoDate, toIsoMonth } from '~/lib/dates'
import { useT } from '~/lib/i18n/use-t'
import { eventsHref, type EventsQuery, NO_DATE } from '~/lib/events-query'

/**
 * The events page's calendar: the month on show (`month`, YYYY-MM, changed in place by the
 * arrows with JavaScript, by links without), its legend, and links to today and to no date.
 */
export function CalendarPanel({
  query,
  month,
  onMonthChange,
  selected,
  today,
  eventDays,
}: {
  query: EventsQuery
  month: string
  onMonthChange: (month: string) => void
  selected: string | undefined
  today: string
  /** The days (YYYY-MM-DD) that have events. */
  eventDays: ReadonlySet<string>
}) {
  const t = useT()
  return (
    <section
      aria-label={t('events.calendar.label')}
      className="border-border bg-card w-fit max-w-full rounded-(--radius-card) border p-4 shadow-sm sm:p-5 lg:w-full"
    >
      <EventsCalendar
        month={parseIsoMonth(month) ?? new Date()}
        onMonthChange={(date) => onMonthChange(toIsoMonth(date))}
        selected={parseIsoDate(selected)}
        today={parseIsoDate(today) ?? new Date()}
        hasEvents={(date) => eventDays.has(toIsoDate(date))}
        dayHref={(iso) => t.path(eventsHref(query, { date: iso }))}
        monthHref={(date) => t.path(eventsHref(query, { month: toIsoMonth(date) }))}
      />
      <CalendarLegend />
      <div className="border-border mt-4 flex flex-wrap gap-2 border-t pt-4">
        <LinkButton
          to={t.path(eventsHref(query, { date: today }))}
          variant="outline"
          size="sm"
          preventScrollReset
        >
          {t('events.calendar.todayButton')}
        </LinkButton>
        {selected ? (
          <LinkButton
            to={t.path(eventsHref(query, { date: NO_DATE }))}
            variant="ghost"
            size="sm"
            preventScrollReset
          >
            {t('events.calendar.clear')}
          </LinkButton>
        ) : null}
      </div>
    </section>
  )
}
