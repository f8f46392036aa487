import type { MetaDescriptor } from 'react-router'
import type * as React from 'react'
import {
  CalendarDays,
  CalendarPlus,
  Check,
  Globe,
  MapPin,
  Navigation,
  Phone,
  Ticket,
  Users,
} from '~/components/icons'
import { BackToEvents } from '~/components/events/back-to-events'
import { PlaceMap } from '~/components/maps/place-map'
import { VALLEY_GEOGRAPHY } from '~/content/valley-map'
import { placeMapOf } from '~/lib/maps/place-map'
import { ExternalLinkButton } from '~/components/link-button'
import { SceneImage } from '~/components/scene-image'
import { ListingPhoto } from '~/components/listing-photo'
import { PhotoCaption } from '~/components/photo-caption'
import { ShareButton } from '~/components/share-button'
import { buttonVariants } from '~/components/ui/button'
import { actionableUrl, displayUrl } from '~/lib/contact-links'
import { PhoneLink } from '~/components/contact-items'
import { formatLongDate, todayInTimeZone } from '~/lib/dates'
import { PastBadge } from '~/components/events/event-card'
import { FavoriteButton } from '~/components/favorite-button'
import { useVisitorToday } from '~/components/events/use-visitor-today'
import { Link } from 'react-router'
import { getDb } from '~/lib/db.server'
import { listPhotos } from '~/lib/photos/photos.server'
import { getEventRecurrence } from '~/lib/kinds/event-occurrences.server'
import { type EventPlaceIds, getEventPage } from '~/lib/kinds/event-queries.server'
import type { ListingPage } from '~/lib/listing-page.server'
import type { GuideEvent } from '~/lib/listings'
import { redirectFromFormerAddress } from '~/lib/addresses.server'
import { placePath } from '~/lib/kinds/event-places'
import { placesOfEvent } from '~/lib/kinds/event-places.server'
import { isPartnerType } from '~/lib/partners/partners.server'
import { CheckedNote } from '~/components/checked-note'
import { ClaimLink } from '~/components/claim-link'
import { DetailSection } from '~/components/detail-section'
import { notFoundUnless } from '~/lib/http.server'
import { icsFileName } from '~/lib/ics'
import { mapsSearchUrl } from '~/lib/maps'
import { pageMeta, previewImage } from '~/lib/meta'
import { formatCount } from '~/lib/utils'
import { eventLd } from '~/lib/structured-data'
import { publicUrl } from '~/lib/env.server'
import { previewCorrected, previewOf, submittedListing, submittedPage } from '~/lib/preview.server'
import type { Db } from '~/lib/db.server'
import { sendForm } from '~/lib/send-form'
import { listingPlaceRules } from '~/routes/admin/listing-place.server'
import { shownPage } from '~/lib/preview'
import { eventFromSubmission } from '~/lib/kinds/event-submission.server'
import { pingPath } from '~/lib/stats/stats'
import { pageAlerts } from '~/lib/conditions/conditions.server'
import { AlertBanner } from '~/components/conditions/alert-card'
import type { Route } from './+types/detail'
import { eventPriceText } from '~/lib/kinds/event'

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = getDb()
  const preview = await previewOf(request)
  // A submission's preview points to no venue or organizer record yet.
  const page: (ListingPage<GuideEvent> & Partial<EventPlaceIds>) | undefined =
    preview === 'submission'
      ? submittedPage(
          await submittedListing(db, 'event_submissions', params.id, (row) =>
            eventFromSubmission(row, params.id),
          ),
        )
      : await getEventPage(db, params.id, preview === 'listing')
  // A former address (the listing's id before an editor changed it) answers 301; a preview does not.
  if (!page && !preview) await redirectFromFormerAddress(getDb(), 'events', params.id, request)
  notFoundUnless(page)
  return eventPageData(db, page)
}

