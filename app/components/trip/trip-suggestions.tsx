import { Link } from 'react-router'
import { AddToTrip } from '~/components/trip/add-to-trip'
import { useFavorites } from '~/lib/favorites'
import type { PlannedStop, TripSuggestion } from '~/lib/trip/trip'
import { useHydrated } from '~/lib/use-hydrated'

/** Said when the dates have events and shows, and every one is on the trip already. */
const ALL_PLANNED = 'Every event and show in the guide during your dates is already on your trip.'

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
    title = 'Suggested from your favorites'
    intro =
      shown.length > 0
        ? 'Events and shows during your dates that you saved, or like ones you saved or planned.'
        : open.length === 0 && suggestions.length > 0
          ? ALL_PLANNED
          : 'None of your saved events or shows, or ones like them, take place during your dates.'
  } else {
    const matching = open.filter((s) => tripCategories.has(s.category))
    if (matching.length > 0) {
      shown = matching
      title = 'Events like the ones on your trip'
      intro = 'Events and shows during your dates in the categories already on your trip.'
    } else {
      shown = open
      title = 'Events during your trip'
      intro =
        shown.length > 0
          ? 'Every event and show in the guide during your dates.'
          : suggestions.length > 0
            ? ALL_PLANNED
            : 'No events in the guide during your dates.'
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
                  {saved.has(`${s.kind}:${s.id}`) && hydrated ? ' · Saved' : ''}
                </p>
                <Link to={s.href} className="font-bold underline-offset-4 hover:underline">
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
