/**
 * Watches this thread's event loop: a timer due every `everyMs`, and the longest it came late.
 * A parse on this thread shows as a lag of its whole length; one in a worker does not.
 */
export function watchLoopLag(everyMs = 5) {
  let last = performance.now()
  let longest = 0
  const timer = setInterval(() => {
    const now = performance.now()
    longest = Math.max(longest, now - last - everyMs)
    last = now
  }, everyMs)
  return {
    /** Stops watching; answers the longest lag seen, in ms. */
    stop(): number {
      clearInterval(timer)
      return longest
    },
  }
}
