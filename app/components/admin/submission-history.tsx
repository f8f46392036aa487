import { useReviewDateTime } from '~/components/admin/review-status'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'
import { Card, CardContent } from '~/components/ui/card'
import type { LogEntry } from '~/lib/editorial-log.server'

/** A submission's history: received, then each editorial step on it, oldest first. */
export function SubmissionHistory({ createdAt, history }: { createdAt: string; history: LogEntry[] }) {
  const t = useT()
  const dateTime = useReviewDateTime()
  return (
    <Card className="mt-6">
      <CardContent>
        <h2 className="font-display text-2xl font-bold">{t('adminReview.history.title')}</h2>
        <ol className="mt-2 grid gap-2">
          <li>{t('adminReview.history.received', { date: dateTime(createdAt) })}</li>
          {history
            .slice()
            .reverse()
            .map((entry) => (
              <li key={entry.id}>
                {/* "Rejected · ed@example.com · Nov 24, 2026, 3:52 PM UTC — Reason: ..." */}
                <span className="font-semibold capitalize">{actionWord(t, entry.action)}</span> ·{' '}
                {entry.actor ?? t('adminReview.history.someone')} · {dateTime(entry.createdAt)}
                {entry.detail ? (
                  <>
                    {' '}
                    — {entry.action === 'rejected' ? t('adminReview.history.reason') : ''}
                    {entry.detail}
                  </>
                ) : null}
              </li>
            ))}
        </ol>
      </CardContent>
    </Card>
  )
}

/** A log entry's action ("approved") in the page's language; an action the catalog lacks stays as it is. */
function actionWord(t: ReturnType<typeof useT>, action: string): string {
  const key = `adminReview.history.action.${action}` as MessageKey
  return t.has(key) ? t(key) : action
}
