import { Link } from 'react-router'
import { TripDays } from '~/components/trip/trip-days'
import { TripMaps } from '~/components/maps/trip-map'
import { VALLEY_GEOGRAPHY } from '~/content/valley-map'
import { buildTripMaps } from '~/lib/maps/trip-map'
import { formatHeadingDate } from '~/lib/dates'
import { getDb } from '~/lib/db.server'
import { pageMeta } from '~/lib/meta'
import { tripIdFrom } from '~/lib/trip/cookie.server'
import { planTrip } from '~/lib/trip/plan.server'
import { getTrip } from '~/lib/trip/trip.server'
import type { Route } from './+types/print'

export const meta = () => [
  ...pageMeta('Print Your Trip', 'Your trip plan, one day per page.'),
  { name: 'robots', content: 'noindex' },
]

/** /trip/print: the trip without its controls, one day per printed page (app/styles/app.css). */
export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb()
  const trip = await getTrip(db, tripIdFrom(request))
  if (!trip) return { trip: null, days: [], maps: [] }
  const { days, facts } = await planTrip(db, trip)
  return {
    trip: { arrive: trip.arrive, depart: trip.depart },
    days,
    maps: buildTripMaps(VALLEY_GEOGRAPHY, days, facts),
  }
}

export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export default function TripPrintRoute({ loaderData: { trip, days, maps } }: Route.ComponentProps) {
  return (
    <div className="trip-print mx-auto max-w-3xl px-4 py-6">
      <p className="trip-noprint mb-4">
        <Link to="/trip" className="text-secondary font-semibold underline">
          Back to your trip
        </Link>{' '}
        · Use your browser’s Print command: each day starts on a new page.
      </p>
      <h1 className="text-4xl font-bold">Our Wyoming Trip</h1>
      {trip?.arrive && trip.depart ? (
        <p className="mt-2 text-lg">
          {formatHeadingDate(trip.arrive)} to {formatHeadingDate(trip.depart)}
        </p>
      ) : (
        <p className="mt-2 text-lg">
          No trip yet.{' '}
          <Link to="/trip" className="text-secondary underline">
            Plan one
          </Link>
          .
        </p>
      )}
      <div className="mt-6">
        <TripDays days={days} editable={false} />
      </div>
      <TripMaps maps={maps} />
    </div>
  )
}
