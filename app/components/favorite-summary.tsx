import type * as React from 'react'
import { Link } from 'react-router'
import type { FavoriteItem } from '~/lib/favorites'
import { sceneSrc } from '~/lib/listings'
import { useT } from '~/lib/i18n/use-t'
import { SubtitleText } from '~/components/subtitle-text'

/**
 * A saved place as /favorites and a shared trip's "Saved places" show it: its picture, its name
 * (the link to its page), its second line, and what can be done with it (`children`).
 */
export function FavoriteSummary({
  item,
  headingLevel = 3,
  children,
  aside,
}: {
  item: FavoriteItem
  headingLevel?: 3 | 4
  children?: React.ReactNode
  /** at the end of the row (the remove button) */
  aside?: React.ReactNode
}) {
  const t = useT()
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <li className="border-border bg-card flex items-start gap-4 rounded-(--radius-card) border p-3">
      {item.scene ? (
        <img
          src={sceneSrc(item.scene)}
          alt=""
          width={112}
          height={70}
          className="bg-muted h-[70px] w-28 shrink-0 rounded-lg object-cover"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <Heading id={`favorite-${item.kind}-${item.id}`} className="text-lg font-bold">
          <Link to={t.path(item.href)} className="underline-offset-4 hover:underline">
            {item.name}
          </Link>
        </Heading>
        {item.subtitle ? (
          <p className="text-muted-foreground text-sm">
            <SubtitleText subtitle={item.subtitle} english={item.subtitleEnglish} />
          </p>
        ) : null}
        {children}
      </div>
      {aside}
    </li>
  )
}
