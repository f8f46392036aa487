import { type Area, areaOfGeometry } from '../maps/areas'

/**
 * The outlines of the zones an alert may name without a geometry of its own (decision 056): the
 * NWS forecast zones the guide asks for (most NWS zone alerts come without a geometry, with their
 * zone codes in `UGC`) and the guide's own zones editors pick. Simplified by hand to a few corners
 * each, drawn generously around the towns and roads they cover (from the NWS public zone map and
 * the parks' boundaries, checked November 2026): enough to say whether a stop or a drive lies in
 * one, not to draw a border. A zone not listed here has no known area (an alert naming only it
 * concerns no stop or drive by area).
 */

const ring = (...corners: [number, number][]): Area => [[corners]]

const JACKSON_HOLE = ring(
  [-110.9, 43.28],
  [-110.62, 43.28],
  [-110.55, 43.55],
  [-110.38, 43.85],
  [-110.45, 44.13],
  [-110.78, 44.13],
  [-110.9, 43.8],
)
const STAR_VALLEY = ring([-111.07, 42.55], [-110.86, 42.55], [-110.87, 43.22], [-111.07, 43.22])
const TETON_PASS = ring([-111.02, 43.46], [-110.9, 43.46], [-110.9, 43.54], [-111.02, 43.54])
const GRAND_TETON = ring(
  [-110.8, 43.6],
  [-110.63, 43.6],
  [-110.45, 43.75],
  [-110.48, 44.13],
  [-110.75, 44.13],
  [-110.9, 43.85],
  [-110.82, 43.62],
)
const YELLOWSTONE = ring([-111.15, 44.13], [-109.83, 44.13], [-109.83, 45.11], [-111.15, 45.11])

export const ZONE_OUTLINES: Readonly<Record<string, Area>> = {
  // NWS forecast zones (Riverton office): their codes as alerts carry them.
  WYZ012: JACKSON_HOLE,
  WYZ024: STAR_VALLEY,
  // The guide's zones (app/lib/conditions/alerts.ts GUIDE_ZONES).
  'jackson-hole': JACKSON_HOLE,
  'star-valley': STAR_VALLEY,
  'teton-pass': TETON_PASS,
  'grand-teton': GRAND_TETON,
  yellowstone: YELLOWSTONE,
}

/**
 * An alert's area: its own geometry when it has one with an area, else the outlines of the zones
 * it names ("WYZ012,WYZ024"), else null (it concerns only the pages it points at). `outlines`: the
 * zones' outlines to use (./zone-outlines.server.ts gives the NWS's own where they were fetched).
 */
export function alertArea(
  alert: { zone: string | null; geometry: string | null },
  outlines: Readonly<Record<string, Area>> = ZONE_OUTLINES,
): Area | null {
  const own = alert.geometry ? areaOfGeometry(alert.geometry) : null
  if (own) return own
  const zones = (alert.zone ?? '')
    .split(',')
    .map((zone) => zone.trim())
    .filter(Boolean)
  const polygons = zones.flatMap((zone) => outlines[zone] ?? outlines[zone.toUpperCase()] ?? [])
  return polygons.length > 0 ? polygons : null
}
