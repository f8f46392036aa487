import { getDb } from '~/lib/db.server'
import { tripIdFrom } from '~/lib/trip/cookie.server'
import { tripCalendar } from '~/lib/trip/calendar.server'
import { planTrip } from '~/lib/trip/plan.server'
import { getTrip } from '~/lib/trip/trip.server'
import type { Route } from './+types/ics'

/** /trip.ics: the visitor's whole trip as one calendar file (404 without a trip). */
export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb()
  const trip = await getTrip(db, tripIdFrom(request))
  if (!trip) throw new Response('No trip yet: plan one at /trip', { status: 404 })
  const { days } = await planTrip(db, trip)
  return new Response(tripCalendar(days, trip.share_id), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="my-wyoming-trip.ics"',
      'Cache-Control': 'private, no-store',
    },
  })
}
