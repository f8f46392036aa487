// Reads the built service worker (build/client/sw.js): it bundles exactly one copy of Workbox's
// core, so the caches that opt in to purgeOnQuotaError are really deleted when storage runs out.
// Two copies of workbox-core (two versions of the Workbox packages) each keep their own list of
// quota callbacks: the plugins register in one, the strategies run the other, and nothing is purged.
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ensureBuild } from './ensure-build.js'

const SW_FILE = path.resolve(process.env.BUILD_DIR || 'build', 'client', 'sw.js')
const ORIGIN = 'https://guide.test'

let source = ''

beforeAll(() => {
  ensureBuild()
  source = fs.readFileSync(SW_FILE, 'utf8')
}, 180_000)

type Listener = (event: unknown) => void

/**
 * Runs the built worker in a fresh realm with just enough of a service worker's global scope:
 * fetch answers an image, `cache.put` succeeds or throws QuotaExceededError on request, and every
 * `caches.delete` is recorded. IndexedDB is absent, so expiration's bookkeeping fails after the
 * cache deletions this test looks at.
 */
function loadWorker() {
  const listeners = new Map<string, Listener[]>()
  const deleted: string[] = []
  let quotaFull = false
  const context: Record<string, unknown> = {
    console: { log() {}, warn() {}, error() {}, debug() {}, info() {}, groupCollapsed() {}, groupEnd() {} },
    URL,
    Request,
    Response,
    Headers,
    setTimeout,
    clearTimeout,
    FetchEvent: class FetchEvent {},
    location: new URL(`${ORIGIN}/sw.js`),
    registration: { scope: `${ORIGIN}/` },
    clients: { claim: async () => {} },
    skipWaiting: async () => {},
    addEventListener(type: string, listener: Listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener])
    },
    fetch: async () => new Response('image', { headers: { 'Content-Type': 'image/png' } }),
  }
  context.self = context
  vm.createContext(context)
  // An error of the worker's own realm, as the browser's cache would throw it.
  const quotaError = vm.runInContext(
    `() => Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' })`,
    context,
  ) as () => Error
  context.caches = {
    open: async () => ({
      match: async () => undefined,
      keys: async () => [],
      put: async () => {
        if (quotaFull) throw quotaError()
      },
      delete: async () => true,
    }),
    match: async () => undefined,
    keys: async () => [],
    delete: async (name: string) => {
      deleted.push(name)
      return true
    },
  }
  vm.runInContext(source, context)

  /** Dispatches a fetch event for a same-origin image and waits for everything it started. */
  async function fetchImage(url: string) {
    const request = new Request(`${ORIGIN}${url}`)
    Object.defineProperty(request, 'destination', { value: 'image' })
    const pending: Promise<unknown>[] = []
    const event = {
      request,
      respondWith: (response: Promise<unknown>) => pending.push(response),
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    }
    for (const listener of listeners.get('fetch') ?? []) listener(event)
    expect(pending.length, 'the worker answers image requests').toBeGreaterThan(0)
    // Settle until no new work appears (callbacks add waitUntil promises as they go).
    for (let settled = 0; settled < pending.length;) {
      const batch = pending.length
      await Promise.allSettled(pending)
      settled = batch
    }
  }

  return {
    deleted,
    fetchImage,
    fillQuota: () => {
      quotaFull = true
    },
  }
}

describe('the built service worker', () => {
  it('bundles exactly one copy of workbox-core', () => {
    const cores = source.match(/workbox:core:[\d.]+/g) ?? []
    expect(cores, `workbox-core copies in ${SW_FILE}`).toHaveLength(1)
    // Every Workbox package in the bundle comes from one release.
    const versions = new Set((source.match(/workbox:[a-z-]+:([\d.]+)/g) ?? []).map((m) => m.split(':')[2]))
    expect([...versions]).toHaveLength(1)
  })

  it('precaches the display font, so the installed app keeps its type offline', () => {
    // app/styles/app.css's one woff2 (Bitter Bold, Latin), under its hashed name.
    expect(source).toMatch(/url:\s*"\/assets\/bitter-latin-700-normal-[\w-]+\.woff2"/)
  })

  it('purges the image cache when storage runs out', async () => {
    // A failed cache write leaves a rejected promise nobody awaits inside Workbox (the browser
    // only logs it); keep those from being reported as this test's own errors, and check them.
    const unhandled: unknown[] = []
    const previous = process.listeners('unhandledRejection')
    process.removeAllListeners('unhandledRejection')
    process.on('unhandledRejection', (reason) => unhandled.push(reason))
    try {
      const worker = loadWorker()
      await worker.fetchImage('/images/first.png')
      expect(worker.deleted).toEqual([])

      worker.fillQuota()
      await worker.fetchImage('/images/second.png')
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(worker.deleted).toContain('images')
    } finally {
      process.removeAllListeners('unhandledRejection')
      for (const listener of previous) process.on('unhandledRejection', listener)
    }
    for (const reason of unhandled) {
      expect((reason as Error).name).toMatch(/^(QuotaExceededError|ReferenceError)$/)
    }
  })
})
