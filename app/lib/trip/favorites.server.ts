import type { Db } from '../db.server'
import { countListing } from '../stats/counter.server'
import { countedTypeOfKind } from '../stats/stats'
import { formatLongDate } from '../dates-intl'
import { DEFAULT_LOCALE, type Locale } from '../i18n/config'
import { serverT } from '../i18n/catalog.server'
import {
  activityCategoryText,
  difficultyText,
  restaurantTypeText,
  stayTypeText,
} from '../i18n/choice-text.server'
import { subtitleOf } from '../subtitle-parts'
import { localizeRows } from '../translations.server'
import type { FavoriteItem } from '../favorites'
import { SCENES, type Scene } from '../../../db/listings'
import { TABLE_OF, type TripKind } from './trip'

/**
 * Favorites kept with the trip (decision 045): the listings a visitor saved with the heart, under
 * the trip's id, so they outlive the browser's storage and show on the shared page. The device
 * keeps its own copy (app/lib/favorites.ts) for offline use. The trip's sweep, a listing's
 * deletion and a listing's change of address reach these rows in app/lib/trip/trip.server.ts and
 * app/lib/addresses.server.ts. Queries take `db` first and work on both engines.
 */

/** The most favorites one trip keeps (and one import carries). */
export const MAX_FAVORITES = 200

const isScene = (value: string): value is Scene => (SCENES as readonly string[]).includes(value)

export interface FavoriteKey {
  kind: TripKind
  id: string
}

/** The trip's saved listings, newest first (ids only; see resolveFavorites for what they show). */
export async function listFavoriteKeys(db: Db, tripId: string): Promise<FavoriteKey[]> {
  const rows = await db
    .selectFrom('trip_favorites')
    .select(['kind', 'listing_id'])
    .where('trip_id', '=', tripId)
    .orderBy('created_at', 'desc')
    .orderBy('listing_id')
    .execute()
  return rows.map((r) => ({ kind: r.kind as TripKind, id: r.listing_id }))
}

