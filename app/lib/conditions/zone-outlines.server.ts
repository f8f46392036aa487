import type { Db } from '../db.server'
import type { Area } from '../maps/areas'
import type { ZonesData } from './sources/nws-zones.server'
import { ZONE_OUTLINES } from './zone-outlines'

type Outlines = Readonly<Record<string, Area>>

/**
 * The outlines last built, per database (a process has one; a test may open several): kept with
 * the `last_success_at` of the fetch they were built from. Every fetch of the source that stores
 * (or confirms) its data moves `last_success_at` forward, in whichever process ran it.
 */
const built = new WeakMap<Db, { fetchedAt: string; outlines: Outlines }>()

/**
 * The zones' outlines alerts are placed by: the National Weather Service's own for its zones, as
 * last fetched (./sources/nws-zones.server.ts), over the hand-drawn ones, which stay for the guide's
 * own zones and for any NWS zone not fetched yet. The stored outlines (tens of kilobytes) are parsed
 * once per fetch: each call asks the database only when the source was last fetched, so a fetch by
 * any process is seen at the next call, and parses again only when that has changed.
 */
export async function zoneOutlines(db: Db): Promise<Outlines> {
  const fetched = await db
    .selectFrom('condition_sources')
    .select('last_success_at')
    .where('id', '=', 'nws-zones')
    .where('data', 'is not', null)
    .executeTakeFirst()
  const fetchedAt = fetched?.last_success_at
  if (!fetchedAt) return ZONE_OUTLINES
  const kept = built.get(db)
  if (kept?.fetchedAt === fetchedAt) return kept.outlines
  // The data with its own fetch time (a fetch may have stored since the question above).
  const row = await db
    .selectFrom('condition_sources')
    .select(['data', 'last_success_at'])
    .where('id', '=', 'nws-zones')
    .executeTakeFirst()
  if (!row?.data || !row.last_success_at) return ZONE_OUTLINES
  const outlines = outlinesOf(row.data)
  built.set(db, { fetchedAt: row.last_success_at, outlines })
  return outlines
}

function outlinesOf(stored: string): Outlines {
  let data: ZonesData | undefined
  try {
    data = JSON.parse(stored) as ZonesData
  } catch {
    return ZONE_OUTLINES
  }
  if (!data?.zones) return ZONE_OUTLINES
  const outlines: Record<string, Area> = { ...ZONE_OUTLINES }
  for (const [zone, outline] of Object.entries(data.zones))
    if (Array.isArray(outline?.area) && outline.area.length > 0) outlines[zone] = outline.area
  return Object.freeze(outlines)
}
