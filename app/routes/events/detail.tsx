import type { MetaDescriptor } from 'react-router'
import type * as React from 'react'
import { BackToEvents } from '~/components/events/back-to-events'
import { EventAside } from '~/components/events/event-aside'
import { EventFacts } from '~/components/events/event-facts'
import { EventSections } from '~/components/events/event-sections'
import { VALLEY_GEOGRAPHY } from '~/content/valley-map'
import { placeMapOf } from '~/lib/maps/place-map'
import { SceneImage } from '~/components/scene-image'
import { ListingPhoto } from '~/components/listing-photo'
import { PhotoCaption } from '~/components/photo-caption'
import { todayInTimeZone } from '~/lib/dates'
import { PastBadge } from '~/components/events/past-badge'
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
import { placesOfEvent } from '~/lib/kinds/event-places.server'
import { isPartnerType } from '~/lib/partners/partners.server'
import { CheckedNote } from '~/components/checked-note'
import { ClaimLink } from '~/components/claim-link'
import { notFoundUnless } from '~/lib/http.server'
import { pageMeta, previewImage } from '~/lib/meta'
import { eventLd } from '~/lib/structured-data'
import { publicUrl } from '~/lib/env.server'
import { previewCorrected, previewOf, submittedListing, submittedPage } from '~/lib/preview.server'
import type { Db } from '~/lib/db.server'
import { sendForm } from '~/lib/send-form'
import { listingPlaceRules } from '~/routes/admin/listing-place.server'
import { shownPage } from '~/lib/preview'
import { eventFromSubmission } from '~/lib/kinds/event-submission.server'
import { pageAlerts } from '~/lib/conditions/conditions.server'
import { AlertBanner } from '~/components/conditions/alert-card'
import { localeOfPath, type Locale } from '~/lib/i18n/config'
import { messagesFor } from '~/lib/i18n/catalog.server'
import { wordsFor } from '~/lib/i18n/words.server'
import { useT } from '~/lib/i18n/use-t'
import { eventPageWords } from '~/lib/kinds/event-words.server'
import { textLang } from '~/lib/i18n/content-fields'
import type { Route } from './+types/detail'

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
      : await getEventPage(db, params.id, preview === 'listing', localeOfPath(new URL(request.url).pathname))
  // A former address (the listing's id before an editor changed it) answers 301; a preview does not.
  if (!page && !preview) await redirectFromFormerAddress(getDb(), 'events', params.id, request)
  notFoundUnless(page)
  return eventPageData(db, page, localeOfPath(new URL(request.url).pathname))
}

/** The page's data from its listing (read from `db`: a trial publication's, for a preview). */
async function eventPageData(db: Db, page: ListingPage<GuideEvent> & Partial<EventPlaceIds>, locale: Locale) {
  const { listing: event, description, checked, english } = page
  // The region's today; the browser replaces it with the visitor's own date (past or not).
  const serverToday = todayInTimeZone()
  const [recurrence, photos, places, alerts] = await Promise.all([
    // A repeating event's rule in words, its next days and its cancelled ones.
    getEventRecurrence(db, event, { today: serverToday }),
    listPhotos(db, 'events', event.id),
    // Its venue and organizer records, when chosen: their pages list what else is on.
    placesOfEvent(db, page),
    // Active alerts that point at it (issue 48): a banner at the top.
    pageAlerts(db, 'events', event.id, new Date(), locale),
  ])
  return {
    // schema.org JSON-LD made here, so the page's code carries none of it.
    ld: eventLd(event, publicUrl(), { locale, words: wordsFor(locale) }),
    event,
    // its texts not yet translated into the page's language (lang="en")
    english,
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
    // The page's words (decision 059): plain ones as messages, those with values written here.
    messages: messagesFor(locale, ['listing', 'events.detail', 'events.card']),
    words: eventPageWords(locale, event, recurrence, places),
  }
}

// A submission's preview with the correction form's values, as approving would publish them.
export async function action({ request, params }: Route.ActionArgs) {
  const preview = await previewCorrected(
    request,
    { kind: 'events', id: params.id, place: listingPlaceRules() },
    async (db, id) => {
      const page = await getEventPage(db, id, true)
      return page && eventPageData(db, page, localeOfPath(new URL(request.url).pathname))
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
  const { event, english, recurrence, serverToday, photos, placeMap, places, checked, claim, alerts, words } =
    shownPage(loaderData, actionData)
  const t = useT()
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
            {words.category}
          </p>
          <div className="mt-3 flex items-start justify-between gap-4">
            <h1 className="text-4xl font-bold sm:text-5xl" lang={textLang(english, 'title')}>
              {event.title}
            </h1>
            <FavoriteButton
              className="mt-1 shrink-0"
              item={{
                kind: 'event',
                id: event.id,
                name: event.title,
                href: `/events/${event.id}`,
                subtitle: `${words.days[event.date]} · ${event.location}`,
                scene: event.image.scene,
              }}
            />
          </div>
          <AlertBanner alerts={alerts} />
          {past ? (
            <p className="mt-3 flex flex-wrap items-center gap-2">
              <PastBadge />
              <span className="text-muted-foreground">
                {words.tookPlace}{' '}
                <Link
                  to={t.path('/events')}
                  className="text-secondary font-semibold underline underline-offset-4"
                >
                  {t('events.detail.calendarLink')}
                </Link>
                .
              </span>
            </p>
          ) : null}
          <EventFacts event={event} words={words} recurrence={recurrence} next={next} venue={places.venue} />
          <CheckedNote checked={checked} />
          {/* A business claims its venue (when the venue is one of the guide's listings), else the event. */}
          {claim ? <ClaimLink type={claim.type} id={claim.id} /> : null}
        </header>

        <EventAside
          event={event}
          words={words}
          past={past}
          placeMap={placeMap}
          organizer={places.organizer}
        />

        <EventSections
          event={event}
          english={english}
          days={words.days}
          tags={words}
          recurrence={recurrence}
          past={past}
          today={today}
        />
      </div>
    </article>
  )
}
