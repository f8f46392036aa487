import type { Photo } from '~/lib/photos/photos'

// Public pages' JavaScript budget is full: this module imports nothing at run time, and the
// URLs come made from the server (photoView in app/lib/photos/photos.ts).

/**
 * A listing photo as plain HTML (no JavaScript): AVIF and WebP sources, a JPEG img with srcset,
 * sizes, its own width and height (no layout shift) and its alt text. The hero loads first
 * (`fetchpriority="high"`), the rest lazily.
 */
export function ListingPhoto({
  photo,
  sizes,
  priority = false,
  className = '',
}: {
  photo: Photo
  /** how wide it is shown, e.g. "(min-width: 1024px) 896px, 100vw" */
  sizes: string
  priority?: boolean
  className?: string
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={photo.srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={photo.srcset.webp} sizes={sizes} />
      <img
        src={photo.src}
        srcSet={photo.srcset.jpg}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        loading={priority ? undefined : 'lazy'}
        className={`h-auto w-full object-cover ${className}`}
      />
    </picture>
  )
}
