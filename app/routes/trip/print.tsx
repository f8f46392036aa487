import { Link } from 'react-router'
import { TripDays } from '~/components/trip/trip-days'
import { TripMaps } from '~/components/maps/trip-map'
import { VALLEY_GEOGRAPHY } from '~/content/valley-map'
import { buildTripMaps } from '~/lib/maps/trip-map'
import { getDb } from '~/lib/db.server'
import { messagesFor } from '~/lib/i18n/catalog.server'
import { localeOfPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import { tripWords } from '~/lib/trip/trip-words.server'
import { pageMeta } from '~/lib/meta'
import { tripIdFrom } from '~/lib/trip/cookie.server'
import { planTrip } from '~/lib/trip/plan.server'
import { getTrip } from '~/lib/trip/trip.server'
import type { Route } from './+types/print'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.title ?? 'Print Your Trip', loaderData?.description ?? ''),
  { name: 'robots', content: 'noindex' },
]

/** /trip/print: the trip without its controls, one day per printed page (app/styles/app.css). */
export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb()
  const locale = localeOfPath(new URL(request.url).pathname)
  const words = tripWords(locale)
  const page = {
    messages: messagesFor(locale, ['trip']),
    title: words.say('trip.print.title'),
    description: words.say('trip.print.description'),
  }
  const trip = await getTrip(db, tripIdFrom(request))
  if (!trip) return { ...page, trip: null, dates: null, days: [], maps: [] }
  const { days, facts } = await planTrip(db, trip, undefined, words)
  return {
    ...page,
    trip: { arrive: trip.arrive, depart: trip.depart },
    // Written here, so the page needs no date code.
    dates:
      trip.arrive && trip.depart
        ? words.say('trip.dates.range', {
            from: words.headingDay(trip.arrive),
            to: words.headingDay(trip.depart),
          })
        : null,
    days,
    maps: buildTripMaps(VALLEY_GEOGRAPHY, days, facts, words.say),
  }
}

export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export default function TripPrintRoute({ loaderData: { dates, days, maps } }: Route.ComponentProps) {
  const t = useT()
  return (
    <div className="trip-print mx-auto max-w-3xl px-4 py-6">
      <p className="trip-noprint mb-4">
        <Link to={t.path('/trip')} className="text-secondary font-semibold underline">
          {t('trip.print.back')}
        </Link>{' '}
        · {t('trip.print.hint')}
      </p>
      <h1 className="text-4xl font-bold">{t('trip.print.heading')}</h1>
      {dates ? (
        <p className="mt-2 text-lg">{dates}</p>
      ) : (
        <p className="mt-2 text-lg">
          {t('trip.print.none')}{' '}
          <Link to={t.path('/trip')} className="text-secondary underline">
            {t('trip.print.planOne')}
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
