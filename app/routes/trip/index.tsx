import { Form, Link, useLocation, useNavigation } from 'react-router'
import { PageHero } from '~/components/page-hero'
import { TripDays } from '~/components/trip/trip-days'
import { TripMaps } from '~/components/maps/trip-map'
import { VALLEY_GEOGRAPHY } from '~/content/valley-map'
import { buildTripMaps } from '~/lib/maps/trip-map'
import { TripEnhancements } from '~/components/trip/trip-enhancements'
import { TripSuggestions } from '~/components/trip/trip-suggestions'
import { Button } from '~/components/ui/button'
import { todayInTimeZone } from '~/lib/dates'
import { messagesFor } from '~/lib/i18n/catalog.server'
import { localeOfPath, localizedPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import { tripWords } from '~/lib/trip/trip-words.server'
import { getDb } from '~/lib/db.server'
import { env, siteUrl } from '~/lib/env.server'
import { TILES_PATH } from '~/lib/maps/map-page.server'
import { SaveOffline } from '~/components/trip/save-offline'
import type { OfflineCopyPlan } from '~/lib/offline-copy'
import { pageMeta } from '~/lib/meta'
import { tripIdFrom } from '~/lib/trip/cookie.server'
import { addOffer, eventsDuring, planTrip } from '~/lib/trip/plan.server'
import { AddPanel } from '~/components/trip/add-panel'
import { OfflineAdd, parseAdd, PendingAdds } from '~/components/trip/offline-add'
import { handleTripAction } from '~/lib/trip/actions.server'
import { answerInLanguage } from '~/lib/trip/answer-language.server'
import { getTrip } from '~/lib/trip/trip.server'
import { applyPending, changeFrom, useTripQueue } from '~/lib/trip/pending'
import { useHydrated } from '~/lib/use-hydrated'
import { sendForm } from '~/lib/send-form'
import { TripNeedForm } from '~/components/trip/trip-need-form'
import { parseTripNeed } from '~/lib/accessibility/filters'
import type { Route } from './+types/index'

/** The form controls' look (plain elements: the shared ui inputs would split a chunk other pages load). */
const CONTROL =
  'border-input bg-card text-foreground min-h-11 rounded-lg border px-3 py-2 text-base aria-invalid:border-destructive'

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.title ?? 'Plan Your Trip', loaderData?.description ?? '')

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDb()
  const url = new URL(request.url)
  const locale = localeOfPath(url.pathname)
  const words = tripWords(locale)
  const page = {
    messages: messagesFor(locale, ['trip']),
    title: words.say('trip.meta.title'),
    description: words.say('trip.meta.description'),
  }
  // Reading never creates a trip or sets a cookie (the page stays the same for every newcomer).
  const trip = await getTrip(db, tripIdFrom(request))
  const today = todayInTimeZone()
  // "Add to trip" on a listing page links here: /trip?add=<kind>:<id>, to choose the day.
  const adding =
    (await addOffer(db, url.searchParams.get('add'), url.searchParams.get('from'), words)) ?? null
  if (!trip)
    return {
      ...page,
      trip: null,
      days: [],
      maps: [],
      offline: null,
      suggestions: [],
      today,
      shareUrl: null,
      adding,
    }
  const [{ days, facts }, suggestions] = await Promise.all([
    planTrip(db, trip, undefined, words),
    eventsDuring(db, trip, undefined, words),
  ])
  return {
    ...page,
    trip: {
      arrive: trip.arrive,
      depart: trip.depart,
      need: parseTripNeed(trip.accessibility_need),
      // Written here, so the page needs no date code.
      label:
        trip.arrive && trip.depart
          ? words.say('trip.dates.range', {
              from: words.headingDay(trip.arrive),
              to: words.headingDay(trip.depart),
            })
          : null,
    },
    days,
    maps: buildTripMaps(VALLEY_GEOGRAPHY, days, facts, words.say),
    offline: { ...offlinePlan(days, facts, context?.buildVersion ?? null), language: locale },
    suggestions,
    today,
    shareUrl: siteUrl(localizedPath(`/trip/shared/${trip.share_id}`, locale)),
    adding,
  }
}

