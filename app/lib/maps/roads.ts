import { distanceKm } from './distance'
import type { Coordinates } from './projection'

/**
 * The guide's one drive-time model (issue 50 item 4): the valley's roads as a small graph of
 * towns and junctions, each stretch with its road miles and a typical speed, and the shortest
 * drive between two pins over it. The directions pages and the trip planner both ask it, so the
 * guide gives one answer for "how far is Afton".
 *
 * Source: road miles from WYDOT and ITD route mileposts and the stretches' lengths on
 * OpenStreetMap; speeds are the posted limits, lowered where a stretch winds (the Snake River
 * Canyon, Teton Pass) or runs through a town. Checked November 2026. Summer-only roads (the
 * Moose-Wilson Road, Teton Park Road) are left out: the model gives the drive that works all year.
 */

export const ROAD_MODEL_SOURCE = 'WYDOT and ITD route mileposts, OpenStreetMap; checked November 2026'

export const KM_PER_MILE = 1.609344

/** A place on the road graph. */
interface RoadNode extends Coordinates {
  name: string
}

const NODES = {
  jackson: { name: 'Jackson', lat: 43.4799, lng: -110.7624 },
  y: { name: 'the Y (US-89 and WY-22)', lat: 43.4712, lng: -110.7873 },
  tetonVillageRoad: { name: 'WY-22 and WY-390', lat: 43.4944, lng: -110.8338 },
  wilson: { name: 'Wilson', lat: 43.5002, lng: -110.8752 },
  tetonVillage: { name: 'Teton Village', lat: 43.5875, lng: -110.8279 },
  victor: { name: 'Victor', lat: 43.6027, lng: -111.1114 },
  driggs: { name: 'Driggs', lat: 43.723, lng: -111.1113 },
  tetonia: { name: 'Tetonia', lat: 43.8138, lng: -111.1586 },
  alta: { name: 'Alta', lat: 43.7555, lng: -111.0383 },
  grosVentreJunction: { name: 'Gros Ventre Junction', lat: 43.5855, lng: -110.7368 },
  kelly: { name: 'Kelly', lat: 43.626, lng: -110.6173 },
  moose: { name: 'Moose', lat: 43.6566, lng: -110.7162 },
  moran: { name: 'Moran', lat: 43.8408, lng: -110.5101 },
  hobackJunction: { name: 'Hoback Junction', lat: 43.314, lng: -110.7293 },
  bondurant: { name: 'Bondurant', lat: 43.2225, lng: -110.4135 },
  alpine: { name: 'Alpine', lat: 43.1624, lng: -111.0232 },
  etna: { name: 'Etna', lat: 43.0366, lng: -111.0108 },
  freedom: { name: 'Freedom', lat: 42.9835, lng: -111.032 },
  starValleyRanch: { name: 'Star Valley Ranch', lat: 42.9722, lng: -110.9618 },
  thayne: { name: 'Thayne', lat: 42.9194, lng: -111.0019 },
  bedford: { name: 'Bedford', lat: 42.883, lng: -110.945 },
  grover: { name: 'Grover', lat: 42.8, lng: -110.924 },
  afton: { name: 'Afton', lat: 42.7258, lng: -110.9317 },
  smoot: { name: 'Smoot', lat: 42.62, lng: -110.9224 },
} satisfies Record<string, RoadNode>

type NodeId = keyof typeof NODES

/** Jackson's Town Square: where "from Jackson" is measured. */
export const TOWN_SQUARE: Coordinates = { lat: NODES.jackson.lat, lng: NODES.jackson.lng }

/** A stretch of road between two nodes: its road miles and typical speed (mph), both ways. */
interface Stretch {
  between: [NodeId, NodeId]
  road: string
  miles: number
  mph: number
}

