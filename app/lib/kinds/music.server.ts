import type { MusicShowRow } from '../../../db/schema'
import type { Db } from '../db.server'
import type { MusicGenre, MusicShow } from '../listings'
import { imageOf, jsonList } from '../rows.server'

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
