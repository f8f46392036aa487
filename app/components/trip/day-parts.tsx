import { AlertTriangle } from '~/components/icons'
import { Form, Link } from 'react-router'
import { TRIP_CONTROL } from '~/components/trip/day-select'
import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n/use-t'
import type { DayBase, PlannedDay, PlannedStop, TripDayOption } from '~/lib/trip/trip'

/** The form controls' look (as trip-days.tsx). */

/**
 * The parts of a trip day around its stops (issue 50 items 1 and 2): where the day starts and
 * ends (the night's stay, or Jackson's Town Square), "Order by route", and a stay's nights. Each
 * change is a small real form posting to /trip, so it works without JavaScript.
 */

/** "Start: <stay>" at the top of a day, "End: <stay>" at the bottom. */
export function DayBaseLine({
  which,
  base,
  drive,
  driveWarnings = [],
}: {
  which: 'start' | 'end'
  base: DayBase
  drive?: string | null
  driveWarnings?: readonly string[]
}) {
  const t = useT()
  return (
    <div className={which === 'start' ? 'mt-3' : 'mt-4'} data-day-base={which}>
      {drive ? <p className="text-muted-foreground mb-2 text-sm">{drive}</p> : null}
      {driveWarnings.length > 0 ? (
        <div className="mb-2" data-drive-warnings>
          {driveWarnings.map((warning) => (
            <WarningNote key={warning} text={warning} />
          ))}
        </div>
      ) : null}
      <p className="bg-muted rounded-lg px-3 py-2 text-sm">
        <strong>{t(which === 'start' ? 'trip.base.start' : 'trip.base.end')}: </strong>
        {base.href ? (
          <Link to={t.path(base.href)} className="underline underline-offset-4">
            {base.name}
          </Link>
        ) : (
          base.name
        )}
        {base.stopId ? (
          <span className="text-muted-foreground">
            {' '}
            {t(which === 'start' ? 'trip.base.slept' : 'trip.base.sleep')}
          </span>
        ) : null}
      </p>
    </div>
  )
}

/** "Order by route": orders the day's stops without a time by the least driving. */
export function OrderByRoute({ day }: { day: PlannedDay }) {
  const t = useT()
  if (!day.routable) return null
  return (
    <Form method="post" preventScrollReset className="trip-noprint mt-3">
      <input type="hidden" name="intent" value="route" />
      <input type="hidden" name="day" value={day.day} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        aria-label={t('trip.route.aria', { day: day.shortLabel })}
      >
        {t('trip.route.button')}
      </Button>
      <p className="text-muted-foreground mt-1 text-xs">{t('trip.route.help', { start: day.start.name })}</p>
    </Form>
  )
}

/** A stay's nights: its check-in and check-out days. */
export function StayNightsForm({ stop, days }: { stop: PlannedStop; days: readonly TripDayOption[] }) {
  const t = useT()
  const nights = stop.nights
  if (!nights) return null
  const inId = `stop-${stop.id}-check-in`
  const outId = `stop-${stop.id}-check-out`
  return (
    <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="nights" />
      <input type="hidden" name="stop" value={stop.id} />
      <div className="grid gap-1">
        <label htmlFor={inId} className="text-sm font-semibold">
          {t('trip.nights.checkIn')}
        </label>
        <select id={inId} name="checkIn" defaultValue={nights.checkIn} className={TRIP_CONTROL}>
          {days.map((d) => (
            <option key={d.day} value={d.day}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor={outId} className="text-sm font-semibold">
          {t('trip.nights.checkOut')}
        </label>
        <select id={outId} name="checkOut" defaultValue={nights.checkOut} className={TRIP_CONTROL}>
          {nights.checkOutOptions.map((d) => (
            <option key={d.day} value={d.day}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
      <Button
        type="submit"
        variant="outline"
        size="sm"
        aria-label={t('trip.nights.aria', { name: stop.name })}
      >
        {t('trip.nights.save')}
      </Button>
    </Form>
  )
}

/** A check in words next to a stop or a drive. */
export function WarningNote({ text }: { text: string }) {
  const t = useT()
  return (
    <p
      role="note"
      className="border-warning bg-warning/10 text-foreground mt-3 flex gap-2 rounded-lg border-l-4 px-3 py-2 text-sm"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong>{t('trip.warning')} </strong>
        {text}
      </span>
    </p>
  )
}
