import { Link } from 'react-router'
import { CalendarDays, MapPin, Users } from '~/components/icons'
import { formatLongDate } from '~/lib/dates'
import type { EventRecurrence } from '~/lib/kinds/event-occurrences.server'
import { placePath } from '~/lib/kinds/event-places'
import type { GuideEvent } from '~/lib/listings'
import { formatCount } from '~/lib/utils'

/** An event page's when, where and how many, under its title. */
export function EventFacts({
  event,
  recurrence,
  next,
  venue,
}: {
  event: GuideEvent
  recurrence: EventRecurrence | null
  /** A repeating event's next day. */
  next: string | undefined
  /** Its venue record, when chosen: the venue's page lists what else is on. */
  venue: { id: string; name: string } | null
}) {
  return (
    <ul className="mt-5 grid gap-3 sm:grid-cols-2">
      <li className="flex items-start gap-3">
        <CalendarDays className="text-primary mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {recurrence ? (
          <span>
            <span className="sr-only">Dates: </span>
            {recurrence.text}
            {event.startTime ? `, at ${event.time}` : ', all day'}
            {next ? (
              <span className="text-muted-foreground block text-sm">Next: {formatLongDate(next)}</span>
            ) : null}
          </span>
        ) : (
          <span>
            <span className="sr-only">Date: </span>
            {formatLongDate(event.date)}
            {event.startTime ? ` at ${event.time}` : ', all day'}
          </span>
        )}
      </li>
      <li className="flex items-start gap-3">
        <MapPin className="text-primary mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span>
          <span className="sr-only">Location: </span>
          {event.location}
          <span className="text-muted-foreground block text-sm">{event.address}</span>
          {venue ? (
            <Link
              to={placePath('venues', venue.id)}
              className="text-secondary inline-flex min-h-11 items-center text-base font-semibold underline underline-offset-4"
            >
              More at {venue.name}
            </Link>
          ) : null}
        </span>
      </li>
      {event.capacity > 0 ? (
        <li className="flex items-start gap-3">
          <Users className="text-primary mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>Capacity: {formatCount(event.capacity)} guests</span>
        </li>
      ) : null}
    </ul>
  )
}
