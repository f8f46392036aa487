import { Heart } from '~/components/icons'
import { useLocation, useNavigate } from 'react-router'
import { notify } from '~/lib/notify'
import { Button } from '~/components/ui/button'
import { type FavoriteItem, toggleFavorite, useIsFavorite } from '~/lib/favorites'
import { queueFavoriteChange } from '~/lib/favorites-queue'
import { cn } from '~/lib/utils'
import { useT } from '~/lib/i18n/use-t'

/**
 * Saves a listing to the visitor's favorites, kept with their trip (decision 045). Without
 * JavaScript it is a small form: the server saves it and answers /favorites with a way back.
 * With it, the device's copy changes at once and the change goes to the server in the
 * background (kept while offline). aria-pressed tells screen readers the state; the toast
 * announces the change.
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
  const t = useT()
  const saved = useIsFavorite(item.kind, item.id)
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  return (
    <form
      method="post"
      action={t.path('/favorites')}
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        const now = toggleFavorite(item)
        queueFavoriteChange({ intent: now ? 'save' : 'remove', kind: item.kind, id: item.id })
        void notify.success(now ? t('listing.favorite.saved') : t('listing.favorite.removed'), {
          description: item.name,
          // The way to what was saved, from the toast itself.
          action: now
            ? { label: t('listing.favorite.view'), onClick: () => void navigate(t.path('/favorites')) }
            : undefined,
        })
      }}
    >
      <input type="hidden" name="intent" value={saved ? 'remove' : 'save'} />
      <input type="hidden" name="kind" value={item.kind} />
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <Button
        type="submit"
        variant={overlay ? 'outline-overlay' : 'outline'}
        size="icon"
        shape="round"
        aria-pressed={saved}
        aria-label={t(saved ? 'listing.favorite.remove' : 'listing.favorite.save', { name: item.name })}
      >
        <Heart aria-hidden="true" className={cn(saved && 'fill-primary text-primary')} />
      </Button>
    </form>
  )
}
