import { Link } from 'react-router'
import { CalendarDays, MapPin, Users } from '~/components/icons'
import { useT } from '~/lib/i18n/use-t'
import type { EventRecurrence } from '~/lib/kinds/event-occurrences.server'
import { placePath } from '~/lib/kinds/event-places'
import type { eventPageWords } from '~/lib/kinds/event-words.server'
import type { GuideEvent } from '~/lib/listings'

/** An event page's when, where and how many, under its title. */
export function EventFacts({
  event,
  words,
  recurrence,
  next,
  venue,
}: {
  event: GuideEvent
  /** Its sentences with values, written by the loader in the page's language. */
  words: ReturnType<typeof eventPageWords>
  recurrence: EventRecurrence | null
  /** A repeating event's next day. */
  next: string | undefined
  /** Its venue record, when chosen: the venue's page lists what else is on. */
  venue: { id: string; name: string } | null
}) {
  const t = useT()
  return (
    <ul className="mt-5 grid gap-3 sm:grid-cols-2">
      <li className="flex items-start gap-3">
        <CalendarDays className="text-primary mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {recurrence ? (
          <span>
            <span className="sr-only">{t('events.detail.dates')}</span>
            {words.when}
            {next ? (
              <span className="text-muted-foreground block text-sm">
                {t('events.detail.next')}
                {words.days[next]}
              </span>
            ) : null}
          </span>
        ) : (
          <span>
            <span className="sr-only">{t('events.detail.date')}</span>
            {words.when}
          </span>
        )}
      </li>
      <li className="flex items-start gap-3">
        <MapPin className="text-primary mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span>
          <span className="sr-only">{t('events.detail.location')}</span>
          {event.location}
          <span className="text-muted-foreground block text-sm">{event.address}</span>
          {venue ? (
            <Link
              to={t.path(placePath('venues', venue.id))}
              className="text-secondary inline-flex min-h-11 items-center text-base font-semibold underline underline-offset-4"
            >
              {words.moreAt}
            </Link>
          ) : null}
        </span>
      </li>
      {event.capacity > 0 ? (
        <li className="flex items-start gap-3">
          <Users className="text-primary mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>{words.capacity}</span>
        </li>
      ) : null}
    </ul>
  )
}
