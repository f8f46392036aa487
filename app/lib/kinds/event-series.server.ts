import type { Kysely, Transaction } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../../../db/schema'
import { addDaysIso, isIsoDate } from '../dates'
import { MAX_REPEAT_DAYS, REPEAT_FREQUENCIES, REPEAT_LABELS, type RepeatFrequency } from '../recurrence'
import { buildRule, repeatFieldsOf, withUntil } from '../recurrence.server'
import type { EditorField, EditorValues } from './editor'

/**
 * A series in the back office's event editor (issue 51 item 2): the submission form's repeat
 * fields (how often, until when) and the cancelled dates, kept outside the events row (its `rrule`
 * and event_cancellations), so a revision records them like any other field. A rule the form
 * cannot express (an imported one) stays as it is while "Its own rule" is chosen.
 */

export const CUSTOM_RULE = 'custom'

export const SERIES_FIELDS: readonly EditorField[] = [
  {
    name: 'repeat_frequency',
    label: 'Repeats',
    input: 'select',
    options: [...REPEAT_FREQUENCIES, CUSTOM_RULE],
    optionLabels: { ...REPEAT_LABELS, [CUSTOM_RULE]: 'Its own rule (as imported)' },
    description: 'None: it takes place on its date only.',
    extra: true,
  },
  {
    name: 'repeat_until',
    label: 'Last date',
    input: 'date',
    description: 'The last date it repeats (at most a year after its date).',
    extra: true,
  },
  {
    name: 'cancelled_dates',
    label: 'Cancelled dates (one per line, YYYY-MM-DD)',
    input: 'lines',
    max: 4000,
    description: 'Dates of the series that do not take place.',
    extra: true,
  },
]

/** The repeat fields' checks: a repeating event needs its last date, after its date. */
export function refineSeries(data: Record<string, unknown>, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
  const frequency = String(data.repeat_frequency ?? '')
  const until = String(data.repeat_until ?? '')
  const date = String(data.date ?? '')
  if ((REPEAT_FREQUENCIES as readonly string[]).includes(frequency)) {
    if (until === '') issue('repeat_until', 'Choose the last date it repeats')
    else if (isIsoDate(date) && until < date)
      issue('repeat_until', 'The last date must be on or after the date')
    else if (isIsoDate(date) && until > addDaysIso(date, MAX_REPEAT_DAYS))
      issue('repeat_until', 'An event can repeat for at most a year')
  } else if (frequency === CUSTOM_RULE && until !== '' && isIsoDate(date) && until < date)
    issue('repeat_until', 'The last date must be on or after the date')
  const dates = (data.cancelled_dates as string[] | undefined) ?? []
  if (dates.some((d) => !isIsoDate(d)))
    issue('cancelled_dates', 'Write each cancelled date as YYYY-MM-DD, one per line')
}

/** The rule to store for checked values, given the stored one. */
export function ruleOf(data: Record<string, unknown>, current: { date: string; rrule: string | null }) {
  const frequency = String(data.repeat_frequency ?? '')
  const until = String(data.repeat_until ?? '')
  const date = String(data.date ?? current.date)
  // Repeating until its own date is a single date (the rest of a series split on its last date).
  if ((REPEAT_FREQUENCIES as readonly string[]).includes(frequency))
    return until > date ? buildRule(date, frequency as RepeatFrequency, until) : null
  if (frequency !== CUSTOM_RULE || !current.rrule) return null
  const stored = repeatFieldsOf(current)
  return until && until !== stored.until ? withUntil(current.rrule, until) : current.rrule
}

/** The series fields' values of an event. */
export async function readSeries(db: Kysely<Database>, id: string): Promise<EditorValues> {
  const row = await db.selectFrom('events').select(['date', 'rrule']).where('id', '=', id).executeTakeFirst()
  if (!row) return {}
  const { frequency, until } = repeatFieldsOf(row)
  const cancelled = await db
    .selectFrom('event_cancellations')
    .select('date')
    .where('event_id', '=', id)
    .orderBy('date')
    .execute()
  return {
    repeat_frequency: frequency,
    repeat_until: frequency ? until : '',
    cancelled_dates: cancelled.map((c) => c.date).join('\n'),
  }
}

/**
 * Writes the series fields after the row (whose `rrule` the editor's columns never touch, so it
 * is still the stored one, for "Its own rule"): the rule and the cancelled dates. Values without
 * the fields (an older page) leave both as they were.
 */
export async function writeSeries(trx: Transaction<Database>, id: string, data: Record<string, unknown>) {
  if (data.repeat_frequency === undefined) return
  const current = await trx
    .selectFrom('events')
    .select(['date', 'rrule'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!current) return
  // A series split from another keeps that one's own rule (app/lib/kinds/event-series-edit.server.ts).
  const inherited = typeof data.inherit_rule === 'string' ? data.inherit_rule : null
  const rrule = ruleOf(data, { date: current.date, rrule: current.rrule ?? inherited })
  await trx.updateTable('events').set({ rrule }).where('id', '=', id).execute()
  const wanted = new Set(((data.cancelled_dates as string[] | undefined) ?? []).filter(isIsoDate))
  const existing = new Set(
    (await trx.selectFrom('event_cancellations').select('date').where('event_id', '=', id).execute()).map(
      (c) => c.date,
    ),
  )
  const gone = [...existing].filter((d) => !wanted.has(d))
  if (gone.length > 0)
    await trx.deleteFrom('event_cancellations').where('event_id', '=', id).where('date', 'in', gone).execute()
  const added = [...wanted].filter((d) => !existing.has(d))
  if (added.length > 0)
    await trx
      .insertInto('event_cancellations')
      .values(
        added.map((date) => ({
          event_id: id,
          date,
          cancelled_by: null,
          created_at: new Date().toISOString(),
        })),
      )
      .execute()
}
