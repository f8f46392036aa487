import { Link } from 'react-router'
import { Card, CardContent } from '~/components/ui/card'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'

/** Where an imported submission came from (the review queue's SubmissionOrigin). */
export interface SubmissionOriginData {
  importedFrom: string
  updates: { id: string; title: string; status: string } | null
  updatesListing: string | null
  changed: string[]
  cancelled: string | null
}

const statusKey = (status: string) => `adminReview.status.${status}` as MessageKey

const link = 'text-secondary font-semibold underline underline-offset-4'

/**
 * On the review page of a submission imported from a calendar feed: the feed, the earlier
 * submission it is a newer version of, what changed, and what approving it does.
 */
export function SubmissionOrigin({ origin, kind }: { origin: SubmissionOriginData; kind: string }) {
  const t = useT()
  return (
    <Card className="mt-6">
      <CardContent className="grid gap-2">
        <h2 className="font-display text-2xl font-bold">{t('adminReview.origin.title')}</h2>
        <p>{t('adminReview.origin.lead', { feed: origin.importedFrom })}</p>
        {origin.updates ? (
          <p>
            {t('adminReview.origin.newerOf')}{' '}
            <Link to={t.path(`/admin/${kind}/${origin.updates.id}`)} className={link}>
              {origin.updates.title}
            </Link>{' '}
            {t('adminReview.origin.status', {
              status: t.has(statusKey(origin.updates.status))
                ? t(statusKey(origin.updates.status))
                : origin.updates.status,
            })}{' '}
            {origin.changed.length > 0
              ? t('adminReview.origin.changed', { fields: origin.changed.join(', ') })
              : t('adminReview.origin.unchanged')}
          </p>
        ) : null}
        {origin.cancelled ? (
          <p className="font-semibold">
            {origin.cancelled} {t('adminReview.origin.cancelled')}
          </p>
        ) : origin.updatesListing ? (
          <p>
            {t('adminReview.origin.updates')}{' '}
            <Link to={t.path(origin.updatesListing)} className={link}>
              {origin.updatesListing}
            </Link>
            {t('adminReview.origin.updatesRest')}
          </p>
        ) : null}
      </CardContent>
    </Card>
  )
}
