import fs from 'node:fs'
import zlib from 'node:zlib'
import { PbfReader } from 'pbf'
import { checkCoordinates, type OsmElement, type OsmElementType, OsmInputError } from './element'

/**
 * The OpenStreetMap PBF format (https://wiki.openstreetmap.org/wiki/PBF_Format), read one blob at a
 * time: a 4-byte big-endian length, a BlobHeader, then a Blob (raw or zlib) holding either the
 * OSMHeader or a PrimitiveBlock of nodes (plain or dense), ways and relations. Decoded with `pbf`
 * and node's zlib; only the blob being read is in memory.
 */

const MAX_HEADER = 64 * 1024
const MAX_BLOB = 32 * 1024 * 1024
const SUPPORTED_FEATURES = new Set(['OsmSchema-V0.6', 'DenseNodes', 'HistoricalInformation'])
const MEMBER_TYPES: OsmElementType[] = ['node', 'way', 'relation']

interface BlobHeader {
  type: string
  datasize: number
}

interface Blob {
  raw?: Uint8Array
  zlib?: Uint8Array
  rawSize: number
  other?: number
}

async function readExactly(handle: fs.promises.FileHandle, length: number, position: number) {
  const buffer = Buffer.alloc(length)
  const { bytesRead } = await handle.read(buffer, 0, length, position)
  return bytesRead === length ? buffer : null
}

/** Every element of a .osm.pbf file, in order, to `onElement`. */
export async function scanPbf(file: string, onElement: (element: OsmElement) => void): Promise<void> {
  const handle = await fs.promises.open(file, 'r')
  try {
    const { size } = await handle.stat()
    let position = 0
    let blobs = 0
    while (position < size) {
      const where = `${file}: block ${blobs + 1} at byte ${position}`
      const lengthBytes = await readExactly(handle, 4, position)
      if (!lengthBytes) throw new OsmInputError(`${where}: the file is cut short`)
      const headerLength = lengthBytes.readUInt32BE(0)
      if (headerLength === 0 || headerLength > MAX_HEADER)
        throw new OsmInputError(`${where}: not a PBF block (corrupt or not an .osm.pbf file)`)
      const headerBytes = await readExactly(handle, headerLength, position + 4)
      if (!headerBytes) throw new OsmInputError(`${where}: the file is cut short`)
      const header = decode(where, () =>
        new PbfReader(headerBytes).readFields<BlobHeader>(
          (tag, h, pbf) => {
            if (tag === 1) h.type = pbf.readString()
            else if (tag === 3) h.datasize = pbf.readVarint()
          },
          { type: '', datasize: 0 },
        ),
      )
      if (header.datasize <= 0 || header.datasize > MAX_BLOB)
        throw new OsmInputError(`${where}: a block of ${header.datasize} bytes (corrupt)`)
      const blobBytes = await readExactly(handle, header.datasize, position + 4 + headerLength)
      if (!blobBytes) throw new OsmInputError(`${where}: the file is cut short`)
      position += 4 + headerLength + header.datasize
      blobs++
      if (blobs === 1 && header.type !== 'OSMHeader')
        throw new OsmInputError(`${where}: the file does not start with an OSMHeader (not an .osm.pbf file)`)
      const data = blobData(where, blobBytes)
      if (header.type === 'OSMHeader') checkHeader(where, data)
      else if (header.type === 'OSMData') readPrimitiveBlock(where, data, onElement)
      // Other block types are skipped, as the format asks.
    }
    if (blobs === 0) throw new OsmInputError(`${file} is empty`)
  } finally {
    await handle.close()
  }
}

/** Runs a decoder; a fault in the bytes becomes an OsmInputError naming where. */
function decode<T>(where: string, run: () => T): T {
  try {
    return run()
  } catch (error) {
    if (error instanceof OsmInputError) throw error
    throw new OsmInputError(
      `${where}: corrupt data (${error instanceof Error ? error.message : String(error)})`,
    )
  }
}

function blobData(where: string, bytes: Uint8Array): Uint8Array {
  const blob = decode(where, () =>
    new PbfReader(bytes).readFields<Blob>(
      (tag, b, pbf) => {
        if (tag === 1) b.raw = pbf.readBytes()
        else if (tag === 2) b.rawSize = pbf.readVarint()
        else if (tag === 3) b.zlib = pbf.readBytes()
        else if (tag >= 4) b.other = tag
      },
      { rawSize: 0 },
    ),
  )
  if (blob.raw) return blob.raw
  if (blob.zlib) {
    try {
      return zlib.inflateSync(blob.zlib, { maxOutputLength: Math.max(blob.rawSize, 1) })
    } catch (error) {
      throw new OsmInputError(
        `${where}: the compressed data is corrupt (${error instanceof Error ? error.message : String(error)})`,
      )
    }
  }
  throw new OsmInputError(`${where}: compression ${blob.other ?? 'unknown'} is not supported (only zlib)`)
}

function checkHeader(where: string, data: Uint8Array) {
  const required = decode(where, () =>
    new PbfReader(data).readFields<string[]>((tag, list, pbf) => {
      if (tag === 4) list.push(pbf.readString())
    }, []),
  )
  const unknown = required.filter((feature) => !SUPPORTED_FEATURES.has(feature))
  if (unknown.length)
    throw new OsmInputError(`${where}: needs features this reader lacks: ${unknown.join(', ')}`)
}

interface Block {
  strings: string[]
  granularity: number
  latOffset: number
  lonOffset: number
  groups: [number, number][]
}