/** The page's data from its listing (read from `db`: a trial publication's, for a preview). */
async function eventPageData(db: Db, page: ListingPage<GuideEvent> & Partial<EventPlaceIds>) {
  const { listing: event, description, checked } = page
  // The region's today; the browser replaces it with the visitor's own date (past or not).
  const serverToday = todayInTimeZone()
  const [recurrence, photos, places, alerts] = await Promise.all([
    // A repeating event's rule in words, its next days and its cancelled ones.
    getEventRecurrence(db, event, { today: serverToday }),
    listPhotos(db, 'events', event.id),
    // Its venue and organizer records, when chosen: their pages list what else is on.
    placesOfEvent(db, page),
    // Active alerts that point at it (issue 48): a banner at the top.
    pageAlerts(db, 'events', event.id),
  ])
  return {
    // schema.org JSON-LD made here, so the page's code carries none of it.
    ld: eventLd(event, publicUrl()),
    event,
    description,
    recurrence,
    serverToday,
    photos,
    checked,
    placeMap: placeMapOf(VALLEY_GEOGRAPHY, event.location, event),
    places,
    // A business claims the venue when it is one of the guide's listings, else the event itself.
    claim:
      places.venue?.listing_type && isPartnerType(places.venue.listing_type) && places.venue.listing_id
        ? { type: places.venue.listing_type, id: places.venue.listing_id }
        : { type: 'events', id: event.id },
    alerts,
  }
}

