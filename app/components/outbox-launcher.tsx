import { type ComponentType, useEffect, useState } from 'react'

// The names app/lib/outbox-client.ts writes (kept here as text, so every page carries only this file).
const HINT_KEY = 'wn-outbox'
const KEPT_EVENT = 'wn:outbox-kept'

/**
 * Where the outbox's list (app/components/outbox-panel.tsx) appears on every page. Its code and
 * IndexedDB are loaded only when this device has something in the outbox (a localStorage flag),
 * or once a form is kept on this page.
 */
export function OutboxLauncher() {
  const [Panel, setPanel] = useState<ComponentType | null>(null)
  useEffect(() => {
    // Without a signal and not saved by the service worker, the list simply does not show.
    const show = () =>
      void import('./outbox-panel').then(
        (module) => setPanel(() => module.default),
        () => {},
      )
    let waiting = false
    try {
      waiting = localStorage.getItem(HINT_KEY) === '1'
    } catch {
      // storage refused
    }
    if (waiting) show()
    window.addEventListener(KEPT_EVENT, show)
    return () => window.removeEventListener(KEPT_EVENT, show)
  }, [])
  return Panel ? <Panel /> : null
}
