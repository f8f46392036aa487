import type { MetaDescriptor } from 'react-router'
import { CalendarCheck, Mail, MapPin, Navigation, Users } from '~/components/icons'
import { AmenityList } from '~/components/amenity-list'
import { actionableUrl, isPlaceholderEmail, isPlaceholderPhone, telHref } from '~/lib/contact-links'
import { EmailLink } from '~/components/contact-items'
import { PhoneItem, WebsiteItem } from '~/components/listing-contact-items'
import { DetailHeader } from '~/components/detail-header'
import { PlaceMap } from '~/components/maps/place-map'
import { VALLEY_GEOGRAPHY } from '~/content/valley-map'
import { placeMapOf } from '~/lib/maps/place-map'
import { mapsSearchUrl } from '~/lib/maps'
import { BulletList, DetailSection } from '~/components/detail-section'
import { ExternalLinkButton } from '~/components/link-button'
import { hasRating, Rating } from '~/components/rating'
import { buttonVariants } from '~/components/ui/button'
import { ListingPhotoList } from '~/components/listing-photo-list'
import { getDb } from '~/lib/db.server'
import { listPhotos } from '~/lib/photos/photos.server'
import { redirectFromFormerAddress } from '~/lib/addresses.server'
import { notFoundUnless } from '~/lib/http.server'
import { pageMeta, previewImage } from '~/lib/meta'
import { getStayPage } from '~/lib/kinds/stay.server'
import { stayLd } from '~/lib/structured-data'
import { publicUrl } from '~/lib/env.server'
import { previewOf } from '~/lib/preview.server'
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
import { LOCALE_INFO, localeOfPath } from '~/lib/i18n/config'
import { messagesFor } from '~/lib/i18n/catalog.server'
import { wordsFor } from '~/lib/i18n/words.server'
import { checkedText } from '~/lib/freshness'
import { useT } from '~/lib/i18n/use-t'
import { textLang } from '~/lib/i18n/content-fields'
import { stayTypeText } from '~/lib/i18n/choice-text.server'
import type { Route } from './+types/detail'

export async function loader({ request, params }: Route.LoaderArgs) {
  const preview = await previewOf(request)
  const locale = localeOfPath(new URL(request.url).pathname)
  const page = await getStayPage(getDb(), params.id, preview === 'listing', undefined, locale)
  // A former address (the listing's id before an editor changed it) answers 301; a preview does not.
  if (!page && !preview) await redirectFromFormerAddress(getDb(), 'stays', params.id, request)
  notFoundUnless(page)
  const { listing: stay, description, notice, checked, checkedAt, english } = page
  const accessibility = await readAccessibility(getDb(), 'stays', stay.id)
  const words = wordsFor(locale)
  return {
    messages: messagesFor(locale, ['listing', 'stay']),
    price: new Intl.NumberFormat(LOCALE_INFO[locale].intl, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }).format(stay.pricePerNight),
    // schema.org JSON-LD made here, so the page's code carries none of it.
    ld: stayLd(stay, publicUrl(), accessibility.facts, { locale, words }),
    accessibility: accessibilityView('stays', accessibility, words),
    // its facts as A11yJSON (a preview has no public address)
    a11yJson: preview ? undefined : a11yJsonPath('stays', stay.id),
    stay,
    // its type in the page's language (its translation or the catalog's words), else English, marked
    kind: stayTypeText(locale, stay.type, english),
    // its texts not yet translated into the page's language (lang="en")
    english,
    description,
    photos: await listPhotos(getDb(), 'stays', stay.id),
    notice,
    checked: checkedAt ? checkedText(checkedAt, undefined, words) : checked,
    openStreetMap: await fromOpenStreetMap(getDb(), 'stays', stay.id),
    placeMap: placeMapOf(VALLEY_GEOGRAPHY, stay.name, stay, words),
    // Active alerts that point at it (issue 48): a banner at the top.
    alerts: await pageAlerts(getDb(), 'stays', stay.id, new Date(), locale),
  }
}

// The link-preview picture (og:image).
export const handle = previewImage(
  (data) => (data as Route.ComponentProps['loaderData'] | undefined)?.stay.image.scene,
)

export const meta = ({ data }: Pick<Route.MetaArgs, 'data'>): MetaDescriptor[] =>
  data ? [...pageMeta(data.stay.name, data.description), ...data.ld] : pageMeta('Accommodation not found', '')

