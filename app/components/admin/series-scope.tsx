import { Link } from 'react-router'
import { formatLongDate } from '~/lib/dates-intl'
import { useT } from '~/lib/i18n/use-t'

/** What the event editor knows of a series: the date opened (from ?date=) and the coming dates. */
export interface SeriesEditorState {
  /** the series' date being edited, or null: the series as a whole */
  occurrence: string | null
  upcoming: string[]
}

const SCOPES = [
  { value: 'this', label: 'adminEditor.series.this', hint: 'adminEditor.series.thisHint' },
  { value: 'following', label: 'adminEditor.series.following', hint: 'adminEditor.series.followingHint' },
  { value: 'all', label: 'adminEditor.series.all', hint: 'adminEditor.series.allHint' },
] as const

/** Links to open one date of the series in the editor. */
export function SeriesDates({ base, series }: { base: string; series: SeriesEditorState }) {
  const t = useT()
  if (series.upcoming.length === 0) return null
  return (
    <nav aria-labelledby="series-dates" className="mt-6">
      <h2 id="series-dates" className="font-display text-2xl font-bold">
        {t('adminEditor.series.heading')}
      </h2>
      {series.occurrence ? (
        <p className="mt-1">
          {t('adminEditor.series.editing', { date: formatLongDate(series.occurrence, t.locale) })}{' '}
          <Link to={base} className="text-secondary font-semibold underline underline-offset-4">
            {t('adminEditor.series.wholeSeries')}
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
              {formatLongDate(date, t.locale)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The question a save of one date of a series asks: which dates the change applies to. */
export function SeriesScopeField({ occurrence, error }: { occurrence: string; error?: string }) {
  const t = useT()
  return (
    <fieldset className="grid gap-2">
      <legend className="font-semibold">{t('adminEditor.series.legend')}</legend>
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
              {t(scope.label)}
              {scope.value === 'all' ? null : ` (${formatLongDate(occurrence, t.locale)})`}
            </span>
            <span className="text-muted-foreground block text-sm">{t(scope.hint)}</span>
          </span>
        </label>
      ))}
      {error ? <p className="text-destructive text-sm font-semibold">{error}</p> : null}
    </fieldset>
  )
}
