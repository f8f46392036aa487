import { VectorTile } from '@mapbox/vector-tile'
import { PbfReader } from 'pbf'
import { PMTiles, type RangeResponse, type Source } from 'pmtiles'
import { describe, expect, it } from 'vitest'
import { makeValleyTiles, writePmtiles } from './make-valley-tiles'

/** A PMTiles source over bytes in memory, as the map reads a file over HTTP ranges. */
function memorySource(bytes: Buffer): Source {
  return {
    getKey: () => 'memory',
    getBytes: async (offset: number, length: number): Promise<RangeResponse> => ({
      data: bytes.buffer.slice(bytes.byteOffset + offset, bytes.byteOffset + offset + length) as ArrayBuffer,
    }),
  }
}

describe('writePmtiles', () => {
  it('writes an archive the PMTiles reader opens, tile by tile', async () => {
    const tiles = [
      { z: 0, x: 0, y: 0, data: new Uint8Array([1, 2, 3]) },
      { z: 1, x: 1, y: 0, data: new Uint8Array([4, 5]) },
      { z: 1, x: 0, y: 1, data: new Uint8Array([6]) },
    ]
    const archive = new PMTiles(
      memorySource(
        writePmtiles(tiles, {
          minZoom: 0,
          maxZoom: 1,
          bounds: [-111, 42, -110, 44],
          center: [-110.5, 43, 1],
          metadata: { name: 'test' },
        }),
      ),
    )
    const header = await archive.getHeader()
    expect(header).toMatchObject({
      specVersion: 3,
      minZoom: 0,
      maxZoom: 1,
      numAddressedTiles: 3,
      tileType: 1,
    })
    expect(header.minLon).toBeCloseTo(-111)
    expect(header.maxLat).toBeCloseTo(44)
    for (const tile of tiles) {
      const found = await archive.getZxy(tile.z, tile.x, tile.y)
      expect(new Uint8Array(found!.data)).toEqual(tile.data)
    }
    expect(await archive.getZxy(1, 1, 1)).toBeUndefined()
    expect(await archive.getMetadata()).toEqual({ name: 'test' })
  })
})

describe('makeValleyTiles', () => {
  it('cuts vector tiles of the valley with the basemap layer names', async () => {
    const archive = new PMTiles(memorySource(makeValleyTiles(8)))
    const header = await archive.getHeader()
    expect(header.maxZoom).toBe(8)
    // The zoom-8 tile over Jackson (43.48 N, 110.76 W) has the land, the roads and the town.
    const tile = await archive.getZxy(8, 49, 93)
    expect(tile).toBeDefined()
    const layers = new VectorTile(new PbfReader(new Uint8Array(tile!.data))).layers
    expect(Object.keys(layers)).toEqual(expect.arrayContaining(['earth', 'roads', 'places', 'boundaries']))
    const places = layers.places!
    const names = Array.from({ length: places.length }, (_, i) => places.feature(i).properties.name)
    expect(names).toContain('Jackson')
  })
})
