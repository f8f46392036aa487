// Writes app/content/valley-map.ts: the outlines of Teton County (Wyoming), Lincoln County
// (Wyoming) and Teton County (Idaho), projected to the guide's map plane and simplified, and the
// towns. Run once by hand, not at build time; the generated file is committed.
//
// The outlines come from the public-domain U.S. Census Bureau cartographic boundaries (2017) as
// redistributed by the `us-atlas` package (counties-10m.json, ISC licence), read with
// `topojson-client`. Neither is a dependency of the app: fetch their tarballs without installing
// them, then run this script with their folders:
//
//   cd /tmp && npm pack us-atlas@3 topojson-client@3
//   mkdir -p us-atlas topojson-client
//   tar xzf us-atlas-3.0.1.tgz -C us-atlas && tar xzf topojson-client-3.1.0.tgz -C topojson-client
//   cd - && npx tsx scripts/make-valley-map.ts /tmp/us-atlas/package /tmp/topojson-client/package
//
// The towns are written below by hand (their centres, rounded to about 100 m). So are the main
// roads, Jackson's central streets and the two big lakes: traced by hand from general knowledge of
// the valley, APPROXIMATE (good to a few hundred metres on the valley's scale), there to help a
// visitor find their way on the map, not to navigate by; the maps say so.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { County, Road, Town, Water } from '../app/lib/maps/geography'
import { type Coordinates, type Point, project, round } from '../app/lib/maps/projection'

const [atlasDir, topojsonDir] = process.argv.slice(2)
if (!atlasDir || !topojsonDir) {
  console.error('Usage: npx tsx scripts/make-valley-map.ts <us-atlas folder> <topojson-client folder>')
  process.exit(1)
}

/** Douglas-Peucker tolerance in map units (1 unit is about 111 m): drops points closer than this. */
const TOLERANCE = 0.5

const COUNTIES: { fips: string; name: string; state: string; labelAt: Coordinates }[] = [
  { fips: '56039', name: 'Teton County', state: 'WY', labelAt: { lat: 43.72, lng: -110.3 } },
  { fips: '56023', name: 'Lincoln County', state: 'WY', labelAt: { lat: 42.66, lng: -110.36 } },
  { fips: '16081', name: 'Teton County', state: 'ID', labelAt: { lat: 43.88, lng: -111.27 } },
]

const TOWNS: Town[] = [
  { name: 'Jackson', state: 'WY', rank: 1, lat: 43.4799, lng: -110.7624 },
  { name: 'Wilson', state: 'WY', rank: 2, lat: 43.5002, lng: -110.8752 },
  { name: 'Teton Village', state: 'WY', rank: 2, lat: 43.5875, lng: -110.8279 },
  { name: 'Moose', state: 'WY', rank: 2, lat: 43.6566, lng: -110.7162 },
  { name: 'Kelly', state: 'WY', rank: 3, lat: 43.626, lng: -110.6173 },
  { name: 'Moran', state: 'WY', rank: 2, lat: 43.8408, lng: -110.5101 },
  { name: 'Hoback Junction', state: 'WY', rank: 3, lat: 43.314, lng: -110.7293 },
  { name: 'Alta', state: 'WY', rank: 3, lat: 43.7555, lng: -111.0383 },
  { name: 'Driggs', state: 'ID', rank: 2, lat: 43.723, lng: -111.1113 },
  { name: 'Victor', state: 'ID', rank: 2, lat: 43.6027, lng: -111.1114 },
  { name: 'Tetonia', state: 'ID', rank: 3, lat: 43.8138, lng: -111.1586 },
  { name: 'Alpine', state: 'WY', rank: 2, lat: 43.1624, lng: -111.0232 },
  { name: 'Etna', state: 'WY', rank: 3, lat: 43.0366, lng: -111.0108 },
  { name: 'Freedom', state: 'WY', rank: 3, lat: 42.9835, lng: -111.032 },
  { name: 'Star Valley Ranch', state: 'WY', rank: 3, lat: 42.9722, lng: -110.9618 },
  { name: 'Thayne', state: 'WY', rank: 2, lat: 42.9194, lng: -111.0019 },
  { name: 'Bedford', state: 'WY', rank: 3, lat: 42.883, lng: -110.945 },
  { name: 'Grover', state: 'WY', rank: 3, lat: 42.8, lng: -110.924 },
  { name: 'Afton', state: 'WY', rank: 1, lat: 42.7258, lng: -110.9317 },
  { name: 'Smoot', state: 'WY', rank: 3, lat: 42.62, lng: -110.9224 },
]

/** [longitude, latitude] pairs. */
type Line = [number, number][]

