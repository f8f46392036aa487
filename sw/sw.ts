/// <reference lib="webworker" />
// The service worker (Workbox runtime, bundled by scripts/build-sw.js):
// - precaches the app shell (hashed JS/CSS, icons, the offline page) and warms the pages a
//   visitor most needs on the trail (home, Play with its safety tips, Visit, Favorites);
// - pages and their React Router data are network-first with a short timeout, then the saved copy;
// - images are cache-first with limits;
// - a page never visited answers the offline page.
// A new version waits until the visitor accepts the update, then takes over and the page reloads,
// so old HTML never runs against new assets.
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] }
declare const __BUILD_ID__: string

const PAGES_CACHE = `pages-${__BUILD_ID__}`
const IMAGES_CACHE = 'images'
const OFFLINE_URL = '/offline.html'
/** Pages kept offline from the first visit: SPEC's safety tips live on /play. */
const WARM_PAGES = ['/', '/play', '/visit', '/favorites']
const NEVER_CACHE = /^\/(admin|login|api|healthz)(\/|$)/

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

/** React Router's data URL for a page: /visit -> /visit.data, / -> /_root.data */
function dataUrl(path: string) {
  return path === '/' ? '/_root.data' : `${path}.data`
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(PAGES_CACHE).then((cache) =>
      Promise.all(
        WARM_PAGES.flatMap((path) => [path, dataUrl(path)]).map((url) =>
          fetch(url, { credentials: 'same-origin' })
            .then((response) => (response.ok ? cache.put(url, response) : undefined))
            .catch(() => undefined),
        ),
      ),
    ),
  )
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

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 4,
  plugins: [new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true })],
})

const sameOrigin = (url: URL) => url.origin === self.location.origin

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
registerRoute(
  ({ request, url }) => request.destination === 'image' && sameOrigin(url),
  new CacheFirst({
    cacheName: IMAGES_CACHE,
    plugins: [
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
)

// A page that was never saved: the offline page, which lists what is saved.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_URL)) ?? Response.error()
  return Response.error()
})
