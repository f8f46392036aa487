import { sendWhenOnline } from '~/lib/send-when-online'
import { flushQueue, queueChange, readQueue, TRIP_QUEUE_KEY } from '~/lib/trip/pending'
import { enableDrag } from './trip-drag'
import { unlocalizedPath } from '~/lib/i18n/config'

/**
 * /trip's extras, loaded after the page (trip-enhancements.tsx): sending the changes kept offline
 * when the connection returns, saving the trip's listing pages for offline use, and dragging.
 */
export interface TripLiveOptions {
  revalidate: () => void
  place: (stopId: string, day: string, index: number) => void
}

/**
 * Sends the changes kept offline now and whenever the connection returns, trying again while
 * some are left (app/lib/send-when-online.ts).
 */
export function startSync({ revalidate }: Pick<TripLiveOptions, 'revalidate'>): () => void {
  return sendWhenOnline(async () => {
    if (readQueue().length === 0) return false
    const flush = () =>
      flushQueue((body) =>
        fetch('/trip', { method: 'POST', body, credentials: 'same-origin', redirect: 'manual' }).then((r) => {
          if (r.status >= 500) throw new Error(`Server error ${r.status}`)
          return r
        }),
      )
    // One tab at a time (the queue is shared by every tab of the site): two tabs coming back
    // online together must not both send the same change.
    const sent = navigator.locks ? await navigator.locks.request(TRIP_QUEUE_KEY, flush) : await flush()
    if (sent > 0) revalidate()
    return readQueue().length > 0
  })
}

/**
 * Offline, a change to a stop is kept on the device instead of sent (and shown at once, see
 * app/lib/trip/pending.ts): a submit listener that runs before React Router's own.
 */
export function keepChangesOffline(root: Document): () => void {
  const onSubmit = (event: SubmitEvent) => {
    if (navigator.onLine) return
    const form = event.target as HTMLFormElement
    if (unlocalizedPath(new URL(form.action, location.href).pathname) !== '/trip') return
    if (queueChange(new FormData(form, event.submitter))) {
      event.preventDefault()
      event.stopPropagation()
    }
  }
  root.addEventListener('submit', onSubmit, true)
  return () => root.removeEventListener('submit', onSubmit, true)
}

/** Asks the service worker to save these pages (and their data) for the road. */
export function savePagesOffline(urls: readonly string[]) {
  const worker = navigator.serviceWorker?.controller
  if (worker && urls.length > 0) worker.postMessage({ type: 'CACHE_PAGES', urls })
}

export { enableDrag }
