import { getDb } from '../db.server'
import { tripIdFrom } from './cookie.server'
import { daysOf, getTrip } from './trip.server'

/**
 * The visitor's trip days for "Add to trip" day lists on listing pages: none without a trip
 * cookie (no database query; the page stays cacheable for everybody else).
 */
export async function tripDaysFor(request: Request): Promise<string[]> {
  const id = tripIdFrom(request)
  if (!id) return []
  return daysOf(await getTrip(getDb(), id))
}
