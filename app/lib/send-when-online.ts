/**
 * Sending what the visitor kept on the device while offline (the forms' outbox, the trip's
 * changes) once the connection is back. `online` often comes before the connection carries
 * anything (a weak signal, a network still joining), and no second `online` comes after a send
 * that failed then: so whatever is still left is tried again while the browser says it is
 * online, after 2 s, then less and less often (the wait doubles, up to once a minute), until
 * nothing is left. A new `online` event starts again from the shortest wait.
 */

/** The first wait before sending again after a send that left something unsent, and the longest. */
export const RETRY_FIRST_MS = 2_000
export const RETRY_MAX_MS = 60_000

export interface SendWhenOnlineOptions {
  /** Where `online` events come from (the window). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
  /** Whether the browser says it is online (`navigator.onLine`). */
  isOnline?: () => boolean
}

/**
 * Calls `send` now (when online), on every `online` event, and again with a growing wait while it
 * answers that something is still left to send. `send` resolves true when something is left; one
 * that throws counts as having left something. Never two sends at once. Returns the function that
 * stops it all.
 */
export function sendWhenOnline(
  send: () => Promise<boolean>,
  { events = window, isOnline = () => navigator.onLine }: SendWhenOnlineOptions = {},
): () => void {
  let running = false
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let wait = RETRY_FIRST_MS

  const attempt = async () => {
    clearTimeout(timer)
    timer = undefined
    if (running || stopped || !isOnline()) return
    running = true
    let left: boolean
    try {
      left = await send()
    } catch {
      left = true
    }
    running = false
    if (stopped) return
    if (left && isOnline()) {
      timer = setTimeout(() => void attempt(), wait)
      wait = Math.min(wait * 2, RETRY_MAX_MS)
    } else wait = RETRY_FIRST_MS
  }
  const onOnline = () => {
    wait = RETRY_FIRST_MS
    void attempt()
  }

  void attempt()
  events.addEventListener('online', onOnline)
  return () => {
    stopped = true
    clearTimeout(timer)
    events.removeEventListener('online', onOnline)
  }
}
