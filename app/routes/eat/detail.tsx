import type { MetaDescriptor } from 'react-router'
import { CalendarCheck, Clock, MapPin, Navigation } from '~/components/icons'
import { actionableUrl, isPlaceholderPhone, telHref } from '~/lib/contact-links'
import { PhoneItem, WebsiteItem } from '~/components/listing-contact-items'
import { DetailHeader } from '~/components/detail-header'
import { PlaceMap } from '~/components/maps/place-map'
import { VALLEY_GEOGRAPHY } from '~/content/valley-map'
import { placeMapOf } from '~/lib/maps/place-map'
import { BulletList, DetailSection } from '~/components/detail-section'
import { ExternalLinkButton, LinkButton } from '~/components/link-button'
import { hasRating, Rating } from '~/components/rating'
import { TagList } from '~/components/tag-list'
import { buttonVariants } from '~/components/ui/button'
import { getDb } from '~/lib/db.server'
import { listPhotos } from '~/lib/photos/photos.server'
import { ListingPhotoList } from '~/components/listing-photo-list'
import { redirectFromFormerAddress } from '~/lib/addresses.server'
import { notFoundUnless } from '~/lib/http.server'
import { mapsSearchUrl } from '~/lib/maps'
import { pageMeta, previewImage } from '~/lib/meta'
import { getRestaurantPage, restaurantFromSubmission } from '~/lib/kinds/restaurant.server'
import { restaurantLd } from '~/lib/structured-data'
import { publicUrl } from '~/lib/env.server'
import { previewCorrected, previewOf, submittedListing, submittedPage } from '~/lib/preview.server'
import type { ListingPage } from '~/lib/listing-page.server'
import type { Restaurant } from '~/lib/listings'
import type { Db } from '~/lib/db.server'
import { sendForm } from '~/lib/send-form'
import { listingPlaceRules } from '~/routes/admin/listing-place.server'
import { shownPage } from '~/lib/preview'
import { SeasonalNotice } from '~/components/seasonal-notice'
import { pageAlerts } from '~/lib/conditions/conditions.server'
import { AlertBanner } from '~/components/conditions/alert-card'
import { CheckedNote } from '~/components/checked-note'
import { pingPath } from '~/lib/stats/stats'
import { ClaimLink } from '~/components/claim-link'
import { OsmCredit } from '~/components/osm-credit'
import { fromOpenStreetMap } from '~/lib/osm/review.server'
import { readAccessibility } from '~/lib/accessibility/facts.server'
import { AccessibilitySection } from '~/components/accessibility-section'
import { a11yJsonPath, accessibilityView } from '~/lib/accessibility/view'
import { localeOfPath, type Locale } from '~/lib/i18n/config'
import { messagesFor } from '~/lib/i18n/catalog.server'
import { keyPart, labelOr, wordsFor } from '~/lib/i18n/words.server'
import { checkedText } from '~/lib/freshness'
import { useT } from '~/lib/i18n/use-t'
import { textLang } from '~/lib/i18n/content-fields'
import { restaurantTypeText, shownTags } from '~/lib/i18n/choice-text.server'
import type { Route } from './+types/detail'

export async function loader({ request, params }: Route.LoaderArgs) {
  const preview = await previewOf(request)
  const page =
    preview === 'submission'
      ? submittedPage(
          await submittedListing(getDb(), 'restaurant_submissions', params.id, (row) =>
            restaurantFromSubmission(row, params.id),
          ),
        )
      : await getRestaurantPage(
          getDb(),
          params.id,
          preview === 'listing',
          undefined,
          localeOfPath(new URL(request.url).pathname),
        )
  // A former address (the listing's id before an editor changed it) answers 301; a preview does not.
  if (!page && !preview) await redirectFromFormerAddress(getDb(), 'restaurants', params.id, request)
  notFoundUnless(page)
  return restaurantPageData(getDb(), page, localeOfPath(new URL(request.url).pathname), !preview)
}

