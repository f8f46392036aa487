import type { MapGeography } from '../maps/geography'
import { type Bounds, type Coordinates, type Point, project } from '../maps/projection'

/**
 * The guide's area for the OpenStreetMap import (issue 45 item 1): inside one of the counties the
 * valley map outlines (app/content/valley-map.ts, stored projected: a pin is projected the same way
 * and tested against each outline), or inside a box given as `--bbox west,south,east,north`.
 */

export type Area = { bbox: Bounds } | { outlines: Point[][]; bounds: Bounds }

/** The rings of an outline path ("M x yL x y … Z", several rings allowed). */
export function ringsOfPath(d: string): Point[][] {
  const rings: Point[][] = []
  for (const match of d.matchAll(/([MLZ])\s*(-?[\d.]+)?[\s,]*(-?[\d.]+)?/gi)) {
    const [, command = '', x, y] = match
    if (command.toUpperCase() === 'M') rings.push([])
    if (x !== undefined && y !== undefined) rings.at(-1)?.push({ x: Number(x), y: Number(y) })
  }
  return rings.filter((ring) => ring.length >= 3)
}

/** Even-odd point in polygon. */
function inRing(point: Point, ring: Point[]): boolean {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [a, b] = [ring[i]!, ring[j]!]
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x)
      inside = !inside
  }
  return inside
}

/** The counties of the valley map as an area. */
export function countiesArea(geography: MapGeography): Area {
  const boxes = geography.counties.map((county) => county.bounds)
  return {
    outlines: geography.counties.flatMap((county) => ringsOfPath(county.d)),
    bounds: {
      north: Math.max(...boxes.map((b) => b.north)),
      south: Math.min(...boxes.map((b) => b.south)),
      west: Math.min(...boxes.map((b) => b.west)),
      east: Math.max(...boxes.map((b) => b.east)),
    },
  }
}

/** "w,s,e,n" as a box; a message for anything else. */
export function parseBbox(text: string): { bbox: Bounds } | { error: string } {
  const parts = text.split(',').map((part) => Number(part.trim()))
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n)))
    return { error: '--bbox takes four numbers: west,south,east,north (degrees)' }
  const [west, south, east, north] = parts as [number, number, number, number]
  if (
    south >= north ||
    west >= east ||
    Math.abs(south) > 90 ||
    Math.abs(north) > 90 ||
    Math.abs(west) > 180 ||
    Math.abs(east) > 180
  )
    return { error: `--bbox ${text}: west must be less than east and south less than north, within ±180/±90` }
  return { bbox: { west, south, east, north } }
}

function inBounds({ lat, lng }: Coordinates, b: Bounds) {
  return lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east
}

/** Whether a pin lies in the area. */
export function inArea(pin: Coordinates, area: Area): boolean {
  if ('bbox' in area) return inBounds(pin, area.bbox)
  if (!inBounds(pin, area.bounds)) return false
  const point = project(pin)
  return area.outlines.some((ring) => inRing(point, ring))
}
