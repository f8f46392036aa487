import { type ComponentType, useEffect, useState } from 'react'
import { afterTurns } from '~/lib/hydration-turns'

/**
 * The "Install App" card, loaded after hydration: it appears 3 s after load at the earliest, so
 * its code is not part of the first-load JavaScript. (No React.lazy/Suspense: React throttles a
 * Suspense reveal with a timer, which would move the card's 3 s.) The `beforeinstallprompt`
 * event is captured by app/lib/install-prompt.ts, which loads with the shell.
 */
export function LazyInstallPrompt() {
  const [Prompt, setPrompt] = useState<ComponentType | null>(null)
  useEffect(() => {
    let live = true
    // Once the page has hydrated (app/lib/hydration-turns.ts), in a task of its own.
    afterTurns(() => {
      if (!live) return
      import('~/components/install-prompt').then(
        (module) => {
          if (live) setPrompt(() => module.InstallPrompt)
        },
        () => {}, // offline and not cached: no card this time
      )
    })
    return () => {
      live = false
    }
  }, [])
  return Prompt ? <Prompt /> : null
}
