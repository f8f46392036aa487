import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { FieldList, formatDateTime } from '~/components/admin/field-list'
import { Card, CardContent } from '~/components/ui/card'
import { getDb } from '~/lib/db.server'
import { notFoundUnless } from '~/lib/http.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { MESSAGE_TYPES, type MessageType, openMessage } from '~/lib/inbox.server'
import type { Route } from './+types/message'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.message.title ?? 'Message', 'A message sent to Wyoming Navigator.'),
  { name: 'robots', content: 'noindex' },
]

/** Opening a message marks it read. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireRole(request)
  const type = MESSAGE_TYPES.find((t) => t === params.type) as MessageType | undefined
  notFoundUnless(type)
  const message = await openMessage(getDb(), type, params.id, user.id)
  notFoundUnless(message)
  return { message }
}

export default function AdminMessageRoute({ loaderData }: Route.ComponentProps) {
  const { message } = loaderData
  return (
    <article>
      <Link
        to="/admin/messages"
        className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> All messages
      </Link>
      <h1 className="font-display mt-2 text-4xl font-bold break-words">{message.title}</h1>
      <p className="text-muted-foreground mt-2">
        {message.type === 'contact' ? 'Contact message' : 'Host application'} received{' '}
        {formatDateTime(message.createdAt)}.
      </p>
      <Card className="mt-6">
        <CardContent>
          <FieldList fields={message.fields} />
        </CardContent>
      </Card>
    </article>
  )
}
