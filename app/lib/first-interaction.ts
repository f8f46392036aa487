/**
 * Code the page needs only once the visitor does something (the form schemas, the toast library)
 * waits for the first touch, click, key or focus instead of loading while the page is still
 * settling: on a slow phone that keeps the main thread free right after hydration.
 */
const EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const

let interacted = false
const waiting = new Set<() => void>()

function onInteraction() {
  interacted = true
  for (const type of EVENTS) window.removeEventListener(type, onInteraction, true)
  const callbacks = [...waiting]
  waiting.clear()
  for (const callback of callbacks) callback()
}

/**
 * Runs `callback` on the visitor's first interaction with the page (at once if that has already
 * happened). Returns a function that cancels it.
 */
export function onFirstInteraction(callback: () => void): () => void {
  if (interacted) {
    callback()
    return () => {}
  }
  if (waiting.size === 0) {
    for (const type of EVENTS) window.addEventListener(type, onInteraction, { capture: true, passive: true })
  }
  waiting.add(callback)
  return () => {
    waiting.delete(callback)
  }
}
