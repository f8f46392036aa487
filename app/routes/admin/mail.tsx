import { data, Form, Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { readForm } from '~/lib/form.server'
import { countMail, listMail, retryMail } from '~/lib/mail/queue.server'
import { MAIL_STATUSES, type MailStatus } from '~/lib/mail/statuses'
import { transportConfig } from '~/lib/mail/transport.server'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath, localizedPath } from '~/lib/i18n/config'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'
import { pageMeta } from '~/lib/meta'
import { regionDateTime } from '~/lib/i18n/region-date-time'
import { requireRole } from '~/lib/permissions.server'
import { redirectWithToast } from '~/lib/toast.server'
import { sendForm } from '~/lib/send-form'
import { cn } from '~/lib/utils'
import type { Route } from './+types/mail'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Mail',
    loaderData?.metaDescription ?? 'Messages the guide sends: queued, sent and failed.',
  ),
  { name: 'robots', content: 'noindex' },
]

/** Where mail goes, without credentials: the relay's host and port, or the outbox folder. */
function destination() {
  const config = transportConfig()
  if (!config.smtpUrl) return { mode: 'outbox' as const, where: config.outboxDir }
  const url = new URL(config.smtpUrl)
  return { mode: 'smtp' as const, where: `${url.protocol}//${url.host}` }
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request)
  const db = getDb()
  // In the language of its URL (/es/admin/mail): `adminMessages.mail.*`.
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  const param = new URL(request.url).searchParams.get('status')
  const status = (MAIL_STATUSES as readonly string[]).includes(param ?? '')
    ? (param as MailStatus)
    : undefined
  const [mails, counts, readers] = await Promise.all([
    listMail(db, { status }),
    countMail(db),
    db
      .selectFrom('newsletter_subscriptions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('confirmed_at', 'is not', null)
      .where('unsubscribed_at', 'is', null)
      .executeTakeFirst(),
  ])
  return {
    messages: messagesFor(locale, ['adminMessages']),
    metaTitle: say('adminMessages.mail.metaTitle'),
    metaDescription: say('adminMessages.mail.metaDescription'),
    mails,
    counts,
    status: status ?? null,
    destination: destination(),
    workerOn: env().MAIL_POLL_INTERVAL_MS > 0,
    isAdmin: user.role === 'admin',
    readers: Number(readers?.n ?? 0),
  }
}

type ActionData = { error: string }

// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  await requireRole(request)
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  const read = await readForm(request)
  if (!read.ok) return data<ActionData>({ error: read.message }, { status: read.status })
  const form = read.form
  const db = getDb()
  if (form.get('intent') === 'retry') {
    const retried = await retryMail(db, String(form.get('id') ?? ''))
    if (!retried) return data<ActionData>({ error: say('adminMessages.mail.notFailed') }, { status: 409 })
    return redirectWithToast(`${localizedPath('/admin/mail', locale)}?status=failed`, {
      type: 'success',
      title: say('adminMessages.mail.toast'),
      description: say('adminMessages.mail.toastDescription'),
    })
  }
  return data<ActionData>({ error: say('adminMessages.mail.unknown') }, { status: 400 })
}

const STATUS_LABELS: Record<MailStatus, MessageKey> = {
  held: 'adminMessages.mail.status.held',
  queued: 'adminMessages.mail.status.queued',
  sending: 'adminMessages.mail.status.sending',
  sent: 'adminMessages.mail.status.sent',
  failed: 'adminMessages.mail.status.failed',
}
const HEADINGS: Record<MailStatus, MessageKey> = {
  held: 'adminMessages.mail.heading.held',
  queued: 'adminMessages.mail.heading.queued',
  sending: 'adminMessages.mail.heading.sending',
  sent: 'adminMessages.mail.heading.sent',
  failed: 'adminMessages.mail.heading.failed',
}
const NONE: Record<MailStatus, MessageKey> = {
  held: 'adminMessages.mail.noneIn.held',
  queued: 'adminMessages.mail.noneIn.queued',
  sending: 'adminMessages.mail.noneIn.sending',
  sent: 'adminMessages.mail.noneIn.sent',
  failed: 'adminMessages.mail.noneIn.failed',
}