export default function StayDetailRoute({
  loaderData: {
    stay,
    kind,
    english,
    price,
    photos,
    placeMap,
    notice,
    checked,
    openStreetMap,
    alerts,
    accessibility,
    a11yJson,
  },
}: Route.ComponentProps) {
  const t = useT()
  const policies = [
    [t('stay.detail.checkIn'), stay.policies.checkIn, 'policyCheckIn'],
    [t('stay.detail.checkOut'), stay.policies.checkOut, 'policyCheckOut'],
    [t('stay.detail.cancellation'), stay.policies.cancellation, 'policyCancellation'],
    [t('stay.detail.pets'), stay.policies.pets, 'policyPets'],
  ] as const
  // Buttons only for real addresses (the sample listings' example.com and 555-01xx ones are text).
  // Availability: the stay's booking link, else its website.
  const booking = actionableUrl(stay.bookingUrl ?? '') ?? actionableUrl(stay.contact.website)
  const contactHref =
    stay.contact.email && !isPlaceholderEmail(stay.contact.email)
      ? `mailto:${stay.contact.email}?subject=${encodeURIComponent(t('stay.detail.mailSubject', { name: stay.name }))}`
      : stay.contact.phone && !isPlaceholderPhone(stay.contact.phone)
        ? telHref(stay.contact.phone)
        : undefined
  return (
    <article className="mx-auto max-w-4xl px-4 py-6">
      <DetailHeader
        back={{ to: '/stay', label: t('stay.detail.back') }}
        listing={stay}
        kind="stay"
        eyebrow={kind.text}
        eyebrowLang={kind.lang}
        subtitle={`${kind.text} · ${t('stay.favorite.perNight', { price })}`}
        photo={photos[0]}
      />
      <AlertBanner alerts={alerts} />
      <SeasonalNotice text={notice} />
      <CheckedNote checked={checked} />
      <ClaimLink type="stays" id={stay.id} />
      <OsmCredit shown={openStreetMap} />
      <dl className="text-muted-foreground mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {hasRating(stay.rating) ? (
          <div>
            <dt className="sr-only">{t('listing.rating.label')}</dt>
            <dd>
              <Rating value={stay.rating} className="text-foreground" />
            </dd>
          </div>
        ) : null}
        <div className="flex items-center gap-1.5">
          <dt>
            <Users aria-hidden="true" className="text-primary size-4" />
            <span className="sr-only">{t('stay.detail.guests')}</span>
          </dt>
          <dd>{t('stay.card.guests', { guests: stay.guests })}</dd>
        </div>
        <div className="flex items-start gap-1.5">
          <dt>
            <MapPin aria-hidden="true" className="text-primary mt-0.5 size-4" />
            <span className="sr-only">{t('listing.location')}</span>
          </dt>
          <dd>{stay.location}</dd>
        </div>
      </dl>

      <div className="border-border bg-card mt-6 flex flex-wrap items-center justify-between gap-4 rounded-(--radius-card) border p-5">
        <p>
          <span className="font-display text-3xl font-bold">{price}</span>{' '}
          <span className="text-muted-foreground">{t('stay.detail.perNight')}</span>
        </p>
        <div className="flex flex-wrap gap-3">
          {booking && (
            <ExternalLinkButton href={booking} ping={pingPath('stays', stay.id, 'booking')} size="lg">
              <CalendarCheck aria-hidden="true" />
              {t('stay.detail.checkAvailability')}
              <span className="sr-only"> {t('listing.newTab')}</span>
            </ExternalLinkButton>
          )}
          {contactHref && (
            <a href={contactHref} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              <Mail aria-hidden="true" />
              {t('stay.detail.contactProperty')}
            </a>
          )}
        </div>
      </div>

      <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-wrap gap-3">
          <ExternalLinkButton
            href={mapsSearchUrl(stay.location)}
            ping={pingPath('stays', stay.id, 'directions')}
            size="lg"
            variant="secondary"
          >
            <Navigation aria-hidden="true" />
            {t('listing.getDirections')}
            <span className="sr-only"> {t('listing.newTab')}</span>
          </ExternalLinkButton>
          {/* Choose the day on /trip: a link, so the listing pages carry no trip code. */}
          <a
            href={t.path(`/trip?add=stay:${stay.id}`)}
            className={buttonVariants({ size: 'lg', variant: 'outline' })}
          >
            {t('listing.addToTrip')}
          </a>
        </div>
        {placeMap ? <PlaceMap map={placeMap} className="shrink-0 sm:w-72" /> : null}
      </div>

      {/* A section the listing has nothing for is left out (an editor may leave it empty). */}
      {stay.fullDescription.trim() ? (
        <DetailSection title={t('listing.about')}>
          <p className="text-lg leading-relaxed" lang={textLang(english, 'fullDescription')}>
            {stay.fullDescription}
          </p>
        </DetailSection>
      ) : null}
      {stay.amenities.length > 0 ? (
        <DetailSection title={t('listing.amenities')}>
          <AmenityList amenities={stay.amenities} />
        </DetailSection>
      ) : null}
      {stay.features.length > 0 ? (
        <DetailSection title={t('stay.detail.features')}>
          <div lang={textLang(english, 'features')}>
            <BulletList items={stay.features} label={t('stay.detail.features')} />
          </div>
        </DetailSection>
      ) : null}
      <AccessibilitySection view={accessibility} jsonPath={a11yJson} />
      {photos.length > 1 ? (
        <DetailSection title={t('listing.photos')}>
          <ListingPhotoList photos={photos.slice(1)} label={t('listing.morePhotos', { name: stay.name })} />
        </DetailSection>
      ) : null}
      <div className="grid gap-x-10 md:grid-cols-2">
        <DetailSection title={t('stay.detail.policies')}>
          <dl className="space-y-3">
            {policies.map(([label, value, field]) => (
              <div key={label}>
                <dt className="font-semibold">{label}</dt>
                <dd className="text-muted-foreground" lang={textLang(english, field)}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </DetailSection>
        <DetailSection title={t('listing.contact')}>
          <ul className="space-y-3">
            <PhoneItem phone={stay.contact.phone} ping={pingPath('stays', stay.id, 'phone')} />
            {stay.contact.email.trim() ? (
              <li className="flex items-center gap-3">
                <Mail aria-hidden="true" className="text-primary size-4 shrink-0" />
                <EmailLink
                  email={stay.contact.email}
                  className="inline-block min-h-11 py-2.5 font-semibold underline-offset-4 hover:[&[href]]:underline"
                >
                  <span className="sr-only">{t('stay.detail.email')} </span>
                  {stay.contact.email}
                </EmailLink>
              </li>
            ) : null}
            <WebsiteItem url={stay.contact.website} ping={pingPath('stays', stay.id, 'website')} />
          </ul>
        </DetailSection>
      </div>
    </article>
  )
}
