import { CalendarLegend } from '~/components/events/calendar-legend'
import { EventsCalendar } from '~/components/events/events-calendar'
import { LinkButton } from '~/components/link-button'
import { parseIsoDate, parseIsoMonth, toIsoDate, toIsoMonth } from '~/lib/dates'
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
  return (
    <section
      aria-label="Calendar"
      className="border-border bg-card w-fit max-w-full rounded-(--radius-card) border p-4 shadow-sm sm:p-5 lg:w-full"
    >
      <EventsCalendar
        month={parseIsoMonth(month) ?? new Date()}
        onMonthChange={(date) => onMonthChange(toIsoMonth(date))}
        selected={parseIsoDate(selected)}
        today={parseIsoDate(today) ?? new Date()}
        hasEvents={(date) => eventDays.has(toIsoDate(date))}
        dayHref={(iso) => eventsHref(query, { date: iso })}
        monthHref={(date) => eventsHref(query, { month: toIsoMonth(date) })}
      />
      <CalendarLegend />
      <div className="border-border mt-4 flex flex-wrap gap-2 border-t pt-4">
        <LinkButton to={eventsHref(query, { date: today })} variant="outline" size="sm" preventScrollReset>
          Today
        </LinkButton>
        {selected ? (
          <LinkButton to={eventsHref(query, { date: NO_DATE })} variant="ghost" size="sm" preventScrollReset>
            Clear date
          </LinkButton>
        ) : null}
      </div>
    </section>
  )
}
