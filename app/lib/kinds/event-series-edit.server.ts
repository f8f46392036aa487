import { addDaysIso, isIsoDate } from '../dates'
import type { Db } from '../db.server'
import {
  createListing,
  editorOf,
  getEditableListing,
  type SaveResult,
  updateListing,
} from '../listing-admin.server'
import { publishListing } from '../listing-publication.server'
import { occurrenceBefore, occurrenceDates } from '../recurrence.server'
import {
  type ListingEditorSpec,
  parseEditorValues,
  type PlaceRules,
  valuesAsInput,
  withChoices,
} from './editor.server'
import { cancellationsOf } from './event-occurrences.server'

/**
 * Editing one date of a series in the back office (issue 51 item 2), as calendar programs do:
 * "This date" makes the date an exception (cancelled in the series, a one-off event of its own
 * with the edited values), "This and following" splits the series (the old one ends before the
 * date, a new series with the edited values starts on it), "All dates" changes the series (moving
 * the date moves every date by as many days). Each written listing gets its revision; the series
 * is saved first, checked against the revision the form was opened from, so a conflict writes
 * nothing.
 */

export const SERIES_SCOPES = ['this', 'following', 'all'] as const
export type SeriesScope = (typeof SERIES_SCOPES)[number]

export const SERIES_SCOPE_LABELS: Record<SeriesScope, string> = {
  this: 'This date',
  following: 'This and following',
  all: 'All dates',
}

export function parseSeriesScope(value: unknown): SeriesScope | undefined {
  return (SERIES_SCOPES as readonly unknown[]).includes(value) ? (value as SeriesScope) : undefined
}

/** True when `date` is a (not cancelled) date of the event's series. */
export async function isSeriesDate(
  db: Db,
  event: { id: string; date: string; rrule: string | null },
  date: string,
) {
  if (!event.rrule || !isIsoDate(date)) return false
  const cancelled = (await cancellationsOf(db, [event.id])).get(event.id) ?? []
  return occurrenceDates(event, { from: date, to: date }, { cancelled }).length > 0
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/** The series' own values, changed by `change`, checked again (they passed when last saved). */
async function seriesData(
  db: Db,
  spec: ListingEditorSpec,
  place: PlaceRules,
  id: string,
  change: (values: Record<string, string | string[]>) => void,
) {
  const listing = await getEditableListing(db, 'events', id)
  if (!listing) return undefined
  const values = { ...listing.values }
  change(values)
  const parsed = parseEditorValues(spec, place, valuesAsInput(spec, values), values)
  return parsed.success ? parsed.data : undefined
}

const lines = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value : (value ?? '').split('\n')).filter(Boolean)

/**
 * Saves the editor's checked values `data`, opened on the series' date `occurrence`, for the
 * chosen scope. Answers the save of the listing to show next (the new event for "This date" and
 * "This and following").
 */
export async function saveSeriesEdit(
  db: Db,
  id: string,
  data: Record<string, unknown>,
  options: {
    scope: SeriesScope
    occurrence: string
    actorId: string
    baseRevision: number
    place: PlaceRules
  },
): Promise<SaveResult> {
  const { scope, occurrence, actorId, baseRevision, place } = options
  const spec = await withChoices(db, editorOf('events'))
  const series = await db
    .selectFrom('events')
    .select(['id', 'date', 'rrule'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!series) return { ok: false, reason: 'not-found' }
  const first = scope === 'following' && occurrence === series.date
  if (!(await isSeriesDate(db, series, occurrence)))
    return { ok: false, reason: 'invalid', errors: { date: ['That date is not one of the series'] } }

  if (scope === 'all' || first) {
    // Moving the date moves every date (and the last and cancelled ones) by as many days.
    const shift = daysBetween(occurrence, String(data.date))
    const moved = (d: string) => (shift && isIsoDate(d) ? addDaysIso(d, shift) : d)
    return updateListing(
      db,
      'events',
      id,
      {
        ...data,
        date: addDaysIso(series.date, shift),
        repeat_until: moved(String(data.repeat_until ?? '')),
        cancelled_dates: ((data.cancelled_dates as string[] | undefined) ?? []).map(moved),
      },
      { actorId, baseRevision },
    )
  }

  if (scope === 'this') {
    const kept = await seriesData(db, spec, place, id, (values) => {
      values.cancelled_dates = [...new Set([...lines(values.cancelled_dates), occurrence])].sort().join('\n')
    })
    if (!kept)
      return {
        ok: false,
        reason: 'invalid',
        errors: { form: ['The series itself no longer passes the checks: edit all dates first'] },
      }
    const saved = await updateListing(db, 'events', id, kept, { actorId, baseRevision })
    if (!saved.ok) return saved
    const created = await createPartOf(
      db,
      id,
      { ...data, repeat_frequency: '', repeat_until: '', cancelled_dates: [] },
      actorId,
    )
    return { ok: true, id: created, revision: 1, changes: saved.changes }
  }

  // This and following: the series ends on its last date before this one.
  const last = occurrenceBefore(series, occurrence)!
  const kept = await seriesData(db, spec, place, id, (values) => {
    if (last === series.date) {
      values.repeat_frequency = ''
      values.repeat_until = ''
    } else values.repeat_until = last
    values.cancelled_dates = lines(values.cancelled_dates)
      .filter((d) => d <= last)
      .join('\n')
  })
  if (!kept)
    return {
      ok: false,
      reason: 'invalid',
      errors: { form: ['The series itself no longer passes the checks: edit all dates first'] },
    }
  const saved = await updateListing(db, 'events', id, kept, { actorId, baseRevision })
  if (!saved.ok) return saved
  const date = String(data.date)
  const created = await createPartOf(
    db,
    id,
    {
      ...data,
      cancelled_dates: ((data.cancelled_dates as string[] | undefined) ?? []).filter((d) => d >= date),
      // "Its own rule" carries on in the new series.
      inherit_rule: series.rrule,
    },
    actorId,
  )
  return { ok: true, id: created, revision: 1, changes: saved.changes }
}

/**
 * The event a series edit splits off (one date, or the dates from one on): created as the editor
 * creates one, then published when the series is (a draft or hidden series' part stays a draft).
 */
async function createPartOf(
  db: Db,
  seriesId: string,
  data: Parameters<typeof createListing>[2],
  actorId: string,
): Promise<string> {
  const series = await db.selectFrom('events').select('hidden').where('id', '=', seriesId).executeTakeFirst()
  const created = await createListing(db, 'events', data, actorId)
  if (series && Number(series.hidden) === 0) await publishListing(db, 'events', created.id, actorId)
  return created.id
}

/**
 * The editor's view of a series: the coming dates to open one of, and the one opened (`?date=`,
 * when it is a date of the series). Null for a one-off.
 */
export async function seriesEditorState(db: Db, id: string, date: string | null, today: string) {
  const event = await db
    .selectFrom('events')
    .select(['id', 'date', 'rrule'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!event?.rrule) return null
  const cancelled = (await cancellationsOf(db, [id])).get(id) ?? []
  const from = event.date > today ? event.date : today
  const upcoming = occurrenceDates(event, { from, to: addDaysIso(from, 366) }, { cancelled, limit: 12 })
  return { occurrence: date && (await isSeriesDate(db, event, date)) ? date : null, upcoming }
}
