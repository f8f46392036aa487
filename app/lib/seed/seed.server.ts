import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import { activities, articles, events, musicShows, restaurants, stays } from '../../../db/seed-data'
import { sampleOpeningHours } from '../../../db/seed-data/opening-hours'
import { sampleAccessibility } from '../../../db/seed-data/accessibility'
import { sampleTranslationsEs } from '../../../db/seed-data/translations-es'
import { writeTranslations } from '../translations.server'
import { todayInTimeZone } from '../dates'
import { checkedColumns } from '../freshness.server'
import { env } from '../env.server'
import { activityRow } from '../kinds/activity.server'
import { articleRow } from '../kinds/article.server'
import { eventRow, eventScheduleRows } from '../kinds/event.server'
import { musicShowRow } from '../kinds/music.server'
import { restaurantRow } from '../kinds/restaurant.server'
import { stayRow } from '../kinds/stay.server'
import { SAMPLE_REMOVED_KEY } from '../sample-content.server'
import type { SearchDocument } from '../search/documents.server'
import { rebuildSearchIndex, syncEditorialPages } from '../search/index.server'
import { articleDates, seasonDates } from './seed-dates'

/** Bump when the sample content changes in a way existing databases should receive. */
export const SEED_VERSION = '1'
const SEED_KEY = 'seed_version'

/**
 * Inserts the sample listings (the pure data in db/seed-data/, written through each kind's row
 * mapping) and indexes them with the editorial `pages` (app/content/search-pages.ts, which the
 * caller passes: app/lib reads no content). Runs once: safe on every start and from several
 * processes at once, since it is skipped when the marker is present, and rows that exist are left
 * alone. The sample events and shows are dated from `today` (seed-dates.ts), so a new database
 * opens on upcoming events.
 */
export async function seedDatabase(
  db: Kysely<Database>,
  { pages, today = env().SEED_TODAY ?? todayInTimeZone() }: { pages: SearchDocument[]; today?: string },
): Promise<boolean> {
  const marker = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SEED_KEY)
    .executeTakeFirst()
  if (marker?.value === SEED_VERSION) return false
  const removed = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SAMPLE_REMOVED_KEY)
    .executeTakeFirst()
  if (removed) return false

  const now = new Date().toISOString()
  // The sample season moves to the one that ends next after today (seed-dates.ts).
  const dated = sampleSeason(today)
  await db.transaction().execute(async (trx) => {
    // Every seeded listing is a sample (shown as such, removable from /admin/settings).
    const insert = async <T extends keyof Database & string>(table: T, rows: object[], sample = true) => {
      for (const row of rows) {
        await trx
          .insertInto(table)
          // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are built per table above
          .values((sample ? { ...row, sample: 1 } : row) as any)
          .onConflict((oc) => oc.doNothing())
          .execute()
      }
    }

    // Each kind's row mapping is the one publication and the loaders use (app/lib/kinds/).
    await insert(
      'restaurants',
      restaurants.map((r, i) => restaurantRow(r, i, now)),
    )
    await insert(
      'stays',
      stays.map((s, i) => stayRow(s, i, now)),
    )
    await insert(
      'activities',
      activities.map((a, i) => activityRow(a, i, now)),
    )
    await insert(
      'events',
      dated.events.map((e, i) => eventRow(e, i, now)),
    )
    await insert('event_schedule', dated.events.flatMap(eventScheduleRows), false)
    await insert(
      'music_shows',
      dated.musicShows.map((m, i) => musicShowRow(m, i, now)),
    )
    await insert(
      'articles',
      dated.articles.map((a, i) => articleRow(a, i, now)),
    )
    // Opening hours (OSM syntax) for the trip planner's checks, kept beside the listings' data.
    for (const [table, hours] of Object.entries(sampleOpeningHours) as [
      keyof typeof sampleOpeningHours,
      Record<string, string>,
    ][]) {
      for (const [id, value] of Object.entries(hours)) {
        await trx.updateTable(table).set({ opening_hours: value }).where('id', '=', id).execute()
      }
    }
    // Accessibility facts of a few listings (the rest unknown), confirmed when seeded, by our editors.
    for (const [kind, byId] of Object.entries(sampleAccessibility))
      await insert(
        'listing_accessibility',
        Object.entries(byId).map(([id, facts]) => ({
          listing_type: kind,
          listing_id: id,
          ...facts,
          ...checkedColumns(now),
        })),
        false,
      )
    // The sample listings in Spanish (decision 057), each with the English it translates.
    for (const [table, byId] of Object.entries(sampleTranslationsEs))
      for (const [id, texts] of Object.entries(byId)) {
        const row = await trx
          .selectFrom(table as 'stays')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst()
        if (row) await writeTranslations(trx, table, id, 'es', texts, row, { now })
      }
    // The search index, in the same transaction: the editorial pages and every listing.
    await syncEditorialPages(trx, pages)
    await rebuildSearchIndex(trx)
    await trx
      .insertInto('app_meta')
      .values({ key: SEED_KEY, value: SEED_VERSION })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: SEED_VERSION }))
      .execute()
  })
  return true
}

/** The sample events and shows with their dates moved to the season after `today`. */
export function sampleSeason(today: string) {
  const move = seasonDates(
    [...events, ...musicShows].map((item) => item.date),
    today,
  )
  const moveArticle = articleDates(
    articles.map((article) => article.publishDate),
    today,
  )
  return {
    articles: articles.map((article) => ({ ...article, publishDate: moveArticle(article.publishDate) })),
    events: events.map((event) => ({ ...event, date: move(event.date) })),
    musicShows: musicShows.map((show) => ({ ...show, date: move(show.date) })),
  }
}
