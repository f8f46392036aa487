import type { MapGeography } from './geography'
import { textWidth } from './label-layout'
import { layoutPins } from './pin-layout'
import {
  type Coordinates,
  frameAround,
  inFrame,
  isCoordinates,
  KM_PER_UNIT,
  type Point,
  project,
  round,
  viewBoxOf,
} from './projection'
import { drivePath } from './roads'

/**
 * The map of one day of a trip (issue 50 item 3), drawn on the server as one SVG image
 * (app/components/trip/trip-map.tsx; no JavaScript): the day's stops as numbered pins, numbered
 * as in the day's list, the drive between consecutive stops along the road model's towns and
 * junctions (./roads.ts: straight stretches between them, so roughly), over the county lines,
 * lakes, highways and towns of the other drawn maps. The numbered list under it is its text
 * alternative; a stop without a pin is listed as not on the map. Built in the trip loaders.
 */

/** A stop of the day as the map has it, in the day's order. */
export interface TripMapStop {
  name: string
  /** its listing's page (null when the listing is gone) */
  href: string | null
  coordinates: Coordinates | null
}

export interface TripMapLegendItem {
  number: number
  name: string
  href: string | null
  /** false: listed as "not on the map" */
  onMap: boolean
}

export interface TripMapDrawing {
  viewBox: string
  /** The width and height it is drawn at (CSS pixels; it shrinks on narrow screens). */
  width: number
  height: number
  counties: { key: string; d: string }[]
  water: { key: string; d: string }[]
  roads: { key: string; d: string }[]
  towns: { name: string; x: number; y: number; labelX: number; labelY: number; anchor: 'start' | 'end' }[]
  /** One SVG path per drive between two consecutive pinned stops. */
  route: string[]
  pins: { number: number; x: number; y: number }[]
  /** From a place to its pin, when the pin had to move aside from another. */
  leaders: { x1: number; y1: number; x2: number; y2: number }[]
  /** Sizes in the view's units. */
  fontSize: number
  pinRadius: number
  dot: number
}

export interface TripDayMap {
  day: string
  /** e.g. "Friday, December 20, 2024" */
  label: string
  /** The image's accessible name, e.g. "Map of Friday, December 20, 2024: stops 1 to 3 and the drives between them" */
  title: string
  legend: TripMapLegendItem[]
  /** null when no stop of the day has a pin */
  drawing: TripMapDrawing | null
}

export const TRIP_MAP_WIDTH_PX = 480
export const TRIP_MAP_HEIGHT_PX = 320
/** The pins' layout is worked out at the narrowest the map is drawn (a phone). */
const LAYOUT_WIDTH_PX = TRIP_MAP_WIDTH_PX
const PIN_RADIUS_PX = 13
/** A town's name: 13 px bold, 7 px from its dot. */
const FONT_PX = 13
const LABEL_GAP_PX = 7

