import { type ComponentType, useEffect, useState } from 'react'

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
    // Effects run once the page has hydrated; the card's code is fetched then, after load.
    const load = () =>
      import('~/components/install-prompt').then(
        (module) => {
          if (live) setPrompt(() => module.InstallPrompt)
        },
        () => {}, // offline and not cached: no card this time
      )
    if (document.readyState === 'complete') void load()
    else window.addEventListener('load', load, { once: true })
    return () => {
      live = false
      window.removeEventListener('load', load)
    }
  }, [])
  return Prompt ? <Prompt /> : null
}
