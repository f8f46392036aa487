import type { Db } from '../db.server'
import type { Area } from '../maps/areas'
import type { ZonesData } from './sources/nws-zones.server'
import { sourceData } from './sources.server'
import { ZONE_OUTLINES } from './zone-outlines'

/**
 * The zones' outlines alerts are placed by: the National Weather Service's own for its zones, as
 * last fetched (./sources/nws-zones.server.ts), over the hand-drawn ones, which stay for the guide's
 * own zones and for any NWS zone not fetched yet.
 */
export async function zoneOutlines(db: Db): Promise<Readonly<Record<string, Area>>> {
  const fetched = await sourceData<ZonesData>(db, 'nws-zones')
  if (!fetched?.data?.zones) return ZONE_OUTLINES
  const outlines: Record<string, Area> = { ...ZONE_OUTLINES }
  for (const [zone, outline] of Object.entries(fetched.data.zones))
    if (Array.isArray(outline?.area) && outline.area.length > 0) outlines[zone] = outline.area
  return outlines
}