const ROADS: { name: string; kind: 'highway' | 'street'; line: Line }[] = [
  {
    name: 'US-89 south of Jackson',
    kind: 'highway',
    line: [
      [-110.788, 43.4755],
      [-110.7775, 43.45],
      [-110.77, 43.42],
      [-110.756, 43.385],
      [-110.742, 43.35],
      [-110.7293, 43.314],
      [-110.76, 43.298],
      [-110.81, 43.27],
      [-110.86, 43.245],
      [-110.91, 43.22],
      [-110.96, 43.195],
      [-111.0, 43.175],
      [-111.0232, 43.1624],
      [-111.02, 43.12],
      [-111.01, 43.07],
      [-111.0108, 43.0366],
      [-111.006, 42.98],
      [-111.0019, 42.9194],
      [-110.98, 42.88],
      [-110.945, 42.84],
      [-110.924, 42.8],
      [-110.93, 42.76],
      [-110.9317, 42.7258],
      [-110.927, 42.67],
      [-110.9224, 42.62],
      [-110.91, 42.54],
    ],
  },
  {
    name: 'US-189/191 up the Hoback',
    kind: 'highway',
    line: [
      [-110.7293, 43.314],
      [-110.68, 43.3],
      [-110.61, 43.28],
      [-110.55, 43.25],
      [-110.47, 43.2],
      [-110.4, 43.15],
    ],
  },
  {
    name: 'US-26/89/191 north of Jackson',
    kind: 'highway',
    line: [
      [-110.7631, 43.4802],
      [-110.7597, 43.4883],
      [-110.757, 43.5],
      [-110.748, 43.53],
      [-110.743, 43.556],
      [-110.73, 43.61],
      [-110.7178, 43.6535],
      [-110.69, 43.69],
      [-110.655, 43.73],
      [-110.6, 43.78],
      [-110.54, 43.82],
      [-110.507, 43.8425],
      [-110.44, 43.838],
      [-110.35, 43.82],
      [-110.25, 43.79],
      [-110.15, 43.77],
      [-110.06, 43.755],
    ],
  },
  {
    name: 'US-89/191 to Yellowstone',
    kind: 'highway',
    line: [
      [-110.507, 43.8425],
      [-110.545, 43.868],
      [-110.58, 43.875],
      [-110.615, 43.93],
      [-110.66, 44.0],
    ],
  },
  {
    name: 'WY-22 and Teton Pass',
    kind: 'highway',
    line: [
      [-110.7631, 43.4793],
      [-110.77, 43.4793],
      [-110.774, 43.4782],
      [-110.788, 43.4755],
      [-110.81, 43.482],
      [-110.845, 43.496],
      [-110.8752, 43.5002],
      [-110.91, 43.5],
      [-110.954, 43.4975],
      [-110.99, 43.505],
      [-111.03, 43.53],
      [-111.07, 43.57],
      [-111.1114, 43.6027],
    ],
  },
  {
    name: 'ID-33 through Teton Valley',
    kind: 'highway',
    line: [
      [-111.1114, 43.6027],
      [-111.1113, 43.723],
      [-111.135, 43.77],
      [-111.1586, 43.8138],
      [-111.25, 43.84],
      [-111.4, 43.85],
    ],
  },
  {
    name: 'Moose-Wilson Road',
    kind: 'highway',
    line: [
      [-110.845, 43.499],
      [-110.84, 43.53],
      [-110.83, 43.56],
      [-110.8279, 43.5875],
      [-110.815, 43.61],
      [-110.78, 43.63],
      [-110.745, 43.645],
      [-110.7162, 43.6566],
    ],
  },
  {
    name: 'Teton Park Road',
    kind: 'highway',
    line: [
      [-110.7178, 43.6535],
      [-110.725, 43.68],
      [-110.733, 43.693],
      [-110.725, 43.735],
      [-110.71, 43.78],
      [-110.67, 43.82],
      [-110.62, 43.845],
      [-110.58, 43.875],
    ],
  },
  {
    name: 'Gros Ventre Road to Kelly',
    kind: 'highway',
    line: [
      [-110.743, 43.556],
      [-110.7, 43.58],
      [-110.66, 43.6],
      [-110.6173, 43.626],
    ],
  },
  {
    name: 'East Broadway',
    kind: 'street',
    line: [
      [-110.7617, 43.4793],
      [-110.756, 43.4794],
      [-110.751, 43.4805],
      [-110.747, 43.481],
    ],
  },
  {
    name: 'Cache Street',
    kind: 'street',
    line: [
      [-110.7631, 43.4793],
      [-110.7628, 43.4744],
      [-110.7626, 43.473],
    ],
  },
  {
    name: 'Snow King Avenue',
    kind: 'street',
    line: [
      [-110.7715, 43.474],
      [-110.7628, 43.4744],
      [-110.754, 43.4744],
    ],
  },
  {
    name: 'Glenwood Street',
    kind: 'street',
    line: [
      [-110.7644, 43.4815],
      [-110.7644, 43.4745],
    ],
  },
  {
    name: 'Deloney Avenue',
    kind: 'street',
    line: [
      [-110.7655, 43.4802],
      [-110.7575, 43.4802],
    ],
  },
]

