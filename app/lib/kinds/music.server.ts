import type { Insertable } from 'kysely'
import type { MusicShowRow, MusicShowsTable } from '../../../db/schema'
import type { Db } from '../db.server'
import type { MusicGenre, MusicShow } from '../listings'
import { coordinateColumns, coordinatesOf, imageColumns, imageOf, jsonList } from '../rows.server'
import { PAGE_SIZE, type Paged } from '../pagination'
import { mapPage, selectPage } from '../pagination.server'
import type { ListingEditorSpec } from './editor.server'
import { MUSIC_GENRES } from '../listings'
import { PUBLISHED_SORT, sceneImage } from '../publication'
import { META_DESCRIPTION_FIELD, PIN_FIELDS } from './editor'
import { DEFAULT_LOCALE, type Locale } from '../i18n/config'
import type { EnglishFields } from '../i18n/content-fields'
import { englishOf, localizeRows } from '../translations.server'

/**
 * Live music shows: the row and its one mapping to and from a MusicShow (the loaders read it, the
 * seed writes it), and the /events/live-music queries.
 */

function toMusicShow(row: MusicShowRow): MusicShow {
  return {
    id: row.id,
    artist: row.artist,
    genre: row.genre as MusicGenre,
    date: row.date,
    time: row.time,
    venue: row.venue,
    location: row.location,
    town: row.town,
    coordinates: coordinatesOf(row),
    description: row.description,
    price: row.price,
    website: row.website,
    tags: jsonList(row.tags),
    image: imageOf(row),
  }
}

/** Genre filtering is an exact match (SPEC section 4). */
function musicShowsQuery(db: Db, filter: { genre?: MusicGenre }) {
  let query = db
    .selectFrom('music_shows')
    .selectAll()
    .where('hidden', '=', 0)
    .orderBy('date')
    .orderBy('sort_order')
    .orderBy('id')
  if (filter.genre) query = query.where('genre', '=', filter.genre)
  return query
}

export async function listMusicShows(db: Db, filter: { genre?: MusicGenre } = {}): Promise<MusicShow[]> {
  return (await musicShowsQuery(db, filter).execute()).map(toMusicShow)
}

/** A show on a page in some language: `english` names its texts shown in English (no translation yet). */
export type LocalizedMusicShow = MusicShow & { english?: EnglishFields }

/**
 * One page of /events/live-music (PAGE_SIZE shows), each description in the page's language where
 * an editor has translated it, else English, named in `english` (decision 057).
 */
export async function pageMusicShows(
  db: Db,
  filter: { genre?: MusicGenre },
  page: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Paged<LocalizedMusicShow>> {
  const { items, ...paging } = mapPage(await selectPage(musicShowsQuery(db, filter), page), toMusicShow)
  const localized = await localizeRows(db, 'music_shows', items, locale)
  return { ...paging, items: localized.map(({ row, english }) => ({ ...row, ...englishOf(english) })) }
}

/** The /events/live-music page (of all genres) a show is listed on, or undefined when it is not listed. */
export async function musicShowPage(db: Db, id: string): Promise<number | undefined> {
  const show = await db
    .selectFrom('music_shows')
    .select(['date', 'sort_order'])
    .where('id', '=', id)
    .where('hidden', '=', 0)
    .executeTakeFirst()
  if (!show) return undefined
  const before = await db
    .selectFrom('music_shows')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('hidden', '=', 0)
    .where((eb) =>
      eb.or([
        eb('date', '<', show.date),
        eb.and([eb('date', '=', show.date), eb('sort_order', '<', show.sort_order)]),
        eb.and([eb('date', '=', show.date), eb('sort_order', '=', show.sort_order), eb('id', '<', id)]),
      ]),
    )
    .executeTakeFirstOrThrow()
  return Math.floor(Number(before.n) / PAGE_SIZE) + 1
}

export interface MusicVenue {
  venue: string
  location: string
  /** How many listed shows play there. */
  shows: number
}

/** The venues of the listed shows, busiest first (the Featured Venues section). */
export async function listMusicVenues(db: Db, limit = 4): Promise<MusicVenue[]> {
  const rows = await db
    .selectFrom('music_shows')
    .select(['venue', 'location', (eb) => eb.fn.countAll().as('shows')])
    .where('hidden', '=', 0)
    .groupBy(['venue', 'location'])
    .orderBy('shows', 'desc')
    .orderBy('venue')
    .limit(limit)
    .execute()
  return rows.map((row) => ({ venue: row.venue, location: row.location, shows: Number(row.shows) }))
}

/** A music show as its row (the seed writes it through here). */
export function musicShowRow(
  m: MusicShow,
  sortOrder: number,
  createdAt: string,
): Insertable<MusicShowsTable> {
  return {
    id: m.id,
    artist: m.artist,
    genre: m.genre,
    date: m.date,
    time: m.time,
    venue: m.venue,
    location: m.location,
    town: m.town ?? null,
    ...coordinateColumns(m.coordinates),
    description: m.description,
    price: m.price,
    website: m.website,
    tags: JSON.stringify(m.tags),
    ...imageColumns(m.image),
    sort_order: sortOrder,
    created_at: createdAt,
  }
}

// ---------------------------------------------------------------------------------------------
// The back office's listing editor (app/lib/listing-admin.server.ts). Shows have no submission
// form and no page of their own: they are listed on /events/live-music.

export const MUSIC_EDITOR: ListingEditorSpec = {
  type: 'music',
  table: 'music_shows',
  titleColumn: 'artist',
  publicPath: () => '/events/live-music',
  fields: [
    { name: 'artist', label: 'Artist', input: 'text', required: true, max: 100 },
    { name: 'genre', label: 'Genre', input: 'select', required: true, options: MUSIC_GENRES },
    { name: 'date', label: 'Date', input: 'date', required: true },
    {
      name: 'time',
      label: 'Time',
      input: 'text',
      required: true,
      max: 50,
      description: 'As shown, e.g. 8:00 PM',
    },
    { name: 'venue', label: 'Venue', input: 'text', required: true, max: 100 },
    { name: 'location', label: 'Address', input: 'text', required: true, max: 200 },
    { name: 'town', label: 'Town', input: 'town', description: 'The town it is in or nearest to.' },
    ...PIN_FIELDS,
    { name: 'description', label: 'Description', input: 'textarea', required: true, max: 1000 },
    { name: 'price', label: 'Price', input: 'text', max: 100 },
    { name: 'website', label: 'Website', input: 'url' },
    { name: 'tags', label: 'Tags (one per line)', input: 'lines', max: 2000 },
    META_DESCRIPTION_FIELD,
  ],
  defaults: () => ({ ...imageColumns(sceneImage('music')), sort_order: PUBLISHED_SORT }),
}
