import { Heart } from '~/components/icons'
import { useNavigate } from 'react-router'
import { notify } from '~/lib/notify'
import { Button } from '~/components/ui/button'
import { type FavoriteItem, toggleFavorite, useIsFavorite } from '~/lib/favorites'
import { cn } from '~/lib/utils'

/**
 * Saves a listing to the device's favorites. aria-pressed tells screen readers the state; the
 * toast announces the change.
 */
export function FavoriteButton({
  item,
  className,
  overlay = false,
}: {
  item: FavoriteItem
  className?: string
  /** over a picture (listing cards): a slightly see-through card colour and a shadow */
  overlay?: boolean
}) {
  const saved = useIsFavorite(item.kind, item.id)
  const navigate = useNavigate()
  return (
    <Button
      variant={overlay ? 'outline-overlay' : 'outline'}
      size="icon"
      shape="round"
      className={className}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${item.name} from favorites` : `Save ${item.name} to favorites`}
      onClick={() => {
        const now = toggleFavorite(item)
        void notify.success(now ? 'Saved to favorites' : 'Removed from favorites', {
          description: item.name,
          // The way to what was saved, from the toast itself.
          action: now ? { label: 'View favorites', onClick: () => void navigate('/favorites') } : undefined,
        })
      }}
    >
      <Heart aria-hidden="true" className={cn(saved && 'fill-primary text-primary')} />
    </Button>
  )
}
