import { PMTiles, type RangeResponse, type Source } from 'pmtiles'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeValleyTiles } from '../../../scripts/make-valley-tiles'
import { coveringRange, rangeKey, tilesAround } from '../offline-copy'
import { HEADER_READ, rangeHeader, resolveTileRanges } from './offline-tiles'

// Two stops far apart in the valley: Jackson's Town Square and Afton.
const STOPS = [
  { lat: 43.4799, lng: -110.7624 },
  { lat: 42.7247, lng: -110.9318 },
]

let archive: Buffer
beforeAll(() => {
  archive = makeValleyTiles(9)
})

const slice = (offset: number, length: number) =>
  archive.buffer.slice(
    archive.byteOffset + offset,
    archive.byteOffset + Math.min(offset + length, archive.length),
  ) as ArrayBuffer

/** The pmtiles reader over the archive in memory, noting every range it reads (as the map does over HTTP). */
function recordingReader() {
  const reads = new Set<string>()
  const source: Source = {
    getKey: () => 'memory',
    getBytes: async (offset: number, length: number): Promise<RangeResponse> => {
      reads.add(rangeHeader({ offset, length }))
      return { data: slice(offset, length) }
    },
  }
  return { reader: new PMTiles(source), reads }
}

describe('the offline copy of the map', () => {
  it('keeps the tiles around each stop at every zoom, and the whole area at low zooms, within a bound', () => {
    const bounds: [number, number, number, number] = [-111.3, 42.4, -110.3, 44.2]
    const tiles = tilesAround(STOPS, { minZoom: 0, maxZoom: 14, bounds })
    const at = (z: number) => tiles.filter((t) => t.z === z)
    // Zoom 14: a 3 x 3 block around each stop, nothing between them.
    expect(at(14)).toHaveLength(18)
    // Low zooms: every tile of the area (a handful), so the map's first view is drawn.
    expect(at(0)).toEqual([{ z: 0, x: 0, y: 0 }])
    expect(at(6).length).toBeGreaterThan(1)
    // The bound leaves out the highest zooms first, never a zoom in part.
    const few = tilesAround(STOPS, { minZoom: 0, maxZoom: 14, bounds, maxTiles: 60 })
    expect(few.length).toBeLessThanOrEqual(60)
    const zooms = [...new Set(few.map((t) => t.z))]
    expect(zooms).toEqual(zooms.map((_, i) => i))
    for (const z of zooms) expect(few.filter((t) => t.z === z)).toEqual(at(z))
    expect(zooms.length).toBeLessThan(15)
  })

  it('resolves the tiles to exactly the byte ranges the map reader reads for them', async () => {
    const { reader, reads } = recordingReader()
    const header = await reader.getHeader()
    const tiles = tilesAround(STOPS, {
      minZoom: header.minZoom,
      maxZoom: header.maxZoom,
      bounds: [header.minLon, header.minLat, header.maxLon, header.maxLat],
    })
    expect(tiles.length).toBeGreaterThan(20)
    let drawn = 0
    for (const { z, x, y } of tiles) if (await reader.getZxy(z, x, y)) drawn++
    expect(drawn).toBeGreaterThan(20)

    const resolved = await resolveTileRanges(async (offset, length) => slice(offset, length), tiles)
    const ranges = [...resolved.directories, ...resolved.tiles].map(rangeHeader)
    expect(new Set(ranges)).toEqual(reads)
    expect(resolved.directories[0]).toMatchObject({ offset: 0, length: HEADER_READ })
    // Every tile's bytes lie in the archive's tile data.
    for (const range of resolved.tiles) {
      expect(range.offset).toBeGreaterThanOrEqual(resolved.header.tileDataOffset)
      expect(range.offset + range.length).toBeLessThanOrEqual(archive.length)
    }
  })

  it('refuses a file that is not a PMTiles archive', async () => {
    await expect(resolveTileRanges(async () => new ArrayBuffer(HEADER_READ), [])).rejects.toThrow(
      'not a PMTiles file',
    )
  })

  it('finds a saved range that holds the one asked for, and no other', () => {
    const path = '/tiles/valley.pmtiles'
    const keys = [
      rangeKey(path, 'bytes=0-16383'),
      rangeKey(path, 'bytes=20000-20999'),
      rangeKey('/other', 'bytes=0-99999'),
    ]
    expect(coveringRange(keys, path, 'bytes=0-16383')).toEqual({ key: keys[0], start: 0, end: 16384 })
    expect(coveringRange(keys, path, 'bytes=20100-20199')).toEqual({ key: keys[1], start: 100, end: 200 })
    expect(coveringRange(keys, path, 'bytes=20900-21000')).toBeNull()
    expect(coveringRange(keys, path, 'bytes=30000-30010')).toBeNull()
    expect(coveringRange(keys, path, 'bytes=-500')).toBeNull()
  })
})
