import { Copy } from '~/components/icons'
import { Form } from 'react-router'
import { PageHero } from '~/components/page-hero'
import { SavedPlaces } from '~/components/trip/saved-places'
import { TripDays } from '~/components/trip/trip-days'
import { TripMaps } from '~/components/maps/trip-map'
import { VALLEY_GEOGRAPHY } from '~/content/valley-map'
import { buildTripMaps } from '~/lib/maps/trip-map'
import { Button } from '~/components/ui/button'
import { formatHeadingDate } from '~/lib/dates'
import { getDb } from '~/lib/db.server'
import { notFoundUnless } from '~/lib/http.server'
import { pageMeta } from '~/lib/meta'
import { handleTripAction } from '~/lib/trip/actions.server'
import { planTrip } from '~/lib/trip/plan.server'
import { listFavoriteKeys, resolveFavorites } from '~/lib/trip/favorites.server'
import { getSharedTrip } from '~/lib/trip/trip.server'
import { sendForm } from '~/lib/send-form'
import { messagesFor } from '~/lib/i18n/catalog.server'
import { localeOfPath } from '~/lib/i18n/config'
import type { Route } from './+types/shared'

export const meta = () => [
  ...pageMeta('A Shared Trip', 'A trip plan for Jackson Hole and Star Valley, shared read-only.'),
  { name: 'robots', content: 'noindex' },
]

/** /trip/shared/<share id>: someone's trip, read-only, with "Copy to my trip". */
export async function loader({ params, request }: Route.LoaderArgs) {
  const db = getDb()
  const trip = await getSharedTrip(db, params.id)
  notFoundUnless(trip, 'This shared trip no longer exists')
  const [{ days, facts }, favorites] = await Promise.all([
    planTrip(db, trip),
    listFavoriteKeys(db, trip.id).then((keys) => resolveFavorites(db, keys)),
  ])
  return {
    messages: messagesFor(localeOfPath(new URL(request.url).pathname), ['listing']),
    trip: { arrive: trip.arrive, depart: trip.depart },
    days,
    maps: buildTripMaps(VALLEY_GEOGRAPHY, days, facts),
    favorites,
  }
}

/** Only "Copy to my trip": every other change is refused (the link is read-only). */
// A change whose send fails (no signal mid-request) keeps the page and says so (app/lib/send-form.ts);
// offline, /trip's own queue keeps the change first (app/components/trip/trip-enhancements.tsx).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request, params }: Route.ActionArgs) {
  return handleTripAction(request, { sharedId: params.id })
}

export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export default function SharedTripRoute({
  loaderData: { trip, days, maps, favorites },
}: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title="A Shared Trip"
        subtitle="Someone shared their plan with you. You can look, and copy it into your own trip to change it."
      />
      <div className="mx-auto max-w-6xl px-4 pb-12">
        {trip.arrive && trip.depart ? (
          <p className="text-lg font-semibold">
            {formatHeadingDate(trip.arrive)} to {formatHeadingDate(trip.depart)}
          </p>
        ) : (
          <p className="text-lg">This trip has no dates yet.</p>
        )}
        <Form method="post" className="trip-noprint mt-4">
          <input type="hidden" name="intent" value="copy" />
          <Button type="submit">
            <Copy aria-hidden="true" />
            Copy to my trip
          </Button>
          <p className="text-muted-foreground mt-2 text-sm">
            This replaces the stops and dates of your own trip in this browser, if you have one.
          </p>
        </Form>
        <div className="mt-8">
          <TripDays days={days} editable={false} />
        </div>
        <TripMaps maps={maps} />
        <SavedPlaces favorites={favorites} />
      </div>
    </>
  )
}
