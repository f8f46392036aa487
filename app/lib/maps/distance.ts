import type { Coordinates } from './projection'

/**
 * The one measure of distance between two places in the guide (maps, the trip planner's drives,
 * the nearest town): the great-circle distance, and how it is written for visitors.
 */

const EARTH_RADIUS_KM = 6371

/** The great-circle distance between two places (haversine), in kilometres. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The item of `items` nearest to `to` (undefined for an empty list). */
export function nearest<T extends Coordinates>(to: Coordinates, items: readonly T[]): T | undefined {
  let best: T | undefined
  let bestKm = Infinity
  for (const item of items) {
    const km = distanceKm(to, item)
    if (km < bestKm) {
      best = item
      bestKm = km
    }
  }
  return best
}

/** "350 m", "2.4 km", "35 km", with miles for visitors who think in them: "2.4 km (1.5 mi)". */
export function formatDistance(km: number): string {
  const miles = km / 1.609344
  if (km < 1) return `${Math.round(km * 100) * 10} m`
  const kmText = km < 10 ? km.toFixed(1) : String(Math.round(km))
  const miText = miles < 10 ? miles.toFixed(1) : String(Math.round(miles))
  return `${kmText} km (${miText} mi)`
}