function readPrimitiveBlock(where: string, data: Uint8Array, onElement: (element: OsmElement) => void) {
  const pbf = new PbfReader(data)
  const decoder = new TextDecoder()
  const block = decode(where, () =>
    pbf.readFields<Block>(
      (tag, b, p) => {
        if (tag === 1) {
          const end = p.readVarint() + p.pos
          p.readFields<string[]>(
            (t, list, q) => {
              if (t === 1) list.push(decoder.decode(q.readBytes()))
            },
            b.strings,
            end,
          )
        } else if (tag === 2) {
          // Groups are read once the granularity and offsets (which may follow) are known.
          const length = p.readVarint()
          b.groups.push([p.pos, p.pos + length])
          p.pos += length
        } else if (tag === 17) b.granularity = p.readVarint()
        else if (tag === 19) b.latOffset = p.readVarint(true)
        else if (tag === 20) b.lonOffset = p.readVarint(true)
      },
      { strings: [], granularity: 100, latOffset: 0, lonOffset: 0, groups: [] },
    ),
  )
  const coordinate = (offset: number, value: number) => 1e-9 * (offset + block.granularity * value)
  const tagsOf = (keys: number[], vals: number[]) => {
    const tags: Record<string, string> = {}
    keys.forEach((key, i) => (tags[block.strings[key] ?? ''] = block.strings[vals[i] ?? -1] ?? ''))
    return tags
  }
  for (const [start, end] of block.groups) {
    pbf.pos = start
    decode(where, () =>
      pbf.readFields(
        (tag, _, p) => {
          if (tag === 1) readNode(p)
          else if (tag === 2) readDense(p)
          else if (tag === 3) readWay(p)
          else if (tag === 4) readRelation(p)
        },
        null,
        end,
      ),
    )
  }

  function emitNode(id: number, lat: number, lon: number, tags: Record<string, string>) {
    const [la, lo] = [coordinate(block.latOffset, lat), coordinate(block.lonOffset, lon)]
    checkCoordinates('node', String(id), la, lo)
    onElement({ type: 'node', id: String(id), lat: la, lon: lo, tags })
  }

  function readNode(p: PbfReader) {
    const end = p.readVarint() + p.pos
    const n = p.readFields(
      (tag, m: { id: number; keys: number[]; vals: number[]; lat: number; lon: number }, q) => {
        if (tag === 1) m.id = q.readSVarint()
        else if (tag === 2) q.readPackedVarint(m.keys)
        else if (tag === 3) q.readPackedVarint(m.vals)
        else if (tag === 8) m.lat = q.readSVarint()
        else if (tag === 9) m.lon = q.readSVarint()
      },
      { id: 0, keys: [], vals: [], lat: 0, lon: 0 },
      end,
    )
    emitNode(n.id, n.lat, n.lon, tagsOf(n.keys, n.vals))
  }

  function readDense(p: PbfReader) {
    const end = p.readVarint() + p.pos
    const d = p.readFields(
      (tag, m: { ids: number[]; lats: number[]; lons: number[]; keysVals: number[] }, q) => {
        if (tag === 1) q.readPackedSVarint(m.ids)
        else if (tag === 8) q.readPackedSVarint(m.lats)
        else if (tag === 9) q.readPackedSVarint(m.lons)
        else if (tag === 10) q.readPackedVarint(m.keysVals)
      },
      { ids: [], lats: [], lons: [], keysVals: [] },
      end,
    )
    let [id, lat, lon, kv] = [0, 0, 0, 0]
    for (let i = 0; i < d.ids.length; i++) {
      id += d.ids[i] ?? 0
      lat += d.lats[i] ?? 0
      lon += d.lons[i] ?? 0
      const tags: Record<string, string> = {}
      while (kv < d.keysVals.length && d.keysVals[kv] !== 0) {
        tags[block.strings[d.keysVals[kv] ?? -1] ?? ''] = block.strings[d.keysVals[kv + 1] ?? -1] ?? ''
        kv += 2
      }
      kv++
      emitNode(id, lat, lon, tags)
    }
  }

  function readWay(p: PbfReader) {
    const end = p.readVarint() + p.pos
    const w = p.readFields(
      (tag, m: { id: number; keys: number[]; vals: number[]; refs: number[] }, q) => {
        if (tag === 1) m.id = q.readVarint()
        else if (tag === 2) q.readPackedVarint(m.keys)
        else if (tag === 3) q.readPackedVarint(m.vals)
        else if (tag === 8) q.readPackedSVarint(m.refs)
      },
      { id: 0, keys: [], vals: [], refs: [] },
      end,
    )
    let ref = 0
    const refs = w.refs.map((delta) => String((ref += delta)))
    onElement({ type: 'way', id: String(w.id), tags: tagsOf(w.keys, w.vals), refs })
  }

  function readRelation(p: PbfReader) {
    const end = p.readVarint() + p.pos
    const r = p.readFields(
      (tag, m: { id: number; keys: number[]; vals: number[]; memids: number[]; types: number[] }, q) => {
        if (tag === 1) m.id = q.readVarint()
        else if (tag === 2) q.readPackedVarint(m.keys)
        else if (tag === 3) q.readPackedVarint(m.vals)
        else if (tag === 9) q.readPackedSVarint(m.memids)
        else if (tag === 10) q.readPackedVarint(m.types)
      },
      { id: 0, keys: [], vals: [], memids: [], types: [] },
      end,
    )
    let ref = 0
    const members = r.memids.map((delta, i) => ({
      type: MEMBER_TYPES[r.types[i] ?? 0] ?? 'node',
      ref: String((ref += delta)),
    }))
    onElement({ type: 'relation', id: String(r.id), tags: tagsOf(r.keys, r.vals), members })
  }
}