const WATER: { name: string; ring: Line }[] = [
  {
    name: 'Jackson Lake',
    ring: [
      [-110.588, 43.857],
      [-110.64, 43.865],
      [-110.7, 43.875],
      [-110.735, 43.905],
      [-110.745, 43.95],
      [-110.73, 44.0],
      [-110.66, 44.0],
      [-110.62, 43.955],
      [-110.6, 43.9],
      [-110.575, 43.87],
    ],
  },
  {
    name: 'Palisades Reservoir',
    ring: [
      [-111.02, 43.17],
      [-111.06, 43.2],
      [-111.11, 43.25],
      [-111.17, 43.3],
      [-111.21, 43.335],
      [-111.2, 43.305],
      [-111.14, 43.245],
      [-111.09, 43.195],
      [-111.04, 43.16],
    ],
  },
]

type Ring = [number, number][]
interface Feature {
  id: string
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] }
}

const require = createRequire(import.meta.url)
const topojson = require(path.resolve(topojsonDir, 'dist/topojson-client.js')) as {
  feature: (topology: unknown, object: unknown) => { features: Feature[] }
}
const atlas = JSON.parse(fs.readFileSync(path.resolve(atlasDir, 'counties-10m.json'), 'utf8'))
const version = JSON.parse(fs.readFileSync(path.resolve(atlasDir, 'package.json'), 'utf8')).version
const features = topojson.feature(atlas, atlas.objects.counties).features

/** Douglas-Peucker on a closed ring of projected points. */
function simplify(points: Point[], tolerance: number): Point[] {
  if (points.length <= 4) return points
  const keep = new Array<boolean>(points.length).fill(false)
  keep[0] = keep[points.length - 1] = true
  const stack: [number, number][] = [[0, points.length - 1]]
  while (stack.length > 0) {
    const [first, last] = stack.pop()!
    const a = points[first]!
    const b = points[last]!
    let farthest = -1
    let farthestDistance = tolerance
    for (let i = first + 1; i < last; i++) {
      const distance = distanceToSegment(points[i]!, a, b)
      if (distance > farthestDistance) {
        farthest = i
        farthestDistance = distance
      }
    }
    if (farthest >= 0) {
      keep[farthest] = true
      stack.push([first, farthest], [farthest, last])
    }
  }
  return points.filter((_, i) => keep[i])
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x
  const dy = b.y - a.y
  const length = dx * dx + dy * dy
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length))
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy))
}

function pathData(rings: Ring[]): { d: string; points: number } {
  let points = 0
  const parts = rings.map((ring) => {
    const projected = simplify(
      ring.map(([lng, lat]) => project({ lat, lng })),
      TOLERANCE,
    )
    // The ring is closed (its last point repeats the first): Z closes it instead.
    const open = projected.slice(0, -1)
    points += open.length
    return `M${open.map((p) => `${round(p.x, 1)} ${round(p.y, 1)}`).join('L')}Z`
  })
  return { d: parts.join(''), points }
}

const counties: County[] = COUNTIES.map((county) => {
  const feature = features.find((f) => f.id === county.fips)
  if (!feature) throw new Error(`county ${county.fips} is not in ${atlasDir}`)
  const polygons =
    feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates
  const rings = polygons.flat()
  const all = rings.flat()
  const { d, points } = pathData(rings)
  console.log(`${county.name}, ${county.state} (${county.fips}): ${all.length} points in, ${points} out`)
  return {
    ...county,
    bounds: {
      north: round(Math.max(...all.map(([, lat]) => lat)), 4),
      south: round(Math.min(...all.map(([, lat]) => lat)), 4),
      west: round(Math.min(...all.map(([lng]) => lng)), 4),
      east: round(Math.max(...all.map(([lng]) => lng)), 4),
    },
    d,
  }
})

const lineData = (line: Line) =>
  `M${line
    .map(([lng, lat]) => project({ lat, lng }))
    .map((p) => `${round(p.x, 1)} ${round(p.y, 1)}`)
    .join('L')}`
const roads: Road[] = ROADS.map((road) => ({ name: road.name, kind: road.kind, d: lineData(road.line) }))
const water: Water[] = WATER.map((lake) => ({ name: lake.name, d: `${lineData(lake.ring)}Z` }))

const out = path.resolve(import.meta.dirname, '../app/content/valley-map.ts')
const source = `// Generated by scripts/make-valley-map.ts (see its header to re-run it); do not edit by hand.
// County outlines: U.S. Census Bureau cartographic boundaries 2017 (public domain), from us-atlas
// ${version} counties-10m.json, projected with app/lib/maps/projection.ts and simplified
// (Douglas-Peucker, ${TOLERANCE} units). Towns: their centres, written in the script. Roads,
// streets and lakes: traced by hand in the script, approximate.
import type { MapGeography } from '~/lib/maps/geography'

export const VALLEY_GEOGRAPHY: MapGeography = ${JSON.stringify({ counties, towns: TOWNS, roads, water }, null, 2)}
`
fs.writeFileSync(out, source)
console.log(`wrote ${path.relative(process.cwd(), out)} (${source.length} bytes)`)
