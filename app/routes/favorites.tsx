import { BedDouble, Compass, Heart, Trash, Utensils } from '~/components/icons'
import { useEffect, useRef, useState } from 'react'
import { Form, Link, useRevalidator } from 'react-router'
import { FavoriteSummary } from '~/components/favorite-summary'
import { LinkButton } from '~/components/link-button'
import { PageHero } from '~/components/page-hero'
import { Button } from '~/components/ui/button'
import { DaySelect } from '~/components/trip/day-select'
import { formatShortDate } from '~/lib/dates'
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '~/lib/i18n/config'
import { getDb } from '~/lib/db.server'
import { FAVORITE_KINDS, readFavorites, removeFavorite } from '~/lib/favorites'
import { safeRedirect } from '~/lib/http.server'
import { pageMeta } from '~/lib/meta'
import { sendForm } from '~/lib/send-form'
import { tripIdFrom } from '~/lib/trip/cookie.server'
import { handleFavoritesAction } from '~/lib/trip/favorites-actions.server'
import { listFavoriteKeys, type ResolvedFavorite, resolveFavorites } from '~/lib/trip/favorites.server'
import { daysOf, getTrip } from '~/lib/trip/trip.server'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath, unlocalizedPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import type { Route } from './+types/favorites'

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.title ?? '', data?.description ?? '')

/**
 * /favorites: the places saved with the heart, kept with the visitor's trip (its cookie; decision
 * 045), drawn on the server so it works without JavaScript; each can go on a day of the trip in
 * one step. Reading it creates nothing. Personal, so never cached (server/delivery/page-cache.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb()
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  const trip = await getTrip(db, tripIdFrom(request))
  const favorites = trip ? await resolveFavorites(db, await listFavoriteKeys(db, trip.id), locale) : []
  const back = safeRedirect(new URL(request.url).searchParams.get('back'), '')
  return {
    // The page's words and the shared pieces' (the favorite summary) in its language (decision 059).
    messages: messagesFor(locale, ['listing', 'favorites']),
    title: say('favorites.title'),
    description: say('favorites.metaDescription'),
    favorites,
    days: daysOf(trip).map((day) => ({ day, label: shortDay(day, locale) })),
    back: back && !unlocalizedPath(back).startsWith('/favorites') ? back : null,
  }
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  return handleFavoritesAction(request)
}

export const headers = () => ({ 'Cache-Control': 'private, no-store' })

/** 'Sat, Jun 6' / 'sáb, 6 jun': a trip's day in the page's language (English: lib/dates' own words). */
function shortDay(iso: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return formatShortDate(iso)
  const [year, month, day] = iso.split('-').map(Number)
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(new Date(year!, month! - 1, day!))
}

type Days = Route.ComponentProps['loaderData']['days']

export default function FavoritesRoute({ loaderData: { favorites, days, back } }: Route.ComponentProps) {
  const t = useT()
  // The server's list, with the hearts' changes not sent yet (offline, or on their way) applied;
  // it is the device's list too (what the hearts show, and what works offline).
  const [shown, setShown] = useState<ResolvedFavorite[]>(favorites)
  useEffect(() => {
    setShown(favorites)
    void import('~/lib/favorites-sync').then(
      (sync) => {
        // Offline, this may be a saved copy of the page, older than the device's list.
        if (navigator.onLine) sync.keepServerList(favorites)
        const pending = sync.readPending()
        if (pending.length > 0)
          setShown(
            sync
              .applyPending(favorites, pending, readFavorites())
              .map((item) => ({ date: null, ...item }) as ResolvedFavorite),
          )
      },
      () => {},
    )
  }, [favorites])
  // Changes sent, or the device's earlier favorites moved over, after the page loaded: shown then.
  const { revalidate } = useRevalidator()
  const raceChecked = useRef(false)
  useEffect(() => {
    const reload = () => void revalidate()
    window.addEventListener('wn:favorites-synced', reload)
    // Sent from the page before this one while this one was asked for: its list may predate them.
    if (!raceChecked.current) {
      raceChecked.current = true
      void import('~/lib/favorites-sync').then(
        (sync) => {
          if (sync.sentSincePageLoad()) reload()
        },
        () => {},
      )
    }
    return () => window.removeEventListener('wn:favorites-synced', reload)
  }, [revalidate])
  return (
    <>
      <PageHero title={t('favorites.title')} subtitle={t('favorites.subtitle')} />
      <div className="mx-auto max-w-6xl px-4 pb-12">
        {back ? (
          <p className="mb-6">
            <Link to={back} className="text-secondary font-semibold underline underline-offset-4">
              {t('favorites.back')}
            </Link>
          </p>
        ) : null}
        {shown.length === 0 ? <EmptyState /> : <SavedItems favorites={shown} days={days} />}
      </div>
    </>
  )
}

