import { ArrowLeft, CalendarDays, Clock, MapPin, Mic, Navigation, Ticket } from '~/components/icons'
import { Link, redirect } from 'react-router'
import { FavoriteButton } from '~/components/favorite-button'
import { ExternalLinkButton, LinkButton } from '~/components/link-button'
import { PageHero } from '~/components/page-hero'
import { SceneImage } from '~/components/scene-image'
import { buttonVariants } from '~/components/ui/button'
import { actionableUrl } from '~/lib/contact-links'
import { todayInTimeZone } from '~/lib/dates'
import { formatLongDate } from '~/lib/dates-intl'
import { PastBadge } from '~/components/events/past-badge'
import { useVisitorToday } from '~/components/events/use-visitor-today'
import { getDb } from '~/lib/db.server'
import { MUSIC_GENRES, type MusicGenre } from '~/lib/listings'
import { mapsSearchUrl } from '~/lib/maps'
import { ValleyMapLink } from '~/components/list-map-toggle'
import { pageMeta, previewImage } from '~/lib/meta'
import { parsePage } from '~/lib/pagination'
import { Pagination } from '~/components/pagination'
import { listMusicVenues, musicShowPage, pageMusicShows } from '~/lib/kinds/music.server'
import { cn } from '~/lib/utils'
import { localeOfPath, localizedPath } from '~/lib/i18n/config'
import { textLang } from '~/lib/i18n/content-fields'
import { choiceText, withShown } from '~/lib/i18n/choice-text.server'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { useT } from '~/lib/i18n/use-t'
import type { Route } from './+types/live-music'

// The link-preview picture (og:image).
export const handle = previewImage('music', ['show', 'genre', 'page'])

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.title ?? '', data?.description ?? '')

const GENRE_FILTERS: (MusicGenre | undefined)[] = [undefined, ...MUSIC_GENRES]

/** ?genre= is an exact genre name (SPEC section 4); anything else means All. */
export async function loader({ request }: Route.LoaderArgs) {
  // ?show=<id> (the maps' and search's link to one show): the page of the list that shows it.
  const show = new URL(request.url).searchParams.get('show')
  if (show !== null) {
    const page = await musicShowPage(getDb(), show)
    if (page)
      throw redirect(
        localizedPath(
          `/events/live-music${page > 1 ? `?page=${page}` : ''}#show-${encodeURIComponent(show)}`,
          localeOfPath(new URL(request.url).pathname),
        ),
      )
  }
  const value = new URL(request.url).searchParams.get('genre')
  const genre = MUSIC_GENRES.find((g) => g === value)
  const db = getDb()
  const page = parsePage(new URL(request.url).searchParams.get('page'))
  const locale = localeOfPath(new URL(request.url).pathname)
  const [{ items, ...paging }, venues] = await Promise.all([
    pageMusicShows(db, { genre }, page, locale),
    listMusicVenues(db),
  ])
  // The region's today; the browser replaces it with the visitor's own date.
  const t = serverT(locale)
  return {
    genre,
    // a show's price is its own words: "Free" in the page's language, the rest English (marked)
    shows: items.map((show) =>
      withShown(
        show,
        'price',
        choiceText(locale, show.price, (part) => (part === 'free' ? ['events.card.free'] : [])),
      ),
    ),
    paging,
    venues,
    serverToday: todayInTimeZone(),
    messages: messagesFor(locale, [
      'listing',
      'events.music',
      'events.card',
      'events.category',
      'events.detail',
    ]),
    title: t('events.hero.liveMusic'),
    description: t('events.music.metaDescription'),
  }
}

