import { Form, Link } from 'react-router'
import { regionDateTime } from '~/lib/i18n/region-date-time'
import { SelectField } from '~/components/form-field'
import { Pagination } from '~/components/pagination'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { getDb } from '~/lib/db.server'
import { pageEditorialLog } from '~/lib/editorial-log.server'
import { LISTING_TYPES, LOG_ACTIONS, parseListingType } from '~/lib/kinds/editor'
import { REVIEW_KINDS } from '~/lib/kinds'
import { pageMeta } from '~/lib/meta'
import { parsePage } from '~/lib/pagination'
import { requireRole } from '~/lib/permissions.server'
import type { Route } from './+types/activity'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath } from '~/lib/i18n/config'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Activity',
    loaderData?.metaDescription ?? 'Every editorial action, newest first.',
  ),
  { name: 'robots', content: 'noindex' },
]

/** What the log can be narrowed to, each with its name's key. */
const SUBJECTS: { value: string; key: MessageKey }[] = [
  ...LISTING_TYPES.map((type) => ({ value: type, key: `admin.types.${type}` as const })),
  ...REVIEW_KINDS.map((kind) => ({
    value: `submission:${kind}`,
    key: `admin.activity.submissions.${kind}` as const,
  })),
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
  const locale = localeOfPath(url.pathname)
  const say = serverT(locale)
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
    messages: messagesFor(locale, ['listing']),
    metaTitle: say('admin.activity.meta.title'),
    metaDescription: say('admin.activity.meta.description'),
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
  const t = useT()
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">{t('admin.activity.title')}</h1>
      <p className="text-muted-foreground mt-2 text-lg">{t('admin.activity.intro')}</p>
      <Form method="get" className="mt-6 grid items-end gap-4 sm:grid-cols-[1fr_1fr_auto]">
        <SelectField
          name="action"
          label={t('admin.activity.action')}
          defaultValue={action}
          options={[
            { value: '', label: t('admin.activity.allActions') },
            ...LOG_ACTIONS.map((a) => ({ value: a, label: t(`admin.activity.option.${a}`) })),
          ]}
        />
        <SelectField
          name="subject"
          label={t('admin.activity.subject')}
          defaultValue={subject}
          options={[
            { value: '', label: t('admin.activity.everything') },
            ...SUBJECTS.map((s) => ({ value: s.value, label: t(s.key) })),
          ]}
        />
        <Button type="submit" variant="outline">
          {t('admin.activity.filter')}
        </Button>
      </Form>
      <p className="text-muted-foreground mt-4">{t('admin.activity.entries', { count: log.total })}</p>
      {log.items.length > 0 ? (
        <Card className="mt-4 overflow-hidden">
          <ul className="divide-border divide-y">
            {log.items.map((entry) => (
              <li key={entry.id} className="grid gap-1 p-4">
                <p>
                  <span className="bg-muted mr-2 rounded px-2 py-0.5 text-sm font-semibold capitalize">
                    {(LOG_ACTIONS as readonly string[]).includes(entry.action)
                      ? t(`admin.activity.did.${entry.action as (typeof LOG_ACTIONS)[number]}`)
                      : entry.action}
                  </span>
                  {entry.href ? (
                    <Link
                      to={t.path(entry.href)}
                      className="text-secondary font-semibold break-words underline underline-offset-4"
                    >
                      {entry.subjectTitle || entry.subjectId}
                    </Link>
                  ) : (
                    <span className="font-semibold break-words">{entry.subjectTitle || entry.subjectId}</span>
                  )}
                </p>
                <p className="text-muted-foreground text-sm break-words">
                  {t('admin.activity.byline', {
                    when: regionDateTime(entry.createdAt, t.locale),
                    actor: entry.actor ?? t('admin.activity.someone'),
                  })}
                  {/* the log's own note, recorded in English when the action was taken */}
                  {entry.detail ? ' · ' : ''}
                  {entry.detail ? (
                    <span lang={t.locale === 'en' ? undefined : 'en'}>{entry.detail}</span>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <Pagination page={log.page} pageCount={log.pageCount} label={t('admin.activity.pages')} />
    </div>
  )
}
