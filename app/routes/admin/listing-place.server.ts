import { VALLEY_GEOGRAPHY } from '~/content/valley-map'
import type { PlaceRules } from '~/lib/kinds/editor.server'

/**
 * Where a listing's pin may be (issue 19 in the editor): one of the map's towns, and coordinates
 * inside the region the valley map covers (the box around its counties).
 */
export function listingPlaceRules(): PlaceRules {
  const boxes = VALLEY_GEOGRAPHY.counties.map((county) => county.bounds)
  return {
    towns: VALLEY_GEOGRAPHY.towns.map((town) => town.name),
    bounds: {
      north: Math.max(...boxes.map((b) => b.north)),
      south: Math.min(...boxes.map((b) => b.south)),
      west: Math.min(...boxes.map((b) => b.west)),
      east: Math.max(...boxes.map((b) => b.east)),
    },
  }
}
