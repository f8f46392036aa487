import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import {
  OFFLINE_CACHE_PREFIX,
  OFFLINE_COPY_HEADER,
  OFFLINE_MANIFEST_KEY,
  type OfflineCopyPlan,
  type OfflineManifest,
  rangeKey,
  routeManifestKey,
  tilesAround,
} from '~/lib/offline-copy'
import { eachLimited } from '~/lib/each-limited'
import { SAVED_COPY_HEADER } from '~/lib/saved-copy'
import { DEFAULT_LOCALE, localizedPath } from '~/lib/i18n/config'
import { type ByteRange, rangeHeader, resolveTileRanges } from '~/lib/trip/offline-tiles'

/**
 * "Save for offline" on /trip (decision 055), loaded only when the visitor presses the button:
 * works out what the trip needs with no signal and how big it is, then saves it into a Cache
 * Storage cache of its own (`trip-offline-<time>`), which the service worker answers from when the
 * network does not. The copy holds the trip page, each stop's page, the map page with the map
 * tiles around the stops (byte ranges of the tile archive), the conditions as of now and the
 * events of the trip's days, each page with the data React Router fetches for it
 * (`<path>.data`, as on a navigation inside the app), and a list of all of it.
 */

/** One thing to save: a page, its data, or a byte range of the map's tile archive. */
export interface OfflineItem {
  /** the key it is kept under (what the service worker looks up) */
  key: string
  url: string
  /** a Range header, for the tile archive */
  range?: string
  /** its size: known for tiles, estimated for pages */
  bytes: number
  /** already read while working out the size (the archive's header and directories) */
  data?: ArrayBuffer
}

export interface OfflineList {
  items: OfflineItem[]
  bytes: number
  pages: number
  tiles: number
}

/**
 * What a page and its data usually weigh as kept (decoded) when the server does not say, and how
 * much larger than its compressed size a page is once decoded (measured on the sample guide: a
 * listing page 125 kB, 29 kB gzipped; its data 8 kB; /map's data 14 kB).
 */
const PAGE_BYTES = 120_000
const DATA_BYTES = 10_000
const DECODED_RATIO = 4.5
/** How many requests at once: the visitor's connection, not the server, is what is short. */
const PARALLEL = 4

const headers = (extra: Record<string, string> = {}) => ({
  [OFFLINE_COPY_HEADER]: '1',
  [SAVED_COPY_HEADER]: '1',
  ...extra,
})

/** React Router's data URL for a page, as its client fetches it: /trip -> /trip.data, /events?date=x -> /events.data?date=x */
export function dataUrlOf(page: string): string {
  const url = new URL(page, 'http://x')
  const path = url.pathname === '/' ? '/_root.data' : `${url.pathname.replace(/\/$/, '')}.data`
  return path + url.search
}

/** The pages of the copy, each followed by its data. */
export function pagesOf(plan: OfflineCopyPlan): string[] {
  const pages = [
    '/trip',
    ...plan.pages,
    '/map',
    '/conditions',
    ...plan.days.map((day) => `/events?date=${encodeURIComponent(day)}`),
  ].map((page) => localizedPath(page, plan.language ?? DEFAULT_LOCALE))
  return [...new Set(pages)].flatMap((page) => [page, dataUrlOf(page)])
}

/** The size the server gives for a page (HEAD), else the usual size of its kind. */
async function sizeOf(url: string, signal: AbortSignal): Promise<number> {
  const fallback = /\.data(\?|$)/.test(url) ? DATA_BYTES : PAGE_BYTES
  try {
    const response = await fetch(url, {
      method: 'HEAD',
      headers: headers(),
      credentials: 'same-origin',
      signal,
    })
    const length = Number(response.headers.get('Content-Length'))
    if (!response.ok || !(length > 0)) return fallback
    // A compressed length: the copy keeps the page decoded.
    return response.headers.get('Content-Encoding') ? Math.round(length * DECODED_RATIO) : length
  } catch (error) {
    if (signal.aborted) throw error
    return fallback
  }
}

/** Reads a byte range of the tile archive (a 206; a server that ignores ranges is refused). */
async function readRange(path: string, range: ByteRange, signal: AbortSignal): Promise<ArrayBuffer> {
  const response = await fetch(path, {
    headers: headers({ Range: rangeHeader(range) }),
    credentials: 'same-origin',
    signal,
  })
  if (response.status !== 206 && response.status !== 200) throw new Error(`map tiles: ${response.status}`)
  const data = await response.arrayBuffer()
  if (data.byteLength > range.length) throw new Error('The map server does not answer byte ranges.')
  return data
}

/**
 * React Router finds the routes of the links on a page by asking `/__manifest?paths=...&version=...`
 * (lazy route discovery); offline, that question must be answered too, or following a link shows
 * the offline message. The copy keeps one answer for every page it holds, asked with the server
 * build's version, which /trip's loader gives (server/app.ts); the service worker gives it for any
 * such question of that version.
 */
function routeManifestItem(pages: readonly string[], version: string | null): OfflineItem | null {
  if (!version) return null
  const paths = [...new Set(pages.map((page) => new URL(page, location.origin).pathname))].sort()
  const query = new URLSearchParams({ paths: paths.join(','), version })
  return { key: routeManifestKey(version), url: `/__manifest?${query}`, bytes: 2_000 }
}

