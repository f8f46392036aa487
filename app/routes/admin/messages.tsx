import { data, Link } from 'react-router'
import { BulkForm } from '~/components/admin/bulk-form'
import { formatDateTime } from '~/components/admin/field-list'
import { BulkAnswerNotice } from '~/components/admin/listing-list'
import { Pagination } from '~/components/pagination'
import { Button } from '~/components/ui/button'
import { type BulkAnswer, MESSAGE_BULK_ACTIONS } from '~/lib/bulk'
import { answerBulkForm, bulkMessages, messageKey, messageTitles } from '~/lib/bulk-actions.server'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { pageMessages } from '~/lib/inbox.server'
import { pageMeta } from '~/lib/meta'
import { parsePage } from '~/lib/pagination'
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { cn } from '~/lib/utils'
import type { Route } from './+types/messages'
import { messagesFor } from '~/lib/i18n/catalog.server'

export const meta = () => [
  ...pageMeta('Messages', 'Contact messages and host applications.'),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const url = new URL(request.url)
  const page = await pageMessages(getDb(), parsePage(url.searchParams.get('page')))
  return {
    // The back office is English; the shared pagination's words (decision 059).
    messages: messagesFor('en', ['listing', 'adminReview.bulk']),
    // the contact messages and host applications of this page
    inbox: {
      ...page,
      // a row's id in the bulk form names its type too (contact messages and host applications)
      items: page.items.map((message) => ({
        ...message,
        messageId: message.id,
        id: messageKey(message.type, message.id),
        title: message.subject,
      })),
    },
    selectAll: url.searchParams.get('select') === 'all',
  }
}

const LABELS = { read: 'Mark as read', unread: 'Mark as unread', delete: 'Delete' } as const

/** Mark read, mark unread or delete the ticked messages, each as its own page does (delete asked first). */
// With JavaScript, a send that fails keeps the ticks (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request)
  const read = await readForm(request)
  if (!read.ok) return data<BulkAnswer>({ error: read.message }, { status: read.status })
  const db = getDb()
  const { answer, status } = await answerBulkForm(read.form, {
    actions: MESSAGE_BULK_ACTIONS,
    choose: 'Choose Mark as read, Mark as unread or Delete.',
    tick: 'Tick the messages to act on first.',
    titles: (keys) => messageTitles(db, keys),
    run: (keys, intent) => bulkMessages(db, keys, intent, user.id),
  })
  return data(answer, { status })
}

export default function AdminMessagesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { inbox: messages, selectAll } = loaderData
  const answer = actionData as BulkAnswer | undefined
  const outcome = answer && 'outcome' in answer ? answer.outcome : undefined
  const unread = messages.items.filter((message) => message.unread).length
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">Messages</h1>
      <p className="text-muted-foreground mt-2 text-lg">
        Contact messages and host applications, newest first. {messages.total}{' '}
        {messages.total === 1 ? 'message' : 'messages'}, {unread} unread on this page.
      </p>
      <BulkAnswerNotice
        answer={answer}
        noun={(n) => (n === 1 ? 'message' : 'messages')}
        note="They are removed from the inbox. This cannot be undone."
        level={2}
      />
      {messages.items.length === 0 ? (
        <p className="mt-6">No messages yet.</p>
      ) : (
        <BulkForm
          key={outcome ? JSON.stringify(outcome) : 'list'}
          label="Messages"
          // after an action the rows start unticked, even on a ?select=all page
          selectAll={selectAll && !outcome}
          items={messages.items}
          toolbar={MESSAGE_BULK_ACTIONS.map((intent) => (
            <Button
              key={intent}
              type="submit"
              name="intent"
              value={intent}
              variant={intent === 'delete' ? 'destructive' : 'outline'}
            >
              {LABELS[intent]}
              <span className="sr-only"> the selected</span>
            </Button>
          ))}
          renderItem={(message) => (
            <Link
              to={`/admin/messages/${message.type}/${encodeURIComponent(message.messageId)}`}
              className="hover:bg-muted focus-visible:outline-ring flex min-h-11 flex-col gap-1 py-3 pr-4 focus-visible:outline-3 focus-visible:-outline-offset-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="min-w-0">
                <span
                  className={cn('block text-lg break-words', message.unread ? 'font-bold' : 'font-normal')}
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
          )}
        />
      )}
      <Pagination page={messages.page} pageCount={messages.pageCount} label="Pages of messages" />
    </div>
  )
}
