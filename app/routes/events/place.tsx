import { CalendarDays, Globe, MapPin, Navigation } from '~/components/icons'
import { BackToEvents } from '~/components/events/back-to-events'
import { ExternalLinkButton } from '~/components/link-button'
import { Link } from 'react-router'
import { actionableUrl, displayUrl } from '~/lib/contact-links'
import { formatLongDate } from '~/lib/dates-intl'
import { getDb } from '~/lib/db.server'
import { notFoundUnless } from '~/lib/http.server'
import { placeKindOfUrl } from '~/lib/kinds/event-places'
import { localeOfPath } from '~/lib/i18n/config'
import { textLang } from '~/lib/i18n/content-fields'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { useT } from '~/lib/i18n/use-t'
import { getPlacePage } from '~/lib/kinds/event-places.server'
import { mapsSearchUrl } from '~/lib/maps'
import { pageMeta } from '~/lib/meta'
import type { Route } from './+types/place'

/** /events/venues/:id and /events/organizers/:id: a venue or organizer and what is on there. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const kind = placeKindOfUrl(request.url)
  notFoundUnless(kind)
  const locale = localeOfPath(new URL(request.url).pathname)
  // Its coming events' titles in the page's language where translated, else English, marked.
  const page = await getPlacePage(getDb(), kind, params.id, undefined, locale)
  notFoundUnless(page)
  return {
    ...page,
    messages: messagesFor(locale, ['events.place', 'events.card', 'events.detail']),
    description: serverT(locale)(
      page.kind === 'venues' ? 'events.place.metaVenue' : 'events.place.metaOrganizer',
      { name: page.record.name },
    ),
  }
}

export const meta = ({ data }: Route.MetaArgs) =>
  data ? pageMeta(data.record.name, data.description) : pageMeta('Not found', 'No such venue or organizer.')

const linkClass =
  'text-secondary inline-flex min-h-11 items-center gap-2 font-semibold [overflow-wrap:anywhere] underline underline-offset-4'

export default function EventPlaceRoute({ loaderData: page }: Route.ComponentProps) {
  const { kind, record, venue, coming } = page
  const t = useT()
  const website = 'website' in record ? actionableUrl(record.website) : undefined
  return (
    <article className="mx-auto max-w-6xl px-4 pt-2 pb-6">
      <BackToEvents />
      <p className="mt-6">
        <span className="bg-sage inline-block rounded-full px-3 py-1 text-sm font-semibold text-white">
          {t(kind === 'venues' ? 'events.place.venues' : 'events.place.organizers')}
        </span>
      </p>
      <h1 className="mt-3 text-4xl font-bold break-words sm:text-5xl">{record.name}</h1>
      <ul className="mt-4 space-y-2 text-lg">
        {'address' in record && (record.address || record.town) ? (
          <li className="flex items-start gap-3">
            <MapPin className="text-primary mt-1 size-5 shrink-0" aria-hidden="true" />
            <span>
              <span className="sr-only">{t('events.place.address')}</span>
              {[record.address, record.town].filter(Boolean).join(', ')}
            </span>
          </li>
        ) : null}
        {venue?.listingPath ? (
          <li>
            <Link to={t.path(venue.listingPath)} className={linkClass}>
              {t('events.place.listing')}
            </Link>
          </li>
        ) : null}
        {website ? (
          <li>
            <a href={website} target="_blank" rel="noopener noreferrer" className={linkClass}>
              <Globe className="size-4 shrink-0" aria-hidden="true" />
              {displayUrl(website)}
              <span className="sr-only">{t('events.detail.newTab')}</span>
            </a>
          </li>
        ) : null}
        {'contact' in record && record.contact ? (
          <li>
            <span className="font-semibold">{t('events.place.contact')}</span>
            {record.contact}
          </li>
        ) : null}
      </ul>
      {'address' in record && record.address ? (
        <div className="mt-4">
          <ExternalLinkButton href={mapsSearchUrl(record.address)} variant="outline">
            <Navigation className="size-4" aria-hidden="true" /> {t('events.detail.directions')}
          </ExternalLinkButton>
        </div>
      ) : null}
      <section aria-labelledby="coming" className="mt-10">
        <h2 id="coming" className="text-2xl font-bold">
          {kind === 'venues' ? t('events.place.comingVenue') : t('events.place.comingOrganizer')}
        </h2>
        {coming.length === 0 ? (
          <p className="mt-2">{t('events.place.none')}</p>
        ) : (
          <ul className="divide-border mt-4 divide-y">
            {coming.map((event) => (
              <li key={`${event.id}-${event.date}`} className="py-3">
                <Link
                  to={t.path(`/events/${encodeURIComponent(event.id)}`)}
                  className={linkClass}
                  lang={textLang(event.english, 'title')}
                >
                  {event.title}
                </Link>
                <span className="text-muted-foreground flex items-center gap-2">
                  <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
                  {formatLongDate(event.date, t.locale)}, {event.time}
                  {kind === 'organizers' ? ` · ${event.location}` : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  )
}
