import type { Locale } from './i18n/config'
/**
 * The trip's offline copy ("Save for offline" on /trip, decision 055), what the page that saves it
 * (app/components/trip/offline-copy.ts) and the service worker (sw/sw.ts) share: where it is kept,
 * how a map-tile byte range is found in it, and which tiles lie around the trip's stops.
 * Browser- and worker-safe, no imports: the service worker bundles it.
 */

/** Cache Storage names of offline copies start so; each save writes a new one (`trip-offline-<time>`). */
export const OFFLINE_CACHE_PREFIX = 'trip-offline-'
/** Where, inside that cache, the list of what it holds is kept (never a real URL of the site). */
export const OFFLINE_MANIFEST_KEY = '/__offline-copy.json'
/**
 * Sent with every fetch that fills the offline copy: the service worker passes it to the network
 * without keeping a second copy in its own caches.
 */
export const OFFLINE_COPY_HEADER = 'X-Offline-Copy'

/** What /trip's loader says the offline copy needs (app/routes/trip/index.tsx). */
export interface OfflineCopyPlan {
  /** the stops' pages */
  pages: string[]
  /** where the stops are: the map tiles around them are saved */
  points: TilePoint[]
  /** the trip's days (YYYY-MM-DD): their events are saved */
  days: string[]
  /** the map's tile archive, or null when the site has none */
  tiles: string | null
  /**
   * The server build's version (server/app.ts gives it to loaders): the copy keeps React Router's
   * answer about its pages' routes for this version. Null: not known (no route answer is kept).
   */
  buildVersion: string | null
  /** the page's language: the copy keeps the pages in it (issue 47); English when not given */
  language?: Locale
}

/** Where the copy keeps React Router's answer about its pages' routes, for a build's version. */
export function routeManifestKey(version: string): string {
  return `/__manifest?version=${encodeURIComponent(version)}`
}

/** What an offline copy holds, kept beside it (OFFLINE_MANIFEST_KEY). */
export interface OfflineManifest {
  savedAt: string
  /** bytes stored */
  bytes: number
  /** the stops' pages saved */
  pages: number
  /** map tiles saved */
  tiles: number
  /** every key stored (pages, data, tile ranges) */
  urls: string[]
}

/**
 * The key a tile archive's byte range is kept under, the same in the service worker's own tile
 * cache and in the offline copy: `/tiles/valley.pmtiles?range=bytes%3D0-16383`.
 */
export function rangeKey(path: string, range: string): string {
  return `${path}?range=${encodeURIComponent(range)}`
}

/** `bytes=10-19` as [10, 19] (inclusive), or null for anything else (suffix, open or several ranges). */
export function parseRange(range: string): [number, number] | null {
  const match = /^bytes=(\d+)-(\d+)$/.exec(range.trim())
  if (!match) return null
  const start = Number(match[1])
  const end = Number(match[2])
  return end >= start ? [start, end] : null
}

/**
 * Of the saved ranges (keys made by rangeKey for `path`), the one that holds all of `range`, as
 * its key and where the wanted bytes start in it; null when none does. The map reads the archive's
 * header with a 16 KiB range and each tile with its own: a tile the map asks for under a range
 * a little different from the saved one is still found.
 */
export function coveringRange(
  keys: readonly string[],
  path: string,
  range: string,
): { key: string; start: number; end: number } | null {
  const wanted = parseRange(range)
  if (!wanted) return null
  const prefix = `${path}?range=`
  for (const key of keys) {
    if (!key.startsWith(prefix)) continue
    const saved = parseRange(decodeURIComponent(key.slice(prefix.length)))
    if (saved && saved[0] <= wanted[0] && wanted[1] <= saved[1])
      return { key, start: wanted[0] - saved[0], end: wanted[1] - saved[0] + 1 }
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// Which tiles: Web Mercator tile numbers around the trip's stops

export interface TilePoint {
  lat: number
  lng: number
}

export interface TileZxy {
  z: number
  x: number
  y: number
}

/** The tile (x, y) holding a point at zoom z. */
export function tileOf({ lat, lng }: TilePoint, z: number): { x: number; y: number } {
  const n = 2 ** z
  const clampedLat = Math.max(-85.0511, Math.min(85.0511, lat))
  const rad = (clampedLat * Math.PI) / 180
  const x = Math.floor(((lng + 180) / 360) * n)
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n)
  return { x: Math.max(0, Math.min(n - 1, x)), y: Math.max(0, Math.min(n - 1, y)) }
}

export interface TilePlanOptions {
  /** the archive's zooms (its header) */
  minZoom: number
  maxZoom: number
  /** the archive's area [west, south, east, north]: at low zooms all of it is kept (the map's first view) */
  bounds: [number, number, number, number]
  /** the highest zoom kept around the stops (a street's scale) */
  detailZoom?: number
  /** up to this zoom, the whole archive area is kept when it takes at most `wholeAreaTiles` tiles per zoom */
  wholeAreaTiles?: number
  /** tiles on each side of a stop's own tile (1: a 3 x 3 block) */
  radius?: number
  /** never more tiles than this: the highest zooms are left out first */
  maxTiles?: number
}

/**
 * The tiles a visitor needs offline to look at the trip on the map: at each zoom of the archive
 * up to `detailZoom`, the block of tiles around each stop, and at the low zooms (where the whole
 * area takes few tiles) all of the area, so the map's first view of the valley is drawn too.
 * Bounded by `maxTiles`, leaving out the highest zooms first. Sorted by zoom, then x, then y.
 */
export function tilesAround(points: readonly TilePoint[], options: TilePlanOptions): TileZxy[] {
  const {
    minZoom,
    maxZoom,
    bounds,
    detailZoom = 14,
    wholeAreaTiles = 16,
    radius = 1,
    maxTiles = 600,
  } = options
  const byZoom: TileZxy[][] = []
  for (let z = minZoom; z <= Math.min(maxZoom, detailZoom); z++) {
    const seen = new Map<string, TileZxy>()
    const add = (x: number, y: number) => {
      const n = 2 ** z
      if (x < 0 || y < 0 || x >= n || y >= n) return
      seen.set(`${x}/${y}`, { z, x, y })
    }
    const [west, south, east, north] = bounds
    const nw = tileOf({ lat: north, lng: west }, z)
    const se = tileOf({ lat: south, lng: east }, z)
    if ((se.x - nw.x + 1) * (se.y - nw.y + 1) <= wholeAreaTiles)
      for (let x = nw.x; x <= se.x; x++) for (let y = nw.y; y <= se.y; y++) add(x, y)
    for (const point of points) {
      const { x, y } = tileOf(point, z)
      for (let dx = -radius; dx <= radius; dx++)
        for (let dy = -radius; dy <= radius; dy++) add(x + dx, y + dy)
    }
    byZoom.push([...seen.values()].sort((a, b) => a.x - b.x || a.y - b.y))
  }
  const kept: TileZxy[] = []
  for (const tiles of byZoom) {
    if (kept.length + tiles.length > maxTiles) break
    kept.push(...tiles)
  }
  return kept
}
