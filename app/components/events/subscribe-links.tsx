import { CalendarPlus } from '~/components/icons'
import { categorySlug } from '~/lib/events-query'
import type { EventCategory } from '~/lib/listings'
import { useT } from '~/lib/i18n/use-t'
import { categoryName } from './event-card'

/**
 * The calendar feed of upcoming events (this category's when one is chosen): a webcal: link that
 * calendar apps subscribe to when the site's origin is known, and the plain .ics address.
 */
export function SubscribeLinks({ category, origin }: { category?: EventCategory; origin: string | null }) {
  const t = useT()
  // the feed in the page's language (/es/events/feed.ics: Spanish titles where they exist)
  const path = t.path(`/events/feed.ics${category ? `?category=${categorySlug(category)}` : ''}`)
  const webcal = origin ? new URL(path, origin).href.replace(/^https?:/, 'webcal:') : undefined
  return (
    <p className="text-sm">
      <CalendarPlus className="text-primary mr-1.5 inline size-4 align-[-0.2em]" aria-hidden="true" />
      {webcal ? (
        <>
          <a href={webcal} className="text-secondary font-semibold underline underline-offset-4">
            {t('events.subscribe.app')}
          </a>{' '}
          {t('events.subscribe.or')}{' '}
          <a href={path} className="text-secondary underline underline-offset-4">
            {t('events.subscribe.feed')}
          </a>
          )
        </>
      ) : (
        <a href={path} className="text-secondary font-semibold underline underline-offset-4">
          {category
            ? t('events.subscribe.feedOfCategory', { category: categoryName(t, category) })
            : t('events.subscribe.feedOf')}
        </a>
      )}
    </p>
  )
}
