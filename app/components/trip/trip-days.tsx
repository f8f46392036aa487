import { ArrowDown, ArrowUp, Trash } from '~/components/icons'
import { DaySelect, TRIP_CONTROL } from '~/components/trip/day-select'
import { Form, Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n/use-t'
import { MAX_NOTE_LENGTH, type PlannedDay, type PlannedStop } from '~/lib/trip/trip'
import { cn } from '~/lib/utils'
import { DayBaseLine, OrderByRoute, StayNightsForm, WarningNote } from './day-parts'

/** The form controls' look (plain elements: the shared ui inputs would split a chunk other pages load). */

/**
 * The trip's days: one column per day on wide screens, one section per day on a phone (and one
 * page per day in print). Each stop shows its checks as words next to it. With `editable`, every
 * change is a small real form posting to /trip (buttons always there; dragging is an extra).
 */
export function TripDays({
  days,
  editable,
  stopErrors,
}: {
  days: PlannedDay[]
  editable: boolean
  /** a failed time/note form: its stop and messages */
  stopErrors?: { stop: string; errors: Record<string, string>; values: { startTime: string; note: string } }
}) {
  const t = useT()
  const allDays = days.map((d) => ({ day: d.day, label: d.shortLabel }))
  return (
    <ol className="trip-days grid gap-6 lg:auto-cols-[minmax(18rem,1fr)] lg:grid-flow-col lg:overflow-x-auto lg:pb-4">
      {days.map((day) => (
        <li key={day.day} className="trip-day" data-day={day.day}>
          <section
            aria-labelledby={`day-${day.day}-title`}
            id={`day-${day.day}`}
            className="border-border bg-card h-full rounded-(--radius-card) border p-4"
          >
            <h2 id={`day-${day.day}-title`} className="text-2xl font-bold">
              {day.label}
            </h2>
            <p className="text-muted-foreground mt-1 flex flex-wrap gap-x-4 text-sm">
              <span className="inline-flex items-center gap-1">
                {t('trip.day.sunrise', { time: day.sunrise })}
              </span>
              <span className="inline-flex items-center gap-1">
                {t('trip.day.sunset', { time: day.sunset })}
              </span>
            </p>
            {day.forecast ? (
              <p className="mt-1 text-sm" data-day-forecast>
                {day.forecast.text}{' '}
                <time
                  dateTime={day.forecast.asOf.at}
                  data-as-of={day.forecast.asOf.stale ? 'stale' : 'fresh'}
                  className={day.forecast.asOf.stale ? 'font-semibold' : 'text-muted-foreground'}
                >
                  {day.forecast.asOf.text}
                </time>
              </p>
            ) : null}
            {day.fullWarning ? <WarningNote text={day.fullWarning} /> : null}
            <DayBaseLine which="start" base={day.start} />
            {editable ? <OrderByRoute day={day} /> : null}
            {day.stops.length === 0 ? (
              <p className="text-muted-foreground mt-4" data-empty-day>
                {t('trip.day.empty')}
              </p>
            ) : (
              <ol className="trip-stops mt-4 space-y-4" data-day={day.day}>
                {day.stops.map((stop, index) => (
                  <StopItem
                    key={stop.id}
                    stop={stop}
                    day={day.day}
                    days={allDays}
                    // Stops with a time go by their time: only the untimed ones move up and down.
                    first={!movable(stop) || !day.stops.slice(0, index).some(movable)}
                    last={!movable(stop) || !day.stops.slice(index + 1).some(movable)}
                    editable={editable}
                    errors={stopErrors?.stop === stop.id ? stopErrors : undefined}
                  />
                ))}
              </ol>
            )}
            {day.end ? (
              <DayBaseLine
                which="end"
                base={day.end}
                drive={day.driveBack}
                driveWarnings={day.driveBackWarnings}
              />
            ) : null}
          </section>
        </li>
      ))}
    </ol>
  )
}

/** A stop the visitor orders by hand: a visit without a time. */
const movable = (stop: PlannedStop) => stop.kind !== 'stay' && !stop.startTime

function StopItem({
  stop,
  day,
  days,
  first,
  last,
  editable,
  errors,
}: {
  stop: PlannedStop
  day: string
  days: { day: string; label: string }[]
  first: boolean
  last: boolean
  editable: boolean
  errors?: { errors: Record<string, string>; values: { startTime: string; note: string } }
}) {
  const t = useT()
  const titleId = `stop-${stop.id}-title`
  return (
    <li className="trip-stop" data-stop={stop.id} aria-labelledby={titleId}>
      {stop.driveFromPrevious ? (
        <p className="text-muted-foreground mb-2 flex items-center gap-1 text-sm">{stop.driveFromPrevious}</p>
      ) : null}
      {stop.driveWarnings.length > 0 ? (
        <div className="mb-2" data-drive-warnings>
          {stop.driveWarnings.map((warning) => (
            <WarningNote key={warning} text={warning} />
          ))}
        </div>
      ) : null}
      <article className="border-border rounded-lg border p-3">
        <p className="text-sage text-sm font-semibold">
          {t(`trip.kind.${stop.kind}`)}
          {stop.startLabel ? ` · ${stop.startLabel}` : ''}
          {stop.timeFixed ? ` ${t('trip.stop.fixed')}` : ''}
          {stop.nights ? ` · ${stop.nights.label}` : ''}
        </p>
        <h3 id={titleId} className="text-lg font-bold">
          {stop.href ? (
            <Link to={t.path(stop.href)} className="underline-offset-4 hover:underline">
              {stop.name}
            </Link>
          ) : (
            stop.name
          )}
        </h3>
        <ul className="text-muted-foreground mt-1 space-y-1 text-sm">
          {stop.hoursLabel ? <li className="flex items-center gap-1">{stop.hoursLabel}</li> : null}
          {stop.durationLabel ? <li>{t('trip.stop.takes', { duration: stop.durationLabel })}</li> : null}
          {stop.address ? (
            <li className="flex items-start gap-1">
              <span>
                {stop.address}
                {stop.directions ? (
                  <>
                    {' '}
                    <a
                      href={stop.directions}
                      target="_blank"
                      rel="noreferrer"
                      className="text-secondary inline-block font-semibold underline underline-offset-4"
                    >
                      {t('trip.stop.directions')}
                      <span className="sr-only"> {t('trip.stop.directionsTo', { name: stop.name })}</span>
                    </a>
                  </>
                ) : null}
              </span>
            </li>
          ) : null}
        </ul>
        {stop.note ? <p className="mt-2 whitespace-pre-line">{stop.note}</p> : null}
        {stop.warnings.map((warning) => (
          <WarningNote key={warning} text={warning} />
        ))}
        {editable ? (
          <StopControls stop={stop} day={day} days={days} first={first} last={last} errors={errors} />
        ) : null}
      </article>
    </li>
  )
}

function Hidden({ intent, stop }: { intent: string; stop: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="stop" value={stop} />
    </>
  )
}

/** One step up or down the day's order: a form of its own, so it works without JavaScript. */
function MoveButton({
  stop,
  direction,
  disabled,
}: {
  stop: PlannedStop
  direction: 'up' | 'down'
  disabled: boolean
}) {
  const t = useT()
  const Arrow = direction === 'up' ? ArrowUp : ArrowDown
  return (
    <Form method="post" preventScrollReset>
      <Hidden intent={`move-${direction}`} stop={stop.id} />
      <Button
        type="submit"
        variant="outline"
        size="icon"
        disabled={disabled}
        aria-label={t(direction === 'up' ? 'trip.stop.moveUp' : 'trip.stop.moveDown', { name: stop.name })}
      >
        <Arrow aria-hidden="true" />
      </Button>
    </Form>
  )
}

function StopControls({
  stop,
  day,
  days,
  first,
  last,
  errors,
}: {
  stop: PlannedStop
  day: string
  days: { day: string; label: string }[]
  first: boolean
  last: boolean
  errors?: { errors: Record<string, string>; values: { startTime: string; note: string } }
}) {
  const t = useT()
  const timeId = `stop-${stop.id}-time`
  const noteId = `stop-${stop.id}-note`
  const dayId = `stop-${stop.id}-day`
  return (
    <div className="trip-controls mt-3 space-y-3">
      <div className="flex flex-wrap gap-2">
        {/* Stops with a time go by their time, and a stay is the night's base: neither moves up or down. */}
        {movable(stop) ? (
          <>
            <MoveButton stop={stop} direction="up" disabled={first} />
            <MoveButton stop={stop} direction="down" disabled={last} />
          </>
        ) : null}
        <Form method="post" preventScrollReset>
          <Hidden intent="remove" stop={stop.id} />
          <Button
            type="submit"
            variant="destructive"
            size="sm"
            aria-label={t('trip.stop.removeAria', { name: stop.name })}
          >
            <Trash aria-hidden="true" />
            {t('trip.stop.remove')}
          </Button>
        </Form>
      </div>
      {stop.nights ? <StayNightsForm stop={stop} days={days} /> : null}
      {/* A stay's day is its check-in (its nights form); an event's day is its schedule's. */}
      {days.length > 1 && !stop.nights && !stop.timeFixed ? (
        <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
          <Hidden intent="move-day" stop={stop.id} />
          <DaySelect id={dayId} days={days} label={t('trip.stop.moveToDay')} defaultValue={day} />
          <Button
            type="submit"
            variant="outline"
            size="sm"
            aria-label={t('trip.stop.moveAria', { name: stop.name })}
          >
            {t('trip.stop.move')}
          </Button>
        </Form>
      ) : null}
      <details className="group" open={errors ? true : undefined}>
        <summary className="text-secondary flex min-h-11 cursor-pointer items-center font-semibold">
          {stop.kind === 'stay' || stop.timeFixed ? t('trip.stop.note') : t('trip.stop.timeAndNote')}
          <span className="sr-only"> {t('trip.stop.for', { name: stop.name })}</span>
        </summary>
        <Form method="post" preventScrollReset className="mt-2 grid gap-3">
          <Hidden intent="stop" stop={stop.id} />
          {stop.timeFixed ? (
            <p className="text-sm" data-fixed-time>
              <strong>{t('trip.stop.starts', { time: stop.startLabel })}</strong>
              {t('trip.stop.setBySchedule')}
            </p>
          ) : null}
          <div
            className={cn(
              'grid gap-1',
              (stop.kind === 'stay' || stop.timeFixed) && !errors?.errors.startTime && 'hidden',
            )}
          >
            <label htmlFor={timeId} className="text-sm font-semibold">
              {t('trip.stop.startTime')}
            </label>
            <input
              className={TRIP_CONTROL}
              id={timeId}
              name="startTime"
              type="time"
              defaultValue={errors?.values.startTime ?? stop.startTime ?? ''}
              aria-invalid={errors?.errors.startTime ? true : undefined}
              aria-describedby={errors?.errors.startTime ? `${timeId}-error` : undefined}
            />
            {errors?.errors.startTime ? (
              <p id={`${timeId}-error`} className="text-destructive text-sm font-semibold">
                {errors.errors.startTime}
              </p>
            ) : null}
          </div>
          <div className="grid gap-1">
            <label htmlFor={noteId} className="text-sm font-semibold">
              {t('trip.stop.note')}
            </label>
            <textarea
              className={TRIP_CONTROL}
              id={noteId}
              name="note"
              rows={2}
              maxLength={MAX_NOTE_LENGTH}
              defaultValue={errors?.values.note ?? stop.note}
              aria-invalid={errors?.errors.note ? true : undefined}
              aria-describedby={errors?.errors.note ? `${noteId}-error` : undefined}
            />
            {errors?.errors.note ? (
              <p id={`${noteId}-error`} className="text-destructive text-sm font-semibold">
                {errors.errors.note}
              </p>
            ) : null}
          </div>
          <Button type="submit" size="sm" className={cn('justify-self-start')}>
            {stop.kind === 'stay' || stop.timeFixed
              ? t('trip.stop.saveNote')
              : t('trip.stop.saveTimeAndNote')}
          </Button>
        </Form>
      </details>
    </div>
  )
}
