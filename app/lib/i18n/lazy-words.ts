import { useEffect } from 'react'
import { loadFormatter, useFormatterReady } from './use-t'

/**
 * For a lazily loaded component whose words have arguments (`shell.lazy.*`, see `isLazyMessage`):
 * asks for the formatter when it mounts (the page did not wait for it) and re-renders once it is
 * here. Until then `t()` gives the message's rough text (its words and values, a plural's count).
 */
export function useLazyWords(): boolean {
  useEffect(() => {
    void loadFormatter().catch(() => {}) // offline: asked again by the next message that needs it
  }, [])
  return useFormatterReady()
}
