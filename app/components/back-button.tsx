import { useLocation } from 'react-router'
import { HistoryBackLink } from '~/components/history-back-link'

/**
 * SPEC's Back on every page but home: one history step back while the previous entry is a page of
 * the guide, home when the visitor arrived from elsewhere (or has no JavaScript).
 */
export function BackButton() {
  const { pathname } = useLocation()
  if (pathname === '/') return null
  return (
    // A landmark of its own: the link sits between the header and the page's main content.
    <nav aria-label="Back" className="mx-auto w-full max-w-6xl px-4 pt-3">
      <HistoryBackLink to="/">Back</HistoryBackLink>
    </nav>
  )
}
