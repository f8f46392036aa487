import { ArrowLeft } from '~/components/icons'
import { data, Form, Link, redirect } from 'react-router'
import { FieldList } from '~/components/admin/field-list'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { notFoundUnless } from '~/lib/http.server'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath, localizedPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import { cn } from '~/lib/utils'
import { pageMeta } from '~/lib/meta'
import { regionDateTime } from '~/lib/i18n/region-date-time'
import { requireRole } from '~/lib/permissions.server'
import {
  deleteMessage,
  getMessage,
  MESSAGE_TYPES,
  type MessageType,
  setMessageRead,
} from '~/lib/inbox.server'
import { redirectWithToast } from '~/lib/toast.server'
import { sendForm } from '~/lib/send-form'
import { localizedMessage } from './message-words.server'
import type { Route } from './+types/message'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.message.title ?? 'Message',
    loaderData?.metaDescription ?? 'A message sent to Wyoming Navigator.',
  ),
  { name: 'robots', content: 'noindex' },
]

function parseType(value: string): MessageType | undefined {
  return MESSAGE_TYPES.find((t) => t === value)
}

/** Opening a message changes nothing (a GET never does): it stays unread until marked read. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request)
  const type = parseType(params.type)
  notFoundUnless(type)
  const message = await getMessage(getDb(), type, params.id)
  notFoundUnless(message)
  // In the language of its URL (/es/admin/messages/...): `adminMessages.*`, the fields' labels.
  const locale = localeOfPath(new URL(request.url).pathname)
  return {
    messages: messagesFor(locale, ['adminMessages']),
    metaDescription: serverT(locale)('adminMessages.message.metaDescription'),
    message: localizedMessage(message, locale),
  }
}

/** "Mark as read" / "Mark as unread", then back to the message; "Delete" (asked first), then the inbox. */
// With JavaScript, a send that fails keeps the page (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireRole(request)
  const type = parseType(params.type)
  notFoundUnless(type)
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  const read = await readForm(request)
  if (!read.ok) return data({ error: read.message }, { status: read.status })
  const intent = read.form.get('intent')
  if (intent === 'delete') {
    // Asked first: the first press answers the question, whose button sends confirm=yes.
    if (read.form.get('confirm') !== 'yes') return { confirmDelete: true }
    const deleted = await deleteMessage(getDb(), type, params.id, user.id)
    if (!deleted) throw data('Not Found', { status: 404, statusText: 'Not Found' })
    return redirectWithToast(localizedPath('/admin/messages', locale), {
      type: 'success',
      title: say('adminMessages.message.deleted'),
    })
  }
  if (intent !== 'read' && intent !== 'unread') {
    return data({ error: say('adminMessages.choose') }, { status: 400 })
  }
  const found = await setMessageRead(getDb(), type, params.id, intent === 'read', user.id)
  if (!found) throw data('Not Found', { status: 404, statusText: 'Not Found' })
  return redirect(localizedPath(`/admin/messages/${type}/${encodeURIComponent(params.id)}`, locale))
}

export default function AdminMessageRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { message } = loaderData
  const pending = useIsPending()
  const t = useT()
  return (
    <article>
      <Link
        to={t.path('/admin/messages')}
        className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t('adminMessages.message.back')}
      </Link>
      <h1 className="font-display mt-2 text-4xl font-bold break-words">{message.title}</h1>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <p className="text-muted-foreground">
          {t('adminMessages.message.received', {
            type: message.type,
            when: regionDateTime(message.createdAt, t.locale),
          })}
        </p>
        {/* StatusBadge's look (app/components/admin/field-list.tsx), in the page's language */}
        <span
          className={cn(
            'rounded px-2 py-0.5 text-sm font-semibold',
            message.unread ? 'bg-amber-100 text-amber-900' : 'bg-muted text-foreground',
          )}
        >
          {message.unread ? t('adminMessages.unread') : t('adminMessages.read')}
        </span>
        <Form method="post">
          <input type="hidden" name="intent" value={message.unread ? 'read' : 'unread'} />
          <Button type="submit" variant="outline" disabled={pending}>
            {message.unread ? t('adminMessages.markRead') : t('adminMessages.markUnread')}
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <Button type="submit" variant="destructive" disabled={pending}>
            {t('adminMessages.delete')}
          </Button>
        </Form>
      </div>
      {actionData && 'error' in actionData ? (
        <p role="alert" className="text-destructive mt-3 font-semibold">
          {actionData.error}
        </p>
      ) : null}
      {actionData && 'confirmDelete' in actionData ? (
        <Form
          method="post"
          aria-labelledby="delete-heading"
          className="border-destructive bg-card mt-4 rounded-(--radius-card) border-2 p-4"
        >
          <div role="alert">
            <h2 id="delete-heading" className="text-lg font-bold">
              {t('adminMessages.message.confirmTitle')}
            </h2>
          </div>
          <p className="mt-1">{t('adminMessages.message.confirmText')}</p>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="confirm" value="yes" />
          <div className="mt-4 flex flex-wrap gap-3">
            <Button type="submit" variant="destructive" disabled={pending}>
              {t('adminMessages.message.confirmDelete')}
            </Button>
            <Link
              to={t.path(`/admin/messages/${message.type}/${encodeURIComponent(message.id)}`)}
              className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
            >
              {t('adminMessages.message.cancel')}
            </Link>
          </div>
        </Form>
      ) : null}
      <Card className="mt-6">
        <CardContent>
          <FieldList fields={message.fields} />
        </CardContent>
      </Card>
    </article>
  )
}
