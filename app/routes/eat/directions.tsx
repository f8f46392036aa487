import { ArrowLeft, Car, MapPin, Navigation } from '~/components/icons'
import { Link } from 'react-router'
import { ExternalLinkButton } from '~/components/link-button'
import { getDb } from '~/lib/db.server'
import { redirectFromFormerAddress } from '~/lib/addresses.server'
import { notFoundUnless } from '~/lib/http.server'
import { mapsSearchUrl } from '~/lib/maps'
import { describeDrive, driveBetween, TOWN_SQUARE } from '~/lib/maps/roads'
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
  return { restaurant, drive }
}

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta(data ? `Directions to ${data.restaurant.name}` : 'Directions', 'How to get there from Jackson.')

export default function EatDirectionsRoute({ loaderData: { restaurant, drive } }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-6">
      <Link
        to={`/eat/${restaurant.id}`}
        className="text-secondary inline-flex min-h-11 items-center gap-2 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to {restaurant.name}
      </Link>
      <h1 className="mt-2 text-4xl font-bold">Directions to {restaurant.name}</h1>
      <div className="border-border bg-card mt-6 rounded-(--radius-card) border p-6">
        <h2 className="flex items-center gap-2 text-xl font-bold">
          <MapPin aria-hidden="true" className="text-primary size-5" />
          Address
        </h2>
        <address className="mt-2 text-lg not-italic">{restaurant.location}</address>
        <h2 className="mt-6 flex items-center gap-2 text-xl font-bold">
          <Car aria-hidden="true" className="text-primary size-5" />
          From Jackson
        </h2>
        {drive ? (
          <p className="mt-2 text-lg" data-testid="drive-from-jackson">
            {describeDrive(drive)} from Town Square
            {drive.via.length > 0 ? `, by ${drive.via.join(', then ')}` : ''}.
          </p>
        ) : null}
        {restaurant.fromJackson ? <p className="mt-2 text-lg">{restaurant.fromJackson}</p> : null}
        <ExternalLinkButton href={mapsSearchUrl(restaurant.location)} size="lg" className="mt-6">
          <Navigation aria-hidden="true" />
          Open in Maps<span className="sr-only"> (opens in a new tab)</span>
        </ExternalLinkButton>
      </div>
      <p className="text-muted-foreground mt-4 text-sm">
        Mountain roads can close or slow in winter. Check WYDOT road reports before a long drive, and watch
        for wildlife on the highway at dawn and dusk.
      </p>
    </section>
  )
}
