import { useLocation } from 'react-router'
import { HistoryBackLink } from '~/components/history-back-link'
import { unlocalizedPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'

/**
 * SPEC's Back on every page but home: one history step back while the previous entry is a page of
 * the guide, home when the visitor arrived from elsewhere (or has no JavaScript).
 */
export function BackButton() {
  const { pathname } = useLocation()
  const t = useT()
  if (unlocalizedPath(pathname) === '/') return null
  return (
    // A landmark of its own: the link sits between the header and the page's main content.
    <nav aria-label={t('shell.back')} className="mx-auto w-full max-w-6xl px-4 pt-3">
      <HistoryBackLink to={t.path('/')}>{t('shell.back')}</HistoryBackLink>
    </nav>
  )
}
