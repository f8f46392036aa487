import type { RestaurantRow } from '../../../db/schema'
import type { Db } from '../db.server'
import { type Cuisine, CUISINES, type Restaurant } from '../listings'
import { imageOf, jsonList } from '../rows.server'

function toRestaurant(row: RestaurantRow): Restaurant {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    cuisines: jsonList<Cuisine>(row.cuisines),
    description: row.description,
    fullDescription: row.full_description,
    location: row.location,
    town: row.town,
    rating: Number(row.rating),
    price: row.price,
    phone: row.phone,
    website: row.website,
    hours: row.hours,
    tags: jsonList(row.tags),
    amenities: jsonList(row.amenities),
    fromJackson: row.from_jackson,
    image: imageOf(row),
  }
}

export async function listRestaurants(db: Db, filter: { cuisine?: Cuisine } = {}): Promise<Restaurant[]> {
  let query = db.selectFrom('restaurants').selectAll().orderBy('sort_order').orderBy('name')
  // Cuisines are a JSON array of fixed keys, so a quoted substring match is exact.
  if (filter.cuisine) query = query.where('cuisines', 'like', `%"${filter.cuisine}"%`)
  return (await query.execute()).map(toRestaurant)
}

export async function getRestaurant(db: Db, id: string): Promise<Restaurant | undefined> {
  const row = await db.selectFrom('restaurants').selectAll().where('id', '=', id).executeTakeFirst()
  return row && toRestaurant(row)
}

/** The /eat?cuisine= value, when it is one of the five cuisines; anything else means "All". */
export function parseCuisine(value: string | null): Cuisine | undefined {
  return CUISINES.includes(value as Cuisine) ? (value as Cuisine) : undefined
}
