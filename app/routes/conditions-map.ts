import { conditionsMapJson } from '~/lib/conditions/conditions-map.server'
import { getDb } from '~/lib/db.server'

/**
 * GET /conditions/map.json: the interactive map of /conditions reads the active alerts' areas
 * (GeoJSON polygons with their severity) and the places they point at (points) from here.
 */
export async function loader() {
  return Response.json(await conditionsMapJson(getDb(), new Date()), {
    // Short-lived: an alert shows within a minute; the service worker keeps a copy for offline.
    headers: { 'Cache-Control': 'public, max-age=60' },
  })
}
