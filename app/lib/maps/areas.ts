import type { Coordinates } from './projection'

/**
 * Areas (GeoJSON Polygon and MultiPolygon, longitude first) and what lies in or crosses them, as
 * pure functions: the trip planner asks whether a stop's pin lies in an alert's area and whether a
 * drive crosses it (issue 48 item 4, decision 056). Distances are small (a valley), so the plane
 * of longitude and latitude is good enough: a line of the area is straight in degrees, as GeoJSON
 * draws it.
 */

export type Position = [lng: number, lat: number]
/** Polygons, each its rings (the outer one first, then holes), each ring closed or not. */
export type Area = Position[][][]

const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) &&
  value.length >= 2 &&
  typeof value[0] === 'number' &&
  typeof value[1] === 'number' &&
  Number.isFinite(value[0]) &&
  Number.isFinite(value[1])

const isRing = (value: unknown): value is Position[] =>
  Array.isArray(value) && value.length >= 3 && value.every(isPosition)

const isPolygon = (value: unknown): value is Position[][] =>
  Array.isArray(value) && value.length >= 1 && value.every(isRing)

/**
 * The area of a GeoJSON geometry (an object or its JSON text): a Polygon or MultiPolygon, or a
 * GeometryCollection of them. Anything else (a point, a line, malformed) has no area: null.
 */
export function areaOfGeometry(geometry: unknown): Area | null {
  let value = geometry
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      return null
    }
  }
  const g = value as { type?: unknown; coordinates?: unknown; geometries?: unknown } | null
  if (!g || typeof g !== 'object') return null
  if (g.type === 'Polygon') return isPolygon(g.coordinates) ? [g.coordinates] : null
  if (g.type === 'MultiPolygon') {
    const polygons = Array.isArray(g.coordinates) ? g.coordinates.filter(isPolygon) : []
    return polygons.length > 0 ? polygons : null
  }
  if (g.type === 'GeometryCollection' && Array.isArray(g.geometries)) {
    const polygons = g.geometries.flatMap((part) => areaOfGeometry(part) ?? [])
    return polygons.length > 0 ? polygons : null
  }
  return null
}

/** Whether a point lies inside a ring (even-odd rule; a point on the edge may go either way). */
function inRing(lng: number, lat: number, ring: readonly Position[]): boolean {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!
    const [xj, yj] = ring[j]!
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

/** Whether a pin lies in the area: inside a polygon's outer ring and none of its holes. */
export function pointInArea(point: Coordinates, area: Area): boolean {
  return area.some(
    ([outer, ...holes]) =>
      !!outer &&
      inRing(point.lng, point.lat, outer) &&
      !holes.some((hole) => inRing(point.lng, point.lat, hole)),
  )
}

const cross = (o: Position, a: Position, b: Position) =>
  (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

const onSegment = (p: Position, q: Position, r: Position) =>
  Math.min(p[0], r[0]) <= q[0] &&
  q[0] <= Math.max(p[0], r[0]) &&
  Math.min(p[1], r[1]) <= q[1] &&
  q[1] <= Math.max(p[1], r[1])

/** Whether the segments p1–p2 and q1–q2 meet (touching counts). */
export function segmentsMeet(p1: Position, p2: Position, q1: Position, q2: Position): boolean {
  const d1 = cross(q1, q2, p1)
  const d2 = cross(q1, q2, p2)
  const d3 = cross(p1, p2, q1)
  const d4 = cross(p1, p2, q2)
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true
  if (d1 === 0 && onSegment(q1, p1, q2)) return true
  if (d2 === 0 && onSegment(q1, p2, q2)) return true
  if (d3 === 0 && onSegment(p1, q1, p2)) return true
  if (d4 === 0 && onSegment(p1, q2, p2)) return true
  return false
}

/** Whether the straight segment from `a` to `b` enters the area (an end inside, or crossing an edge). */
export function segmentCrossesArea(a: Coordinates, b: Coordinates, area: Area): boolean {
  if (pointInArea(a, area) || pointInArea(b, area)) return true
  const p1: Position = [a.lng, a.lat]
  const p2: Position = [b.lng, b.lat]
  return area.some((polygon) =>
    polygon.some((ring) =>
      ring.some((q1, i) => {
        const q2 = ring[(i + 1) % ring.length]!
        return segmentsMeet(p1, p2, q1, q2)
      }),
    ),
  )
}

/** Whether a path (a drive's route, or two pins) enters the area anywhere along it. */
export function pathCrossesArea(path: readonly Coordinates[], area: Area): boolean {
  if (path.length === 1) return pointInArea(path[0]!, area)
  for (let i = 1; i < path.length; i++) if (segmentCrossesArea(path[i - 1]!, path[i]!, area)) return true
  return false
}
