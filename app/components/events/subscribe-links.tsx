import { CalendarPlus } from '~/components/icons'
import { categorySlug } from '~/lib/events-query'
import type { EventCategory } from '~/lib/listings'

/**
 * The calendar feed of upcoming events (this category's when one is chosen): a webcal: link that
 * calendar apps subscribe to when the site's origin is known, and the plain .ics address.
 */
export function SubscribeLinks({ category, origin }: { category?: EventCategory; origin: string | null }) {
  const path = `/events/feed.ics${category ? `?category=${categorySlug(category)}` : ''}`
  const webcal = origin ? new URL(path, origin).href.replace(/^https?:/, 'webcal:') : undefined
  return (
    <p className="text-sm">
      <CalendarPlus className="text-primary mr-1.5 inline size-4 align-[-0.2em]" aria-hidden="true" />
      {webcal ? (
        <>
          <a href={webcal} className="text-secondary font-semibold underline underline-offset-4">
            Subscribe in your calendar app
          </a>{' '}
          (or add{' '}
          <a href={path} className="text-secondary underline underline-offset-4">
            the .ics feed
          </a>
          )
        </>
      ) : (
        <a href={path} className="text-secondary font-semibold underline underline-offset-4">
          Subscribe: the .ics feed of upcoming {category ? `${category} ` : ''}events
        </a>
      )}
    </p>
  )
}