/** The page's data from its listing (read from `db`: a trial publication's, for a preview). */
async function restaurantPageData(
  db: Db,
  { listing, description, notice, checked, checkedAt, english }: ListingPage<Restaurant>,
  locale: Locale,
  listed = false,
) {
  const accessibility = await readAccessibility(db, 'restaurants', listing.id)
  const words = wordsFor(locale)
  // The amenities of the form's list in the page's language (an editor's own words stay as written).
  const restaurant = {
    ...listing,
    amenities: listing.amenities.map((a) => labelOr(locale, `eat.amenity.${keyPart(a)}`, a)),
  }
  return {
    messages: messagesFor(locale, ['listing', 'eat']),
    // schema.org JSON-LD made here, so the page's code carries none of it.
    // (its kind of food in the page's words where the catalog has them)
    ld: restaurantLd(
      { ...restaurant, type: restaurantTypeText(locale, restaurant.type).text },
      publicUrl(),
      accessibility.facts,
      { locale, words },
    ),
    accessibility: accessibilityView('restaurants', accessibility, words),
    // its facts as A11yJSON: a listed restaurant's (a preview has no public address)
    a11yJson: listed ? a11yJsonPath('restaurants', restaurant.id) : undefined,
    restaurant,
    // its type in the page's language (the catalog's words for a known one), else English, marked
    kind: restaurantTypeText(locale, restaurant.type),
    // its specialties in the page's language where the catalog knows them
    specialties: shownTags(locale, restaurant.tags, (part) => [`submit.restaurant.options.${part}`]),
    // its texts not yet translated into the page's language (lang="en")
    english,
    description,
    photos: await listPhotos(db, 'restaurants', restaurant.id),
    notice,
    checked: checkedAt ? checkedText(checkedAt, undefined, words) : checked,
    openStreetMap: await fromOpenStreetMap(db, 'restaurants', restaurant.id),
    placeMap: placeMapOf(VALLEY_GEOGRAPHY, restaurant.name, restaurant, words),
    // Active alerts that point at it (issue 48): a banner at the top.
    alerts: await pageAlerts(db, 'restaurants', restaurant.id, new Date(), locale),
  }
}

