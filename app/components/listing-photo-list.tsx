import { ListingPhoto } from '~/components/listing-photo'
import { PhotoCaption } from '~/components/photo-caption'
import type { Photo } from '~/lib/photos/photos'

/** The photos after the hero, as figures with their captions and credits (lazy; plain HTML). */
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
            <PhotoCaption photo={photo} />
          </figure>
        </li>
      ))}
    </ul>
  )
}