// A submission's preview with the correction form's values, as approving would publish them.
export async function action({ request, params }: Route.ActionArgs) {
  const preview = await previewCorrected(
    request,
    { kind: 'events', id: params.id, place: listingPlaceRules() },
    async (db, id) => {
      const page = await getEventPage(db, id, true)
      return page && eventPageData(db, page)
    },
  )
  return { preview }
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

// The link-preview picture (og:image).
export const handle = previewImage(
  (data) => (data as Route.ComponentProps['loaderData'] | undefined)?.event.image.scene,
)

export const meta = ({ data }: Pick<Route.MetaArgs, 'data'>): MetaDescriptor[] =>
  data
    ? [...pageMeta(data.event.title, data.description), ...data.ld]
    : pageMeta('Event not found', 'No such event.')

export default function EventDetailRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { event, recurrence, serverToday, photos, placeMap, places, checked, claim, alerts } = shownPage(
    loaderData,
    actionData,
  )
  // Its own text/calendar file (app/routes/events/event-ics.ts), so it works without JavaScript.
  const icsHref = `/events/${encodeURIComponent(event.id)}.ics`
  // A past event stays readable, says so, and offers no tickets.
  const today = useVisitorToday(serverToday)
  // A repeating event is past once its last day is (one without an end never is).
  const last = recurrence ? recurrence.last : event.date
  const past = last !== null && last < today
  const next = recurrence?.upcoming.find((day) => day >= today)
  return (
    <article className="mx-auto max-w-6xl px-4 pt-2 pb-6">
      <BackToEvents />
      <div className="mt-3 grid gap-x-8 gap-y-2 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <header className="lg:col-start-1">
          {photos[0] ? (
            <figure>
              <ListingPhoto
                photo={photos[0]}
                sizes="(min-width: 1024px) 45rem, 100vw"
                priority
                className="aspect-[8/5] rounded-(--radius-card)"
              />
              <PhotoCaption photo={photos[0]} creditOnly />
            </figure>
          ) : (
            <SceneImage image={event.image} priority className="rounded-(--radius-card)" />
          )}
          <p className="bg-sage mt-6 inline-block rounded-full px-3 py-1 text-sm font-semibold text-white">
            {event.category}
          </p>
          <div className="mt-3 flex items-start justify-between gap-4">
            <h1 className="text-4xl font-bold sm:text-5xl">{event.title}</h1>
            <FavoriteButton
              className="mt-1 shrink-0"
              item={{
                kind: 'event',
                id: event.id,
                name: event.title,
                href: `/events/${event.id}`,
                subtitle: `${formatLongDate(event.date)} · ${event.location}`,
                scene: event.image.scene,
              }}
            />
          </div>
          <AlertBanner alerts={alerts} />
          {past ? (
            <p className="mt-3 flex flex-wrap items-center gap-2">
              <PastBadge />
              <span className="text-muted-foreground">
                {recurrence ? 'This event last took place' : 'This event took place'} on{' '}
                {formatLongDate(last ?? event.date)}. See what is coming up in the{' '}
                <Link to="/events" className="text-secondary font-semibold underline underline-offset-4">
                  events calendar
                </Link>
                .
              </span>
            </p>
          ) : null}
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
                {places.venue ? (
                  <Link
                    to={placePath('venues', places.venue.id)}
                    className="text-secondary inline-flex min-h-11 items-center text-base font-semibold underline underline-offset-4"
                  >
                    More at {places.venue.name}
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
          <CheckedNote checked={checked} />
          {/* A business claims its venue (when the venue is one of the guide's listings), else the event. */}
          {claim ? <ClaimLink type={claim.type} id={claim.id} /> : null}
        </header>

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
                <ExternalLinkButton
                  href={event.website}
                  ping={pingPath('events', event.id, 'booking')}
                  size="lg"
                >
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
            {event.organizer || places.organizer || event.phone || actionableUrl(event.website) ? (
              <div>
                <h2 className="text-xl font-bold">Organizer</h2>
                {event.organizer ? <p className="mt-1 font-semibold">{event.organizer}</p> : null}
                {places.organizer ? (
                  <Link
                    to={placePath('organizers', places.organizer.id)}
                    className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
                  >
                    More by {places.organizer.name}
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

        <div className="lg:col-start-1">
          <DetailSection title="About">
            <p className="text-lg leading-relaxed">{event.fullDescription.trim() || event.description}</p>
            {event.tags.length > 0 ? (
              <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
                {event.tags.map((tag) => (
                  <li key={tag} className="bg-accent rounded-full px-3 py-1 text-sm font-medium">
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}
          </DetailSection>

          {recurrence && !past ? (
            <DetailSection title="Upcoming Dates">
              <ul className="grid gap-2 sm:grid-cols-2">
                {recurrence.upcoming
                  .filter((day) => day >= today)
                  .map((day) => (
                    <li key={day} className="flex items-center gap-2">
                      <CalendarDays className="text-primary size-4 shrink-0" aria-hidden="true" />
                      {formatLongDate(day)}
                    </li>
                  ))}
              </ul>
              {recurrence.cancelled.length > 0 ? (
                <p className="text-muted-foreground mt-3">
                  Cancelled: {recurrence.cancelled.map((day) => formatLongDate(day)).join('; ')}
                </p>
              ) : null}
            </DetailSection>
          ) : null}

          {event.highlights.length > 0 ? (
            <DetailSection title="Highlights">
              <ul className="space-y-2">
                {event.highlights.map((item) => (
                  <li key={item} className="flex items-start gap-3">
                    <Check className="text-sage mt-1 size-4 shrink-0" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
            </DetailSection>
          ) : null}

          {event.schedule.length > 0 ? (
            <DetailSection title="Schedule">
              <table className="border-border w-full border-collapse overflow-hidden rounded-lg text-left">
                <thead className="bg-muted">
                  <tr>
                    <th scope="col" className="w-32 px-4 py-2 text-sm font-semibold">
                      Time
                    </th>
                    <th scope="col" className="px-4 py-2 text-sm font-semibold">
                      Activity
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {event.schedule.map((row) => (
                    <tr key={`${row.time}-${row.activity}`} className="border-border border-b">
                      <td className="text-primary px-4 py-3 align-top font-semibold whitespace-nowrap">
                        {row.time}
                      </td>
                      <td className="px-4 py-3">{row.activity}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </DetailSection>
          ) : null}

          {event.whatToBring.length > 0 ? (
            <DetailSection title="What to Bring">
              <ul className="list-disc space-y-2 pl-6">
                {event.whatToBring.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </DetailSection>
          ) : null}
        </div>
      </div>
    </article>
  )
}
