import { Form, useLocation } from 'react-router'
import { Button } from '~/components/ui/button'
import { DaySelect } from '~/components/trip/day-select'
import type { TripDayOption, TripKind } from '~/lib/trip/trip'
import { useT } from '~/lib/i18n/use-t'
import { cn } from '~/lib/utils'

/**
 * "Add to trip": a plain form posting to /trip (works without JavaScript), which redirects back
 * here with a toast. With a trip that has dates, a day list; events and shows go on their own
 * date, so they have none.
 */
export function AddToTrip({
  kind,
  id,
  name,
  days = [],
  day,
  className,
}: {
  kind: TripKind
  id: string
  /** the listing's name, for the button's accessible name */
  name: string
  /** the visitor's trip days, when they have a trip with dates */
  days?: readonly TripDayOption[]
  /** the day it goes on, when already known (a repeating event's day in a suggestion) */
  day?: string
  className?: string
}) {
  const t = useT()
  const location = useLocation()
  const ownDate = kind === 'event' || kind === 'music'
  const selectId = `trip-day-${kind}-${id}`
  return (
    <Form method="post" action={t.path('/trip')} className={cn('flex flex-wrap items-end gap-2', className)}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      {day ? <input type="hidden" name="day" value={day} /> : null}
      {!ownDate && days.length > 0 ? <DaySelect id={selectId} days={days} /> : null}
      <Button type="submit" variant="outline" aria-label={t('trip.add.aria', { name })}>
        {t('trip.add.button')}
      </Button>
    </Form>
  )
}
