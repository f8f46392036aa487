import type * as React from 'react'
import { FavoriteButton } from '~/components/favorite-button'
import { SceneImage } from '~/components/scene-image'
import type { FavoriteItem } from '~/lib/favorites'
import type { Image } from '~/lib/listings'

/**
 * A listing on a section page: illustration, a heading, a short line of facts, the description,
 * the card's buttons, and a favorite button over the picture.
 */
export function ListingCard({
  image,
  title,
  eyebrow,
  facts,
  description,
  descriptionLang,
  actions,
  favorite,
  headingLevel = 2,
  priority = false,
}: {
  image: Image
  title: string
  eyebrow?: React.ReactNode
  facts?: React.ReactNode
  description: string
  /** `en` for a description not yet translated into the page's language (decision 057) */
  descriptionLang?: 'en'
  actions: React.ReactNode
  favorite?: FavoriteItem
  headingLevel?: 2 | 3
  /** The first card on the page: its picture is the largest paint, so it loads first. */
  priority?: boolean
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="border-border bg-card text-card-foreground relative flex h-full flex-col overflow-hidden rounded-(--radius-card) border shadow-sm">
      <SceneImage image={image} priority={priority} />
      {favorite ? (
        <div className="absolute top-3 right-3">
          <FavoriteButton item={favorite} overlay />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        {eyebrow ? <div className="text-sage text-sm font-semibold">{eyebrow}</div> : null}
        <Heading className="mt-1 text-2xl font-bold">{title}</Heading>
        {facts ? (
          <div className="text-muted-foreground mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            {facts}
          </div>
        ) : null}
        <p className="mt-3 flex-1" lang={descriptionLang}>
          {description}
        </p>
        <div className="mt-5 flex flex-wrap gap-2">{actions}</div>
      </div>
    </article>
  )
}
