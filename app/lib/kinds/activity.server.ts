import type { ActivityRow } from '../../../db/schema'
import type { Db } from '../db.server'
import { ACTIVITY_TYPES as ACTIVITY_CATEGORIES } from './activity'
import {
  type Activity,
  type Difficulty,
  DIFFICULTIES,
  type Photo,
  PRICE_RANGES,
  type PriceRange,
  type Season,
  SEASONS,
} from '../listings'
import { imageOf, jsonList } from '../rows.server'

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
  /** Exactly this season. */
  season?: Season
  /** Open in this season: its own season or Year-Round (what a visitor choosing "Summer" means). */
  availableIn?: Season
  priceRange?: PriceRange
  featured?: boolean
}

export async function listActivities(db: Db, filter: ActivityFilter = {}): Promise<Activity[]> {
  let query = db.selectFrom('activities').selectAll().orderBy('sort_order').orderBy('name')
  if (filter.category) query = query.where('category', '=', filter.category)
  if (filter.difficulty) query = query.where('difficulty', '=', filter.difficulty)
  if (filter.season) query = query.where('season', '=', filter.season)
  if (filter.availableIn) {
    const seasons = filter.availableIn === 'Year-Round' ? ['Year-Round'] : [filter.availableIn, 'Year-Round']
    query = query.where('season', 'in', seasons)
  }
  if (filter.priceRange) query = query.where('price_range', '=', filter.priceRange)
  if (filter.featured !== undefined) query = query.where('featured', '=', filter.featured ? 1 : 0)
  return (await query.execute()).map(toActivity)
}

export async function getActivity(db: Db, id: string): Promise<Activity | undefined> {
  const row = await db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst()
  return row && toActivity(row)
}

/** The /play/filter choices read from the URL; unknown values are ignored rather than failing. */
export interface ActivitySearch {
  category?: (typeof ACTIVITY_CATEGORIES)[number]
  difficulty?: Difficulty
  season?: Season
  price?: PriceRange
}

function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined
}

export function parseActivitySearch(params: URLSearchParams): ActivitySearch {
  const search: ActivitySearch = {
    category: oneOf(ACTIVITY_CATEGORIES, params.get('category')),
    difficulty: oneOf(DIFFICULTIES, params.get('difficulty')),
    season: oneOf(SEASONS, params.get('season')),
    price: oneOf(PRICE_RANGES, params.get('price')),
  }
  for (const key of Object.keys(search) as (keyof ActivitySearch)[]) {
    if (search[key] === undefined) delete search[key]
  }
  return search
}

/** Activities matching the /play/filter choices (season includes Year-Round activities). */
export async function searchActivities(db: Db, search: ActivitySearch): Promise<Activity[]> {
  return listActivities(db, {
    category: search.category,
    difficulty: search.difficulty,
    availableIn: search.season,
    priceRange: search.price,
  })
}