function EmptyState() {
  const t = useT()
  return (
    <div className="border-input bg-card rounded-(--radius-card) border border-dashed px-6 py-12 text-center">
      <Heart aria-hidden="true" className="text-primary mx-auto size-12" />
      <h2 className="mt-4 text-2xl font-bold">{t('favorites.empty.title')}</h2>
      <p className="text-muted-foreground mx-auto mt-2 max-w-md">{t('favorites.empty.text')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <LinkButton to={t.path('/stay')}>
          <BedDouble aria-hidden="true" />
          {t('favorites.empty.stay')}
        </LinkButton>
        <LinkButton to={t.path('/eat')} variant="secondary">
          <Utensils aria-hidden="true" />
          {t('favorites.empty.eat')}
        </LinkButton>
        <LinkButton to={t.path('/play')} variant="outline">
          <Compass aria-hidden="true" />
          {t('favorites.empty.play')}
        </LinkButton>
      </div>
    </div>
  )
}

function SavedItems({ favorites, days }: { favorites: ResolvedFavorite[]; days: Days }) {
  const t = useT()
  const groups = FAVORITE_KINDS.map((kind) => ({
    kind,
    items: favorites.filter((item) => item.kind === kind),
  })).filter((group) => group.items.length > 0)
  return (
    <div className="space-y-12">
      <p role="status" className="text-muted-foreground">
        {t('favorites.count', { count: favorites.length })}
      </p>
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`favorites-${group.kind}`}>
          <h2 id={`favorites-${group.kind}`} className="text-2xl font-bold">
            {t(`favorites.group.${group.kind}`)}
          </h2>
          {group.kind === 'event' ? (
            <p className="mt-2">
              <a
                href={t.path(
                  `/events/saved.ics?${group.items.map((item) => `id=${encodeURIComponent(item.id)}`).join('&')}`,
                )}
                download="saved-events.ics"
                className="text-secondary font-semibold underline underline-offset-4"
              >
                {t('favorites.calendar')}
              </a>
            </p>
          ) : null}
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {group.items.map((item) => (
              <FavoriteSummary
                key={item.id}
                item={item}
                aside={
                  <Form method="post" onSubmit={() => removeFavorite(item.kind, item.id)}>
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="kind" value={item.kind} />
                    <input type="hidden" name="id" value={item.id} />
                    <Button
                      type="submit"
                      variant="ghost"
                      size="icon"
                      aria-label={t('listing.favorite.remove', { name: item.name })}
                    >
                      <Trash aria-hidden="true" />
                    </Button>
                  </Form>
                }
              >
                <PutOnADay item={item} days={days} />
              </FavoriteSummary>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

/**
 * With trip dates: a day and "Add to day", one form (an event or show goes on its own day). Without
 * them, "Add to trip" (the trip page asks for the dates).
 */
function PutOnADay({ item, days }: { item: ResolvedFavorite; days: Days }) {
  const t = useT()
  const describedBy = `favorite-${item.kind}-${item.id}`
  const link =
    'text-secondary inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-4'
  if (days.length === 0)
    return (
      <a
        href={t.path(`/trip?add=${item.kind}:${encodeURIComponent(item.id)}&from=${t.path('/favorites')}`)}
        // Named by the place it is under (a description, so the place's own link keeps its name).
        aria-describedby={describedBy}
        className={link}
      >
        {t('favorites.addToTrip')}
      </a>
    )
  const selectId = `favorite-day-${item.kind}-${item.id}`
  const ownDay = item.date && days.some((d) => d.day === item.date) ? item.date : null
  if (item.date && !ownDay && item.kind === 'music')
    return <p className="text-muted-foreground mt-2 text-sm">{t('favorites.notDuringTrip')}</p>
  return (
    <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="add-to-day" />
      <input type="hidden" name="kind" value={item.kind} />
      <input type="hidden" name="id" value={item.id} />
      {item.date ? (
        // Its own day (a repeating event: the trip's day it takes place on, worked out on the server).
        <input type="hidden" name="day" value={ownDay ?? ''} />
      ) : (
        <DaySelect id={selectId} days={days} label={t('favorites.day')} />
      )}
      <Button type="submit" variant="outline" aria-describedby={describedBy}>
        {ownDay
          ? t('favorites.addToDate', { day: days.find((d) => d.day === ownDay)!.label })
          : t('favorites.addToDay')}
      </Button>
    </Form>
  )
}
