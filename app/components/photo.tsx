import { type Photo, photoSrcSet, photoUrl } from '~/lib/photos/photos'
import { cn } from '~/lib/utils'

/**
 * A listing photo as plain HTML (no JavaScript): AVIF and WebP sources, a JPEG img with srcset,
 * sizes, its own width and height (no layout shift) and its alt text. The hero loads first
 * (`fetchpriority="high"`), the rest lazily.
 */
export function ListingPhoto({
  photo,
  sizes,
  priority = false,
  className,
}: {
  photo: Photo
  /** how wide it is shown, e.g. "(min-width: 1024px) 896px, 100vw" */
  sizes: string
  priority?: boolean
  className?: string
}) {
  // The fallback src: the largest width up to 960 (old browsers ignore srcset).
  const fallback = [...photo.widths].reverse().find((width) => width <= 960) ?? photo.widths[0]!
  return (
    <picture>
      <source type="image/avif" srcSet={photoSrcSet(photo, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(photo, 'webp')} sizes={sizes} />
      <img
        src={photoUrl(photo.id, fallback, 'jpg')}
        srcSet={photoSrcSet(photo, 'jpg')}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        className={cn('h-auto w-full object-cover', className)}
      />
    </picture>
  )
}

/** The photos after the hero, as figures with their captions (lazy; plain HTML). */
export function ListingPhotoList({ photos, label }: { photos: readonly Photo[]; label: string }) {
  if (photos.length === 0) return null
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2">
      {photos.map((photo) => (
        <li key={photo.id}>
          <figure>
            <ListingPhoto
              photo={photo}
              sizes="(min-width: 928px) 432px, (min-width: 640px) calc(50vw - 1.5rem), calc(100vw - 2rem)"
              className="rounded-(--radius-card)"
            />
            {photo.caption ? (
              <figcaption className="text-muted-foreground mt-2">{photo.caption}</figcaption>
            ) : null}
          </figure>
        </li>
      ))}
    </ul>
  )
}

/** `sizes` of a detail page's hero: the page column (max-w-4xl less its padding). */
export const HERO_SIZES = '(min-width: 928px) 864px, calc(100vw - 2rem)'
