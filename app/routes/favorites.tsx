import { ComingSoon } from '~/components/coming-soon'
import { pageMeta } from '~/lib/meta'

export const meta = () => pageMeta('Your Favorites', 'Your saved places to stay, eat and play in Wyoming.')

export default function FavoritesRoute() {
  return (
    <ComingSoon
      title="Your Favorites"
      subtitle="Places you save appear here."
      note="You have not saved any favorites yet."
    />
  )
}