const STRETCHES: Stretch[] = [
  { between: ['jackson', 'y'], road: 'Broadway', miles: 1.2, mph: 20 },
  { between: ['y', 'hobackJunction'], road: 'US-89', miles: 11.9, mph: 50 },
  { between: ['y', 'tetonVillageRoad'], road: 'WY-22', miles: 3.3, mph: 45 },
  { between: ['tetonVillageRoad', 'wilson'], road: 'WY-22', miles: 2.1, mph: 45 },
  { between: ['tetonVillageRoad', 'tetonVillage'], road: 'WY-390', miles: 7.1, mph: 35 },
  { between: ['wilson', 'victor'], road: 'WY-22 over Teton Pass', miles: 18.4, mph: 38 },
  { between: ['victor', 'driggs'], road: 'ID-33', miles: 8.3, mph: 55 },
  { between: ['driggs', 'tetonia'], road: 'ID-33', miles: 8.1, mph: 55 },
  { between: ['driggs', 'alta'], road: 'Ski Hill Road and WY-33', miles: 6.4, mph: 40 },
  { between: ['jackson', 'grosVentreJunction'], road: 'US-89', miles: 7.2, mph: 50 },
  { between: ['grosVentreJunction', 'kelly'], road: 'Gros Ventre Road', miles: 7.4, mph: 40 },
  { between: ['grosVentreJunction', 'moose'], road: 'US-89', miles: 5.4, mph: 55 },
  { between: ['moose', 'moran'], road: 'US-89', miles: 18.1, mph: 55 },
  { between: ['hobackJunction', 'bondurant'], road: 'US-189/191', miles: 21.6, mph: 50 },
  {
    between: ['hobackJunction', 'alpine'],
    road: 'US-26/89 through the Snake River Canyon',
    miles: 22.4,
    mph: 45,
  },
  { between: ['alpine', 'etna'], road: 'US-89', miles: 9.6, mph: 50 },
  { between: ['etna', 'freedom'], road: 'Freedom Road', miles: 4.1, mph: 45 },
  { between: ['etna', 'thayne'], road: 'US-89', miles: 9.1, mph: 50 },
  { between: ['thayne', 'starValleyRanch'], road: 'Muddy String Road', miles: 4.6, mph: 40 },
  { between: ['thayne', 'bedford'], road: 'Bedford Road', miles: 4.2, mph: 40 },
  { between: ['thayne', 'grover'], road: 'US-89', miles: 10.3, mph: 50 },
  { between: ['grover', 'afton'], road: 'US-89', miles: 5.7, mph: 45 },
  { between: ['afton', 'smoot'], road: 'US-89', miles: 7.5, mph: 55 },
]

/** From a pin to the road graph, or between two close pins: town and ranch roads. */
const LOCAL_MPH = 25
/** Local roads wind: straight-line distance times this is their length. */
const LOCAL_ROAD_FACTOR = 1.3
/** Two pins closer than this (km, straight) may be driven between without the highways. */
const LOCAL_KM = 8
/** How many of the nearest nodes a pin may join the graph at. */
const JOIN_AT = 3

export interface Drive {
  /** road miles */
  miles: number
  /** minutes at the stretches' speeds, at least 1 */
  minutes: number
  /** the highways and roads it takes, in order (a road taken again after another is named again) */
  via: string[]
}

interface Edge {
  to: NodeId | 'end'
  miles: number
  minutes: number
  road: string | null
}

const localLeg = (a: Coordinates, b: Coordinates) => {
  const miles = (distanceKm(a, b) * LOCAL_ROAD_FACTOR) / KM_PER_MILE
  return { miles, minutes: (miles / LOCAL_MPH) * 60 }
}

const GRAPH = (() => {
  const graph = new Map<NodeId, Edge[]>()
  for (const id of Object.keys(NODES) as NodeId[]) graph.set(id, [])
  for (const { between, road, miles, mph } of STRETCHES) {
    const minutes = (miles / mph) * 60
    graph.get(between[0])!.push({ to: between[1], miles, minutes, road })
    graph.get(between[1])!.push({ to: between[0], miles, minutes, road })
  }
  return graph
})()

