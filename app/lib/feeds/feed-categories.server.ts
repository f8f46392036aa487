import type { Transaction } from 'kysely'
import type { Database, EventSubmissionRow } from '../../../db/schema'
import type { Db } from '../db.server'
import { EVENT_CATEGORIES as PUBLIC_EVENT_CATEGORIES, type EventCategory } from '../listings'

/**
 * The public category an event submission is prefilled with on approval (and published under when
 * a trusted feed publishes it at once), decision 035:
 * 1. a newer version of a published feed event: the listing's category (an editor chose it);
 * 2. an imported event whose feed category (CATEGORIES) an editor mapped before: that mapping;
 * 3. a guess from the feed category, title and description (words such as "rodeo", "powwow",
 *    "elk", "kids", "hike"), else from the form's category where it says one (Outdoor, Sports,
 *    Family);
 * 4. none: the editor chooses ("Choose a category"), and a trusted feed's event waits for that.
 * Never one fixed category for everything.
 */

type Reader = Db | Transaction<Database>

const WORDS: [EventCategory, RegExp][] = [
  [
    'Indigenous Heritage',
    /\b(pow ?wows?|native|indigenous|tribal|tribes?|shoshone|arapaho|crow|lakota|cheyenne|first nations?)\b/i,
  ],
  [
    'Wildlife',
    /\b(wildlife|elk|bison|buffalo|moose|wol(f|ves)|bears?|birds?|birding|raptors?|antelope|pronghorn|safari)\b/i,
  ],
  [
    'Cowboy Culture',
    /\b(rodeos?|cowboys?|cowgirls?|western|ranch(es)?|chuckwagon|bronc|barrel racing|roping|frontier|old west|dude)\b/i,
  ],
  [
    'Adventure',
    /\b(hikes?|hiking|ski(ing)?|climb(ing)?|bik(e|ing)|races?|run(s|ning)?|marathon|paddl(e|ing)|raft(ing)?|float|trail|outdoors?|sports?|snowshoe(ing)?)\b/i,
  ],
  [
    'Family Events',
    /\b(family|families|kids?|children|parade|festival|fair|holiday|christmas|halloween|easter|storytime|market)\b/i,
  ],
]

/** The form's categories that name a public one. */
const FORM_CATEGORY: Record<string, EventCategory> = {
  Outdoor: 'Adventure',
  Sports: 'Adventure',
  Family: 'Family Events',
  Holiday: 'Family Events',
}

const isPublic = (value: unknown): value is EventCategory =>
  (PUBLIC_EVENT_CATEGORIES as readonly string[]).includes(String(value))

/**
 * A guess from what the event says of itself: the public category its feed category names, the
 * first whose words its feed category, title or description use, else the form category's; ''
 * when nothing says.
 */
export function guessEventCategory(
  row: Pick<EventSubmissionRow, 'category' | 'title' | 'description' | 'feed_category'>,
): EventCategory | '' {
  if (isPublic(row.feed_category)) return row.feed_category
  for (const text of [row.feed_category ?? '', row.title, row.description]) {
    const match = WORDS.find(([, words]) => words.test(text))
    if (match) return match[0]
  }
  return FORM_CATEGORY[row.category] ?? ''
}

/** A feed's remembered mapping (feed category -> public category); unreadable JSON is none. */
export function parseCategoryMap(text: string | null | undefined): Record<string, EventCategory> {
  try {
    const parsed: unknown = JSON.parse(text ?? '{}')
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {}
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => isPublic(value))) as Record<
      string,
      EventCategory
    >
  } catch {
    return {}
  }
}

/** The mapping's key for a feed category: compared without case and surrounding spaces. */
export const categoryKey = (category: string) => category.trim().toLowerCase()

/** The public category to suggest (see above); '' when the editor has to choose. */
export async function suggestEventCategory(db: Reader, row: EventSubmissionRow): Promise<EventCategory | ''> {
  if (row.feed_id) {
    const item = row.external_uid
      ? await db
          .selectFrom('event_feed_items')
          .innerJoin('events', 'events.id', 'event_feed_items.event_id')
          .select('events.category')
          .where('event_feed_items.feed_id', '=', row.feed_id)
          .where('event_feed_items.uid', '=', row.external_uid)
          .executeTakeFirst()
      : undefined
    if (isPublic(item?.category)) return item.category
    if (row.feed_category) {
      const feed = await db
        .selectFrom('event_feeds')
        .select('category_map')
        .where('id', '=', row.feed_id)
        .executeTakeFirst()
      const mapped = parseCategoryMap(feed?.category_map)[categoryKey(row.feed_category)]
      if (mapped) return mapped
    }
  }
  return guessEventCategory(row)
}

/** Remembers an editor's choice for the feed category of an imported event (the feed's mapping). */
export async function rememberFeedCategory(
  trx: Transaction<Database>,
  row: Pick<EventSubmissionRow, 'feed_id' | 'feed_category'>,
  category: string,
): Promise<void> {
  if (!row.feed_id || !row.feed_category || !isPublic(category)) return
  const feed = await trx
    .selectFrom('event_feeds')
    .select('category_map')
    .where('id', '=', row.feed_id)
    .executeTakeFirst()
  if (!feed) return
  const map = parseCategoryMap(feed.category_map)
  const key = categoryKey(row.feed_category)
  if (map[key] === category) return
  await trx
    .updateTable('event_feeds')
    .set({ category_map: JSON.stringify({ ...map, [key]: category }) })
    .where('id', '=', row.feed_id)
    .execute()
}
