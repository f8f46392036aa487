/// <reference lib="webworker" />
// The service worker (Workbox runtime, bundled by scripts/build-sw.js):
// - precaches the app shell (hashed JS/CSS, the display font, icons, the offline page) and warms
//   the pages a visitor most needs on the trail (the installed app's start page, home, Play with its
//   safety tips, Visit, Favorites), so the installed app opens offline on its first launch;
// - pages and their React Router data are network-first with a short timeout, then the saved copy;
//   launch-tracking parameters (the manifest's ?source=pwa, utm_*) never change which copy is used;
// - the warmed pages are fetched again in the background when the visitor is online and they are
//   more than an hour old, so the saved start page follows the guide's content;
// - images are cache-first with limits; listing photos are shown from the cache and checked in
//   the background past the browser's HTTP cache (a 304 when unchanged), so one the server answers
//   404 (a deleted or hidden listing's) leaves the cache and is shown at most once more;
// - the trip's offline copy ("Save for offline" on /trip, decision 055) is a cache of its own the
//   page fills: its fetches pass through untouched, and pages, data, map files and tile ranges
//   the network cannot give are answered from it;
// - a page never visited answers the offline page.
// A new version waits until the visitor accepts the update, then takes over and the page reloads,
// so old HTML never runs against new assets.
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { sendWaitingItems, SYNC_TAG } from '../app/lib/outbox'
import { SAVED_COPY_HEADER } from '../app/lib/saved-copy'
import {
  coveringRange,
  OFFLINE_CACHE_PREFIX,
  OFFLINE_COPY_HEADER,
  rangeKey,
  routeManifestKey,
} from '../app/lib/offline-copy'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] }
declare const __BUILD_ID__: string
/** The manifest's start_url (scripts/build-sw.js reads it from public/manifest.webmanifest). */
declare const __START_URL__: string

const PAGES_CACHE = `pages-${__BUILD_ID__}`
const IMAGES_CACHE = 'images'
const MAP_CACHE = 'map'
const TILES_CACHE = 'map-tiles'
const OFFLINE_URL = '/offline.html'
/** Query parameters that only say where a visit came from: they never change the page. */
const LAUNCH_PARAMS = /^(source|utm_[a-z]+)$/
const NEVER_CACHE = /^\/(?:[a-z]{2}\/)?(admin|login|api|healthz)(\/|$)/
/** How old a warmed page may get before a visit with a signal fetches it again. */
const WARM_MAX_AGE_MS = 60 * 60 * 1000

/** The URL a page is saved under: the same-origin path and query without launch-tracking parameters. */
function pageKey(input: string) {
  const url = new URL(input, self.location.href)
  const launch: string[] = []
  url.searchParams.forEach((_, name) => {
    if (LAUNCH_PARAMS.test(name)) launch.push(name)
  })
  for (const name of launch) url.searchParams.delete(name)
  return url.pathname + url.search
}

/** Pages kept offline from the first visit: the installed app's start page, and SPEC's safety tips on /play. */
const WARM_PAGES = [...new Set([pageKey(__START_URL__), '/', '/play', '/visit', '/favorites'])]

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

/** Marks a fetch that only keeps a copy: it must not use up a message meant for the visitor's page. */
const SAVED_COPY = { [SAVED_COPY_HEADER]: '1' }

/** The trip's offline copies, newest first (app/components/trip/offline-copy.ts fills them). */
async function offlineCaches(): Promise<Cache[]> {
  const names = (await caches.keys())
    .filter((n) => n.startsWith(OFFLINE_CACHE_PREFIX))
    .sort()
    .reverse()
  return Promise.all(names.map((name) => caches.open(name)))
}

/** A page, its data or a map file from the trip's offline copy, or undefined. */
async function fromOfflineCopy(key: string): Promise<Response | undefined> {
  for (const cache of await offlineCaches()) {
    const saved = await cache.match(key)
    if (saved) return saved
  }
  return undefined
}

/** Workbox plugin: when the network and the strategy's own cache have nothing, the offline copy answers. */
const offlineCopyFallback = {
  handlerDidError: async ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    // The routes of the links on a page: the copy's one answer for all its pages, of this build.
    if (url.pathname === '/__manifest')
      return fromOfflineCopy(routeManifestKey(url.searchParams.get('version') ?? ''))
    return fromOfflineCopy(pageKey(request.url))
  },
}

/** React Router's data URL for a page: /visit -> /visit.data, / -> /_root.data */
function dataUrl(path: string) {
  return path === '/' ? '/_root.data' : `${path}.data`
}