/** Everything the trip needs offline, with its size (reads the map archive's directories, a few kB). */
export async function listOfflineCopy(plan: OfflineCopyPlan, signal: AbortSignal): Promise<OfflineList> {
  const pageUrls = pagesOf(plan)
  const items: OfflineItem[] = pageUrls.map((url) => ({ key: url, url, bytes: 0 }))
  const manifest = routeManifestItem(
    pageUrls.filter((url) => !/\.data(\?|$)/.test(url)),
    plan.buildVersion,
  )
  await eachLimited(items, PARALLEL, async (item) => {
    item.bytes = await sizeOf(item.url, signal)
  })
  if (manifest) items.push(manifest)
  const places = localizedPath('/map/places.json', plan.language ?? DEFAULT_LOCALE)
  items.push(
    // The map's pins in the trip's language (their cards' words and links are that language's).
    { key: places, url: places, bytes: DATA_BYTES },
    { key: '/map/outlines.json', url: '/map/outlines.json', bytes: DATA_BYTES },
  )
  let tiles = 0
  if (plan.tiles) {
    const path = plan.tiles
    // The archive's header says its zooms and area; its directories say where each tile is.
    const resolved = await resolveTileRanges(
      (offset, length) => readRange(path, { offset, length }, signal),
      (header) =>
        tilesAround(plan.points, {
          minZoom: header.minZoom,
          maxZoom: header.maxZoom,
          bounds: [header.minLon, header.minLat, header.maxLon, header.maxLat],
        }),
    )
    for (const directory of resolved.directories)
      items.push({
        key: rangeKey(path, rangeHeader(directory)),
        url: path,
        range: rangeHeader(directory),
        bytes: directory.data.byteLength,
        data: directory.data,
      })
    for (const range of resolved.tiles)
      items.push({
        key: rangeKey(path, rangeHeader(range)),
        url: path,
        range: rangeHeader(range),
        bytes: range.length,
      })
    tiles = resolved.tiles.length
  }
  return {
    items,
    bytes: items.reduce((sum, item) => sum + item.bytes, 0),
    pages: plan.pages.length,
    tiles,
  }
}

/** The offline copies kept now, newest first. */
async function offlineCaches(): Promise<string[]> {
  return (await caches.keys())
    .filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX))
    .sort()
    .reverse()
}

export interface SaveProgress {
  done: number
  total: number
}

/**
 * Saves the list into a new cache; only once all of it is saved do the older copies go. Stopped
 * (`signal`) or failed, the new cache is deleted and the older copy, if any, stays as it was.
 */
export async function saveOfflineCopy(
  list: OfflineList,
  { signal, onProgress }: { signal: AbortSignal; onProgress: (progress: SaveProgress) => void },
): Promise<OfflineManifest> {
  const name = `${OFFLINE_CACHE_PREFIX}${Date.now()}`
  const cache = await caches.open(name)
  let done = 0
  let bytes = 0
  const total = list.items.length
  onProgress({ done, total })
  try {
    // Ask the browser to keep the copy when space runs low (it may say no; the copy is saved anyway).
    void navigator.storage?.persist?.().catch(() => false)
    // The map page's own code, kept by the service worker once used, so the saved map can start.
    await Promise.allSettled([
      import('~/lib/maps/interactive.client'),
      fetch(workerUrl, { credentials: 'same-origin', signal }),
    ])
    await eachLimited(list.items, PARALLEL, async (item) => {
      signal.throwIfAborted()
      let body: ArrayBuffer
      let init: ResponseInit
      if (item.range) {
        body = item.data ?? (await readRange(item.url, { ...parseByteRange(item.range) }, signal))
        init = {
          status: 200,
          headers: {
            'Content-Type': 'application/vnd.pmtiles',
            'Content-Length': String(body.byteLength),
            'Content-Range': `${item.range.replace('=', ' ')}/*`,
            'x-status': '206',
          },
        }
      } else {
        const response = await fetch(item.url, { headers: headers(), credentials: 'same-origin', signal })
        if (!response.ok) throw new Error(`${item.url} answered ${response.status}`)
        body = await response.arrayBuffer()
        // The body is already decoded: its encoding and length headers no longer hold.
        const kept = new Headers(response.headers)
        for (const name of ['Content-Encoding', 'Content-Length']) kept.delete(name)
        init = { status: 200, headers: kept }
      }
      signal.throwIfAborted()
      await cache.put(item.key, new Response(body, init))
      bytes += body.byteLength
      done += 1
      if (!signal.aborted) onProgress({ done, total })
    })
    const manifest: OfflineManifest = {
      savedAt: new Date().toISOString(),
      bytes,
      pages: list.pages,
      tiles: list.tiles,
      urls: list.items.map((item) => item.key),
    }
    await cache.put(
      OFFLINE_MANIFEST_KEY,
      new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } }),
    )
    for (const older of await offlineCaches()) if (older !== name) await caches.delete(older)
    return manifest
  } catch (error) {
    await caches.delete(name)
    throw error
  }
}

function parseByteRange(range: string): ByteRange {
  const [start, end] = range.replace('bytes=', '').split('-').map(Number) as [number, number]
  return { offset: start, length: end - start + 1 }
}

/** "Remove offline copy": every saved copy goes. */
export async function removeOfflineCopies(): Promise<void> {
  for (const name of await offlineCaches()) await caches.delete(name)
}
