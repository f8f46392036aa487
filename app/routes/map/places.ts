import { getDb } from '~/lib/db.server'
import { localeOfPath, localizedPath } from '~/lib/i18n/config'
import { textLang } from '~/lib/i18n/content-fields'
import { MAP_FILTER_PARAMS, parseMapType } from '~/lib/maps/pages'
import type { PlaceProperties } from '~/lib/maps/place-card'
import { readsQuery } from '~/lib/meta'
import { MAX_INTERACTIVE_PINS, mapSources } from '~/lib/maps/sources.server'
import type { Route } from './+types/places'

// The query parameters it reads (the page cache keys it by these alone).
export const handle = readsQuery(['map', ...MAP_FILTER_PARAMS])

/**
 * GET /map/places.json?map=eat&cuisine=…: every pinned listing a map page shows with the same
 * filters (`map` names its part of the guide; none: everything), as GeoJSON points for the
 * interactive map, which clusters them in the browser. Listings without a pin are left out (the
 * page's list says so). Each language has its own (/es/map/places.json): the cards' words (part
 * of the guide, prices, choices, dates), the listings' translated texts and the links are in that
 * language, an untranslated title marked English (`nameLang`), as the map page's list has them.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const locale = localeOfPath(url.pathname)
  const sources = mapSources(getDb(), parseMapType(url.searchParams.get('map')), url.searchParams, locale)
  const features = []
  let left = MAX_INTERACTIVE_PINS
  for (const source of sources) {
    if (left <= 0) break
    const listings = await source.pinned(left)
    left -= listings.length
    for (const listing of listings) {
      if (!listing.coordinates) continue
      const nameLang = textLang(listing.english, 'name')
      const properties: PlaceProperties = {
        name: listing.name,
        href: localizedPath(listing.href, locale),
        subtitle: listing.subtitle,
        ...(listing.subtitleEnglish ? { subtitleEnglish: listing.subtitleEnglish } : {}),
        ...(listing.section ? { section: listing.section } : {}),
        ...(nameLang ? { nameLang } : {}),
      }
      features.push({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [listing.coordinates.lng, listing.coordinates.lat] },
        properties,
      })
    }
  }
  return Response.json(
    { type: 'FeatureCollection', features },
    // Short-lived: an edit shows within a minute; the service worker keeps a copy for offline.
    { headers: { 'Cache-Control': 'public, max-age=60' } },
  )
}
