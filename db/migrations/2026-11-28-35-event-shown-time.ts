import type { Kysely } from 'kysely'

// An event has one time (issue 51 item 2, decision 034): the shown time ("7:00 PM") follows the
// start time that the calendar files use; the back office no longer edits it apart. Existing rows:
// where both were set and disagreed, the start time wins (it is what calendars already got); an
// event with only a shown time ("7 PM", "Doors 6:30 PM") gets it as its start time; the `time`
// column then holds the derived text, as every writer now keeps it.

/* eslint-disable @typescript-eslint/no-explicit-any */

// Frozen copies of app/lib/publication.ts's clockTime and eventShownTime as of this migration.

/** '9:00 PM' -> '21:00', '19:30' -> '19:30'; undefined when it is not a clock time. */
function clockTime(value: string): string | undefined {
  const trimmed = value.trim()
  if (/^([01]\d|2[0-3]):[0-5]\d$/.test(trimmed)) return trimmed
  const match = /^(\d{1,2})(?::([0-5]\d))?\s*([AaPp])\.?[Mm]\.?$/.exec(trimmed)
  if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) return undefined
  const hour = (Number(match[1]) % 12) + (match[3]!.toLowerCase() === 'p' ? 12 : 0)
  return `${String(hour).padStart(2, '0')}:${match[2] ?? '00'}`
}

/** '18:30' -> '6:30 PM'; '' -> 'All day'. */
function eventShownTime(start: string): string {
  if (!start) return 'All day'
  const [h, m] = start.slice(0, 5).split(':').map(Number) as [number, number]
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
}

/** The first clock time written in a text ("Doors 6:30 PM, show 7" -> '18:30'). */
function firstClockIn(text: string): string | undefined {
  const found = /\b\d{1,2}(?::[0-5]\d)?\s*[AaPp]\.?[Mm]\b\.?|\b(?:[01]\d|2[0-3]):[0-5]\d\b/.exec(text)
  return found ? clockTime(found[0]) : undefined
}

export async function up(db: Kysely<any>): Promise<void> {
  const rows: { id: string; time: string; start_time: string; end_time: string }[] = await db
    .selectFrom('events')
    .select(['id', 'time', 'start_time', 'end_time'])
    .execute()
  for (const row of rows) {
    const start = row.start_time || firstClockIn(row.time ?? '') || ''
    // No start, no end (an end alone is no time); an end before a start just found would read as
    // "ends the next day": dropped.
    const end = start === '' || (!row.start_time && row.end_time <= start) ? '' : row.end_time
    const time = eventShownTime(start)
    if (start === row.start_time && end === row.end_time && time === row.time) continue
    await db
      .updateTable('events')
      .set({ start_time: start, end_time: end, time })
      .where('id', '=', row.id)
      .execute()
  }
}

export async function down(): Promise<void> {
  // The derived times are valid shown times as they are: nothing to undo.
}
