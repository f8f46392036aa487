import { addDaysIso, todayInTimeZone } from '../dates'
import type { Db } from '../db.server'
import { LISTING_EDITORS } from '../kinds/editors.server'
import { looseDb } from '../kinds/editor.server'
import { type CountedType, COUNTED_TYPES, type Metric, METRICS } from './stats'

/**
 * What the counters say (issue 44 item 5): a listing's last 30 days (per day and in all) and its
 * months, for its partners and editors; the whole guide's, with the listings most viewed and the
 * searches that found nothing (a content-gap list), for editors.
 */

export type Totals = Record<Metric, number>

export interface ListingStats {
  /** the first and last day of the 30 (America/Denver) */
  from: string
  to: string
  totals: Totals
  /** page views per day, oldest first, every day of the 30 (0 when none) */
  daily: { day: string; views: number }[]
  /** per month (YYYY-MM), newest first, the 13 kept */
  months: { month: string; totals: Totals }[]
}

const zero = (): Totals => Object.fromEntries(METRICS.map((m) => [m, 0])) as Totals

function addTo(totals: Totals, metric: string, count: number) {
  if (metric in totals) totals[metric as Metric] += Number(count)
}

/** The 30 days up to today, in the region's zone. */
function lastThirtyDays(now: Date) {
  const to = todayInTimeZone(undefined, now)
  return { from: addDaysIso(to, -29), to }
}

export async function listingStats(
  db: Db,
  type: CountedType,
  id: string,
  now = new Date(),
): Promise<ListingStats> {
  const { from, to } = lastThirtyDays(now)
  const firstMonth = `${addDaysIso(to, -396).slice(0, 7)}-01`
  const rows = await db
    .selectFrom('listing_counts')
    .select(['day', 'metric', 'count'])
    .where('listing_type', '=', type)
    .where('listing_id', '=', id)
    .where('day', '>=', firstMonth)
    .execute()
  const totals = zero()
  const views = new Map<string, number>()
  const months = new Map<string, Totals>()
  for (const row of rows) {
    if (row.day >= from && row.day <= to) {
      addTo(totals, row.metric, row.count)
      if (row.metric === 'view') views.set(row.day, (views.get(row.day) ?? 0) + Number(row.count))
    }
    const month = row.day.slice(0, 7)
    let monthTotals = months.get(month)
    if (!monthTotals) months.set(month, (monthTotals = zero()))
    addTo(monthTotals, row.metric, row.count)
  }
  const daily = Array.from({ length: 30 }, (_, i) => {
    const day = addDaysIso(from, i)
    return { day, views: views.get(day) ?? 0 }
  })
  return {
    from,
    to,
    totals,
    daily,
    months: [...months].sort(([a], [b]) => b.localeCompare(a)).map(([month, totals]) => ({ month, totals })),
  }
}

export interface SiteStats {
  from: string
  to: string
  totals: Totals
  daily: { day: string; views: number }[]
  /** the most viewed listings of the 30 days */
  top: { type: CountedType; id: string; title: string; totals: Totals }[]
  /** the searches that found nothing in the 30 days, most asked first */
  misses: { query: string; count: number; lastDay: string }[]
}

export async function siteStats(db: Db, now = new Date(), limit = 20): Promise<SiteStats> {
  const { from, to } = lastThirtyDays(now)
  const rows = await db
    .selectFrom('listing_counts')
    .select(['day', 'listing_type', 'listing_id', 'metric', 'count'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute()
  const totals = zero()
  const views = new Map<string, number>()
  const perListing = new Map<string, Totals>()
  for (const row of rows) {
    addTo(totals, row.metric, row.count)
    if (row.metric === 'view') views.set(row.day, (views.get(row.day) ?? 0) + Number(row.count))
    const key = `${row.listing_type}\t${row.listing_id}`
    let listing = perListing.get(key)
    if (!listing) perListing.set(key, (listing = zero()))
    addTo(listing, row.metric, row.count)
  }
  const ranked = [...perListing]
    .map(([key, totals]) => {
      const [type, id] = key.split('\t') as [CountedType, string]
      return { type, id, totals }
    })
    .filter((row) => (COUNTED_TYPES as readonly string[]).includes(row.type))
    .sort((a, b) => b.totals.view - a.totals.view || a.id.localeCompare(b.id))
  // Titles of the listings still in the guide (a deleted one is left out).
  const top: SiteStats['top'] = []
  for (const row of ranked) {
    if (top.length >= limit) break
    const spec = LISTING_EDITORS[row.type]
    const found = (await looseDb(db)
      .selectFrom(spec.table)
      .select(`${spec.titleColumn} as title`)
      .where('id', '=', row.id)
      .executeTakeFirst()) as { title: string } | undefined
    if (found) top.push({ ...row, title: found.title })
  }
  const misses = await db
    .selectFrom('search_misses')
    .select((eb) => ['query', eb.fn.sum<number>('count').as('count'), eb.fn.max('day').as('lastDay')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('query')
    .orderBy('count', 'desc')
    .orderBy('query')
    .limit(50)
    .execute()
  return {
    from,
    to,
    totals,
    daily: Array.from({ length: 30 }, (_, i) => {
      const day = addDaysIso(from, i)
      return { day, views: views.get(day) ?? 0 }
    }),
    top,
    misses: misses.map((m) => ({ query: m.query, count: Number(m.count), lastDay: String(m.lastDay) })),
  }
}
