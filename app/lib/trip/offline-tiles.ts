import { bytesToHeader, findTile, readVarint, type Header, zxyToTileId } from 'pmtiles'
import type { TileZxy } from '../offline-copy'

/**
 * Resolves map tiles to the byte ranges of a PMTiles archive (spec v3) that the map reads to draw
 * them, the way the `pmtiles` reader does: the header and root directory (one 16 KiB read from
 * the start), the leaf directories on the way, and each tile's own bytes. Reading the header and
 * directories costs a few kilobytes; the tiles themselves are only located, not read, so the size
 * of the offline copy is known before it is saved.
 */

/** One HTTP range read of the archive: start and length in bytes (`bytes=start-(start+length-1)`). */
export interface ByteRange {
  offset: number
  length: number
}

export interface ArchiveRead {
  /** Answers the bytes of a range (the archive over HTTP ranges, or in memory in tests). */
  (offset: number, length: number): Promise<ArrayBuffer>
}

export interface ResolvedTiles {
  header: Header
  /** the header read and the leaf directories read, with their bytes (already fetched) */
  directories: (ByteRange & { data: ArrayBuffer })[]
  /** the tiles' own ranges, each once (tiles of the same content share one) */
  tiles: ByteRange[]
}

/** The pmtiles reader's first read: the header and (per the spec) the root directory. */
export const HEADER_READ = 16384

/** The Range header value for a read, exactly as the pmtiles reader writes it. */
export function rangeHeader({ offset, length }: ByteRange): string {
  return `bytes=${offset}-${offset + length - 1}`
}

interface Entry {
  tileId: number
  offset: number
  length: number
  runLength: number
}

/** A directory's entries (PMTiles spec v3, section 4.4). */
function deserializeIndex(buffer: ArrayBuffer): Entry[] {
  const state = { buf: new Uint8Array(buffer), pos: 0 }
  const count = readVarint(state)
  const entries: Entry[] = []
  let lastId = 0
  for (let i = 0; i < count; i++) {
    lastId += readVarint(state)
    entries.push({ tileId: lastId, offset: 0, length: 0, runLength: 1 })
  }
  for (const entry of entries) entry.runLength = readVarint(state)
  for (const entry of entries) entry.length = readVarint(state)
  for (let i = 0; i < count; i++) {
    const value = readVarint(state)
    entries[i]!.offset = value === 0 && i > 0 ? entries[i - 1]!.offset + entries[i - 1]!.length : value - 1
  }
  return entries
}

/** Decompresses a directory (none or gzip, as the archives this site serves use). */
async function decompress(data: ArrayBuffer, compression: number): Promise<ArrayBuffer> {
  if (compression === 0 || compression === 1) return data
  if (compression === 2) {
    const stream = new Response(data).body!.pipeThrough(new DecompressionStream('gzip'))
    return new Response(stream).arrayBuffer()
  }
  throw new Error('This map archive uses a compression the offline copy cannot read.')
}

/** `tiles`: the tiles wanted, or a function choosing them from the archive's header (its zooms and area). */
export async function resolveTileRanges(
  read: ArchiveRead,
  tiles: readonly TileZxy[] | ((header: Header) => readonly TileZxy[]),
): Promise<ResolvedTiles> {
  const first = await read(0, HEADER_READ)
  if (new DataView(first).getUint16(0, true) !== 0x4d50)
    throw new Error('The map archive is not a PMTiles file.')
  const header = bytesToHeader(first.slice(0, 127))
  const directories: ResolvedTiles['directories'] = [{ offset: 0, length: HEADER_READ, data: first }]
  const root = deserializeIndex(
    await decompress(
      first.slice(header.rootDirectoryOffset, header.rootDirectoryOffset + header.rootDirectoryLength),
      header.internalCompression,
    ),
  )
  const leaves = new Map<number, Promise<Entry[]>>()
  const leaf = (offset: number, length: number) => {
    let entries = leaves.get(offset)
    if (!entries) {
      entries = read(offset, length).then((data) => {
        directories.push({ offset, length, data })
        return decompress(data, header.internalCompression).then(deserializeIndex)
      })
      leaves.set(offset, entries)
    }
    return entries
  }
  const found = new Map<number, ByteRange>()
  for (const { z, x, y } of typeof tiles === 'function' ? tiles(header) : tiles) {
    if (z < header.minZoom || z > header.maxZoom) continue
    const id = zxyToTileId(z, x, y)
    let directory = root
    for (let depth = 0; depth <= 3; depth++) {
      const entry = findTile(directory, id)
      if (!entry) break
      if (entry.runLength > 0) {
        const offset = header.tileDataOffset + entry.offset
        found.set(offset, { offset, length: entry.length })
        break
      }
      directory = await leaf(header.leafDirectoryOffset + entry.offset, entry.length)
    }
  }
  return { header, directories, tiles: [...found.values()].sort((a, b) => a.offset - b.offset) }
}
