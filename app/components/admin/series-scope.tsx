import { Link } from 'react-router'
import { formatLongDate } from '~/lib/dates'

/** What the event editor knows of a series: the date opened (from ?date=) and the coming dates. */
export interface SeriesEditorState {
  /** the series' date being edited, or null: the series as a whole */
  occurrence: string | null
  upcoming: string[]
}

const SCOPES = [
  { value: 'this', label: 'This date', hint: 'Only this date changes; it becomes an event of its own.' },
  {
    value: 'following',
    label: 'This and following',
    hint: 'The series ends before this date; a new series with these values starts on it.',
  },
  { value: 'all', label: 'All dates', hint: 'The whole series changes (moving the date moves every date).' },
] as const

/** Links to open one date of the series in the editor. */
export function SeriesDates({ base, series }: { base: string; series: SeriesEditorState }) {
  if (series.upcoming.length === 0) return null
  return (
    <nav aria-labelledby="series-dates" className="mt-6">
      <h2 id="series-dates" className="font-display text-2xl font-bold">
        Edit one date of the series
      </h2>
      {series.occurrence ? (
        <p className="mt-1">
          Editing the date {formatLongDate(series.occurrence)}.{' '}
          <Link to={base} className="text-secondary font-semibold underline underline-offset-4">
            Edit the whole series instead
          </Link>
        </p>
      ) : null}
      <ul className="mt-2 flex flex-wrap gap-x-4">
        {series.upcoming.map((date) => (
          <li key={date}>
            <Link
              to={`${base}?date=${date}`}
              aria-current={date === series.occurrence ? 'page' : undefined}
              className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
            >
              {formatLongDate(date)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The question a save of one date of a series asks: which dates the change applies to. */
export function SeriesScopeField({ occurrence, error }: { occurrence: string; error?: string }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="font-semibold">Which dates does this change apply to?</legend>
      <input type="hidden" name="occurrence" value={occurrence} />
      {SCOPES.map((scope) => (
        <label key={scope.value} className="flex min-h-11 items-start gap-3">
          <input
            type="radio"
            name="scope"
            value={scope.value}
            defaultChecked={scope.value === 'this'}
            className="mt-1 size-5"
          />
          <span>
            <span className="font-semibold">
              {scope.label}
              {scope.value === 'all' ? null : ` (${formatLongDate(occurrence)})`}
            </span>
            <span className="text-muted-foreground block text-sm">{scope.hint}</span>
          </span>
        </label>
      ))}
      {error ? <p className="text-destructive text-sm font-semibold">{error}</p> : null}
    </fieldset>
  )
}
