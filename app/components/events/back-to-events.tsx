import { HistoryBackLink } from '~/components/history-back-link'

/**
 * Goes back one history step (keeping the calendar's date and filters) while the previous entry is
 * a page of the guide, or to /events when the page was opened from elsewhere. A real link, so it
 * also works without JavaScript.
 */
export function BackToEvents({ className }: { className?: string }) {
  return (
    <HistoryBackLink to="/events" className={className}>
      Back to Events
    </HistoryBackLink>
  )
}
