import { regionDateTime } from '~/lib/i18n/region-date-time'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'

/**
 * The review queues' shared words (namespace `adminReview`): a status as a small coloured label and
 * a Denver date and time, both in the page's language. English reads exactly as field-list's
 * StatusBadge and formatDateTime ("Nov 24, 2026, 3:52 PM MST").
 */
const STYLES: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
}

export function ReviewStatusBadge({ status }: { status: string }) {
  const t = useT()
  const key = `adminReview.status.${status}` as MessageKey
  return (
    <span className={`rounded px-2 py-0.5 text-sm font-semibold capitalize ${STYLES[status] ?? 'bg-muted'}`}>
      {t.has(key) ? t(key) : status}
    </span>
  )
}

/** A Denver date and time in the page's language (`regionDateTime`). */
export function useReviewDateTime(): (iso: string | null) => string {
  const t = useT()
  return (iso) => regionDateTime(iso, t.locale)
}

/** A review kind's or listing type's name in the page's language (`restaurants`, `stays`...). */
export const kindKey = (kind: string, form: 'plural' | 'singular') =>
  `adminReview.kind.${kind}.${form}` as MessageKey