// A submission's preview with the correction form's values, as approving would publish them.
export async function action({ request, params }: Route.ActionArgs) {
  const preview = await previewCorrected(
    request,
    { kind: 'restaurants', id: params.id, place: listingPlaceRules() },
    async (db, id) => {
      const page = await getRestaurantPage(db, id, true)
      return page && restaurantPageData(db, page, localeOfPath(new URL(request.url).pathname))
    },
  )
  return { preview }
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

// The link-preview picture (og:image).
export const handle = previewImage(
  (data) => (data as Route.ComponentProps['loaderData'] | undefined)?.restaurant.image.scene,
)

export const meta = ({ data }: Pick<Route.MetaArgs, 'data'>): MetaDescriptor[] =>
  data
    ? [...pageMeta(data.restaurant.name, data.description), ...data.ld]
    : pageMeta('Restaurant not found', '')

export default function EatDetailRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const {
    restaurant,
    kind,
    specialties,
    english,
    photos,
    placeMap,
    notice,
    checked,
    openStreetMap,
    alerts,
    accessibility,
    a11yJson,
  } = shownPage(loaderData, actionData)
  // Reservations: the restaurant's booking link, else its website, otherwise a phone call; no
  // button when all are made up (the sample listings' example.com sites and 555-01xx numbers).
  const booking = actionableUrl(restaurant.bookingUrl ?? '') ?? actionableUrl(restaurant.website)
  const reservation = booking
    ? { href: booking, external: true }
    : isPlaceholderPhone(restaurant.phone)
      ? null
      : { href: telHref(restaurant.phone), external: false }
  return (
    <article className="mx-auto max-w-4xl px-4 py-6">
      <DetailHeader
        back={{ to: '/eat', label: t('eat.detail.back') }}
        listing={restaurant}
        kind="restaurant"
        eyebrow={kind.text}
        eyebrowLang={kind.lang}
        subtitle={`${kind.text} · ${restaurant.town}`}
        photo={photos[0]}
      />
      <AlertBanner alerts={alerts} />
      <SeasonalNotice text={notice} />
      <CheckedNote checked={checked} />
      <ClaimLink type="restaurants" id={restaurant.id} />
      <OsmCredit shown={openStreetMap} />
      <dl className="text-muted-foreground mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {hasRating(restaurant.rating) ? (
          <div className="flex items-center gap-1">
            <dt className="sr-only">{t('listing.rating.label')}</dt>
            <dd>
              <Rating value={restaurant.rating} className="text-foreground" />
            </dd>
          </div>
        ) : null}
        <div className="flex items-center gap-1">
          <dt className="sr-only">{t('eat.card.priceLevel')}</dt>
          <dd className="text-foreground font-semibold">{restaurant.price}</dd>
        </div>
        <div className="flex items-start gap-1.5">
          <dt>
            <MapPin aria-hidden="true" className="text-primary mt-0.5 size-4" />
            <span className="sr-only">{t('listing.location')}</span>
          </dt>
          <dd>{restaurant.location}</dd>
        </div>
      </dl>

      <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-wrap gap-3">
          {reservation?.external ? (
            <ExternalLinkButton
              href={reservation.href}
              ping={pingPath('restaurants', restaurant.id, 'booking')}
              size="lg"
            >
              <CalendarCheck aria-hidden="true" />
              {t('eat.detail.makeReservation')}
              <span className="sr-only"> {t('listing.newTab')}</span>
            </ExternalLinkButton>
          ) : reservation ? (
            <a
              href={reservation.href}
              ping={pingPath('restaurants', restaurant.id, 'phone')}
              className={buttonVariants({ size: 'lg' })}
            >
              <CalendarCheck aria-hidden="true" />
              {t('eat.detail.makeReservation')}
            </a>
          ) : null}
          <ExternalLinkButton
            href={mapsSearchUrl(restaurant.location)}
            ping={pingPath('restaurants', restaurant.id, 'directions')}
            size="lg"
            variant="secondary"
          >
            <Navigation aria-hidden="true" />
            {t('listing.getDirections')}
            <span className="sr-only"> {t('listing.newTab')}</span>
          </ExternalLinkButton>
          <LinkButton to={t.path(`/eat/${restaurant.id}/directions`)} size="lg" variant="outline">
            {t('eat.detail.travelFromJackson')}
          </LinkButton>
          {/* Choose the day on /trip: a link (a whole page, so offline the saved trip answers), no trip code here. */}
          <LinkButton
            to={t.path(`/trip?add=restaurant:${restaurant.id}`)}
            size="lg"
            variant="outline"
            reloadDocument
          >
            {t('listing.addToTrip')}
          </LinkButton>
        </div>
        {placeMap ? <PlaceMap map={placeMap} className="shrink-0 sm:w-72" /> : null}
      </div>

      <div className="grid gap-x-10 lg:grid-cols-[1fr_18rem]">
        <div>
          {/* A section the listing has nothing for is left out (an editor may leave it empty). */}
          {restaurant.fullDescription.trim() ? (
            <DetailSection title={t('listing.about')}>
              <p className="text-lg leading-relaxed" lang={textLang(english, 'fullDescription')}>
                {restaurant.fullDescription}
              </p>
            </DetailSection>
          ) : null}
          {restaurant.tags.length > 0 ? (
            <DetailSection title={t('eat.detail.specialties')}>
              <TagList
                tags={specialties.tags}
                english={specialties.englishTags}
                label={t('eat.detail.specialties')}
              />
            </DetailSection>
          ) : null}
          {restaurant.amenities.length > 0 ? (
            <DetailSection title={t('listing.amenities')}>
              <BulletList items={restaurant.amenities} label={t('listing.amenities')} />
            </DetailSection>
          ) : null}
          <AccessibilitySection view={accessibility} jsonPath={a11yJson} />
          {photos.length > 1 ? (
            <DetailSection title={t('listing.photos')}>
              <ListingPhotoList
                photos={photos.slice(1)}
                label={t('listing.morePhotos', { name: restaurant.name })}
              />
            </DetailSection>
          ) : null}
        </div>
        <aside aria-labelledby="contact-title" className="mt-10">
          <div className="border-border bg-card rounded-(--radius-card) border p-5">
            <h2 id="contact-title" className="text-2xl font-bold">
              {t('listing.contact')}
            </h2>
            <ul className="mt-4 space-y-3">
              <PhoneItem phone={restaurant.phone} ping={pingPath('restaurants', restaurant.id, 'phone')} />
              <WebsiteItem
                url={restaurant.website}
                ping={pingPath('restaurants', restaurant.id, 'website')}
              />
              {restaurant.hours.trim() ? (
                <li className="flex items-center gap-3">
                  <Clock aria-hidden="true" className="text-primary size-4 shrink-0" />
                  <span>
                    <span className="sr-only">{t('listing.hours')} </span>
                    <span lang={textLang(english, 'hours')}>{restaurant.hours}</span>
                  </span>
                </li>
              ) : null}
            </ul>
          </div>
        </aside>
      </div>
    </article>
  )
}
