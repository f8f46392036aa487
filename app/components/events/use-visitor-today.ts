import { useSyncExternalStore } from 'react'
import { localToday } from '~/lib/dates'

const subscribe = () => () => {}

/**
 * "Today" is the visitor's own date (DESIGN section 4). The server renders its own today for the
 * region; once the page hydrates the browser's date takes over, without a hydration mismatch.
 */
export function useVisitorToday(serverToday: string): string {
  return useSyncExternalStore(
    subscribe,
    () => localToday(),
    () => serverToday,
  )
}
