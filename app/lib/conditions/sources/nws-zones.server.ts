import { z } from 'zod'
import { type Area, areaOfGeometry, type Position } from '../../maps/areas'
import { type ConditionSource, HOUR, SourceFormatError, parseJson, plainText } from './source'

/**
 * The real outlines of the National Weather Service forecast zones the guide asks alerts for
 * (issue 48, decision 056): GET {NWS_API_BASE}/zones/forecast/<zone> (a GeoJSON Feature with the
 * zone's Polygon or MultiPolygon) for each of NWS_ZONES, with the User-Agent NWS asks for. Most
 * zone alerts carry only their zone codes, so these outlines are what says whether a stop or a
 * drive lies in one; the hand-drawn ones (../zone-outlines.ts) stand in until the first fetch and
 * whenever a zone's outline cannot be had. Zones change a few times a year: fetched weekly.
 */

export interface ZoneOutline {
  name: string
  area: Area
}

export interface ZonesData {
  zones: Record<string, ZoneOutline>
}

const Zone = z.object({
  type: z.literal('Feature'),
  geometry: z.unknown(),
  properties: z.object({ id: z.string(), name: z.string().optional() }),
})

/** Points kept per ring at most: a zone's full outline has thousands, a valley's checks need far fewer. */
export const MAX_RING_POINTS = 600

/** Rounds to 4 decimals (about 10 m), drops repeated points, and thins a long ring evenly. */
export function simplifyArea(area: Area): Area {
  return area.map((polygon) =>
    polygon.map((ring) => {
      const rounded: Position[] = []
      for (const [lng, lat] of ring) {
        const point: Position = [Math.round(lng * 1e4) / 1e4, Math.round(lat * 1e4) / 1e4]
        const last = rounded[rounded.length - 1]
        if (!last || last[0] !== point[0] || last[1] !== point[1]) rounded.push(point)
      }
      if (rounded.length <= MAX_RING_POINTS) return rounded
      const step = rounded.length / MAX_RING_POINTS
      return Array.from({ length: MAX_RING_POINTS }, (_, i) => rounded[Math.floor(i * step)]!)
    }),
  )
}

/** A /zones/forecast/<zone> answer's outline. */
export function parseNwsZone(body: string, asked: string): ZoneOutline {
  const zone = Zone.safeParse(parseJson(body, 'The weather service'))
  if (!zone.success) throw new SourceFormatError('The weather service answered without a zone.')
  if (zone.data.properties.id.toUpperCase() !== asked.toUpperCase())
    throw new SourceFormatError(`The weather service answered another zone than ${asked}.`)
  const area = areaOfGeometry(zone.data.geometry)
  if (!area) throw new SourceFormatError(`The weather service answered zone ${asked} without its outline.`)
  return { name: plainText(zone.data.properties.name, 120) || asked, area: simplifyArea(area) }
}

export const nwsZones: ConditionSource = {
  id: 'nws-zones',
  label: 'National Weather Service zone outlines',
  refreshMs: 7 * 24 * HOUR,
  staleAfterMs: 60 * 24 * HOUR,
  off: (config) => (config.nwsZones.length === 0 ? 'No zones are set (NWS_ZONES).' : undefined),
  async run(ctx) {
    const base = `${ctx.config.nwsBase.replace(/\/$/, '')}/`
    const zones: Record<string, ZoneOutline> = {}
    for (const zone of ctx.config.nwsZones) {
      const url = new URL(`zones/forecast/${encodeURIComponent(zone)}`, base)
      // One answer per zone, so no one validator for the source: a weekly full fetch is small.
      const answer = await ctx.fetch(
        url.href,
        { etag: null, lastModified: null },
        { userAgent: ctx.config.nwsUserAgent, accept: 'application/geo+json' },
      )
      if (answer.status === 'not-modified') continue
      zones[zone.toUpperCase()] = parseNwsZone(answer.body, zone)
    }
    const data: ZonesData = { zones }
    return { status: 'ok', validators: { etag: null, lastModified: null }, data }
  },
}
