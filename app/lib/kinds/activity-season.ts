import { addDaysIso } from '../dates'
import { checkOpeningHours } from '../trip/checks'

/**
 * Home's "This Season" favorites (issue 48 item 3, decision 056), pure: what runs now, by each
 * activity's season and opening hours. Jackson's seasons as the valley lives them: winter from
 * December through March (the ski and sleigh season), spring April and May, summer June to
 * mid-September, fall mid-September through November. An activity runs on a day when its season
 * is that day's (or Year-Round, or not set), and, when it has opening hours, it opens on some day
 * of the week from that day (closed on Mondays does not vanish on a Monday; closed until May does).
 */

export type Season = 'Winter' | 'Spring' | 'Summer' | 'Fall'

/** The season of a day (YYYY-MM-DD, the region's). */
export function seasonOfDay(day: string): Season {
  const month = Number(day.slice(5, 7))
  const date = Number(day.slice(8, 10))
  if (month === 12 || month <= 3) return 'Winter'
  if (month <= 5) return 'Spring'
  if (month <= 8 || (month === 9 && date <= 15)) return 'Summer'
  return 'Fall'
}

export interface SeasonalListing {
  season: string | null
  opening_hours?: string | null
  featured?: number | boolean
}

/** Whether an activity runs in the week from `day`: its season, then its hours when it has any. */
export function runsOn(listing: SeasonalListing, day: string): boolean {
  const season = listing.season?.trim() ?? ''
  if (season && season !== 'Year-Round' && season !== seasonOfDay(day)) return false
  const hours = listing.opening_hours?.trim()
  if (!hours) return true
  for (let i = 0; i < 7; i++) {
    const check = checkOpeningHours(hours, addDaysIso(day, i))
    // Hours that cannot be read say nothing: the season decides.
    if (check.status === 'unknown' || check.status === 'open' || check.status === 'closed-at-time')
      return true
  }
  return false
}

/**
 * The favorites to show on a day: the featured activities that run then, topped up with the other
 * activities that run then, in the given order; never one out of season.
 */
export function pickInSeason<T extends SeasonalListing>(
  listings: readonly T[],
  day: string,
  count: number,
): T[] {
  const running = listings.filter((listing) => runsOn(listing, day))
  const featured = running.filter((listing) => Boolean(listing.featured))
  const others = running.filter((listing) => !listing.featured)
  return [...featured, ...others].slice(0, count)
}
