import type { ActivityRow } from '../../db/schema'
import type { Db } from './db.server'
import type { Activity, Difficulty, Photo, PriceRange, Season } from './listings'
import { imageOf, jsonList } from './rows.server'

function toActivity(row: ActivityRow): Activity {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    description: row.description,
    fullDescription: row.full_description,
    location: row.location,
    duration: row.duration,
    difficulty: row.difficulty as Difficulty,
    ageGroup: row.age_group,
    price: row.price,
    priceRange: row.price_range as PriceRange,
    season: row.season as Season,
    tags: jsonList(row.tags),
    highlights: jsonList(row.highlights),
    requirements: jsonList(row.requirements),
    safety: jsonList(row.safety),
    bestTime: row.best_time,
    contact: { phone: row.phone, website: row.website },
    featured: Number(row.featured) === 1,
    image: imageOf(row),
    photos: jsonList<Photo>(row.photos),
  }
}

export interface ActivityFilter {
  category?: string
  difficulty?: Difficulty
  season?: Season
  priceRange?: PriceRange
  featured?: boolean
}

export async function listActivities(db: Db, filter: ActivityFilter = {}): Promise<Activity[]> {
  let query = db.selectFrom('activities').selectAll().orderBy('sort_order').orderBy('name')
  if (filter.category) query = query.where('category', '=', filter.category)
  if (filter.difficulty) query = query.where('difficulty', '=', filter.difficulty)
  if (filter.season) query = query.where('season', '=', filter.season)
  if (filter.priceRange) query = query.where('price_range', '=', filter.priceRange)
  if (filter.featured !== undefined) query = query.where('featured', '=', filter.featured ? 1 : 0)
  return (await query.execute()).map(toActivity)
}

export async function getActivity(db: Db, id: string): Promise<Activity | undefined> {
  const row = await db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst()
  return row && toActivity(row)
}