const nearestNodes = (point: Coordinates) =>
  (Object.keys(NODES) as NodeId[])
    .map((id) => ({ id, km: distanceKm(point, NODES[id]) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, JOIN_AT)

type RouteKey = NodeId | 'start' | 'end'

/**
 * The quickest way between two pins over the road graph (Dijkstra over a few dozen nodes): each
 * pin joins the graph at one of its nearest nodes by local roads, and two close pins may also go
 * straight by local roads. Each step's key, running total and the road it came by, from the end back.
 */
function quickestRoute(from: Coordinates, to: Coordinates) {
  const best = new Map<
    RouteKey,
    { minutes: number; miles: number; previous: RouteKey | null; road: string | null }
  >()
  best.set('start', { minutes: 0, miles: 0, previous: null, road: null })
  const startEdges: Edge[] = nearestNodes(from).map(({ id }) => ({
    to: id,
    ...localLeg(from, NODES[id]),
    road: null,
  }))
  if (distanceKm(from, to) <= LOCAL_KM) startEdges.push({ to: 'end', ...localLeg(from, to), road: null })
  const endJoins = new Map(nearestNodes(to).map(({ id }) => [id, localLeg(NODES[id], to)]))
  const edgesOf = (key: RouteKey): Edge[] => {
    if (key === 'start') return startEdges
    if (key === 'end') return []
    const edges = GRAPH.get(key)!
    const join = endJoins.get(key)
    return join ? [...edges, { to: 'end', ...join, road: null }] : edges
  }
  const done = new Set<RouteKey>()
  for (;;) {
    let current: RouteKey | undefined
    for (const [key, value] of best)
      if (!done.has(key) && (current === undefined || value.minutes < best.get(current)!.minutes))
        current = key
    if (current === undefined || current === 'end') break
    done.add(current)
    const here = best.get(current)!
    for (const edge of edgesOf(current)) {
      const minutes = here.minutes + edge.minutes
      const known = best.get(edge.to)
      if (!known || minutes < known.minutes)
        best.set(edge.to, { minutes, miles: here.miles + edge.miles, previous: current, road: edge.road })
    }
  }
  const steps: { key: RouteKey; road: string | null }[] = []
  for (let key: RouteKey | null = 'end'; key; key = best.get(key)!.previous)
    steps.unshift({ key, road: best.get(key)!.road })
  return { end: best.get('end')!, steps }
}

/** The quickest drive between two pins over the road graph. */
export function driveBetween(from: Coordinates, to: Coordinates): Drive {
  const { end, steps } = quickestRoute(from, to)
  const via: string[] = []
  for (const { road } of steps) if (road && via.at(-1) !== road) via.push(road)
  return { miles: end.miles, minutes: Math.max(1, Math.round(end.minutes)), via }
}

/**
 * The line of that drive for a drawn map: the two pins and the towns and junctions between them
 * (the graph's stretches are drawn straight, so it follows the roads only roughly).
 */
export function drivePath(from: Coordinates, to: Coordinates): Coordinates[] {
  return quickestRoute(from, to).steps.map(({ key }) =>
    key === 'start' ? from : key === 'end' ? to : { lat: NODES[key].lat, lng: NODES[key].lng },
  )
}

/** "1 h 28 min", "20 min". */
export function formatDriveTime(minutes: number): string {
  if (minutes < 60) return `${minutes} min`
  const rest = minutes % 60
  return rest ? `${Math.floor(minutes / 60)} h ${rest} min` : `${Math.floor(minutes / 60)} h`
}

/** "72 mi", "6.5 mi". */
export function formatMiles(miles: number): string {
  return `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi`
}

/** "About 1 h 30 min drive, 70 mi (estimate)"; for a drive the model cannot give (no pin), says so. */
export function describeDrive(
  drive: Drive | undefined,
  say?: (id: 'trip.drive.unknown' | 'trip.drive.about', values?: Record<string, unknown>) => string,
): string {
  if (say)
    return drive
      ? say('trip.drive.about', { time: formatDriveTime(drive.minutes), miles: formatMiles(drive.miles) })
      : say('trip.drive.unknown')
  if (!drive) return 'Distance unknown (no map pin)'
  return `About ${formatDriveTime(drive.minutes)} drive, ${formatMiles(drive.miles)} (estimate)`
}