/** Fetches the warmed pages and their data into the pages cache (a failure keeps the old copy). */
async function warmPages() {
  const cache = await caches.open(PAGES_CACHE)
  await Promise.all(
    WARM_PAGES.flatMap((path) => [path, dataUrl(new URL(path, self.location.href).pathname)]).map((url) =>
      // Revalidated with the server, so a copy the browser's HTTP cache still holds is not reused.
      fetch(url, { credentials: 'same-origin', cache: 'no-cache', headers: SAVED_COPY })
        .then((response) => (response.ok ? cache.put(url, response) : undefined))
        .catch(() => undefined),
    ),
  )
}

/** True when the saved start page is missing or older than WARM_MAX_AGE_MS. */
async function warmPagesStale() {
  const saved = await caches.match(WARM_PAGES[0], { cacheName: PAGES_CACHE })
  const date = Date.parse(saved?.headers.get('Date') ?? '')
  return !(Date.now() - date < WARM_MAX_AGE_MS)
}

let warming: Promise<void> | null = null
/** Warms the pages again (once at a time) when the saved copies have grown old. */
function refreshWarmPages() {
  warming ??= warmPagesStale()
    .then((stale) => (stale ? warmPages() : undefined))
    .finally(() => (warming = null))
  return warming
}

self.addEventListener('install', (event) => {
  event.waitUntil(warmPages())
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Drop pages saved by older versions: their HTML points at assets that no longer exist.
      const names = await caches.keys()
      await Promise.all(
        names.filter((n) => n.startsWith('pages-') && n !== PAGES_CACHE).map((n) => caches.delete(n)),
      )
      await self.clients.claim()
    })(),
  )
})

/** Saves pages (and their data) the visitor will want offline: the trip planner sends its listings' pages. */
async function cachePages(paths: readonly string[]) {
  const cache = await caches.open(PAGES_CACHE)
  await Promise.all(
    paths
      .flatMap((path) => [path, dataUrl(path)])
      .map((url) =>
        fetch(url, { credentials: 'same-origin', headers: SAVED_COPY })
          .then((response) => (response.ok ? cache.put(pageKey(url), response) : undefined))
          .catch(() => undefined),
      ),
  )
}

self.addEventListener('message', (event) => {
  const message = event.data as { type?: string; urls?: unknown } | null
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting()
  if (message?.type === 'CACHE_PAGES' && Array.isArray(message.urls)) {
    // Same-origin paths only, a bounded number, never the back office.
    const paths = message.urls
      .filter((u): u is string => typeof u === 'string' && /^\/[^/\\]/.test(u) && !NEVER_CACHE.test(u))
      .slice(0, 100)
    event.waitUntil(cachePages([...new Set(paths)]))
  }
})

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 4,
  plugins: [
    new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true }),
    offlineCopyFallback,
    {
      // /?source=pwa (the start_url) is saved and found as /.
      cacheKeyWillBeUsed: async ({ request }) => pageKey(request.url),
      // A page loaded with a signal: a good moment to bring the warmed pages up to date.
      fetchDidSucceed: async ({ request, response, event }) => {
        if (request.mode === 'navigate' && response.ok) event.waitUntil(refreshWarmPages())
        return response
      },
    },
  ],
})

const sameOrigin = (url: URL) => url.origin === self.location.origin

// The offline copy's own fetches: straight to the network, no second copy in these caches.
registerRoute(
  ({ request, url }) => sameOrigin(url) && request.headers.get(OFFLINE_COPY_HEADER) === '1',
  ({ request }) => fetch(request),
)
registerRoute(
  ({ request, url }) => sameOrigin(url) && request.headers.get(OFFLINE_COPY_HEADER) === '1',
  ({ request }) => fetch(request),
  'HEAD',
)

