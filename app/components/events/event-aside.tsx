import { Link } from 'react-router'
import { CalendarPlus, Globe, Navigation, Phone, Ticket } from '~/components/icons'
import { PhoneLink } from '~/components/contact-items'
import { ExternalLinkButton } from '~/components/link-button'
import { PlaceMap } from '~/components/maps/place-map'
import { ShareButton } from '~/components/share-button'
import { buttonVariants } from '~/components/ui/button'
import { actionableUrl, displayUrl } from '~/lib/contact-links'
import { icsFileName } from '~/lib/ics'
import { eventPriceText } from '~/lib/kinds/event'
import { placePath } from '~/lib/kinds/event-places'
import type { GuideEvent } from '~/lib/listings'
import { useT } from '~/lib/i18n/use-t'
import type { eventPageWords } from '~/lib/kinds/event-words.server'
import { mapsSearchUrl } from '~/lib/maps'
import type { PlaceMapData } from '~/lib/maps/place-map'
import { pingPath } from '~/lib/stats/stats'

/** An event page's side column: its price, tickets, calendar file, trip, directions, map, share, organizer. */
export function EventAside({
  event,
  words,
  past,
  placeMap,
  organizer,
}: {
  event: GuideEvent
  /** Its sentences with values, written by the loader in the page's language. */
  words: ReturnType<typeof eventPageWords>
  /** A past event stays readable and offers no tickets. */
  past: boolean
  placeMap: PlaceMapData | null
  /** Its organizer record, when chosen: the organizer's page lists what else they run. */
  organizer: { id: string; name: string } | null
}) {
  // Its own text/calendar file (app/routes/events/event-ics.ts), so it works without JavaScript.
  const t = useT()
  const price = eventPriceText(event, t('events.card.free'))
  const icsHref = t.path(`/events/${encodeURIComponent(event.id)}.ics`)
  return (
    <aside
      aria-label={t('events.detail.aside')}
      className="mt-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0"
    >
      <div className="border-border bg-card space-y-6 rounded-(--radius-card) border p-5 shadow-sm lg:sticky lg:top-24">
        {price ? (
          <div>
            <h2 className="flex items-center gap-2 text-xl font-bold">
              <Ticket className="text-primary size-5" aria-hidden="true" />
              {t('events.detail.price')}
            </h2>
            <p className="font-display mt-1 text-2xl font-bold">{price}</p>
          </div>
        ) : null}
        <div className="grid gap-3">
          {!past && actionableUrl(event.website) && (
            <ExternalLinkButton href={event.website} ping={pingPath('events', event.id, 'booking')} size="lg">
              <Ticket aria-hidden="true" />
              {t('events.detail.tickets')}
              <span className="sr-only">{t('events.detail.newTab')}</span>
            </ExternalLinkButton>
          )}
          <a
            href={icsHref}
            download={icsFileName(event.id)}
            type="text/calendar"
            className={buttonVariants({ variant: 'secondary' })}
          >
            <CalendarPlus aria-hidden="true" />
            {t('events.detail.calendar')}
          </a>
          {/* On its own date, confirmed on /trip: a link, so this page carries no trip code. */}
          {!past ? (
            <a
              href={t.path(`/trip?add=event:${event.id}`)}
              className={buttonVariants({ variant: 'outline' })}
            >
              {t('events.detail.trip')}
            </a>
          ) : null}
          <ExternalLinkButton
            href={mapsSearchUrl(event.address)}
            ping={pingPath('events', event.id, 'directions')}
            variant="outline"
          >
            <Navigation aria-hidden="true" />
            {t('events.detail.directions')}
            <span className="sr-only">{t('events.detail.newTab')}</span>
          </ExternalLinkButton>
          {placeMap ? <PlaceMap map={placeMap} /> : null}
          <ShareButton
            title={event.title}
            text={words.shareText}
            path={t.path(`/events/${event.id}`)}
            label={t('events.detail.share')}
            copiedMessage={t('events.detail.copied')}
          />
        </div>
        {event.organizer || organizer || event.phone || actionableUrl(event.website) ? (
          <div>
            <h2 className="text-xl font-bold">{t('events.detail.organizer')}</h2>
            {event.organizer ? <p className="mt-1 font-semibold">{event.organizer}</p> : null}
            {organizer ? (
              <Link
                to={t.path(placePath('organizers', organizer.id))}
                className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
              >
                {words.moreBy}
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
                    <span className="sr-only">{t('events.detail.newTab')}</span>
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
