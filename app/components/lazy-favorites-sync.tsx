import { useEffect } from 'react'

/**
 * Keeps the device's favorites and the trip's together (app/lib/favorites-sync.ts): its code is
 * fetched after the page has loaded, so it is not part of the first-load JavaScript.
 */
export function LazyFavoritesSync() {
  useEffect(() => {
    let stop: (() => void) | undefined
    let live = true
    const load = () =>
      import('~/lib/favorites-sync').then(
        (sync) => {
          if (live) stop = sync.startFavoritesSync()
        },
        () => {}, // offline and not cached: the next page tries
      )
    if (document.readyState === 'complete') void load()
    else window.addEventListener('load', load, { once: true })
    return () => {
      live = false
      stop?.()
      window.removeEventListener('load', load)
    }
  }, [])
  return null
}
