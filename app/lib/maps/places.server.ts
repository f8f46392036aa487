import { type AccessFilter } from '../accessibility/filters'
import { accessibleIds } from '../accessibility/facts.server'
import { type SelectQueryBuilder, sql } from 'kysely'
import type { Database } from '../../../db/schema'
import type { Db } from '../db.server'
import { formatLongDate } from '../dates-intl'
import { DEFAULT_LOCALE, type Locale } from '../i18n/config'
import { hasMessage, serverT } from '../i18n/catalog.server'
import { restaurantTypeText, stayTypeText } from '../i18n/choice-text.server'
import type { MessageKey } from '../i18n/messages'
import { readTranslations } from '../translations.server'
import {
  activityChoiceShown,
  type ActivitySearch,
  activitySearchFilter,
} from '../kinds/activity-filter.server'
import { matchingActivities } from '../kinds/activity.server'
import type { Cuisine, EventCategory, StayType } from '../listings'
import type { Paged } from '../pagination'
import { matching } from '../kinds/event-queries.server'
import { coordinatesOf } from '../rows.server'
import { MAP_PAGE_SIZE } from './pages'
import { type SubtitlePart, subtitleOf } from '../subtitle-parts'
import type { MapListing } from './valley-map'

/**
 * The listings of the map pages, read lean (only what a pin and its line in the list need) and
 * paged across kinds: /map shows restaurants, then stays, activities and upcoming events, one page
 * of MAP_PAGE_SIZE at a time, counted and cut in the database like the list pages.
 */

/** One kind's listings for a map: how many there are, and a slice of them in the list's order. */
export interface MapSource {
  count: () => Promise<number>
  slice: (offset: number, limit: number) => Promise<MapListing[]>
  /** Up to `limit` of the listings that have a pin, in the list's order (the interactive map's). */
  pinned: (limit: number) => Promise<MapListing[]>
}

interface Pinned {
  id: string
  town: string | null
  lat: number | null
  lng: number | null
}

const pin = (row: Pinned) => ({ town: row.town, coordinates: coordinatesOf(row) })
/** Rows with a pin (the interactive map draws only those). */
const HAS_PIN = sql<boolean>`lat is not null and lng is not null`

/**
 * A column of some rows in `locale` (decision 057): its translation where an editor wrote one,
 * else its English, which `english` says (on a page in another language).
 */
async function translatedColumn(
  db: Db,
  table: 'stays' | 'events',
  rows: readonly { id: string }[],
  column: string,
  locale: Locale,
): Promise<(id: string, text: string) => { text: string; english: boolean }> {
  const byId = await readTranslations(
    db,
    table,
    rows.map((row) => row.id),
    locale,
  )
  return (id, text) => {
    const own = byId.get(id)?.[column]
    if (own) return { text: own, english: false }
    return { text, english: locale !== DEFAULT_LOCALE && text.trim() !== '' }
  }
}

/**
 * A kind's MapSource from its filtered query (`base`, made anew per use) and how it reads a slice
 * of such a query as map listings (`list`).
 */
function sourceOf<TB extends keyof Database, O>(
  base: () => SelectQueryBuilder<Database, TB, O>,
  list: (query: SelectQueryBuilder<Database, TB, O>, offset: number, limit: number) => Promise<MapListing[]>,
): MapSource {
  return {
    count: async () => {
      const row = await base()
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .executeTakeFirst()
      return Number(row?.n ?? 0)
    },
    slice: (offset, limit) => list(base(), offset, limit),
    pinned: (limit) => list(base().where(HAS_PIN), 0, limit),
  }
}

export function restaurantSource(
  db: Db,
  filter: { cuisine?: Cuisine; access?: readonly AccessFilter[] } = {},
  section?: string,
  locale: Locale = DEFAULT_LOCALE,
): MapSource {
  const base = () => {
    let query = db.selectFrom('restaurants').where('hidden', '=', 0)
    // Cuisines are a JSON array of fixed keys, so a quoted substring match is exact.
    if (filter.cuisine) query = query.where('cuisines', 'like', `%"${filter.cuisine}"%`)
    if (filter.access?.length)
      query = query.where('id', 'in', accessibleIds(db, 'restaurants', filter.access))
    return query
  }
  return sourceOf(base, async (query, offset, limit) =>
    (
      await query
        .select(['id', 'name', 'type', 'price', 'location', 'town', 'lat', 'lng'])
        .orderBy('sort_order')
        .orderBy('name')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute()
    ).map((row) => ({
      id: row.id,
      name: row.name,
      href: `/eat/${row.id}`,
      // Its kind in the page's language where the catalog knows it (as its page says it), else marked English.
      ...subtitleOf([restaurantTypeText(locale, row.type), row.price]),
      location: row.location,
      section,
      ...pin(row),
    })),
  )
}

const shownStayType = (locale: Locale, type: { text: string; english: boolean }) =>
  stayTypeText(locale, type.text, type.english ? ['type'] : [])

