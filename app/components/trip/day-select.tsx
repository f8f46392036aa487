import { useT } from '~/lib/i18n/use-t'
import type { TripDayOption } from '~/lib/trip/trip'

/** The trip's form controls' look (selects and inputs of the trip's forms). */
export const TRIP_CONTROL =
  'border-input bg-card text-foreground min-h-11 rounded-lg border px-3 py-2 text-base aria-invalid:border-destructive'

/**
 * A labelled list of the trip's days posted as `day`: where an "Add to trip", an "Add to day" or a
 * "Move to day" puts a stop. `id` must be unique on the page (one per listing or stop).
 */
export function DaySelect({
  id,
  days,
  label,
  defaultValue,
  labelClassName = 'text-sm font-semibold',
}: {
  id: string
  days: readonly TripDayOption[]
  label?: string
  defaultValue?: string
  labelClassName?: string
}) {
  const t = useT()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClassName}>
        {label ?? t('trip.day.select')}
      </label>
      <select id={id} name="day" defaultValue={defaultValue} className={TRIP_CONTROL}>
        {days.map(({ day, label }) => (
          <option key={day} value={day}>
            {label}
          </option>
        ))}
      </select>
    </div>
  )
}
