import { ArrowLeft } from '~/components/icons'
import { data, Form, Link, redirect } from 'react-router'
import { FieldList, formatDateTime, StatusBadge } from '~/components/admin/field-list'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { notFoundUnless } from '~/lib/http.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { getMessage, MESSAGE_TYPES, type MessageType, setMessageRead } from '~/lib/inbox.server'
import { sendForm } from '~/lib/send-form'
import type { Route } from './+types/message'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.message.title ?? 'Message', 'A message sent to Wyoming Navigator.'),
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
  return { message }
}

/** "Mark as read" / "Mark as unread", then back to the message (POST, redirect, GET). */
// With JavaScript, a send that fails keeps the page (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireRole(request)
  const type = parseType(params.type)
  notFoundUnless(type)
  const read = await readForm(request)
  if (!read.ok) return data({ error: read.message }, { status: read.status })
  const intent = read.form.get('intent')
  if (intent !== 'read' && intent !== 'unread') {
    return data({ error: 'Choose Mark as read or Mark as unread.' }, { status: 400 })
  }
  const found = await setMessageRead(getDb(), type, params.id, intent === 'read', user.id)
  if (!found) throw data('Not Found', { status: 404, statusText: 'Not Found' })
  return redirect(`/admin/messages/${type}/${encodeURIComponent(params.id)}`)
}

export default function AdminMessageRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { message } = loaderData
  const pending = useIsPending()
  return (
    <article>
      <Link
        to="/admin/messages"
        className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> All messages
      </Link>
      <h1 className="font-display mt-2 text-4xl font-bold break-words">{message.title}</h1>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <p className="text-muted-foreground">
          {message.type === 'contact' ? 'Contact message' : 'Host application'} received{' '}
          {formatDateTime(message.createdAt)}.
        </p>
        <StatusBadge status={message.unread ? 'unread' : 'read'} />
        <Form method="post">
          <input type="hidden" name="intent" value={message.unread ? 'read' : 'unread'} />
          <Button type="submit" variant="outline" disabled={pending}>
            {message.unread ? 'Mark as read' : 'Mark as unread'}
          </Button>
        </Form>
      </div>
      {actionData?.error ? (
        <p role="alert" className="text-destructive mt-3 font-semibold">
          {actionData.error}
        </p>
      ) : null}
      <Card className="mt-6">
        <CardContent>
          <FieldList fields={message.fields} />
        </CardContent>
      </Card>
    </article>
  )
}
