import type { Db } from '../db.server'
import { searchSite } from './search.server'

/**
 * The relevance set: queries a visitor types, with the listing or page they mean, over the sample
 * content (db/seed-data and app/content/search-pages.ts). `first`: it must come first; `top3`: it
 * must be among the first three. Run by relevance.test.ts on both engines (`npm test`), and by
 * `npm run bench` (scripts/bench-search.ts), which prints the precision at 3: the share of queries
 * whose expected result is in the first three. Add a line when a search misses.
 */
export interface RelevanceCase {
  q: string
  first?: string
  top3?: string
}

export const RELEVANCE_SET: readonly RelevanceCase[] = [
  // Names and their prefixes
  { q: 'elk antler', first: 'Elk Antler Grill' },
  { q: 'buffaloberry', first: 'Buffaloberry Kitchen' },
  { q: 'cirque', first: 'Cirque & Pine' },
  { q: 'creamery', first: 'Salt River Creamery Table' },
  { q: 'taggart', first: 'Taggart Lake Trail' },
  { q: 'amphitheater', first: 'Amphitheater Lake Hike' },
  { q: 'blues', first: 'Hoback Junction Blues Band' },
  { q: 'beadwork', first: 'Shoshone-Bannock Beadwork Workshop' },
  { q: 'storytelling', first: 'Winter Stories: A Shoshone Storytelling Evening' },
  { q: 'cutter races', first: 'Star Valley Cutter Races' },
  { q: 'log cabin', first: 'Fireweed Log Cabin' },
  { q: 'guest ranch', first: 'Willow Bend Guest Ranch' },
  { q: 'homestead', first: 'Salt River Homestead Ranch' },
  { q: 'retreat', first: 'Sagebrush Circle Cultural Retreat' },
  { q: 'packing', first: 'Packing Guide' },
  { q: 'shop local', first: 'Shop Local' },
  { q: 'amphithe', first: 'Amphitheater Lake Hike' },
  { q: 'snowsh', first: 'Snowshoe Hare Diner' },
  // Whole words before prefixes ("ski" is skiing, not skills)
  { q: 'ski', first: 'Snow King Family Ski and Ride Lessons' },
  { q: 'skiing', first: 'Snow King Family Ski and Ride Lessons' },
  { q: 'ski lessons', first: 'Snow King Family Ski and Ride Lessons' },
  { q: 'hike', first: 'Amphitheater Lake Hike' },
  { q: 'fly fishing', first: 'Greys River Guided Fly Fishing' },
  { q: 'fishing', first: 'Greys River Guided Fly Fishing' },
  { q: 'photography', first: 'Teton Wildlife and Barns Photography Tour' },
  { q: 'parade', top3: 'Christmas Eve Torchlight Ski Parade' },
  { q: 'fireworks', first: "Snow King New Year's Eve Torchlight Parade and Fireworks" },
  { q: 'festival', first: 'Cowboy Christmas Winter Festival' },
  // The kind a query asks for
  { q: 'breakfast', first: 'Snowshoe Hare Diner' },
  { q: 'brunch', first: 'Snowshoe Hare Diner' },
  { q: 'coffee', first: 'Snowshoe Hare Diner' },
  { q: 'lunch', top3: 'Snowshoe Hare Diner' },
  { q: 'dinner', first: 'Elk Antler Grill' },
  { q: 'steak', first: 'Elk Antler Grill' },
  { q: 'lodge', first: 'Snowdrift Mountain Lodge' },
  { q: 'cabin', top3: 'Greys River Trailhead Cabins' },
  { q: 'cabins', first: 'Greys River Trailhead Cabins' },
  { q: 'tour', first: 'Teton Wildlife and Barns Photography Tour' },
  { q: 'concert', top3: 'Hoback Junction Blues Band' },
  // Synonyms and regional names (app/lib/search/synonyms.ts)
  { q: 'hot springs', first: 'Snowdrift Mountain Lodge' },
  { q: 'hot pools', first: 'Snowdrift Mountain Lodge' },
  { q: 'soak', first: 'Snowdrift Mountain Lodge' },
  { q: 'bbq', first: 'Antler Arch Chuckwagon' },
  { q: 'espresso', first: 'Snowshoe Hare Diner' },
  { q: 'rafting', first: 'Snake River Scenic Float' },
  { q: 'jhmr', first: 'Christmas Eve Torchlight Ski Parade' },
  { q: 'teton village', top3: 'Willa Crane' },
  { q: 'gtnp', top3: 'Taggart Lake Trail' },
  { q: 'grand teton', top3: 'Amphitheater Lake Hike' },
  { q: 'town hill', top3: 'Snow King Family Ski and Ride Lessons' },
  { q: 'elk refuge', top3: 'National Elk Refuge Sleigh Ride' },
  { q: 'sleigh', first: 'National Elk Refuge Sleigh Ride' },
  // Misspellings
  { q: 'hucleberry', top3: 'Cheese, Chuckwagons and Huckleberries: A Taste of Western Wyoming' },
  { q: 'amphiteater', first: 'Amphitheater Lake Hike' },
  { q: 'buffalo berry', first: 'Buffaloberry Kitchen' },
]

export interface RelevanceReport {
  /** the share of queries whose expected result is among the first three (0 to 1) */
  precisionAt3: number
  /** the share of `first` queries whose expected result is first */
  firstRight: number
  misses: { q: string; expected: string; got: string[] }[]
}

/** Runs the relevance set on a database holding the sample content. */
export async function runRelevanceSet(db: Db, today: string): Promise<RelevanceReport> {
  let inTop3 = 0
  let firsts = 0
  let firstRight = 0
  const misses: RelevanceReport['misses'] = []
  for (const item of RELEVANCE_SET) {
    const got = (await searchSite(db, item.q, { today, perPage: 3 })).hits.map((hit) => hit.title)
    const expected = (item.first ?? item.top3)!
    if (got.includes(expected)) inTop3++
    if (item.first) {
      firsts++
      if (got[0] === item.first) firstRight++
    }
    if (item.first ? got[0] !== item.first : !got.includes(expected))
      misses.push({ q: item.q, expected, got })
  }
  return {
    precisionAt3: inTop3 / RELEVANCE_SET.length,
    firstRight: firsts === 0 ? 1 : firstRight / firsts,
    misses,
  }
}
