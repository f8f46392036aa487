import { Link } from 'react-router'
import { CalendarPlus, Globe, Navigation, Phone, Ticket } from '~/components/icons'
import { PhoneLink } from '~/components/contact-items'
import { ExternalLinkButton } from '~/components/link-button'
import { PlaceMap } from '~/components/maps/place-map'
import { ShareButton } from '~/components/share-button'
import { buttonVariants } from '~/components/ui/button'
import { actionableUrl, displayUrl } from '~/lib/contact-links'
import { formatLongDate } from '~/lib/dates'
import { icsFileName } from '~/lib/ics'
import { eventPriceText } from '~/lib/kinds/event'
import { placePath } from '~/lib/kinds/event-places'
import type { GuideEvent } from '~/lib/listings'
import { mapsSearchUrl } from '~/lib/maps'
import type { PlaceMapData } from '~/lib/maps/place-map'
import { pingPath } from '~/lib/stats/stats'

/** An event page's side column: its price, tickets, calendar file, trip, directions, map, share, organizer. */
export function EventAside({
  event,
  past,
  placeMap,
  organizer,
}: {
  event: GuideEvent
  /** A past event stays readable and offers no tickets. */
  past: boolean
  placeMap: PlaceMapData | null
  /** Its organizer record, when chosen: the organizer's page lists what else they run. */
  organizer: { id: string; name: string } | null
}) {
  // Its own text/calendar file (app/routes/events/event-ics.ts), so it works without JavaScript.
  const icsHref = `/events/${encodeURIComponent(event.id)}.ics`
  return (
    <aside
      aria-label="Tickets and contact"
      className="mt-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0"
    >
      <div className="border-border bg-card space-y-6 rounded-(--radius-card) border p-5 shadow-sm lg:sticky lg:top-24">
        {eventPriceText(event) ? (
          <div>
            <h2 className="flex items-center gap-2 text-xl font-bold">
              <Ticket className="text-primary size-5" aria-hidden="true" />
              Price per ticket
            </h2>
            <p className="font-display mt-1 text-2xl font-bold">{eventPriceText(event)}</p>
          </div>
        ) : null}
        <div className="grid gap-3">
          {!past && actionableUrl(event.website) && (
            <ExternalLinkButton href={event.website} ping={pingPath('events', event.id, 'booking')} size="lg">
              <Ticket aria-hidden="true" />
              Get Tickets
              <span className="sr-only"> (opens in a new tab)</span>
            </ExternalLinkButton>
          )}
          <a
            href={icsHref}
            download={icsFileName(event.id)}
            type="text/calendar"
            className={buttonVariants({ variant: 'secondary' })}
          >
            <CalendarPlus aria-hidden="true" />
            Add to Calendar
          </a>
          {/* On its own date, confirmed on /trip: a link, so this page carries no trip code. */}
          {!past ? (
            <a href={`/trip?add=event:${event.id}`} className={buttonVariants({ variant: 'outline' })}>
              Add to trip
            </a>
          ) : null}
          <ExternalLinkButton
            href={mapsSearchUrl(event.address)}
            ping={pingPath('events', event.id, 'directions')}
            variant="outline"
          >
            <Navigation aria-hidden="true" />
            Get Directions
            <span className="sr-only"> (opens in a new tab)</span>
          </ExternalLinkButton>
          {placeMap ? <PlaceMap map={placeMap} /> : null}
          <ShareButton
            title={event.title}
            text={`${event.title}, ${formatLongDate(event.date)}${event.startTime ? ` at ${event.time}` : ', all day'}`}
            path={`/events/${event.id}`}
            label="Share Event"
            copiedMessage="Event link copied to clipboard!"
          />
        </div>
        {event.organizer || organizer || event.phone || actionableUrl(event.website) ? (
          <div>
            <h2 className="text-xl font-bold">Organizer</h2>
            {event.organizer ? <p className="mt-1 font-semibold">{event.organizer}</p> : null}
            {organizer ? (
              <Link
                to={placePath('organizers', organizer.id)}
                className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
              >
                More by {organizer.name}
              </Link>
            ) : null}
            <ul className="mt-2 space-y-1">
              {event.phone ? (
                <li>
                  <PhoneLink
                    phone={event.phone}
                    ping={pingPath('events', event.id, 'phone')}
                    className="[&[href]]:text-secondary inline-flex min-h-11 items-center gap-2 font-semibold [&[href]]:underline [&[href]]:underline-offset-4"
                  >
                    <Phone className="size-4" aria-hidden="true" />
                    {event.phone}
                  </PhoneLink>
                </li>
              ) : null}
              {actionableUrl(event.website) && (
                <li>
                  <a
                    href={event.website}
                    ping={pingPath('events', event.id, 'website')}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-secondary inline-flex min-h-11 items-center gap-2 font-semibold [overflow-wrap:anywhere] underline underline-offset-4"
                  >
                    <Globe className="size-4 shrink-0" aria-hidden="true" />
                    {displayUrl(event.website)}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              )}
            </ul>
          </div>
        ) : null}
      </div>
    </aside>
  )
}