export default function LiveMusicRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { genre, shows, paging, venues } = loaderData
  const genreName = (value: MusicGenre) => t(`events.music.genre.${value}`)
  // Shows whose day is over stay listed, labelled, without tickets.
  const today = useVisitorToday(loaderData.serverToday)
  return (
    <>
      <div className="mx-auto max-w-6xl px-4">
        <Link
          to={t.path('/events')}
          className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), '-ml-3')}
        >
          <ArrowLeft aria-hidden="true" />
          {t('events.card.back')}
        </Link>
      </div>
      <PageHero className="pt-2" title={loaderData.title} subtitle={t('events.music.subtitle')} />

      <div className="mx-auto max-w-6xl px-4">
        <ValleyMapLink className="mb-2" />
        <nav aria-label={t('events.music.genres')}>
          <ul className="flex flex-wrap gap-2">
            {GENRE_FILTERS.map((value) => {
              const active = genre === value
              return (
                <li key={value ?? 'all'}>
                  <Link
                    to={t.path(
                      value ? `/events/live-music?genre=${encodeURIComponent(value)}` : '/events/live-music',
                    )}
                    preventScrollReset
                    aria-current={active ? 'true' : undefined}
                    className={cn(
                      'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors',
                      active
                        ? 'border-secondary bg-secondary text-secondary-foreground'
                        : 'border-input bg-card text-foreground hover:bg-muted',
                    )}
                  >
                    {value ? genreName(value) : t('events.category.all')}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>

        <section aria-labelledby="shows-title" className="mt-8">
          <h2 id="shows-title" className="text-3xl font-bold">
            {genre ? t('events.music.genreShows', { genre: genreName(genre) }) : t('events.music.allShows')}
          </h2>
          {shows.length > 0 ? (
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {shows.map((show, index) => (
                <li
                  key={show.id}
                  // The site search links to a show here (app/lib/search/search.server.ts).
                  id={`show-${show.id}`}
                  className="border-border bg-card flex scroll-mt-24 flex-col overflow-hidden rounded-(--radius-card) border shadow-sm"
                >
                  <SceneImage image={show.image} priority={index === 0} />
                  <div className="flex flex-1 flex-col p-5">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="text-sage text-sm font-semibold">{genreName(show.genre)}</span>
                      {show.date < today ? <PastBadge /> : null}
                    </p>
                    <h3 className="mt-1 text-2xl font-bold">{show.artist}</h3>
                    <ul className="text-muted-foreground mt-3 space-y-1.5 text-sm">
                      <li className="flex items-center gap-2">
                        <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
                        {formatLongDate(show.date, t.locale)}
                      </li>
                      <li className="flex items-center gap-2">
                        <Clock className="size-4 shrink-0" aria-hidden="true" />
                        {show.time}
                      </li>
                      <li className="flex items-start gap-2">
                        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                        <span>
                          <span className="text-foreground font-semibold">{show.venue}</span>
                          <span className="block">{show.location}</span>
                        </span>
                      </li>
                      {show.price.trim() ? (
                        <li className="flex items-center gap-2">
                          <Ticket className="size-4 shrink-0" aria-hidden="true" />
                          <span lang={show.priceLang}>{show.price}</span>
                        </li>
                      ) : null}
                    </ul>
                    {/* In the page's language where translated, else English, marked (decision 057). */}
                    <p className="mt-3 flex-1" lang={textLang(show.english, 'description')}>
                      {show.description}
                    </p>
                    <div className="mt-4 flex items-center gap-3">
                      {show.date >= today && actionableUrl(show.website) ? (
                        <ExternalLinkButton href={show.website} className="flex-1">
                          <Ticket aria-hidden="true" />
                          {t('events.detail.tickets')}
                          <span className="sr-only">
                            {t('events.music.ticketsFor', { artist: show.artist })}
                          </span>
                        </ExternalLinkButton>
                      ) : (
                        <span className="flex-1" />
                      )}
                      <FavoriteButton
                        item={{
                          kind: 'music',
                          id: show.id,
                          name: show.artist,
                          href: '/events/live-music',
                          subtitle: `${show.venue} · ${formatLongDate(show.date, t.locale)}`,
                          scene: show.image.scene,
                        }}
                      />
                    </div>
                    {show.date >= today ? (
                      <a
                        href={t.path(`/trip?add=music:${show.id}`)}
                        className={cn(buttonVariants({ variant: 'outline' }), 'mt-3')}
                      >
                        {t('events.detail.trip')}
                        <span className="sr-only">: {show.artist}</span>
                      </a>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground mt-4">{t('events.music.none')}</p>
          )}
          <Pagination page={paging.page} pageCount={paging.pageCount} label={t('events.music.pages')} />
        </section>

        <section aria-labelledby="venues-title" className="mt-16">
          <h2 id="venues-title" className="text-3xl font-bold">
            {t('events.music.venues')}
          </h2>
          <p className="text-muted-foreground mt-2">{t('events.music.venuesText')}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {venues.map((venue) => (
              <li
                key={`${venue.venue}-${venue.location}`}
                className="border-border bg-card flex flex-col rounded-(--radius-card) border p-5 shadow-sm"
              >
                <h3 className="text-xl font-bold">{venue.venue}</h3>
                <p className="text-muted-foreground mt-1 flex-1 text-sm">{venue.location}</p>
                <p className="mt-2 text-sm font-semibold">
                  {t('events.music.showsListed', { count: venue.shows })}
                </p>
                <a
                  href={mapsSearchUrl(`${venue.venue}, ${venue.location}`)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-secondary mt-2 inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-4"
                >
                  <Navigation className="size-4" aria-hidden="true" />
                  {t('events.music.directions')}
                  <span className="sr-only">{t('events.music.directionsTo', { venue: venue.venue })}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="submit-title"
          className="bg-secondary text-secondary-foreground mt-16 flex flex-col items-start gap-4 rounded-(--radius-card) p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div>
            <h2 id="submit-title" className="flex items-center gap-2 text-2xl font-bold">
              <Mic className="size-6" aria-hidden="true" />
              {t('events.music.submitTitle')}
            </h2>
            <p className="mt-1 text-white/90">{t('events.music.submitText')}</p>
          </div>
          <LinkButton to={t.path('/submit-event')} variant="light" size="lg">
            {t('events.music.submit')}
          </LinkButton>
        </section>
      </div>
    </>
  )
}
