import { Form, Link } from 'react-router'
import { formatDateTime } from '~/components/admin/field-list'
import { SelectField } from '~/components/form-field'
import { Pagination } from '~/components/pagination'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { getDb } from '~/lib/db.server'
import { pageEditorialLog } from '~/lib/editorial-log.server'
import { LISTING_TYPE_LABELS, LISTING_TYPES, LOG_ACTIONS, parseListingType } from '~/lib/kinds/editor'
import { KIND_LABELS, REVIEW_KINDS } from '~/lib/kinds'
import { pageMeta } from '~/lib/meta'
import { parsePage } from '~/lib/pagination'
import { requireRole } from '~/lib/permissions.server'
import type { Route } from './+types/activity'
import { messagesFor } from '~/lib/i18n/catalog.server'

export const meta = () => [
  ...pageMeta('Activity', 'Every editorial action, newest first.'),
  { name: 'robots', content: 'noindex' },
]

const SUBJECTS = [
  ...LISTING_TYPES.map((t) => ({ value: t, label: LISTING_TYPE_LABELS[t].plural })),
  ...REVIEW_KINDS.map((k) => ({ value: `submission:${k}`, label: `${KIND_LABELS[k].singular} submissions` })),
]

/** Where an entry's subject lives in the back office. */
function subjectHref(subjectType: string, subjectId: string, action: string): string | null {
  if (subjectType.startsWith('submission:'))
    return `/admin/${subjectType.slice('submission:'.length)}/${encodeURIComponent(subjectId)}`
  const type = parseListingType(subjectType)
  return type && action !== 'deleted' ? `/admin/listings/${type}/${encodeURIComponent(subjectId)}` : null
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const url = new URL(request.url)
  const actionParam = url.searchParams.get('action') ?? ''
  const subjectParam = url.searchParams.get('subject') ?? ''
  const action = (LOG_ACTIONS as readonly string[]).includes(actionParam) ? actionParam : ''
  const subject = SUBJECTS.some((s) => s.value === subjectParam) ? subjectParam : ''
  const log = await pageEditorialLog(
    getDb(),
    { action: action || undefined, subjectType: subject || undefined },
    parsePage(url.searchParams.get('page')),
  )
  return {
    messages: messagesFor('en', ['listing']),
    action,
    subject,
    log: {
      ...log,
      items: log.items.map((entry) => ({
        ...entry,
        href: subjectHref(entry.subjectType, entry.subjectId, entry.action),
      })),
    },
  }
}

export default function AdminActivityRoute({ loaderData }: Route.ComponentProps) {
  const { action, subject, log } = loaderData
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">Activity</h1>
      <p className="text-muted-foreground mt-2 text-lg">
        Every approval, rejection, edit, hide and delete, newest first.
      </p>
      <Form method="get" className="mt-6 grid items-end gap-4 sm:grid-cols-[1fr_1fr_auto]">
        <SelectField
          name="action"
          label="Action"
          defaultValue={action}
          options={[
            { value: '', label: 'All actions' },
            ...LOG_ACTIONS.map((a) => ({ value: a, label: a[0]!.toUpperCase() + a.slice(1) })),
          ]}
        />
        <SelectField
          name="subject"
          label="What"
          defaultValue={subject}
          options={[{ value: '', label: 'Everything' }, ...SUBJECTS]}
        />
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </Form>
      <p className="text-muted-foreground mt-4">
        {log.total} {log.total === 1 ? 'entry' : 'entries'}.
      </p>
      {log.items.length > 0 ? (
        <Card className="mt-4 overflow-hidden">
          <ul className="divide-border divide-y">
            {log.items.map((entry) => (
              <li key={entry.id} className="grid gap-1 p-4">
                <p>
                  <span className="bg-muted mr-2 rounded px-2 py-0.5 text-sm font-semibold capitalize">
                    {entry.action}
                  </span>
                  {entry.href ? (
                    <Link
                      to={entry.href}
                      className="text-secondary font-semibold break-words underline underline-offset-4"
                    >
                      {entry.subjectTitle || entry.subjectId}
                    </Link>
                  ) : (
                    <span className="font-semibold break-words">{entry.subjectTitle || entry.subjectId}</span>
                  )}
                </p>
                <p className="text-muted-foreground text-sm break-words">
                  {formatDateTime(entry.createdAt)} by {entry.actor ?? 'someone'}
                  {entry.detail ? ` · ${entry.detail}` : ''}
                </p>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <Pagination page={log.page} pageCount={log.pageCount} label="Pages of the activity log" />
    </div>
  )
}
