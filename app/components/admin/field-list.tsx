import { DEFAULT_LOCALE, type Locale } from '~/lib/i18n/config'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'
import { regionDateTime } from '~/lib/i18n/region-date-time'

/**
 * These parts are shared by many back-office pages: their words come from `adminEditor.common.*`
 * when the page sends them (`messagesFor(locale, ['adminEditor.common'])`), else stay English.
 */
function useCommonWords() {
  const t = useT()
  return (key: MessageKey, english: string, values?: Record<string, unknown>) =>
    t.has(key) ? t(key, values) : english
}

/** A record's fields as a description list; empty values read "Not given". Text only, never HTML. */
export function FieldList({ fields }: { fields: { label: string; value: string }[] }) {
  const say = useCommonWords()
  return (
    <dl className="divide-border divide-y">
      {fields.map((field) => (
        <div key={field.label} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="text-muted-foreground font-semibold">{field.label}</dt>
          <dd className="break-words whitespace-pre-line">
            {field.value ? (
              field.value
            ) : (
              <span className="text-muted-foreground italic">
                {say('adminEditor.common.notGiven', 'Not given')}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** A submission's status as a small coloured label. */
export function StatusBadge({ status }: { status: string }) {
  const say = useCommonWords()
  const styles: Record<string, string> = {
    pending: 'bg-amber-100 text-amber-900',
    unread: 'bg-amber-100 text-amber-900',
    approved: 'bg-emerald-100 text-emerald-900',
    rejected: 'bg-red-100 text-red-900',
    read: 'bg-muted text-foreground',
  }
  return (
    <span className={`rounded px-2 py-0.5 text-sm font-semibold capitalize ${styles[status] ?? 'bg-muted'}`}>
      {say(`adminEditor.common.status.${status}` as MessageKey, status)}
    </span>
  )
}

/**
 * "Nov 20, 2026, 8:48 PM MST" from an ISO timestamp: every time in the back office, in the guide's
 * zone (America/Denver), labelled MST or MDT (the server and the browser agree: the zone is fixed).
 */
export function formatDateTime(iso: string | null, locale: Locale = DEFAULT_LOCALE): string {
  return regionDateTime(iso, locale)
}
