// Writes a small PMTiles archive of vector tiles cut from the guide's bundled geography (the
// county outlines, lakes, roads and towns of app/content/valley-map.ts): the tile set the tests
// serve as MAP_TILES, and a stand-in for a real regional extract (README "Maps").
//
//   npx tsx scripts/make-valley-tiles.ts data/valley.pmtiles [max zoom, default 10]
//
// The layers are named as in the Protomaps basemap (earth, water, roads, boundaries, places), so
// the interactive map draws this file and a real extract cut from a Protomaps build alike.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { GeoJSONVT } from '@maplibre/geojson-vt'
import { fromGeojsonVt } from '@maplibre/vt-pbf'
import { zxyToTileId } from 'pmtiles'
import { VALLEY_GEOGRAPHY } from '../app/content/valley-map'
import { type OutlineFeature, outlinesOf } from '../app/lib/maps/outlines'

export interface Tile {
  z: number
  x: number
  y: number
  data: Uint8Array
}

export interface ArchiveInfo {
  minZoom: number
  maxZoom: number
  /** [west, south, east, north] */
  bounds: [number, number, number, number]
  center: [lng: number, lat: number, zoom: number]
  metadata: Record<string, unknown>
}

function varints(values: number[]): number[] {
  const bytes: number[] = []
  for (let value of values) {
    while (value >= 0x80) {
      bytes.push((value % 0x80) | 0x80)
      value = Math.floor(value / 0x80)
    }
    bytes.push(value)
  }
  return bytes
}

/**
 * A PMTiles version 3 archive (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md):
 * the 127-byte header, one root directory (no leaf directories: fine for a few thousand tiles),
 * the JSON metadata, then the tiles in tile-id order. Nothing is compressed.
 */
export function writePmtiles(tiles: Tile[], info: ArchiveInfo): Buffer {
  const sorted = tiles
    .map((tile) => ({ id: zxyToTileId(tile.z, tile.x, tile.y), data: tile.data }))
    .sort((a, b) => a.id - b.id)
  const entries: { id: number; offset: number; length: number }[] = []
  let offset = 0
  for (const tile of sorted) {
    entries.push({ id: tile.id, offset, length: tile.data.length })
    offset += tile.data.length
  }
  // Directory: count, tile-id deltas, run lengths, lengths, then offsets (0: right after the last).
  const directory = Buffer.from(
    varints([
      entries.length,
      ...entries.map((entry, i) => entry.id - (i > 0 ? entries[i - 1]!.id : 0)),
      ...entries.map(() => 1),
      ...entries.map((entry) => entry.length),
      ...entries.map((entry, i) =>
        i > 0 && entry.offset === entries[i - 1]!.offset + entries[i - 1]!.length ? 0 : entry.offset + 1,
      ),
    ]),
  )
  const metadata = Buffer.from(JSON.stringify(info.metadata))
  const header = Buffer.alloc(127)
  const rootOffset = 127
  const metadataOffset = rootOffset + directory.length
  const dataOffset = metadataOffset + metadata.length
  header.write('PMTiles', 0, 'latin1')
  header.writeUInt8(3, 7)
  header.writeBigUInt64LE(BigInt(rootOffset), 8)
  header.writeBigUInt64LE(BigInt(directory.length), 16)
  header.writeBigUInt64LE(BigInt(metadataOffset), 24)
  header.writeBigUInt64LE(BigInt(metadata.length), 32)
  header.writeBigUInt64LE(BigInt(dataOffset), 40) // no leaf directories: an empty section
  header.writeBigUInt64LE(0n, 48)
  header.writeBigUInt64LE(BigInt(dataOffset), 56)
  header.writeBigUInt64LE(BigInt(offset), 64)
  header.writeBigUInt64LE(BigInt(entries.length), 72) // addressed tiles
  header.writeBigUInt64LE(BigInt(entries.length), 80) // tile entries
  header.writeBigUInt64LE(BigInt(entries.length), 88) // tile contents
  header.writeUInt8(1, 96) // clustered: tiles are in tile-id order
  header.writeUInt8(1, 97) // internal compression: none
  header.writeUInt8(1, 98) // tile compression: none
  header.writeUInt8(1, 99) // tile type: Mapbox Vector Tile
  header.writeUInt8(info.minZoom, 100)
  header.writeUInt8(info.maxZoom, 101)
  const e7 = (degrees: number) => Math.round(degrees * 1e7)
  header.writeInt32LE(e7(info.bounds[0]), 102)
  header.writeInt32LE(e7(info.bounds[1]), 106)
  header.writeInt32LE(e7(info.bounds[2]), 110)
  header.writeInt32LE(e7(info.bounds[3]), 114)
  header.writeUInt8(info.center[2], 118)
  header.writeInt32LE(e7(info.center[0]), 119)
  header.writeInt32LE(e7(info.center[1]), 123)
  return Buffer.concat([header, directory, metadata, ...sorted.map((tile) => Buffer.from(tile.data))])
}

