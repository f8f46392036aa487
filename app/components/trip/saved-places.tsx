import { FavoriteSummary } from '~/components/favorite-summary'
import type { FavoriteItem } from '~/lib/favorites'
import { useT } from '~/lib/i18n/use-t'

/** A shared trip's favorites, read-only ("Saved places", decision 045). Nothing when there are none. */
export function SavedPlaces({ favorites }: { favorites: FavoriteItem[] }) {
  const t = useT()
  if (favorites.length === 0) return null
  return (
    <section aria-labelledby="saved-places" className="mt-12">
      <h2 id="saved-places" className="text-2xl font-bold">
        {t('trip.saved.title')}
      </h2>
      <p className="text-muted-foreground mt-1">{t('trip.saved.intro')}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {favorites.map((item) => (
          <FavoriteSummary key={`${item.kind}:${item.id}`} item={item} />
        ))}
      </ul>
    </section>
  )
}
