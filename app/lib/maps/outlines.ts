import type { MapGeography } from './geography'
import { type Point, unproject } from './projection'

/**
 * The bundled geography (counties, lakes, roads, towns) as GeoJSON in longitude and latitude, for
 * the interactive map's outline layer (served at /map/outlines.json) and for the small vector
 * tile set the tests cut from it (scripts/make-valley-tiles.ts). The outlines are stored projected
 * (SVG path data on the guide's plane, app/lib/maps/projection.ts); this undoes the projection.
 */

export type Position = [lng: number, lat: number]

export interface OutlineFeature {
  type: 'Feature'
  geometry:
    | { type: 'Polygon'; coordinates: Position[][] }
    | { type: 'MultiLineString'; coordinates: Position[][] }
    | { type: 'Point'; coordinates: Position }
  properties: {
    /** county | water | road | town: the layer it is drawn in */
    layer: 'county' | 'water' | 'road' | 'town'
    name: string
    /** roads: highway | street; towns: their rank (1 biggest) */
    kind?: string
    rank?: number
  }
}

export interface OutlineCollection {
  type: 'FeatureCollection'
  features: OutlineFeature[]
}

/** 5 decimals: about a metre, more than the outlines' own precision. */
const roundDegrees = (value: number) => Math.round(value * 1e5) / 1e5

/**
 * The rings (closed with Z) or lines of SVG path data made of absolute M, L and Z commands, as
 * lists of plane points. Other commands are not used by the bundled outlines and are refused.
 */
export function pathPoints(d: string): Point[][] {
  const parts: Point[][] = []
  let current: Point[] | null = null
  for (const [, command, args] of d.matchAll(/([A-Za-z])([^A-Za-z]*)/g)) {
    const numbers = (args ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number)
    if (command === 'Z') {
      if (current && current.length > 0) current.push({ ...current[0]! })
      current = null
      continue
    }
    if (command !== 'M' && command !== 'L') throw new Error(`Unsupported path command ${command}`)
    if (command === 'M' || !current) {
      current = []
      parts.push(current)
    }
    for (let i = 0; i + 1 < numbers.length; i += 2) current.push({ x: numbers[i]!, y: numbers[i + 1]! })
  }
  return parts.filter((part) => part.length >= 2)
}

function toPositions(points: Point[]): Position[] {
  return points.map((point) => {
    const { lat, lng } = unproject(point)
    return [roundDegrees(lng), roundDegrees(lat)]
  })
}

export function outlinesOf(geography: MapGeography): OutlineCollection {
  const features: OutlineFeature[] = []
  for (const county of geography.counties) {
    for (const ring of pathPoints(county.d)) {
      features.push({
        type: 'Feature',
        geometry: { type: 'Polygon', coordinates: [toPositions(ring)] },
        properties: { layer: 'county', name: `${county.name}, ${county.state}` },
      })
    }
  }
  for (const lake of geography.water) {
    for (const ring of pathPoints(lake.d)) {
      features.push({
        type: 'Feature',
        geometry: { type: 'Polygon', coordinates: [toPositions(ring)] },
        properties: { layer: 'water', name: lake.name },
      })
    }
  }
  for (const road of geography.roads) {
    features.push({
      type: 'Feature',
      geometry: { type: 'MultiLineString', coordinates: pathPoints(road.d).map(toPositions) },
      properties: { layer: 'road', name: road.name, kind: road.kind },
    })
  }
  for (const town of geography.towns) {
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [town.lng, town.lat] },
      properties: { layer: 'town', name: town.name, rank: town.rank },
    })
  }
  return { type: 'FeatureCollection', features }
}
