/**
 * Captures the browser's `beforeinstallprompt` event as soon as this module loads (with the app
 * shell, app/root.tsx), so an event fired before the install card's code arrives is not lost.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>
}

let deferred: BeforeInstallPromptEvent | null = null
const listeners = new Set<() => void>()
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as BeforeInstallPromptEvent
    for (const listener of listeners) listener()
  })
}

export function getDeferredPrompt() {
  return deferred
}
export function clearDeferredPrompt() {
  deferred = null
}
export function onDeferredPrompt(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
