import { useEffect } from 'react'
import { notify } from '~/lib/notify'

/**
 * Registers the service worker (production builds only) and tells the visitor when a new
 * version is ready; the page reloads once the new worker has taken over.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
    let reloading = false
    const onControllerChange = () => {
      if (reloading) return
      reloading = true
      window.location.reload()
    }

    const offerUpdate = (worker: ServiceWorker) => {
      void notify.info('An update is ready', {
        description: 'Reload to get the latest version of the guide.',
        duration: Infinity,
        action: {
          label: 'Reload',
          onClick: () => {
            navigator.serviceWorker.addEventListener('controllerchange', onControllerChange)
            worker.postMessage({ type: 'SKIP_WAITING' })
          },
        },
      })
    }

    const register = () =>
      navigator.serviceWorker
        .register('/sw.js')
        .then((registration) => {
          // A version that finished installing while the visitor was away.
          if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting)
          registration.addEventListener('updatefound', () => {
            const worker = registration.installing
            worker?.addEventListener('statechange', () => {
              // With no controller this is the first install, not an update.
              if (worker.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(worker)
            })
          })
        })
        .catch((error: unknown) => console.error('Service worker registration failed:', error))
    // After the page's own resources have loaded: the worker's precache must not compete with them.
    const start = () => void register()
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => window.removeEventListener('load', start)
  }, [])
  return null
}