const LAYERS: Record<OutlineFeature['properties']['layer'], string> = {
  county: 'boundaries',
  water: 'water',
  road: 'roads',
  town: 'places',
}

/** The three counties' box, with a margin: tiles are cut only here. */
const BOUNDS: [number, number, number, number] = [-111.7, 41.5, -109.9, 44.8]

function tileRange(z: number): { x: [number, number]; y: [number, number] } {
  const n = 2 ** z
  const x = (lng: number) => Math.floor(((lng + 180) / 360) * n)
  const y = (lat: number) => {
    const rad = (lat * Math.PI) / 180
    return Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n)
  }
  return { x: [x(BOUNDS[0]), x(BOUNDS[2])], y: [y(BOUNDS[3]), y(BOUNDS[1])] }
}

/** Every tile of the bundled geography from zoom 0 to `maxZoom`, as a PMTiles archive. */
export function makeValleyTiles(maxZoom = 10): Buffer {
  const outlines = outlinesOf(VALLEY_GEOGRAPHY)
  const byLayer = new Map<string, OutlineFeature[]>()
  for (const feature of outlines.features) {
    const layer = LAYERS[feature.properties.layer]
    byLayer.set(layer, [...(byLayer.get(layer) ?? []), feature])
  }
  // The land: one rectangle under everything, like the basemap's earth layer.
  const [west, south, east, north] = BOUNDS
  byLayer.set('earth', [
    {
      type: 'Feature',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [west, south],
            [east, south],
            [east, north],
            [west, north],
            [west, south],
          ],
        ],
      },
      properties: { layer: 'county', name: 'land' },
    },
  ])
  const indexes = [...byLayer].map(
    ([name, features]) =>
      [
        name,
        new GeoJSONVT({ type: 'FeatureCollection', features } as never, { maxZoom, indexMaxZoom: maxZoom }),
      ] as const,
  )
  const tiles: Tile[] = []
  for (let z = 0; z <= maxZoom; z++) {
    const range = tileRange(z)
    for (let x = range.x[0]; x <= range.x[1]; x++) {
      for (let y = range.y[0]; y <= range.y[1]; y++) {
        const layers: Record<string, NonNullable<ReturnType<(typeof indexes)[number][1]['getTile']>>> = {}
        for (const [name, index] of indexes) {
          const tile = index.getTile(z, x, y)
          if (tile && tile.features.length > 0) layers[name] = tile
        }
        if (Object.keys(layers).length > 0)
          tiles.push({ z, x, y, data: fromGeojsonVt(layers, { version: 2, extent: 4096 }) })
      }
    }
  }
  return writePmtiles(tiles, {
    minZoom: 0,
    maxZoom,
    bounds: BOUNDS,
    center: [-110.7624, 43.4799, 8],
    metadata: {
      name: 'Wyoming Navigator valley outlines',
      attribution: 'U.S. Census Bureau (public domain); roads approximate',
      vector_layers: ['earth', ...Object.values(LAYERS)].map((id) => ({ id, fields: {} })),
    },
  })
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [file, zoom] = process.argv.slice(2)
  if (!file) {
    console.error('Usage: npx tsx scripts/make-valley-tiles.ts <archive.pmtiles> [max zoom]')
    process.exit(1)
  }
  const archive = makeValleyTiles(zoom ? Number(zoom) : undefined)
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  fs.writeFileSync(file, archive)
  console.log(`Wrote ${file} (${Math.round(archive.length / 1024)} KB)`)
}
