import type * as React from 'react'
import { ArrowLeft } from '~/components/icons'
import { Link } from 'react-router'
import { FavoriteButton } from '~/components/favorite-button'
import { ListingPhoto } from '~/components/listing-photo'
import { PhotoCaption } from '~/components/photo-caption'
import { SceneImage } from '~/components/scene-image'
import type { FavoriteKind } from '~/lib/favorites'
import type { Image } from '~/lib/listings'
import type { Photo } from '~/lib/photos/photos'
import { useT } from '~/lib/i18n/use-t'

/**
 * The top of a restaurant, stay or activity page: the link back to its list, the picture (its
 * first photo, else its illustration), the
 * kind of place above the name, and the favorite button. The page lives at `${back.to}/${id}`.
 */
export function DetailHeader({
  back,
  listing,
  kind,
  eyebrow,
  eyebrowLang,
  badge,
  subtitle,
  photo,
}: {
  back: { to: string; label: string }
  listing: { id: string; name: string; image: Image }
  kind: FavoriteKind
  /** The kind of place, shown above the name (restaurant type, stay type, activity category). */
  eyebrow: string
  /** `en` when the eyebrow is the listing's English on a page in another language. */
  eyebrowLang?: 'en'
  /** Shown beside the eyebrow (the activity's difficulty). */
  badge?: React.ReactNode
  /** The favorite's second line on /favorites. */
  subtitle: string
  /** The listing's first photo, shown instead of the illustration when it has one. */
  photo?: Photo
}) {
  const t = useT()
  const eyebrowText = (
    <p className="text-sage font-semibold" lang={eyebrowLang}>
      {eyebrow}
    </p>
  )
  return (
    <>
      <Link
        to={t.path(back.to)}
        className="text-secondary inline-flex min-h-11 items-center gap-2 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      {photo ? (
        <figure className="mt-2">
          <ListingPhoto
            photo={photo}
            sizes="(min-width: 928px) 864px, calc(100vw - 2rem)"
            priority
            className="aspect-[8/5] rounded-(--radius-card)"
          />
          <PhotoCaption photo={photo} creditOnly />
        </figure>
      ) : (
        <SceneImage image={listing.image} priority className="mt-2 rounded-(--radius-card)" />
      )}

      <header className="mt-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          {badge ? (
            <div className="flex flex-wrap items-center gap-3">
              {eyebrowText}
              {badge}
            </div>
          ) : (
            eyebrowText
          )}
          <h1 className={`${badge ? 'mt-2' : 'mt-1'} text-4xl font-bold sm:text-5xl`}>{listing.name}</h1>
        </div>
        <FavoriteButton
          item={{
            kind,
            id: listing.id,
            name: listing.name,
            href: `${back.to}/${listing.id}`,
            subtitle,
            scene: listing.image.scene,
          }}
        />
      </header>
    </>
  )
}
