import { Copy } from '~/components/icons'
import { Form } from 'react-router'
import { PageHero } from '~/components/page-hero'
import { SavedPlaces } from '~/components/trip/saved-places'
import { TripDays } from '~/components/trip/trip-days'
import { TripMaps } from '~/components/maps/trip-map'
import { VALLEY_GEOGRAPHY } from '~/content/valley-map'
import { buildTripMaps } from '~/lib/maps/trip-map'
import { Button } from '~/components/ui/button'
import { getDb } from '~/lib/db.server'
import { notFoundUnless } from '~/lib/http.server'
import { pageMeta } from '~/lib/meta'
import { handleTripAction } from '~/lib/trip/actions.server'
import { answerInLanguage } from '~/lib/trip/answer-language.server'
import { planTrip } from '~/lib/trip/plan.server'
import { listFavoriteKeys, resolveFavorites } from '~/lib/trip/favorites.server'
import { getSharedTrip } from '~/lib/trip/trip.server'
import { sendForm } from '~/lib/send-form'
import { messagesFor } from '~/lib/i18n/catalog.server'
import { localeOfPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import { tripWords } from '~/lib/trip/trip-words.server'
import type { Route } from './+types/shared'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.title ?? 'A Shared Trip', loaderData?.description ?? ''),
  { name: 'robots', content: 'noindex' },
]

/** /trip/shared/<share id>: someone's trip, read-only, with "Copy to my trip". */
export async function loader({ params, request }: Route.LoaderArgs) {
  const db = getDb()
  const locale = localeOfPath(new URL(request.url).pathname)
  const words = tripWords(locale)
  const trip = await getSharedTrip(db, params.id)
  notFoundUnless(trip, 'This shared trip no longer exists')
  const [{ days, facts }, favorites] = await Promise.all([
    planTrip(db, trip, undefined, words),
    listFavoriteKeys(db, trip.id).then((keys) => resolveFavorites(db, keys, locale)),
  ])
  return {
    messages: messagesFor(locale, ['listing', 'trip']),
    title: words.say('trip.shared.title'),
    description: words.say('trip.shared.description'),
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
    favorites,
  }
}

/** Only "Copy to my trip": every other change is refused (the link is read-only). */
// A change whose send fails (no signal mid-request) keeps the page and says so (app/lib/send-form.ts);
// offline, /trip's own queue keeps the change first (app/components/trip/trip-enhancements.tsx).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request, params }: Route.ActionArgs) {
  return answerInLanguage(request, await handleTripAction(request, { sharedId: params.id }))
}

export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export default function SharedTripRoute({
  loaderData: { dates, days, maps, favorites },
}: Route.ComponentProps) {
  const t = useT()
  return (
    <>
      <PageHero title={t('trip.shared.title')} subtitle={t('trip.shared.subtitle')} />
      <div className="mx-auto max-w-6xl px-4 pb-12">
        {dates ? (
          <p className="text-lg font-semibold">{dates}</p>
        ) : (
          <p className="text-lg">{t('trip.shared.noDates')}</p>
        )}
        <Form method="post" className="trip-noprint mt-4">
          <input type="hidden" name="intent" value="copy" />
          <Button type="submit">
            <Copy aria-hidden="true" />
            {t('trip.shared.copy')}
          </Button>
          <p className="text-muted-foreground mt-2 text-sm">{t('trip.shared.copyHelp')}</p>
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
