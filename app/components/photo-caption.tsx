import type { Photo } from '~/lib/photos/photos'
import { cn } from '~/lib/utils'

/**
 * A photo's figcaption: its caption (unless `creditOnly`, for a page's main picture) and, on a line
 * of its own, who took it and under which license ("Photo: Ann Lee, CC BY 4.0"). Nothing when
 * neither is there.
 */
export function PhotoCaption({
  photo,
  creditOnly = false,
  className,
}: {
  photo: Pick<Photo, 'caption' | 'credit'>
  creditOnly?: boolean
  className?: string
}) {
  const caption = creditOnly ? null : photo.caption
  if (!caption && !photo.credit) return null
  return (
    <figcaption className={cn('text-muted-foreground mt-2', className)}>
      {caption}
      {photo.credit ? <span className={cn('block text-sm', caption && 'mt-1')}>{photo.credit}</span> : null}
    </figcaption>
  )
}
