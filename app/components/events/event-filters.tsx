import { useState } from 'react'
import { Link } from 'react-router'
import { SlidersHorizontal } from '~/components/icons'
import { buttonVariants } from '~/components/ui/button'
import {
  CATEGORY_FILTERS,
  eventsHref,
  type EventsQuery,
  PRICE_FILTERS,
  UPCOMING_FILTERS,
} from '~/lib/events-query'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'
import { cn } from '~/lib/utils'

/**
 * The events calendar's filters, all plain links that keep the rest of the calendar's state: the
 * categories above it, price and the upcoming window in a disclosure beside it.
 */

const pill = (active: boolean) =>
  cn(
    'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors',
    active
      ? 'border-secondary bg-secondary text-secondary-foreground'
      : 'border-input bg-card text-foreground hover:bg-muted',
  )

export function CategoryFilter({ query }: { query: EventsQuery }) {
  const t = useT()
  return (
    <nav aria-label={t('events.filters.categories')}>
      <ul className="flex flex-wrap gap-2">
        {CATEGORY_FILTERS.map(({ slug, category }) => {
          const active = query.category === category
          return (
            <li key={slug}>
              <Link
                to={t.path(eventsHref(query, { category }))}
                preventScrollReset
                aria-current={active ? 'true' : undefined}
                className={pill(active)}
              >
                {t(`events.category.${slug}` as MessageKey)}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** Price and upcoming-window filters, in a disclosure that works without JavaScript. */
export function MoreFilters({ query }: { query: EventsQuery }) {
  const t = useT()
  const active = query.price !== undefined || query.days !== undefined
  // Open when a filter is on; after that the visitor's own toggling wins (choosing "Any price"
  // must not snap the panel shut).
  const [open, setOpen] = useState(active)
  return (
    <details
      open={open || active}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="border-border bg-card group rounded-(--radius-card) border p-4 shadow-sm sm:p-5"
    >
      <summary className={cn(buttonVariants({ variant: 'outline' }), 'w-full cursor-pointer')}>
        <SlidersHorizontal aria-hidden="true" />
        {t('events.filters.more')}
        {active ? <span className="sr-only">{t('events.filters.active')}</span> : null}
      </summary>
      <div className="mt-4 space-y-4">
        <div role="group" aria-labelledby="price-filter-label">
          <p id="price-filter-label" className="text-sm font-semibold">
            {t('events.filters.price')}
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {PRICE_FILTERS.map(({ key, price }) => (
              <li key={key}>
                <Link
                  to={t.path(eventsHref(query, { price }))}
                  preventScrollReset
                  aria-current={query.price === price ? 'true' : undefined}
                  className={pill(query.price === price)}
                >
                  {t(`events.filters.price.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div role="group" aria-labelledby="upcoming-filter-label">
          <p id="upcoming-filter-label" className="text-sm font-semibold">
            {t('events.filters.upcoming')}
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {UPCOMING_FILTERS.map(({ key, days }) => (
              <li key={key}>
                <Link
                  to={t.path(eventsHref(query, { days }))}
                  preventScrollReset
                  aria-current={query.days === days ? 'true' : undefined}
                  className={pill(query.days === days)}
                >
                  {t(`events.filters.upcoming.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </details>
  )
}