async function countFavorites(db: Db, tripId: string): Promise<number> {
  const row = await db
    .selectFrom('trip_favorites')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('trip_id', '=', tripId)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/**
 * Saves a listing on the trip. Answers 'saved', 'already' (it was saved: nothing changes) or
 * 'full' (the trip keeps MAX_FAVORITES).
 */
export async function saveFavorite(
  db: Db,
  tripId: string,
  key: FavoriteKey,
  now = new Date(),
): Promise<'saved' | 'already' | 'full'> {
  const has = await db
    .selectFrom('trip_favorites')
    .select('listing_id')
    .where('trip_id', '=', tripId)
    .where('kind', '=', key.kind)
    .where('listing_id', '=', key.id)
    .executeTakeFirst()
  if (has) return 'already'
  if ((await countFavorites(db, tripId)) >= MAX_FAVORITES) return 'full'
  await db
    .insertInto('trip_favorites')
    .values({ trip_id: tripId, kind: key.kind, listing_id: key.id, created_at: now.toISOString() })
    // Two sends of the same heart at once: the second finds the first's row.
    .onConflict((oc) => oc.columns(['trip_id', 'kind', 'listing_id']).doNothing())
    .execute()
  const counted = countedTypeOfKind(key.kind)
  if (counted) countListing(counted, key.id, 'favorite', now)
  return 'saved'
}

/** Removes a saved listing; false when it was not saved. */
export async function removeFavoriteRow(db: Db, tripId: string, key: FavoriteKey): Promise<boolean> {
  const result = await db
    .deleteFrom('trip_favorites')
    .where('trip_id', '=', tripId)
    .where('kind', '=', key.kind)
    .where('listing_id', '=', key.id)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/**
 * Adds the device's list (oldest last, as the device keeps it) to the trip's: those not saved yet,
 * up to MAX_FAVORITES in all. Answers how many were added. `keys` are already checked as listed.
 */
export async function importFavorites(
  db: Db,
  tripId: string,
  keys: readonly FavoriteKey[],
  now = new Date(),
): Promise<number> {
  const have = new Set((await listFavoriteKeys(db, tripId)).map((k) => `${k.kind}:${k.id}`))
  let room = MAX_FAVORITES - have.size
  let added = 0
  // Saved before the trip kept them: they come after (older than) what the trip has, in the
  // device's order (newest first), each a millisecond before the one above it.
  const oldest = await db
    .selectFrom('trip_favorites')
    .select((eb) => eb.fn.min('created_at').as('at'))
    .where('trip_id', '=', tripId)
    .executeTakeFirst()
  const base = oldest?.at ? Math.min(Date.parse(oldest.at) - 1, now.getTime()) : now.getTime()
  for (const [index, key] of keys.entries()) {
    if (room <= 0) break
    if (have.has(`${key.kind}:${key.id}`)) continue
    have.add(`${key.kind}:${key.id}`)
    await db
      .insertInto('trip_favorites')
      .values({
        trip_id: tripId,
        kind: key.kind,
        listing_id: key.id,
        created_at: new Date(base - index).toISOString(),
      })
      .onConflict((oc) => oc.columns(['trip_id', 'kind', 'listing_id']).doNothing())
      .execute()
    room--
    added++
  }
  return added
}

/** Copies `from`'s favorites into `to` (added to what `to` has): "Copy to my trip" (inside its transaction). */
export async function copyFavorites(trx: Db, from: string, to: string, now: Date): Promise<void> {
  const keys = await listFavoriteKeys(trx, from)
  await importFavorites(trx, to, keys, now)
}

/** Which of these keys are listings in the guide (they exist and are not hidden). */
export async function listedKeys(db: Db, keys: readonly FavoriteKey[]): Promise<FavoriteKey[]> {
  const listed = new Set<string>()
  for (const kind of Object.keys(TABLE_OF) as TripKind[]) {
    const ids = [...new Set(keys.filter((k) => k.kind === kind).map((k) => k.id))]
    if (ids.length === 0) continue
    const rows = await db
      .selectFrom(TABLE_OF[kind])
      .select('id')
      .where('id', 'in', ids)
      .where('hidden', '=', 0)
      .execute()
    for (const row of rows) listed.add(`${kind}:${row.id}`)
  }
  return keys.filter((k) => listed.has(`${k.kind}:${k.id}`))
}

/** A saved listing as /favorites and the shared page show it; events and shows carry their date. */
export type ResolvedFavorite = FavoriteItem & { date: string | null }

/**
 * Names, links, second lines and pictures of saved listings, from the listings themselves, in the
 * order given. Listings deleted or hidden since are left out. The second lines' own words (a
 * price per night, a date, an activity's difficulty) are in `locale`'s language.
 */
export async function resolveFavorites(
  db: Db,
  keys: readonly FavoriteKey[],
  locale: Locale = DEFAULT_LOCALE,
): Promise<ResolvedFavorite[]> {
  const found = new Map<string, ResolvedFavorite>()
  const ids = (kind: TripKind) => [...new Set(keys.filter((k) => k.kind === kind).map((k) => k.id))]
  const put = (item: Omit<ResolvedFavorite, 'scene'> & { scene: string }) =>
    found.set(`${item.kind}:${item.id}`, { ...item, scene: isScene(item.scene) ? item.scene : undefined })

  if (ids('restaurant').length > 0)
    for (const r of await db
      .selectFrom('restaurants')
      .select(['id', 'name', 'type', 'town', 'location', 'image_scene'])
      .where('id', 'in', ids('restaurant'))
      .where('hidden', '=', 0)
      .execute())
      put({
        kind: 'restaurant',
        id: r.id,
        name: r.name,
        href: `/eat/${r.id}`,
        // its kind in the page's language, else English, marked
        ...subtitleOf([restaurantTypeText(locale, r.type), r.town || r.location]),
        scene: r.image_scene,
        date: null,
      })
  if (ids('stay').length > 0) {
    const rows = await db
      .selectFrom('stays')
      .select(['id', 'name', 'type', 'price_per_night', 'image_scene'])
      .where('id', 'in', ids('stay'))
      .where('hidden', '=', 0)
      .execute()
    // its type in the page's language: its translation, else the catalog's words for a known one
    for (const { row: s, english } of await localizeRows(db, 'stays', rows, locale)) {
      const type = stayTypeText(locale, s.type, english)
      put({
        kind: 'stay',
        id: s.id,
        name: s.name,
        href: `/stay/${s.id}`,
        ...(locale === DEFAULT_LOCALE
          ? { subtitle: `${type.text} · $${Number(s.price_per_night)} per night` }
          : subtitleOf([
              type,
              serverT(locale)('stay.favorite.perNight', { price: `$${Number(s.price_per_night)}` }),
            ])),
        scene: s.image_scene,
        date: null,
      })
    }
  }
  if (ids('activity').length > 0)
    for (const a of await db
      .selectFrom('activities')
      .select(['id', 'name', 'category', 'difficulty', 'image_scene'])
      .where('id', 'in', ids('activity'))
      .where('hidden', '=', 0)
      .execute())
      put({
        kind: 'activity',
        id: a.id,
        name: a.name,
        href: `/play/${a.id}`,
        // its category and difficulty in the page's language, else English, marked
        ...subtitleOf([activityCategoryText(locale, a.category), difficultyText(locale, a.difficulty)]),
        scene: a.image_scene,
        date: null,
      })
  if (ids('event').length > 0) {
    const rows = await db
      .selectFrom('events')
      .select(['id', 'title', 'date', 'location', 'image_scene'])
      .where('id', 'in', ids('event'))
      .where('hidden', '=', 0)
      .execute()
    // its title in the page's language where translated
    for (const { row: e } of await localizeRows(db, 'events', rows, locale))
      put({
        kind: 'event',
        id: e.id,
        name: e.title,
        href: `/events/${e.id}`,
        subtitle: `${formatLongDate(e.date, locale)} · ${e.location}`,
        scene: e.image_scene,
        date: e.date,
      })
  }
  if (ids('music').length > 0)
    for (const m of await db
      .selectFrom('music_shows')
      .select(['id', 'artist', 'venue', 'date', 'image_scene'])
      .where('id', 'in', ids('music'))
      .where('hidden', '=', 0)
      .execute())
      put({
        kind: 'music',
        id: m.id,
        name: m.artist,
        href: `/events/live-music?show=${encodeURIComponent(m.id)}`,
        subtitle: `${m.venue} · ${formatLongDate(m.date, locale)}`,
        scene: m.image_scene,
        date: m.date,
      })
  return keys.flatMap((k) => found.get(`${k.kind}:${k.id}`) ?? [])
}
