import { useEffect } from 'react'
import { useRevalidator, useSubmit } from 'react-router'
import { flushQueue, readQueue, useTripQueue } from '~/lib/trip/pending'

/**
 * What JavaScript adds to /trip, none of it needed: changes kept on the device while offline are
 * sent when the connection returns; the trip's listing pages are saved for offline use; stops can
 * be dragged between days (loaded lazily, only here). The buttons always work without it.
 */
export function TripEnhancements({ listingUrls, stopIds }: { listingUrls: string[]; stopIds: string }) {
  const revalidator = useRevalidator()
  const submit = useSubmit()
  const queue = useTripQueue()
  const urls = listingUrls.join('\n')

  // Send what was kept offline, now and whenever the connection returns.
  useEffect(() => {
    let running = false
    const sync = async () => {
      if (running || !navigator.onLine || readQueue().length === 0) return
      running = true
      const sent = await flushQueue((body) =>
        fetch('/trip', { method: 'POST', body, credentials: 'same-origin', redirect: 'manual' }).then((r) => {
          if (r.status >= 500) throw new Error(`Server error ${r.status}`)
          return r
        }),
      )
      running = false
      if (sent > 0) void revalidator.revalidate()
    }
    void sync()
    window.addEventListener('online', sync)
    return () => window.removeEventListener('online', sync)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- revalidator changes identity each render
  }, [])

  // Keep the trip's listing pages (and their data) for the road: the service worker saves them.
  useEffect(() => {
    const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null
    if (!worker || !urls) return
    const timer = window.setTimeout(
      () => worker.postMessage({ type: 'CACHE_PAGES', urls: urls.split('\n') }),
      1500,
    )
    return () => window.clearTimeout(timer)
  }, [urls])

  // Dragging between days, on devices with a fine pointer or touch: loaded after the page.
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./trip-drag').then(({ enableDrag }) => {
      if (cancelled) return
      stop = enableDrag(document, (stopId, day, index) =>
        submit(
          { intent: 'place', stop: stopId, day, index: String(index) },
          { method: 'post', action: '/trip', preventScrollReset: true },
        ),
      )
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [submit, stopIds])

  return queue.length > 0 ? (
    <p
      role="status"
      className="border-secondary bg-sky fixed inset-x-4 bottom-4 z-20 mx-auto max-w-xl rounded-lg border px-4 py-3 font-semibold shadow-lg"
    >
      {queue.length === 1 ? '1 change is' : `${queue.length} changes are`} kept on this device and will be
      sent when you are back online.
    </p>
  ) : null
}
