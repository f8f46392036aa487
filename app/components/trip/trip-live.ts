import { flushQueue, queueChange, readQueue } from '~/lib/trip/pending'
import { enableDrag } from './trip-drag'

/**
 * /trip's extras, loaded after the page (trip-enhancements.tsx): sending the changes kept offline
 * when the connection returns, saving the trip's listing pages for offline use, and dragging.
 */
export interface TripLiveOptions {
  revalidate: () => void
  place: (stopId: string, day: string, index: number) => void
}

/** The first wait before sending again after a failed send while online, and the longest. */
const RETRY_FIRST_MS = 2_000
const RETRY_MAX_MS = 60_000

export function startSync({ revalidate }: Pick<TripLiveOptions, 'revalidate'>): () => void {
  let running = false
  let retry: ReturnType<typeof setTimeout> | undefined
  let wait = RETRY_FIRST_MS
  const sync = async () => {
    clearTimeout(retry)
    retry = undefined
    if (running || !navigator.onLine || readQueue().length === 0) return
    running = true
    const sent = await flushQueue((body) =>
      fetch('/trip', { method: 'POST', body, credentials: 'same-origin', redirect: 'manual' }).then((r) => {
        if (r.status >= 500) throw new Error(`Server error ${r.status}`)
        return r
      }),
    )
    running = false
    if (sent > 0) revalidate()
    // `online` often comes before the connection carries anything (a weak signal, a network
    // still joining): a send that failed is tried again, less and less often, until it goes.
    if (navigator.onLine && readQueue().length > 0) {
      retry = setTimeout(() => void sync(), wait)
      wait = Math.min(wait * 2, RETRY_MAX_MS)
    } else wait = RETRY_FIRST_MS
  }
  void sync()
  window.addEventListener('online', sync)
  return () => {
    clearTimeout(retry)
    window.removeEventListener('online', sync)
  }
}

/**
 * Offline, a change to a stop is kept on the device instead of sent (and shown at once, see
 * app/lib/trip/pending.ts): a submit listener that runs before React Router's own.
 */
export function keepChangesOffline(root: Document): () => void {
  const onSubmit = (event: SubmitEvent) => {
    if (navigator.onLine) return
    const form = event.target as HTMLFormElement
    if (new URL(form.action, location.href).pathname !== '/trip') return
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
