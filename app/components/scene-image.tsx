import { useInlineImageSrc } from '~/delivery/inline-image'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'
import { type Image, sceneSrc } from '~/lib/listings'
import { cn, hasClass } from '~/lib/utils'

/**
 * One of our illustrations, with its intrinsic size so nothing shifts while it loads. Its alt text
 * is the scene's own description in the page's language (`shell.scene.*`, sent with every page),
 * whatever a caller's words: the picture is the same wherever it appears. An `alt` of '' marks it
 * as decoration beside a text that says the same.
 */
export function SceneImage({
  image,
  className,
  eager = false,
  priority = false,
  low = false,
}: {
  /** its scene; `alt: ''` when it is decoration beside a text that says the same */
  image: Pick<Image, 'scene'> & { alt?: string }
  className?: string
  eager?: boolean
  /** The page's main image (its LCP): loaded first, never lazily. */
  priority?: boolean
  /**
   * Not the page's subject, though on its first screen (with `eager`): asked for at low priority,
   * after what the page's first paint needs, as the home page's highlight thumbnails are.
   */
  low?: boolean
}) {
  const t = useT()
  const src = sceneSrc(image.scene)
  const inline = useInlineImageSrc(src)
  return (
    <img
      src={priority ? inline : src}
      alt={image.alt === '' ? '' : t(`shell.scene.${image.scene}` as MessageKey)}
      width={800}
      height={500}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : low ? 'low' : undefined}
      decoding="async"
      className={cn(
        'bg-muted object-cover',
        // defaults, left out when the caller sets its own (cn() does not resolve conflicts)
        !hasClass(className, /^aspect-/) && 'aspect-[8/5]',
        !hasClass(className, /^w-/) && 'w-full',
        className,
      )}
    />
  )
}
