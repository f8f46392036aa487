import { Link } from 'react-router'
import { formatDateTime } from '~/components/admin/field-list'
import { Card } from '~/components/ui/card'
import { getDb } from '~/lib/db.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { listMessages } from '~/lib/inbox.server'
import { cn } from '~/lib/utils'
import type { Route } from './+types/messages'

export const meta = () => [
  ...pageMeta('Messages', 'Contact messages and host applications.'),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  return { messages: await listMessages(getDb()) }
}

export default function AdminMessagesRoute({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData
  const unread = messages.filter((message) => message.unread).length
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">Messages</h1>
      <p className="text-muted-foreground mt-2 text-lg">
        Contact messages and host applications, newest first. {unread} unread.
      </p>
      {messages.length === 0 ? (
        <p className="mt-6">No messages yet.</p>
      ) : (
        <Card className="mt-6 overflow-hidden">
          <ul className="divide-border divide-y">
            {messages.map((message) => (
              <li key={`${message.type}-${message.id}`}>
                <Link
                  to={`/admin/messages/${message.type}/${message.id}`}
                  className="hover:bg-muted focus-visible:outline-ring flex flex-col gap-1 p-4 focus-visible:outline-3 focus-visible:-outline-offset-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="min-w-0">
                    <span
                      className={cn(
                        'block text-lg break-words',
                        message.unread ? 'font-bold' : 'font-normal',
                      )}
                    >
                      {message.unread ? <span className="sr-only">Unread: </span> : null}
                      {message.subject}
                    </span>
                    <span className="text-muted-foreground block text-sm break-all">{message.from}</span>
                  </span>
                  <span className="flex shrink-0 items-center gap-3 text-sm">
                    <span className="text-muted-foreground">{formatDateTime(message.createdAt)}</span>
                    <span
                      className={cn(
                        'rounded px-2 py-0.5 font-semibold',
                        message.unread ? 'bg-amber-100 text-amber-900' : 'bg-muted',
                      )}
                    >
                      {message.unread ? 'Unread' : 'Read'}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  )
}