/**
 * What "Save for offline" keeps (decision 055): the stops' pages, where the stops are (for the map
 * tiles around them) and the trip's days (for their events).
 */
function offlinePlan(
  days: Awaited<ReturnType<typeof planTrip>>['days'],
  facts: Awaited<ReturnType<typeof planTrip>>['facts'],
  buildVersion: string | null,
): OfflineCopyPlan {
  const stops = days.flatMap((d) => d.stops)
  const points = stops.flatMap((stop) => {
    const fact = facts.get(`${stop.kind}:${stop.listingId}`)
    return fact && fact.lat !== null && fact.lng !== null ? [{ lat: fact.lat, lng: fact.lng }] : []
  })
  return {
    pages: [...new Set(stops.flatMap((s) => (s.href ? [s.href.split('#')[0]!] : [])))],
    points,
    days: days.map((d) => d.day),
    tiles: env().MAP_TILES ? TILES_PATH : null,
    buildVersion,
  }
}

// A change whose send fails (no signal mid-request) keeps the page and says so (app/lib/send-form.ts);
// offline, /trip's own queue keeps the change first (app/components/trip/trip-enhancements.tsx).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  return answerInLanguage(request, await handleTripAction(request))
}

// Personal: never stored by a shared cache (the page cache skips /trip too).
export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export default function TripRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { trip, days, maps, offline, suggestions, today, adding } = loaderData
  // Without PUBLIC_URL the link is a path: made whole in the browser, where the origin is known.
  const hydrated = useHydrated()
  const shareUrl =
    hydrated && loaderData.shareUrl?.startsWith('/')
      ? `${window.location.origin}${loaderData.shareUrl}`
      : loaderData.shareUrl
  const dateErrors = actionData && 'dateErrors' in actionData ? actionData.dateErrors : undefined
  const dateValues = actionData && 'dateValues' in actionData ? actionData.dateValues : undefined
  const stopErrors = actionData && 'stopErrors' in actionData ? actionData.stopErrors : undefined
  // "Add to trip" offline: the saved trip page answered (no facts of the listing to choose a day).
  const location = useLocation()
  const offlineAdd =
    hydrated && !adding && !navigator.onLine
      ? parseAdd(new URLSearchParams(location.search).get('add'))
      : null
  // Changes not yet confirmed by the server show at once: the one being sent, and any kept offline.
  const navigation = useNavigation()
  const queued = useTripQueue()
  const sending =
    navigation.formData && navigation.formAction?.startsWith(t.path('/trip'))
      ? changeFrom(navigation.formData.entries())
      : null
  const shownDays = applyPending(days, sending ? [...queued, sending] : queued)
  const onTrip = shownDays.flatMap((d) => d.stops)
  return (
    <>
      <PageHero title={t('trip.hero.title')} subtitle={t('trip.hero.subtitle')} />
      <div className="mx-auto max-w-6xl px-4 pb-12">
        {adding ? (
          <AddPanel adding={adding} days={days.map((d) => ({ day: d.day, label: d.shortLabel }))} />
        ) : null}
        {offlineAdd ? <OfflineAdd add={offlineAdd} /> : null}
        {hydrated ? <PendingAdds /> : null}
        <section aria-labelledby="dates-title" className="trip-noprint">
          <h2 id="dates-title" className="sr-only">
            {t('trip.dates.title')}
          </h2>
          <Form method="post" className="flex flex-wrap items-start gap-4" noValidate>
            <input type="hidden" name="intent" value="dates" />
            <DateField
              name="arrive"
              label={t('trip.dates.arrive')}
              value={dateValues?.arrive ?? trip?.arrive ?? ''}
              error={dateErrors?.arrive}
              min={today}
            />
            <DateField
              name="depart"
              label={t('trip.dates.depart')}
              value={dateValues?.depart ?? trip?.depart ?? ''}
              error={dateErrors?.depart}
              min={today}
            />
            <Button type="submit" className="mt-7">
              {trip?.arrive ? t('trip.dates.change') : t('trip.dates.set')}
            </Button>
          </Form>
          <TripNeedForm need={trip?.need ?? null} />
        </section>

        {trip?.arrive && trip.depart ? (
          <p className="mt-6 text-lg">
            <strong>{trip.label}</strong>
            {` · ${t('trip.summary.days', { count: days.length })}, ${t('trip.summary.stops', { count: onTrip.length })}`}
          </p>
        ) : (
          <p className="text-muted-foreground mt-6 text-lg">
            {t('trip.empty.intro')}{' '}
            <Link to={t.path('/eat')} className="text-secondary underline">
              {t('trip.empty.restaurant')}
            </Link>
            ,{' '}
            <Link to={t.path('/stay')} className="text-secondary underline">
              {t('trip.empty.stay')}
            </Link>
            ,{' '}
            <Link to={t.path('/play')} className="text-secondary underline">
              {t('trip.empty.activity')}
            </Link>{' '}
            {t('trip.empty.or')}{' '}
            <Link to={t.path('/events')} className="text-secondary underline">
              {t('trip.empty.event')}
            </Link>
            .
          </p>
        )}

        {days.length > 0 ? (
          <>
            <div className="trip-noprint mt-6 flex flex-wrap gap-3">
              <a
                href={t.path('/trip.ics')}
                className="border-input bg-card hover:bg-muted inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 py-2 text-sm font-semibold"
              >
                {t('trip.calendar')}
              </a>
              <a
                href={t.path('/trip/print')}
                className="border-input bg-card hover:bg-muted inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 py-2 text-sm font-semibold"
                data-print-link
              >
                {t('trip.printable')}
              </a>
            </div>
            {offline ? <SaveOffline plan={offline} /> : null}
            {shareUrl ? (
              <div className="trip-noprint mt-4 max-w-2xl">
                <label htmlFor="share-link" className="flex items-center gap-2 font-semibold">
                  {t('trip.share.label')}
                </label>
                <input
                  id="share-link"
                  readOnly
                  value={shareUrl}
                  className={`${CONTROL} mt-1 w-full`}
                  aria-describedby="share-help"
                />
                <p id="share-help" className="text-muted-foreground mt-1 text-sm">
                  {t('trip.share.help')}
                </p>
              </div>
            ) : null}
            <div className="mt-8">
              <TripDays days={shownDays} editable stopErrors={stopErrors} />
            </div>
            <TripMaps maps={maps} />
            <TripSuggestions suggestions={suggestions} onTrip={onTrip} days={days.map((d) => d.day)} />
            <section aria-labelledby="clear-title" className="trip-noprint mt-10">
              <h2 id="clear-title" className="text-2xl font-bold">
                {t('trip.clear.title')}
              </h2>
              <details className="mt-2">
                <summary className="text-destructive flex min-h-11 cursor-pointer items-center font-semibold">
                  {t('trip.clear.summary')}
                </summary>
                <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
                  <input type="hidden" name="intent" value="clear" />
                  <p>{t('trip.clear.warning')}</p>
                  <Button type="submit" variant="destructive" name="confirm" value="yes">
                    {t('trip.clear.confirm')}
                  </Button>
                </Form>
              </details>
            </section>
            {queued.length > 0 ? (
              <p
                role="status"
                className="border-secondary bg-sky fixed inset-x-4 bottom-4 z-20 mx-auto max-w-xl rounded-lg border px-4 py-3 font-semibold shadow-lg"
              >
                {t('trip.queued', { count: queued.length })}
              </p>
            ) : null}
            <TripEnhancements
              listingUrls={onTrip.flatMap((s) => (s.href ? [t.path(s.href.split('#')[0]!)] : []))}
              stopIds={onTrip.map((s) => s.id).join(',')}
            />
          </>
        ) : (
          // No trip yet: adds kept offline are still sent when the connection returns.
          <TripEnhancements listingUrls={[]} stopIds="" />
        )}
      </div>
    </>
  )
}

function DateField({
  name,
  label,
  value,
  error,
  min,
}: {
  name: string
  label: string
  value: string
  error?: string
  min: string
}) {
  const id = `trip-${name}`
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="date"
        defaultValue={value}
        min={min}
        required
        className={CONTROL}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="text-destructive max-w-60 text-sm font-semibold">
          {error}
        </p>
      ) : null}
    </div>
  )
}
