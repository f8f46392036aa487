import { formatWrittenDate, REGION_TIME_ZONE, todayInTimeZone } from './dates'
import type { Words } from './i18n/messages'

/**
 * Freshness you can see (issue 44 item 4, decision 046): when a listing's facts were last confirmed
 * and by whom, said on its public page, and plainly when that was long ago.
 */

/** The listing tables whose pages say when their facts were checked (decision 046). */
export const CHECKED_TABLES = ['restaurants', 'stays', 'activities', 'events'] as const
export type CheckedTable = (typeof CHECKED_TABLES)[number]

export function isCheckedTable(table: string): table is CheckedTable {
  return (CHECKED_TABLES as readonly string[]).includes(table)
}

/** Where a check stands (the back office's columns): within DUE_DAYS, due, stale, or never. */
export type Age = 'fresh' | 'due' | 'stale' | 'never'

export const CHECKED_BY = ['editor', 'business', 'import'] as const
export type CheckedBy = (typeof CHECKED_BY)[number]

/** Past this many days a listing's page says its facts may have changed. */
export const STALE_DAYS = 180
/** From this many days a listing is due for a check (the back office's "due" column). */
export const DUE_DAYS = 150

export interface Checked {
  /** UTC instant (ISO) */
  at: string
  by: CheckedBy
}

/** A row's freshness columns as a Checked (null: never recorded, or damaged). */
export function checkedOf(row: { checked_at?: string | null; checked_by?: string | null }): Checked | null {
  const by = row.checked_by as CheckedBy
  if (!row.checked_at || !CHECKED_BY.includes(by) || Number.isNaN(Date.parse(row.checked_at))) return null
  return { at: row.checked_at, by }
}

/** The region's calendar day of an instant. */
function dayOf(instant: string): string {
  return todayInTimeZone(REGION_TIME_ZONE, new Date(instant))
}

/** Whole days from the check to `today` (region days). */
export function checkedDaysAgo(checked: Checked, today = todayInTimeZone()): number {
  const from = Date.parse(`${dayOf(checked.at)}T00:00:00Z`)
  return Math.max(0, Math.round((Date.parse(`${today}T00:00:00Z`) - from) / 86_400_000))
}

const WHO: Record<CheckedBy, string> = {
  editor: 'Checked by our editors',
  business: 'Checked by the business',
  import: 'Updated from its source',
}

/** "today", "yesterday", "26 days ago" (how old a check is, for editors). */
export function daysAgoText(days: number): string {
  return days === 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`
}

/** "Checked by our editors on November 3, 2026" (in the page's language with `words`). */
export function checkedLine(checked: Checked, words?: Words): string {
  if (words) return words.say(`listing.checked.${checked.by}`, { date: words.day(dayOf(checked.at)) })
  return `${WHO[checked.by]} on ${formatWrittenDate(dayOf(checked.at))}`
}

/** What a public page says of a listing's freshness, and whether it is past STALE_DAYS. */
export function checkedText(
  checked: Checked,
  today = todayInTimeZone(),
  words?: Words,
): { text: string; stale: boolean } {
  const text = checkedLine(checked, words)
  if (checkedDaysAgo(checked, today) <= STALE_DAYS) return { text, stale: false }
  return {
    text: words
      ? words.say('listing.checked.stale', { line: text })
      : `${text}, more than six months ago: hours, prices and seasons may have changed, so confirm with the business before you go.`,
    stale: true,
  }
}
