import { HistoryBackLink } from '~/components/history-back-link'
import { useT } from '~/lib/i18n/use-t'

/**
 * Goes back one history step (keeping the calendar's date and filters) while the previous entry is
 * a page of the guide, or to /events when the page was opened from elsewhere. A real link, so it
 * also works without JavaScript.
 */
export function BackToEvents({ className }: { className?: string }) {
  const t = useT()
  return (
    <HistoryBackLink to={t.path('/events')} className={className}>
      {t('events.card.back')}
    </HistoryBackLink>
  )
}