export default function AdminMailRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { mails, counts, status, destination, workerOn, isAdmin, readers } = loaderData
  const pending = useIsPending()
  const t = useT()
  const when = (iso: string | null) => regionDateTime(iso, t.locale)
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">{t('adminMessages.mail.title')}</h1>
      <p className="text-muted-foreground mt-2 text-lg">{t('adminMessages.mail.intro')}</p>
      <Card className="mt-6">
        <CardContent className="grid gap-2">
          {destination.mode === 'smtp' ? (
            <p>
              {t('adminMessages.mail.smtp')}{' '}
              <code className="[overflow-wrap:anywhere]">{destination.where}</code>.
            </p>
          ) : (
            <p>
              {t('adminMessages.mail.outbox')}{' '}
              <code className="[overflow-wrap:anywhere]">{destination.where}</code>.
            </p>
          )}
          {workerOn ? null : (
            <p className="text-destructive font-semibold">{t('adminMessages.mail.workerOff')}</p>
          )}
        </CardContent>
      </Card>

      {actionData?.error ? (
        <p
          role="alert"
          className="border-destructive text-destructive mt-6 rounded-lg border-2 p-4 font-semibold"
        >
          {actionData.error}
        </p>
      ) : null}

      <nav aria-label={t('adminMessages.mail.byStatus')} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {[null, ...MAIL_STATUSES].map((value) => (
            <li key={value ?? 'all'}>
              <Link
                to={t.path(value ? `/admin/mail?status=${value}` : '/admin/mail')}
                aria-current={status === value ? 'page' : undefined}
                className={cn(
                  'focus-visible:outline-ring flex min-h-11 items-center rounded-lg border px-3 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2',
                  status === value ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
                )}
              >
                {value
                  ? `${t(STATUS_LABELS[value])} (${counts[value]})`
                  : t('adminMessages.mail.all', { count: Object.values(counts).reduce((a, b) => a + b, 0) })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <h2 className="font-display mt-8 text-2xl font-bold">
        {status ? t(HEADINGS[status]) : t('adminMessages.mail.latest')}
      </h2>
      {mails.length === 0 ? (
        <p className="text-muted-foreground mt-4">
          {status ? t(NONE[status]) : t('adminMessages.mail.none')}
        </p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {mails.map((message) => (
            <li key={message.id}>
              <Card>
                <CardContent className="grid gap-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <span
                      className={cn(
                        'rounded px-2 py-0.5 text-sm font-semibold',
                        message.status === 'failed' ? 'bg-destructive text-white' : 'bg-muted',
                      )}
                    >
                      {message.status in STATUS_LABELS
                        ? t(STATUS_LABELS[message.status as MailStatus])
                        : message.status}
                    </span>
                    <h3 className="min-w-0 font-semibold [overflow-wrap:anywhere]">{message.subject}</h3>
                  </div>
                  <dl className="text-muted-foreground grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                    <dt className="font-semibold">{t('adminMessages.mail.to')}</dt>
                    <dd className="[overflow-wrap:anywhere]">{message.to}</dd>
                    <dt className="font-semibold">{t('adminMessages.mail.kind')}</dt>
                    <dd>{message.kind}</dd>
                    <dt className="font-semibold">{t('adminMessages.mail.queued')}</dt>
                    <dd>{when(message.created_at)}</dd>
                    {message.sent_at ? (
                      <>
                        <dt className="font-semibold">{t('adminMessages.mail.sent')}</dt>
                        <dd>{when(message.sent_at)}</dd>
                      </>
                    ) : null}
                    <dt className="font-semibold">{t('adminMessages.mail.attempts')}</dt>
                    <dd>{message.attempts}</dd>
                    {message.status === 'queued' && message.attempts > 0 ? (
                      <>
                        <dt className="font-semibold">{t('adminMessages.mail.nextTry')}</dt>
                        <dd>{when(message.next_attempt_at)}</dd>
                      </>
                    ) : null}
                    {message.outbox_file ? (
                      <>
                        <dt className="font-semibold">{t('adminMessages.mail.file')}</dt>
                        <dd className="[overflow-wrap:anywhere]">
                          <code>{message.outbox_file}</code>
                        </dd>
                      </>
                    ) : null}
                  </dl>
                  {message.last_error ? (
                    <p className="text-destructive text-sm font-semibold [overflow-wrap:anywhere]">
                      {t('adminMessages.mail.lastError', { error: message.last_error })}
                    </p>
                  ) : null}
                  {message.status === 'failed' ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="retry" />
                      <input type="hidden" name="id" value={message.id} />
                      <Button type="submit" variant="outline" disabled={pending}>
                        {t('adminMessages.mail.retry')}
                      </Button>
                    </Form>
                  ) : null}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}

      {isAdmin ? (
        <p className="mt-10">
          {t('adminMessages.mail.newsletter', { readers })}{' '}
          <Link
            to={t.path('/admin/newsletter')}
            className="text-secondary font-semibold underline underline-offset-4"
          >
            {t('adminMessages.mail.newsletterLink')}
          </Link>
          .
        </p>
      ) : null}
    </div>
  )
}
