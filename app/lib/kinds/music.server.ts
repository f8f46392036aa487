import type { Insertable } from 'kysely'
import type { MusicShowRow, MusicShowsTable } from '../../../db/schema'
import type { Db } from '../db.server'
import type { MusicGenre, MusicShow } from '../listings'
import { imageColumns, imageOf, jsonList } from '../rows.server'

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
    description: row.description,
    price: row.price,
    website: row.website,
    tags: jsonList(row.tags),
    image: imageOf(row),
  }
}

/** Genre filtering is an exact match (SPEC section 4). */
export async function listMusicShows(db: Db, filter: { genre?: MusicGenre } = {}): Promise<MusicShow[]> {
  let query = db.selectFrom('music_shows').selectAll().orderBy('date').orderBy('sort_order')
  if (filter.genre) query = query.where('genre', '=', filter.genre)
  return (await query.execute()).map(toMusicShow)
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
    description: m.description,
    price: m.price,
    website: m.website,
    tags: JSON.stringify(m.tags),
    ...imageColumns(m.image),
    sort_order: sortOrder,
    created_at: createdAt,
  }
}
