import { Form, Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { DaySelect } from '~/components/trip/day-select'
import { useT } from '~/lib/i18n/use-t'
import type { TripDayOption, TripKind } from '~/lib/trip/trip'

/**
 * /trip?add=<kind>:<id>: "Add to trip" from a listing page lands here to choose the day (events
 * and shows go on their own date). A real form: it posts to /trip and goes back to the listing
 * with a toast.
 */
export function AddPanel({
  adding,
  days,
}: {
  adding: {
    kind: TripKind
    id: string
    name: string
    ownDate: string | null
    ownDateLabel: string | null
    returnTo: string
  }
  days: TripDayOption[]
}) {
  const t = useT()
  const onOwnDate = adding.ownDate !== null
  return (
    <section
      aria-labelledby="add-title"
      className="border-primary bg-card trip-noprint mb-8 rounded-(--radius-card) border-2 p-5"
    >
      <h2 id="add-title" className="text-2xl font-bold">
        {t('trip.add.title', { name: adding.name })}
      </h2>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="kind" value={adding.kind} />
        <input type="hidden" name="id" value={adding.id} />
        <input type="hidden" name="returnTo" value={adding.returnTo} />
        {onOwnDate ? (
          <p className="w-full">{t('trip.add.ownDate', { date: adding.ownDateLabel })}</p>
        ) : days.length > 0 ? (
          <DaySelect id="add-day" days={days} labelClassName="font-semibold" />
        ) : (
          <p className="w-full">{t('trip.add.noDates')}</p>
        )}
        <Button type="submit">{t('trip.add.button')}</Button>
        <Link
          to={adding.returnTo}
          className="text-secondary inline-flex min-h-11 items-center font-semibold underline"
        >
          {t('trip.add.cancel')}
        </Link>
      </Form>
    </section>
  )
}
