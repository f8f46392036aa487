/**
 * The guide's map projection, pure and browser-safe: a plain equirectangular projection with the
 * longitudes scaled by cos(43.5°), the valley's middle latitude, so distances east-west and
 * north-south look alike on the map (at these latitudes shapes are off by under 1%). One unit is a
 * thousandth of a degree of latitude (about 111 m); x grows east, y grows south, and the origin is
 * the top-left corner of the plane (44.7°N, 111.5°W), so every place in the three counties has
 * positive coordinates. The bundled outlines (app/content/valley-map.ts, written by
 * scripts/make-valley-map.ts) are stored already projected with these functions; a map view is a
 * rectangle of this plane (an SVG viewBox).
 */

export interface Coordinates {
  lat: number
  lng: number
}

export interface Point {
  x: number
  y: number
}

/** A rectangle of the projected plane (an SVG viewBox). */
export interface Frame {
  x: number
  y: number
  width: number
  height: number
}

/** A box of latitudes and longitudes. */
export interface Bounds {
  north: number
  south: number
  west: number
  east: number
}

export const REFERENCE_LATITUDE = 43.5
export const PLANE_ORIGIN: Coordinates = { lat: 44.7, lng: -111.5 }
/** Units per degree of latitude. */
export const UNITS_PER_DEGREE = 1000
const X_SCALE = UNITS_PER_DEGREE * Math.cos((REFERENCE_LATITUDE * Math.PI) / 180)
/** Kilometres per unit (a degree of latitude is about 111.2 km). */
export const KM_PER_UNIT = 111.2 / UNITS_PER_DEGREE

export function project({ lat, lng }: Coordinates): Point {
  return { x: (lng - PLANE_ORIGIN.lng) * X_SCALE, y: (PLANE_ORIGIN.lat - lat) * UNITS_PER_DEGREE }
}

export function unproject({ x, y }: Point): Coordinates {
  return { lat: PLANE_ORIGIN.lat - y / UNITS_PER_DEGREE, lng: PLANE_ORIGIN.lng + x / X_SCALE }
}

/** The rectangle of the plane a box of latitudes and longitudes covers. */
export function frameOf(bounds: Bounds): Frame {
  const topLeft = project({ lat: bounds.north, lng: bounds.west })
  const bottomRight = project({ lat: bounds.south, lng: bounds.east })
  return { x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y }
}

/** The box of latitudes and longitudes around some coordinates. */
export function boundsAround(points: Coordinates[]): Bounds {
  return {
    north: Math.max(...points.map((p) => p.lat)),
    south: Math.min(...points.map((p) => p.lat)),
    west: Math.min(...points.map((p) => p.lng)),
    east: Math.max(...points.map((p) => p.lng)),
  }
}

export function inBounds({ lat, lng }: Coordinates, bounds: Bounds): boolean {
  return lat <= bounds.north && lat >= bounds.south && lng >= bounds.west && lng <= bounds.east
}

/** Whether a point lies in a frame, at least `margin` units inside its edges. */
export function inFrame({ x, y }: Point, frame: Frame, margin = 0): boolean {
  return (
    x >= frame.x + margin &&
    x <= frame.x + frame.width - margin &&
    y >= frame.y + margin &&
    y <= frame.y + frame.height - margin
  )
}

/** A point's place in a frame, in percent from its left and top edges (for HTML laid over an SVG). */
export function toPercent({ x, y }: Point, frame: Frame): { left: number; top: number } {
  return {
    left: round(((x - frame.x) / frame.width) * 100, 2),
    top: round(((y - frame.y) / frame.height) * 100, 2),
  }
}

/** The frame as an SVG viewBox attribute. */
export function viewBoxOf(frame: Frame): string {
  return [frame.x, frame.y, frame.width, frame.height].map((n) => round(n, 1)).join(' ')
}

/**
 * A frame of the given aspect (width / height) centred on `center`, at least `minWidthKm` wide,
 * grown (keeping its centre) until every point of `include` is at least `paddingKm` inside it.
 */
export function frameAround(
  center: Coordinates,
  {
    minWidthKm,
    aspect,
    include = [],
    paddingKm = 0,
  }: {
    minWidthKm: number
    aspect: number
    include?: Coordinates[]
    paddingKm?: number
  },
): Frame {
  const c = project(center)
  const pad = paddingKm / KM_PER_UNIT
  let halfWidth = minWidthKm / KM_PER_UNIT / 2
  for (const point of include.map(project)) {
    halfWidth = Math.max(halfWidth, Math.abs(point.x - c.x) + pad, (Math.abs(point.y - c.y) + pad) * aspect)
  }
  const halfHeight = halfWidth / aspect
  return { x: c.x - halfWidth, y: c.y - halfHeight, width: halfWidth * 2, height: halfHeight * 2 }
}

export function round(value: number, digits: number): number {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

/** Whether coordinates are real numbers on the globe (a stored pin may be anything). */
export function isCoordinates(value: { lat: unknown; lng: unknown }): value is Coordinates {
  const { lat, lng } = value
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  )
}
