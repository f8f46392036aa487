import { getDb } from '~/lib/db.server'
import { tripIdFrom } from '~/lib/trip/cookie.server'
import { tripCalendar } from '~/lib/trip/calendar.server'
import { planTrip } from '~/lib/trip/plan.server'
import { getTrip } from '~/lib/trip/trip.server'
import { localeOfPath, localizedPath } from '~/lib/i18n/config'
import { tripWords } from '~/lib/trip/trip-words.server'
import type { Route } from './+types/ics'

/** /trip.ics: the visitor's whole trip as one calendar file (404 without a trip). */
export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb()
  const locale = localeOfPath(new URL(request.url).pathname)
  const words = tripWords(locale)
  const trip = await getTrip(db, tripIdFrom(request))
  if (!trip)
    throw new Response(words.say('trip.ics.none', { path: localizedPath('/trip', locale) }), { status: 404 })
  const { days } = await planTrip(db, trip, undefined, words)
  // The words of the file in the page's language; its stops' names and notes as they were written.
  return new Response(
    tripCalendar(days, trip.share_id, undefined, words.say, (path) => localizedPath(path, locale)),
    {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'attachment; filename="my-wyoming-trip.ics"',
        'Cache-Control': 'private, no-store',
      },
    },
  )
}
