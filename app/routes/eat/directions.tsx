import { ArrowLeft, Car, MapPin, Navigation } from '~/components/icons'
import { Link } from 'react-router'
import { ExternalLinkButton } from '~/components/link-button'
import { getDb } from '~/lib/db.server'
import { redirectFromFormerAddress } from '~/lib/addresses.server'
import { notFoundUnless } from '~/lib/http.server'
import { mapsSearchUrl } from '~/lib/maps'
import { driveBetween, formatDriveTime, TOWN_SQUARE } from '~/lib/maps/roads'
import { LOCALE_INFO, localeOfPath } from '~/lib/i18n/config'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { useT } from '~/lib/i18n/use-t'
import { pageMeta } from '~/lib/meta'
import { getRestaurant } from '~/lib/kinds/restaurant.server'
import type { Route } from './+types/directions'

export async function loader({ params, request }: Route.LoaderArgs) {
  const restaurant = await getRestaurant(getDb(), params.id)
  // A former address (the listing's id before an editor changed it) answers 301.
  if (!restaurant) await redirectFromFormerAddress(getDb(), 'restaurants', params.id, request, '/directions')
  notFoundUnless(restaurant)
  // The guide's one road model, as the trip planner's drives (app/lib/maps/roads.ts).
  const drive = restaurant.coordinates ? driveBetween(TOWN_SQUARE, restaurant.coordinates) : undefined
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  // "About 12 min drive, 6.5 mi (estimate) from Town Square, by US-89, then WY-22."
  const distance = drive
    ? `${new Intl.NumberFormat(LOCALE_INFO[locale].intl, {
        maximumFractionDigits: drive.miles < 10 ? 1 : 0,
        minimumFractionDigits: drive.miles < 10 ? 1 : 0,
      }).format(drive.miles)} mi`
    : ''
  const driveText = drive
    ? drive.via.length > 0
      ? say('eat.directions.driveVia', {
          time: formatDriveTime(drive.minutes),
          distance,
          roads: drive.via.join(`, ${say('eat.directions.then')} `),
        })
      : say('eat.directions.drive', { time: formatDriveTime(drive.minutes), distance })
    : null
  return {
    restaurant,
    driveText,
    messages: messagesFor(locale, ['listing', 'eat']),
    title: say('eat.directions.title', { name: restaurant.name }),
    description: say('eat.directions.metaDescription'),
  }
}

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta(data?.title ?? 'Directions', data?.description ?? 'How to get there from Jackson.')

export default function EatDirectionsRoute({ loaderData: { restaurant, driveText } }: Route.ComponentProps) {
  const t = useT()
  return (
    <section className="mx-auto max-w-3xl px-4 py-6">
      <Link
        to={t.path(`/eat/${restaurant.id}`)}
        className="text-secondary inline-flex min-h-11 items-center gap-2 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('eat.directions.back', { name: restaurant.name })}
      </Link>
      <h1 className="mt-2 text-4xl font-bold">{t('eat.directions.title', { name: restaurant.name })}</h1>
      <div className="border-border bg-card mt-6 rounded-(--radius-card) border p-6">
        <h2 className="flex items-center gap-2 text-xl font-bold">
          <MapPin aria-hidden="true" className="text-primary size-5" />
          {t('eat.directions.address')}
        </h2>
        <address className="mt-2 text-lg not-italic">{restaurant.location}</address>
        <h2 className="mt-6 flex items-center gap-2 text-xl font-bold">
          <Car aria-hidden="true" className="text-primary size-5" />
          {t('eat.directions.fromJackson')}
        </h2>
        {driveText ? (
          <p className="mt-2 text-lg" data-testid="drive-from-jackson">
            {driveText}
          </p>
        ) : null}
        {restaurant.fromJackson ? <p className="mt-2 text-lg">{restaurant.fromJackson}</p> : null}
        <ExternalLinkButton href={mapsSearchUrl(restaurant.location)} size="lg" className="mt-6">
          <Navigation aria-hidden="true" />
          {t('listing.openInMaps')}
          <span className="sr-only"> {t('listing.newTab')}</span>
        </ExternalLinkButton>
      </div>
      <p className="text-muted-foreground mt-4 text-sm">{t('eat.directions.note')}</p>
    </section>
  )
}
