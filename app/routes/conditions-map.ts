import { conditionsMapJson } from '~/lib/conditions/conditions-map.server'
import { getDb } from '~/lib/db.server'
import { localeOfPath } from '~/lib/i18n/config'
import type { Route } from './+types/conditions-map'

/**
 * GET /conditions/map.json: the interactive map of /conditions reads the active alerts' areas
 * (GeoJSON polygons with their severity) and the places they point at (points) from here; the
 * Spanish page from /es/conditions/map.json, in its words.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  return Response.json(await conditionsMapJson(getDb(), new Date(), locale), {
    // Short-lived: an alert shows within a minute; the service worker keeps a copy for offline.
    headers: { 'Cache-Control': 'public, max-age=60' },
  })
}
