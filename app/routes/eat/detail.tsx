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
import { previewOf, submittedListing, submittedPage } from '~/lib/preview.server'
import { SeasonalNotice } from '~/components/seasonal-notice'
import { CheckedNote } from '~/components/checked-note'
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
      : await getRestaurantPage(getDb(), params.id, preview === 'listing')
  // A former address (the listing's id before an editor changed it) answers 301; a preview does not.
  if (!page && !preview) await redirectFromFormerAddress(getDb(), 'restaurants', params.id, request)
  notFoundUnless(page)
  const { listing: restaurant, description, notice, checked } = page
  return {
    // schema.org JSON-LD made here, so the page's code carries none of it.
    ld: restaurantLd(restaurant, publicUrl()),
    restaurant,
    description,
    photos: await listPhotos(getDb(), 'restaurants', restaurant.id),
    notice,
    checked,
    placeMap: placeMapOf(VALLEY_GEOGRAPHY, restaurant.name, restaurant),
  }
}

// The link-preview picture (og:image).
export const handle = previewImage(
  (data) => (data as Route.ComponentProps['loaderData'] | undefined)?.restaurant.image.scene,
)

export const meta = ({ data }: Pick<Route.MetaArgs, 'data'>): MetaDescriptor[] =>
  data
    ? [...pageMeta(data.restaurant.name, data.description), ...data.ld]
    : pageMeta('Restaurant not found', '')

export default function EatDetailRoute({
  loaderData: { restaurant, photos, placeMap, notice, checked },
}: Route.ComponentProps) {
  // Reservations: the restaurant's website when it has one, otherwise a phone call; no button when
  // both are made up (the sample listings' example.com sites and 555-01xx numbers).
  const website = actionableUrl(restaurant.website)
  const reservation = website
    ? { href: website, external: true }
    : isPlaceholderPhone(restaurant.phone)
      ? null
      : { href: telHref(restaurant.phone), external: false }
  return (
    <article className="mx-auto max-w-4xl px-4 py-6">
      <DetailHeader
        back={{ to: '/eat', label: 'Back to Restaurants' }}
        listing={restaurant}
        kind="restaurant"
        eyebrow={restaurant.type}
        subtitle={`${restaurant.type} · ${restaurant.town}`}
        photo={photos[0]}
      />
      <SeasonalNotice text={notice} />
      <CheckedNote checked={checked} />
      <dl className="text-muted-foreground mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {hasRating(restaurant.rating) ? (
          <div className="flex items-center gap-1">
            <dt className="sr-only">Rating</dt>
            <dd>
              <Rating value={restaurant.rating} className="text-foreground" />
            </dd>
          </div>
        ) : null}
        <div className="flex items-center gap-1">
          <dt className="sr-only">Price level</dt>
          <dd className="text-foreground font-semibold">{restaurant.price}</dd>
        </div>
        <div className="flex items-start gap-1.5">
          <dt>
            <MapPin aria-hidden="true" className="text-primary mt-0.5 size-4" />
            <span className="sr-only">Location</span>
          </dt>
          <dd>{restaurant.location}</dd>
        </div>
      </dl>

      <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-wrap gap-3">
          {reservation?.external ? (
            <ExternalLinkButton href={reservation.href} size="lg">
              <CalendarCheck aria-hidden="true" />
              Make Reservation<span className="sr-only"> (opens in a new tab)</span>
            </ExternalLinkButton>
          ) : reservation ? (
            <a href={reservation.href} className={buttonVariants({ size: 'lg' })}>
              <CalendarCheck aria-hidden="true" />
              Make Reservation
            </a>
          ) : null}
          <ExternalLinkButton href={mapsSearchUrl(restaurant.location)} size="lg" variant="secondary">
            <Navigation aria-hidden="true" />
            Get Directions<span className="sr-only"> (opens in a new tab)</span>
          </ExternalLinkButton>
          <LinkButton to={`/eat/${restaurant.id}/directions`} size="lg" variant="outline">
            Travel from Jackson
          </LinkButton>
          {/* Choose the day on /trip: a link (a whole page, so offline the saved trip answers), no trip code here. */}
          <LinkButton to={`/trip?add=restaurant:${restaurant.id}`} size="lg" variant="outline" reloadDocument>
            Add to trip
          </LinkButton>
        </div>
        {placeMap ? <PlaceMap map={placeMap} className="shrink-0 sm:w-72" /> : null}
      </div>

      <div className="grid gap-x-10 lg:grid-cols-[1fr_18rem]">
        <div>
          {/* A section the listing has nothing for is left out (an editor may leave it empty). */}
          {restaurant.fullDescription.trim() ? (
            <DetailSection title="About">
              <p className="text-lg leading-relaxed">{restaurant.fullDescription}</p>
            </DetailSection>
          ) : null}
          {restaurant.tags.length > 0 ? (
            <DetailSection title="Specialties">
              <TagList tags={restaurant.tags} label="Specialties" />
            </DetailSection>
          ) : null}
          {restaurant.amenities.length > 0 ? (
            <DetailSection title="Amenities">
              <BulletList items={restaurant.amenities} label="Amenities" />
            </DetailSection>
          ) : null}
          {photos.length > 1 ? (
            <DetailSection title="Photos">
              <ListingPhotoList photos={photos.slice(1)} label={`More photos of ${restaurant.name}`} />
            </DetailSection>
          ) : null}
        </div>
        <aside aria-labelledby="contact-title" className="mt-10">
          <div className="border-border bg-card rounded-(--radius-card) border p-5">
            <h2 id="contact-title" className="text-2xl font-bold">
              Contact
            </h2>
            <ul className="mt-4 space-y-3">
              <PhoneItem phone={restaurant.phone} />
              <WebsiteItem url={restaurant.website} />
              {restaurant.hours.trim() ? (
                <li className="flex items-center gap-3">
                  <Clock aria-hidden="true" className="text-primary size-4 shrink-0" />
                  <span>
                    <span className="sr-only">Hours: </span>
                    {restaurant.hours}
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
