import { Link } from 'react-router'
import { AddToTrip } from '~/components/trip/add-to-trip'
import { useFavorites } from '~/lib/favorites'
import { useT } from '~/lib/i18n/use-t'
import type { PlannedStop, TripSuggestion } from '~/lib/trip/trip'
import { useHydrated } from '~/lib/use-hydrated'

/**
 * Events and shows during the trip's dates, suggested. Favorites live on the device, so the
 * suggestions that match them are worked out in the browser: saved events and shows during the
 * dates, and others in the same categories as saved ones or ones already on the trip. Without
 * JavaScript (or before it runs) the page says what it shows instead: events during the dates in
 * the categories already on the trip, or all of them when none match.
 */
export function TripSuggestions({
  suggestions,
  onTrip,
}: {
  suggestions: readonly TripSuggestion[]
  onTrip: readonly PlannedStop[]
  days: readonly string[]
}) {
  const t = useT()
  /** Said when the dates have events and shows, and every one is on the trip already. */
  const ALL_PLANNED = t('trip.suggest.allPlanned')
  const hydrated = useHydrated()
  const favorites = useFavorites()
  const planned = new Set(onTrip.map((s) => `${s.kind}:${s.listingId}`))
  const open = suggestions.filter((s) => !planned.has(`${s.kind}:${s.id}`))
  const tripCategories = new Set(
    onTrip.flatMap((s) => ((s.kind === 'event' || s.kind === 'music') && s.category ? [s.category] : [])),
  )

  let title: string
  let intro: string
  let shown: TripSuggestion[]
  const saved = new Set(favorites.map((f) => `${f.kind}:${f.id}`))
  const savedDuring = open.filter((s) => saved.has(`${s.kind}:${s.id}`))
  if (hydrated && favorites.length > 0) {
    const categories = new Set([
      ...suggestions.filter((s) => saved.has(`${s.kind}:${s.id}`)).map((s) => s.category),
      ...tripCategories,
    ])
    shown = [
      ...savedDuring,
      ...open.filter((s) => !saved.has(`${s.kind}:${s.id}`) && categories.has(s.category)),
    ]
    title = t('trip.suggest.favorites')
    intro =
      shown.length > 0
        ? t('trip.suggest.favoritesIntro')
        : open.length === 0 && suggestions.length > 0
          ? ALL_PLANNED
          : t('trip.suggest.noFavorites')
  } else {
    const matching = open.filter((s) => tripCategories.has(s.category))
    if (matching.length > 0) {
      shown = matching
      title = t('trip.suggest.like')
      intro = t('trip.suggest.likeIntro')
    } else {
      shown = open
      title = t('trip.suggest.during')
      intro =
        shown.length > 0
          ? t('trip.suggest.duringIntro')
          : suggestions.length > 0
            ? ALL_PLANNED
            : t('trip.suggest.none')
    }
  }
  return (
    <section aria-labelledby="suggestions-title" className="trip-noprint mt-10">
      <h2 id="suggestions-title" className="text-2xl font-bold">
        {title}
      </h2>
      <p className="text-muted-foreground mt-1">{intro}</p>
      {shown.length > 0 ? (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {shown.slice(0, 12).map((s) => (
            <li
              key={`${s.kind}:${s.id}:${s.date}`}
              className="border-border bg-card flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3"
            >
              <div>
                <p className="text-sage text-sm font-semibold">
                  {s.dateLabel} · {s.category}
                  {saved.has(`${s.kind}:${s.id}`) && hydrated ? ` · ${t('trip.suggest.saved')}` : ''}
                </p>
                <Link to={t.path(s.href)} className="font-bold underline-offset-4 hover:underline">
                  {s.name}
                </Link>
              </div>
              <AddToTrip kind={s.kind} id={s.id} name={s.name} day={s.date} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
