import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadFormatter } from './lib/i18n/use-t'

// React Router's own browser entry: React 19 hydrates the server's document in a transition, so
// the work is split into short tasks and input is handled between them.
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
}

// A page whose words include messages with arguments needs their formatter to hydrate the same
// text (decision 059); any other page hydrates at once and fetches it afterwards, for later pages.
if (document.documentElement.hasAttribute('data-icu')) loadFormatter().then(hydrate, hydrate)
else {
  hydrate()
  // After the page's load (this module may itself run after it: then at once).
  const fetchFormatter = () => void loadFormatter().catch(() => {})
  if (document.readyState === 'complete') setTimeout(fetchFormatter, 0)
  else window.addEventListener('load', fetchFormatter, { once: true })
}