export function buildTripDayMap({
  geography,
  day,
  label,
  stops,
  say,
}: {
  geography: MapGeography
  /** the page's language's words (issue 47); without them, English */
  say?: (
    id: 'trip.map.label' | 'trip.map.one' | 'trip.map.many' | 'trip.map.and',
    values?: Record<string, unknown>,
  ) => string
  day: string
  /** e.g. "Friday, December 20, 2024" */
  label: string
  stops: readonly TripMapStop[]
}): TripDayMap {
  const legend = stops.map((stop, index) => ({
    number: index + 1,
    name: stop.name,
    href: stop.href,
    onMap: stop.coordinates !== null,
  }))
  const pinned = stops.flatMap((stop, index) =>
    stop.coordinates ? [{ number: index + 1, coordinates: stop.coordinates }] : [],
  )
  if (pinned.length === 0)
    return {
      day,
      label,
      title: say ? say('trip.map.label', { day: label }) : `Map of ${label}`,
      legend,
      drawing: null,
    }

  const numbers = pinned.map((p) => p.number)
  const title = say
    ? pinned.length === 1
      ? say('trip.map.one', { day: label, number: numbers[0] })
      : say('trip.map.many', {
          day: label,
          numbers: say('trip.map.and', {
            list: numbers.slice(0, -1).join(', '),
            last: numbers.at(-1),
          }),
        })
    : pinned.length === 1
      ? `Map of ${label}: stop ${numbers[0]}`
      : `Map of ${label}: stops ${listText(numbers.map(String))} and the drives between them`
  // The drives: from each pinned stop to the next, over the road model.
  const legs = pinned
    .slice(1)
    .map((stop, k) => drivePath(pinned[k]!.coordinates, stop.coordinates).map(project))
  const lats = pinned.map((p) => p.coordinates.lat)
  const lngs = pinned.map((p) => p.coordinates.lng)
  const center = {
    lat: (Math.max(...lats) + Math.min(...lats)) / 2,
    lng: (Math.max(...lngs) + Math.min(...lngs)) / 2,
  }
  // Room around the pins for a pin's width: the frame is grown twice, as a pin's size in the
  // view's units grows with the frame.
  const aspect = TRIP_MAP_WIDTH_PX / TRIP_MAP_HEIGHT_PX
  const include = pinned.map((p) => p.coordinates)
  let frame = frameAround(center, { minWidthKm: 8, aspect, include, paddingKm: 1 })
  for (let pass = 0; pass < 2; pass++) {
    const pinKm = (2 * PIN_RADIUS_PX + 4) * (frame.width / LAYOUT_WIDTH_PX) * KM_PER_UNIT
    frame = frameAround(center, { minWidthKm: 8, aspect, include, paddingKm: pinKm })
  }
  const unitsPerPx = frame.width / LAYOUT_WIDTH_PX
  const toPx = (point: Point) => ({
    x: (point.x - frame.x) / unitsPerPx,
    y: (point.y - frame.y) / unitsPerPx,
  })
  const fromPx = (point: Point) => ({ x: point.x * unitsPerPx + frame.x, y: point.y * unitsPerPx + frame.y })

  const points = pinned.map((p) => project(p.coordinates))
  const placed = layoutPins(
    points.map((point) => ({ ...toPx(point), radius: PIN_RADIUS_PX })),
    { width: LAYOUT_WIDTH_PX, height: frame.height / unitsPerPx },
  )
  const at = (point: Point) => ({ x: round(point.x, 2), y: round(point.y, 2) })
  const pins = placed.map((spot, k) => ({ number: numbers[k]!, ...at(fromPx({ x: spot.px, y: spot.py })) }))
  const leaders = placed.flatMap((spot) => {
    if (!spot.moved) return []
    const from = at(fromPx({ x: spot.x, y: spot.y }))
    const to = at(fromPx({ x: spot.px, y: spot.py }))
    return [{ x1: from.x, y1: from.y, x2: to.x, y2: to.y }]
  })
  // A town's name goes right of its dot, else left, where no pin covers it; else it is left out.
  const pinCircles = placed.map((spot) => ({ x: spot.px, y: spot.py, r: PIN_RADIUS_PX + 2 }))
  const heightPx = frame.height / unitsPerPx
  const towns = geography.towns
    .filter((town) => town.rank <= 2)
    .map((town) => ({ name: town.name, point: project(town) }))
    .filter(({ point }) => inFrame(point, frame, 2 * unitsPerPx))
    .flatMap(({ name, point }) => {
      const dot = toPx(point)
      const width = textWidth(name)
      // Beside the dot, or further off when a pin sits on the town.
      const spot = [LABEL_GAP_PX, 2 * PIN_RADIUS_PX + 4]
        .flatMap((gap) => (['start', 'end'] as const).map((anchor) => ({ gap, anchor })))
        .find(({ gap, anchor }) => {
          const left = anchor === 'start' ? dot.x + gap : dot.x - gap - width
          const box = { left, right: left + width, top: dot.y - FONT_PX * 0.8, bottom: dot.y + FONT_PX * 0.4 }
          const inside =
            box.left >= 0 && box.right <= LAYOUT_WIDTH_PX && box.top >= 0 && box.bottom <= heightPx
          return inside && !pinCircles.some((circle) => boxMeetsCircle(box, circle))
        })
      if (!spot) return []
      return [
        {
          name,
          ...at(point),
          labelX: round(point.x + (spot.anchor === 'start' ? spot.gap : -spot.gap) * unitsPerPx, 2),
          labelY: round(point.y + FONT_PX * 0.35 * unitsPerPx, 2),
          anchor: spot.anchor,
        },
      ]
    })
  return {
    day,
    label,
    title,
    legend,
    drawing: {
      viewBox: viewBoxOf(frame),
      width: TRIP_MAP_WIDTH_PX,
      height: TRIP_MAP_HEIGHT_PX,
      counties: geography.counties.map((c) => ({ key: c.fips, d: c.d })),
      water: geography.water.map((lake) => ({ key: lake.name, d: lake.d })),
      roads: geography.roads.filter((r) => r.kind === 'highway').map((r) => ({ key: r.name, d: r.d })),
      towns,
      route: legs.map((leg) =>
        leg.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x, 2)} ${round(p.y, 2)}`).join(''),
      ),
      pins,
      leaders,
      fontSize: round(FONT_PX * unitsPerPx, 3),
      pinRadius: round(PIN_RADIUS_PX * unitsPerPx, 3),
      dot: round(3.5 * unitsPerPx, 3),
    },
  }
}

/**
 * Every day's map of a trip, from its planned days and its listings' facts by "kind:id" (both from
 * planTrip, app/lib/trip/plan.server.ts). A stop whose listing has no pin, or is gone, is not on
 * the map. Days with no stops have none.
 */
export function buildTripMaps(
  geography: MapGeography,
  days: readonly {
    day: string
    label: string
    stops: readonly { kind: string; listingId: string; name: string; href: string | null }[]
  }[],
  facts: ReadonlyMap<string, { lat: number | null; lng: number | null }>,
  say?: Parameters<typeof buildTripDayMap>[0]['say'],
): TripDayMap[] {
  return days
    .filter((day) => day.stops.length > 0)
    .map((day) =>
      buildTripDayMap({
        geography,
        say,
        day: day.day,
        label: day.label,
        stops: day.stops.map((stop) => ({
          name: stop.name,
          href: stop.href,
          coordinates: stop.href ? pinOf(facts.get(`${stop.kind}:${stop.listingId}`)) : null,
        })),
      }),
    )
}

function pinOf(facts: { lat: number | null; lng: number | null } | undefined): Coordinates | null {
  if (!facts) return null
  const pin = { lat: facts.lat, lng: facts.lng }
  return isCoordinates(pin) ? pin : null
}

function boxMeetsCircle(
  box: { left: number; right: number; top: number; bottom: number },
  circle: { x: number; y: number; r: number },
): boolean {
  const dx = circle.x - Math.max(box.left, Math.min(circle.x, box.right))
  const dy = circle.y - Math.max(box.top, Math.min(circle.y, box.bottom))
  return dx * dx + dy * dy < circle.r * circle.r
}

function listText(words: string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}