export function staySource(
  db: Db,
  filter: { type?: StayType; access?: readonly AccessFilter[] } = {},
  section?: string,
  locale: Locale = DEFAULT_LOCALE,
): MapSource {
  const base = () => {
    let query = db.selectFrom('stays').where('hidden', '=', 0)
    if (filter.type) query = query.where('type_key', '=', filter.type)
    if (filter.access?.length) query = query.where('id', 'in', accessibleIds(db, 'stays', filter.access))
    return query
  }
  return sourceOf(base, async (query, offset, limit) => {
    const rows = await query
      .select(['id', 'name', 'type', 'price_per_night', 'location', 'town', 'lat', 'lng'])
      .orderBy('sort_order')
      .orderBy('name')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute()
    // Its type in the page's language where translated (as /stay's cards say it).
    const typeOf = await translatedColumn(db, 'stays', rows, 'type', locale)
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      href: `/stay/${row.id}`,
      ...(locale === DEFAULT_LOCALE
        ? { subtitle: `${row.type} · $${Number(row.price_per_night)} per night` }
        : subtitleOf([
            // an untranslated type in the catalog's words where it has them, else English, marked
            shownStayType(locale, typeOf(row.id, row.type)),
            serverT(locale)('stay.favorite.perNight', { price: `$${Number(row.price_per_night)}` }),
          ])),
      location: row.location,
      section,
      ...pin(row),
    }))
  })
}

export function activitySource(
  db: Db,
  search: ActivitySearch = {},
  section?: string,
  locale: Locale = DEFAULT_LOCALE,
): MapSource {
  const label = activityChoiceShown(locale)
  // The same choices as /play/filter (a season includes the activities open all year).
  const base = () => db.selectFrom('activities').where(matchingActivities(activitySearchFilter(search)))
  return sourceOf(base, async (query, offset, limit) =>
    (
      await query
        .select(['id', 'name', 'category', 'difficulty', 'season', 'location', 'town', 'lat', 'lng'])
        .orderBy('sort_order')
        .orderBy('name')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute()
    ).map((row) => ({
      id: row.id,
      name: row.name,
      href: `/play/${row.id}`,
      // its choices in the page's language, a value the catalog does not know English, marked
      ...subtitleOf([
        label.category(row.category),
        label.difficulty(row.difficulty),
        label.season(row.season),
      ]),
      location: row.location,
      section,
      ...pin(row),
    })),
  )
}

/** Events on or after `from` (YYYY-MM-DD), soonest first. */
export function eventSource(
  db: Db,
  filter: { from: string; category?: EventCategory; isFree?: boolean },
  section?: string,
  locale: Locale = DEFAULT_LOCALE,
): MapSource {
  // The calendar's own condition: a repeating event that began earlier is still on.
  const base = () => db.selectFrom('events').where(matching(filter))
  return sourceOf(base, async (query, offset, limit) => {
    const rows = await query
      .select(['id', 'title', 'date', 'time', 'location', 'address', 'town', 'lat', 'lng'])
      .orderBy('date')
      .orderBy('start_time')
      .orderBy('sort_order')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute()
    // Its title in the page's language where translated, else in English marked so (as /events').
    const titleOf = await translatedColumn(db, 'events', rows, 'title', locale)
    return rows.map((row) => {
      const title = titleOf(row.id, row.title)
      return {
        id: row.id,
        name: title.text,
        ...(title.english ? { english: ['name'] } : {}),
        href: `/events/${row.id}`,
        subtitle: `${formatLongDate(row.date, locale)} · ${row.time} · ${row.location}`,
        location: row.address,
        section,
        ...pin(row),
      }
    })
  })
}

/**
 * Live music shows on or after `from` (YYYY-MM-DD), soonest first. They have no page of their
 * own: each links to /events/live-music?show=<id>, which opens the list's page that shows it.
 */
/** A show's genre in the page's language (the live music page's filter names it so), else English, marked. */
function genreText(genre: string, locale: Locale): SubtitlePart {
  const key = `events.music.genre.${genre}`
  if (locale === DEFAULT_LOCALE || genre.trim() === '') return { text: genre }
  return hasMessage(key) ? { text: serverT(locale)(key as MessageKey) } : { text: genre, lang: 'en' }
}

export function musicSource(
  db: Db,
  filter: { from: string },
  section?: string,
  locale: Locale = DEFAULT_LOCALE,
): MapSource {
  const base = () => db.selectFrom('music_shows').where('hidden', '=', 0).where('date', '>=', filter.from)
  return sourceOf(base, async (query, offset, limit) =>
    (
      await query
        .select(['id', 'artist', 'genre', 'date', 'time', 'venue', 'location', 'town', 'lat', 'lng'])
        .orderBy('date')
        .orderBy('sort_order')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute()
    ).map((row) => ({
      id: row.id,
      name: row.artist,
      href: `/events/live-music?show=${encodeURIComponent(row.id)}`,
      ...subtitleOf([genreText(row.genre, locale), formatLongDate(row.date, locale), row.time, row.venue]),
      location: row.location,
      section,
      ...pin(row),
    })),
  )
}

/**
 * One page of the sources' listings, in the sources' order (a page past the end gives the last
 * page). Each source is counted once and asked only for the rows on the page.
 */
export async function pageMapListings(
  sources: readonly MapSource[],
  page: number,
  size = MAP_PAGE_SIZE,
): Promise<Paged<MapListing>> {
  const counts = await Promise.all(sources.map((source) => source.count()))
  const total = counts.reduce((sum, n) => sum + n, 0)
  const pageCount = Math.max(1, Math.ceil(total / size))
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount)
  let start = (current - 1) * size
  let wanted = size
  const items: MapListing[] = []
  for (const [i, source] of sources.entries()) {
    const count = counts[i]!
    if (wanted <= 0) break
    if (start >= count) {
      start -= count
      continue
    }
    const rows = await source.slice(start, Math.min(wanted, count - start))
    items.push(...rows)
    wanted -= rows.length
    start = 0
  }
  return { items, page: current, pageCount, total }
}
