import { PENDING_KEY, type PendingFavoriteChange } from './favorites'

// Apart from ./favorites.ts, which ./favorites-sync.ts reads: the queue starts the sender, and a
// module that both is read by the sender and loads it would be an import circle.

/** Keeps a change to send to the server and starts the sender (its code loads now, not with the page). */
export function queueFavoriteChange(change: PendingFavoriteChange) {
  try {
    const raw = window.localStorage.getItem(PENDING_KEY)
    const queue = raw ? (JSON.parse(raw) as unknown) : []
    window.localStorage.setItem(PENDING_KEY, JSON.stringify([...(Array.isArray(queue) ? queue : []), change]))
  } catch {
    // Storage blocked: the device copy is for this page only, and so is the change.
  }
  void import('./favorites-sync').then(
    (sync) => sync.flushPending(),
    () => {}, // offline and not cached: the next page sends it
  )
}