// "Add to trip" (/trip?add=<kind>:<id>) with no signal: the saved trip page, which keeps the add
// on the device until the connection returns (app/routes/trip/index.tsx, OfflineAdd).
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && sameOrigin(url) && url.pathname === '/trip' && url.searchParams.has('add'),
  async (options) => {
    try {
      return await pages.handle(options)
    } catch (error) {
      const saved =
        (await (await caches.open(PAGES_CACHE)).match('/trip')) ?? (await fromOfflineCopy('/trip'))
      if (saved) return saved
      throw error
    }
  },
)
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && !NEVER_CACHE.test(url.pathname),
  pages,
)
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    sameOrigin(url) &&
    (url.pathname.endsWith('.data') || url.pathname === '/__manifest') &&
    !NEVER_CACHE.test(url.pathname),
  pages,
)
// Listing photos: the saved copy at once (a returning visitor on a weak signal waits for no photo),
// each checked with the server in the background past the browser's HTTP cache, which holds them
// a year (`immutable`) and would answer for a photo the server no longer serves (decision 033);
// the server answers a copy it still serves 304 (no body). A photo the server no longer serves
// (its listing deleted or hidden: 404) leaves the cache at that check, so it is shown at most once
// more; one served privately to an editor (no-store: a hidden listing's) is never kept.
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' && sameOrigin(url) && url.pathname.startsWith('/media/photos/'),
  new StaleWhileRevalidate({
    cacheName: IMAGES_CACHE,
    fetchOptions: { cache: 'no-cache' },
    plugins: [
      {
        cacheWillUpdate: async ({ response }) =>
          response.status === 200 && !/no-store/.test(response.headers.get('Cache-Control') ?? '')
            ? response
            : null,
        fetchDidSucceed: async ({ request, response }) => {
          if (response.status === 404 || response.status === 410)
            await (await caches.open(IMAGES_CACHE)).delete(request)
          return response
        },
      },
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
)
// Other images, but never the back office's: a pending submission's photo must not stay on an
// editor's device.
registerRoute(
  ({ request, url }) => request.destination === 'image' && sameOrigin(url) && !NEVER_CACHE.test(url.pathname),
  new CacheFirst({
    cacheName: IMAGES_CACHE,
    plugins: [
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
)

// The interactive map's code (loaded only on map pages, so not precached for every visitor), its
// pins and outlines: kept once used, so a map page saved for offline keeps its interactive map.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    sameOrigin(url) &&
    /^\/assets\/(interactive|maplibre-gl-worker)[.-]/.test(url.pathname),
  new CacheFirst({ cacheName: MAP_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 12 })] }),
)
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && sameOrigin(url) && /^\/map\/(places|outlines)\.json$/.test(url.pathname),
  new NetworkFirst({
    cacheName: MAP_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true }), offlineCopyFallback],
  }),
)
registerRoute(
  ({ request, url }) => request.method === 'GET' && sameOrigin(url) && url.pathname.startsWith('/tiles/'),
  ({ request }) => tileRange(request),
)

/**
 * The map's tiles are read from one archive by byte ranges. The Cache API keeps no partial (206)
 * answers, so each range the map read is kept as a whole answer under its own key (path and
 * range) and given back as the 206 it was: the parts of the valley a visitor looked at stay
 * drawable offline. Network first, so a replaced archive is seen at once.
 */
async function tileRange(request: Request): Promise<Response> {
  const range = request.headers.get('range') ?? ''
  const path = new URL(request.url).pathname
  const key = rangeKey(path, range)
  const cache = await caches.open(TILES_CACHE)
  try {
    const response = await fetch(request)
    if (response.status === 206 || response.status === 200) {
      const headers = new Headers(response.headers)
      headers.set('x-status', String(response.status))
      const body = await response.clone().arrayBuffer()
      await cache.put(key, new Response(body, { status: 200, headers })).catch(() => {})
    }
    return response
  } catch (error) {
    const saved = (await cache.match(key)) ?? (await savedRange(path, range, [cache]))
    if (!saved) throw error
    const status = Number(saved.headers.get('x-status')) || 200
    return new Response(saved.body, { status, headers: saved.headers })
  }
}

/**
 * A range the map asks for with no signal: the same range from the offline copy, or the bytes cut
 * from a saved range that holds them (the map reads the same tile under the same range, but a
 * newer map library could read a header of another length).
 */
async function savedRange(path: string, range: string, others: Cache[]): Promise<Response | undefined> {
  const copies = [...(await offlineCaches()), ...others]
  for (const copy of copies) {
    const exact = await copy.match(rangeKey(path, range))
    if (exact) return exact
  }
  for (const copy of copies) {
    const keys = (await copy.keys()).map((request) => {
      const url = new URL(request.url)
      return url.pathname + url.search
    })
    const found = coveringRange(keys, path, range)
    const saved = found && (await copy.match(found.key))
    if (!found || !saved) continue
    const body = (await saved.arrayBuffer()).slice(found.start, found.end)
    const [from, to] = range.replace('bytes=', '').split('-')
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': 'application/vnd.pmtiles',
        'Content-Length': String(body.byteLength),
        'Content-Range': `bytes ${from}-${to}/*`,
        'x-status': '206',
      },
    })
  }
  return undefined
}

// A page that was never saved: the offline page, which lists what is saved.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_URL)) ?? Response.error()
  return Response.error()
})

// Background Sync: forms the visitor kept in the outbox (app/lib/outbox.ts) are sent once the
// connection returns, even with no page open. Still waiting after this try: the browser tries
// again later.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}
self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as SyncEvent
  if (sync.tag !== SYNC_TAG) return
  sync.waitUntil(
    sendWaitingItems().then((waiting) => {
      if (waiting > 0) throw new Error(`outbox: ${waiting} still waiting`)
    }),
  )
})
