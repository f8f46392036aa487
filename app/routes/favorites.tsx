import { BedDouble, Compass, Heart, Trash, Utensils } from '~/components/icons'
import { Link } from 'react-router'
import { notify } from '~/lib/notify'
import { LinkButton } from '~/components/link-button'
import { PageHero } from '~/components/page-hero'
import { Button } from '~/components/ui/button'
import {
  FAVORITE_KINDS,
  type FavoriteItem,
  type FavoriteKind,
  removeFavorite,
  useFavorites,
} from '~/lib/favorites'
import { sceneSrc } from '~/lib/listings'
import { pageMeta } from '~/lib/meta'
import { useHydrated } from '~/lib/use-hydrated'

export const meta = () => pageMeta('Your Favorites', 'Your saved places to stay, eat and play in Wyoming.')

const GROUP_TITLES: Record<FavoriteKind, string> = {
  stay: 'Places to Stay',
  restaurant: 'Restaurants',
  activity: 'Activities',
  event: 'Events',
  music: 'Live Music',
}

export default function FavoritesRoute() {
  const hydrated = useHydrated()
  const favorites = useFavorites()
  return (
    <>
      <PageHero
        title="Your Favorites"
        subtitle="Places to stay, restaurants and activities you save are kept on this device, even offline."
      />
      <div className="mx-auto max-w-6xl px-4">
        {!hydrated ? (
          // Favorites live in this browser's storage: wait for it rather than flash an empty page.
          // The wait takes the empty state's place and size (drawn invisibly), so nothing below
          // moves when the saved places, or the empty state, appear.
          <>
            <div className="favorites-loading relative">
              <p className="text-muted-foreground absolute inset-x-0 top-12 text-center" aria-busy="true">
                Loading your saved places…
              </p>
              <div className="invisible" aria-hidden="true">
                <EmptyState />
              </div>
            </div>
            <noscript>
              <style>{'.favorites-loading{display:none}'}</style>
              <EmptyState />
            </noscript>
          </>
        ) : favorites.length === 0 ? (
          <EmptyState />
        ) : (
          <SavedItems favorites={favorites} />
        )}
      </div>
    </>
  )
}

function EmptyState() {
  return (
    <div className="border-input bg-card rounded-(--radius-card) border border-dashed px-6 py-12 text-center">
      <Heart aria-hidden="true" className="text-primary mx-auto size-12" />
      <h2 className="mt-4 text-2xl font-bold">No Favorites Yet</h2>
      <p className="text-muted-foreground mx-auto mt-2 max-w-md">
        Tap the heart on any place to stay, restaurant or activity to save it here for your trip.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <LinkButton to="/stay">
          <BedDouble aria-hidden="true" />
          Find Places to Stay
        </LinkButton>
        <LinkButton to="/eat" variant="secondary">
          <Utensils aria-hidden="true" />
          Discover Restaurants
        </LinkButton>
        <LinkButton to="/play" variant="outline">
          <Compass aria-hidden="true" />
          Explore Activities
        </LinkButton>
      </div>
    </div>
  )
}

function SavedItems({ favorites }: { favorites: FavoriteItem[] }) {
  const groups = FAVORITE_KINDS.map((kind) => ({
    kind,
    items: favorites.filter((item) => item.kind === kind),
  })).filter((group) => group.items.length > 0)
  return (
    <div className="space-y-12">
      <p role="status" className="text-muted-foreground">
        {favorites.length === 1 ? '1 saved item' : `${favorites.length} saved items`}
      </p>
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`favorites-${group.kind}`}>
          <h2 id={`favorites-${group.kind}`} className="text-2xl font-bold">
            {GROUP_TITLES[group.kind]}
          </h2>
          {group.kind === 'event' ? (
            <p className="mt-2">
              <a
                href={`/events/saved.ics?${group.items.map((item) => `id=${encodeURIComponent(item.id)}`).join('&')}`}
                download="saved-events.ics"
                className="text-secondary font-semibold underline underline-offset-4"
              >
                Add all saved events to your calendar
              </a>
            </p>
          ) : null}
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {group.items.map((item) => (
              <li
                key={item.id}
                className="border-border bg-card flex items-center gap-4 rounded-(--radius-card) border p-3"
              >
                {item.scene ? (
                  <img
                    src={sceneSrc(item.scene)}
                    alt=""
                    width={112}
                    height={70}
                    className="bg-muted h-[70px] w-28 shrink-0 rounded-lg object-cover"
                  />
                ) : null}
                <div className="min-w-0 flex-1">
                  <h3 id={`favorite-${item.kind}-${item.id}`} className="text-lg font-bold">
                    <Link to={item.href} className="underline-offset-4 hover:underline">
                      {item.name}
                    </Link>
                  </h3>
                  {item.subtitle ? <p className="text-muted-foreground text-sm">{item.subtitle}</p> : null}
                  <a
                    href={`/trip?add=${item.kind}:${encodeURIComponent(item.id)}&from=/favorites`}
                    // Named by the place it is under (a description, so the place's own link keeps its name).
                    aria-describedby={`favorite-${item.kind}-${item.id}`}
                    className="text-secondary inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-4"
                  >
                    Add to trip
                  </a>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${item.name} from favorites`}
                  onClick={() => {
                    removeFavorite(item.kind, item.id)
                    void notify.success('Removed from favorites', { description: item.name })
                  }}
                >
                  <Trash aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
