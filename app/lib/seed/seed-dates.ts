import { addDaysIso } from '../dates'

/**
 * The sample events and shows are a winter season (December to January) written once with fixed
 * dates. A new install moves them to the season that ends next after the day it is seeded, so the
 * guide always opens on upcoming events (issue 18): whole years later, each on the same weekday as
 * written (a Friday concert stays a Friday, within three days of its date), except the holidays,
 * which keep their calendar day (Christmas Eve, New Year's Eve).
 */

/** Month-days that are the point of their event: they keep the date, not the weekday. */
const FIXED_DAYS = new Set(['12-24', '12-25', '12-31', '01-01'])

function addYears(iso: string, years: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y + years, m - 1, d))
  // 29 February in a year without one: the 28th.
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0)
  return date.toISOString().slice(0, 10)
}

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay()

/**
 * Maps each written date of a season to its date in the season after `seedDay` (YYYY-MM-DD in
 * the region). `written` is every date of the season (events and shows together), so all move by
 * the same number of years.
 */
export function seasonDates(written: readonly string[], seedDay: string): (iso: string) => string {
  const last = [...written].sort().at(-1)
  let years = 0
  if (last) while (addYears(last, years) < seedDay) years++
  return (iso) => {
    const moved = addYears(iso, years)
    if (years === 0 || FIXED_DAYS.has(iso.slice(5))) return moved
    let delta = (weekday(iso) - weekday(moved) + 7) % 7
    if (delta > 3) delta -= 7
    return addDaysIso(moved, delta)
  }
}

/**
 * Maps each written publication date of the sample blog to the same day of the most recent year in
 * which the newest article is not after `seedDay` (issue 45 item 5: the blog follows the seeding
 * day as events do, and is never dated in the future). Never moves back before the dates written.
 */
export function articleDates(written: readonly string[], seedDay: string): (iso: string) => string {
  const last = [...written].sort().at(-1)
  let years = 0
  if (last) while (addYears(last, years + 1) <= seedDay) years++
  return (iso) => addYears(iso, years)
}
