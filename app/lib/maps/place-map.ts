import { distanceKm, nearest } from './distance'
import type { MapGeography } from './geography'
import type { Words } from '../i18n/messages'
import { type Coordinates, frameAround, inFrame, type Point, project, round, viewBoxOf } from './projection'

/**
 * The small static map of one place on its detail page (app/components/maps/place-map.tsx draws
 * it: plain SVG, no JavaScript): about 30 km of the valley around the place, widened to take in
 * its nearest town, with the county lines, the towns and the place's pin. Built in the loader.
 */

export interface PlaceMapData {
  /** The text alternative, e.g. "Map: Elk Antler Grill, in Jackson". */
  title: string
  /** e.g. "In Jackson, Teton County, Wyoming" */
  caption: string
  viewBox: string
  /** The width and height the SVG is drawn at (CSS pixels; it shrinks on narrow screens). */
  width: number
  height: number
  counties: { key: string; d: string }[]
  water: { key: string; d: string }[]
  /** The highways, traced by hand: approximate. */
  roads: { key: string; d: string }[]
  towns: { name: string; x: number; y: number; labelX: number; labelY: number; anchor: 'start' | 'end' }[]
  pin: { x: number; y: number }
  /** Sizes in the view's units: label font, town dot radius, pin radius. */
  fontSize: number
  dot: number
  pinRadius: number
}

const WIDTH_PX = 320
const HEIGHT_PX = 200
const STATE_NAMES: Record<string, string> = { WY: 'Wyoming', ID: 'Idaho' }

export function buildPlaceMap({
  geography,
  name,
  coordinates,
  town,
  words,
}: {
  geography: MapGeography
  name: string
  coordinates: Coordinates
  town?: string | null
  /** the page's language's words (English without) */
  words?: Words
}): PlaceMapData {
  const closest = nearest(coordinates, geography.towns)
  const frame = frameAround(coordinates, {
    minWidthKm: 30,
    aspect: WIDTH_PX / HEIGHT_PX,
    include: closest ? [closest] : [],
    paddingKm: 4,
  })
  const unitsPerPx = frame.width / WIDTH_PX
  const pin = project(coordinates)
  // The towns on it: the main ones, and always the nearest.
  const towns = geography.towns
    .filter((t) => t.rank <= 2 || t === closest)
    .map((t) => ({ town: t, point: project(t) }))
    .filter(({ point }) => inFrame(point, frame, 2 * unitsPerPx))
    .map(({ town: t, point }) => {
      const right = point.x < frame.x + frame.width * 0.62
      // A label beside the pin starts clear of it.
      const offset = distanceKm(t, coordinates) < 1.5 ? 13 : 7
      return {
        name: t.name,
        x: round(point.x, 1),
        y: round(point.y, 1),
        labelX: round(point.x + (right ? offset : -offset) * unitsPerPx, 1),
        labelY: round(point.y + 4 * unitsPerPx, 1),
        anchor: right ? ('start' as const) : ('end' as const),
      }
    })
  const say = words?.say
  const placeTown = town?.trim() || closest?.name || (say ? say('listing.placeMap.valley') : 'the valley')
  const county = geography.counties.find((c) => insidePath(pin, c.d))
  const state = county && (STATE_NAMES[county.state] ?? county.state)
  return {
    title: say ? say('listing.placeMap.title', { name, town: placeTown }) : `Map: ${name}, in ${placeTown}`,
    caption: say
      ? county
        ? say('listing.placeMap.caption', { town: placeTown, county: county.name, state })
        : say('listing.placeMap.town', { town: placeTown })
      : county
        ? `In ${placeTown}, ${county.name}, ${state}`
        : `In ${placeTown}`,
    viewBox: viewBoxOf(frame),
    width: WIDTH_PX,
    height: HEIGHT_PX,
    counties: geography.counties.map((c) => ({ key: c.fips, d: c.d })),
    water: geography.water.map((lake) => ({ key: lake.name, d: lake.d })),
    roads: geography.roads.filter((r) => r.kind === 'highway').map((r) => ({ key: r.name, d: r.d })),
    towns,
    pin: { x: round(pin.x, 1), y: round(pin.y, 1) },
    fontSize: round(13 * unitsPerPx, 2),
    dot: round(3.5 * unitsPerPx, 2),
    pinRadius: round(11 * unitsPerPx, 2),
  }
}

/** The rings of SVG path data made of M, L and Z commands (what the outlines are written in). */
export function pathRings(d: string): Point[][] {
  return d
    .split('M')
    .filter(Boolean)
    .map((ring) =>
      ring
        .replace(/Z/g, '')
        .split('L')
        .map((pair) => {
          const [x, y] = pair.trim().split(/\s+/).map(Number)
          return { x: x!, y: y! }
        }),
    )
}

/** Whether a point is inside a path's outline (even-odd rule over its rings). */
export function insidePath(point: Point, d: string): boolean {
  let inside = false
  for (const ring of pathRings(d)) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[i]!
      const b = ring[j]!
      if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) {
        inside = !inside
      }
    }
  }
  return inside
}

/** A listing's small map, or null while it has no pin. */
export function placeMapOf(
  geography: MapGeography,
  name: string,
  place: { coordinates?: Coordinates | null; town?: string | null },
  words?: Words,
): PlaceMapData | null {
  return place.coordinates
    ? buildPlaceMap({ geography, name, coordinates: place.coordinates, town: place.town, words })
    : null
}
