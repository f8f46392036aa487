import { Heart } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { type FavoriteItem, toggleFavorite, useIsFavorite } from '~/lib/favorites'
import { cn } from '~/lib/utils'

/**
 * Saves a listing to the device's favorites. aria-pressed tells screen readers the state; the
 * toast announces the change.
 */
export function FavoriteButton({ item, className }: { item: FavoriteItem; className?: string }) {
  const saved = useIsFavorite(item.kind, item.id)
  return (
    <Button
      variant="outline"
      size="icon"
      className={cn('rounded-full', className)}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${item.name} from favorites` : `Save ${item.name} to favorites`}
      onClick={() => {
        const now = toggleFavorite(item)
        toast.success(now ? 'Saved to favorites' : 'Removed from favorites', { description: item.name })
      }}
    >
      <Heart aria-hidden="true" className={cn(saved && 'fill-primary text-primary')} />
    </Button>
  )
}
