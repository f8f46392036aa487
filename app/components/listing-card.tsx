import type * as React from 'react'
import { FavoriteButton } from '~/components/favorite-button'
import { HydrateInTurn } from '~/components/hydrate-in-turn'
import { ReusedMarkup } from '~/components/reused-markup'
import { SceneImage } from '~/components/scene-image'
import type { FavoriteItem } from '~/lib/favorites'
import type { Image } from '~/lib/listings'

/**
 * What a card shows, as a key for reusing its markup (see `reuse` below): the page that lays the
 * card out (`page`, as each page fills the card differently) and the listing it shows, whole.
 */
export function cardReuseKey(page: string, listing: unknown): string {
  return `listing-card ${page} ${JSON.stringify(listing)}`
}

/**
 * A listing on a section page: illustration, a heading, a short line of facts, the description,
 * the card's buttons, and a favorite button over the picture.
 *
 * With `reuse` (from cardReuseKey), the server renders a card once per key and writes it from
 * bytes afterwards (app/components/reused-markup.tsx); give it only when every prop is made from
 * the listing in the key. The first card (`priority`) is always rendered: its picture may be
 * preloaded from the head, which reused markup cannot do.
 */
export function ListingCard({
  image,
  title,
  eyebrow,
  facts,
  description,
  actions,
  favorite,
  headingLevel = 2,
  priority = false,
  reuse,
}: {
  image: Image
  title: string
  eyebrow?: React.ReactNode
  facts?: React.ReactNode
  description: string
  actions: React.ReactNode
  favorite?: FavoriteItem
  headingLevel?: 2 | 3
  /** The first card on the page: its picture is the largest paint, so it loads first. */
  priority?: boolean
  reuse?: string
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const card = (
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
        <p className="mt-3 flex-1">{description}</p>
        <div className="mt-5 flex flex-wrap gap-2">{actions}</div>
      </div>
    </article>
  )
  if (reuse && !priority) return <ReusedMarkup reuseKey={`${headingLevel} ${reuse}`}>{card}</ReusedMarkup>
  return <HydrateInTurn>{card}</HydrateInTurn>
}
