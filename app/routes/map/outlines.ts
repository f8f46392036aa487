import { VALLEY_GEOGRAPHY } from '~/content/valley-map'
import { outlinesOf } from '~/lib/maps/outlines'

// Made once per process: the bundled geography never changes while it runs.
let body: string | undefined

/**
 * GET /map/outlines.json: the bundled counties, lakes, roads and towns as GeoJSON, the interactive
 * map's base layer when no tile archive is configured (and drawn over the tiles when one is).
 */
export function loader() {
  body ??= JSON.stringify(outlinesOf(VALLEY_GEOGRAPHY))
  return new Response(body, {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=86400' },
  })
}
