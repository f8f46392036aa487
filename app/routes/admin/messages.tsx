import { data, Link } from 'react-router'
import { BulkForm } from '~/components/admin/bulk-form'
import { BulkAnswerNotice } from '~/components/admin/listing-list'
import { Pagination } from '~/components/pagination'
import { Button } from '~/components/ui/button'
import { type BulkAnswer, MESSAGE_BULK_ACTIONS } from '~/lib/bulk'
import { answerBulkForm, bulkMessages, messageKey, messageTitles } from '~/lib/bulk-actions.server'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { pageMessages } from '~/lib/inbox.server'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath } from '~/lib/i18n/config'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'
import { pageMeta } from '~/lib/meta'
import { regionDateTime } from '~/lib/i18n/region-date-time'
import { parsePage } from '~/lib/pagination'
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { cn } from '~/lib/utils'
import { hostTitle } from './message-words.server'
import type { Route } from './+types/messages'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Messages',
    loaderData?.metaDescription ?? 'Contact messages and host applications.',
  ),
  { name: 'robots', content: 'noindex' },
]

// In the language of its URL (/es/admin/messages): `adminMessages.*` and the pagination's words.
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const url = new URL(request.url)
  const locale = localeOfPath(url.pathname)
  const say = serverT(locale)
  const page = await pageMessages(getDb(), parsePage(url.searchParams.get('page')))
  return {
    messages: messagesFor(locale, ['adminMessages', 'listing', 'adminReview.bulk']),
    metaTitle: say('adminMessages.metaTitle'),
    metaDescription: say('adminMessages.metaDescription'),
    // the contact messages and host applications of this page
    inbox: {
      ...page,
      // a row's id in the bulk form names its type too (contact messages and host applications)
      items: page.items.map((message) => ({
        ...message,
        messageId: message.id,
        id: messageKey(message.type, message.id),
        subject: message.type === 'host' ? hostTitle(say, message.subject) : message.subject,
        title: message.type === 'host' ? hostTitle(say, message.subject) : message.subject,
      })),
    },
    selectAll: url.searchParams.get('select') === 'all',
  }
}

const LABELS = {
  read: 'adminMessages.markRead',
  unread: 'adminMessages.markUnread',
  delete: 'adminMessages.delete',
} as const satisfies Record<string, MessageKey>

/** Mark read, mark unread or delete the ticked messages, each as its own page does (delete asked first). */
// With JavaScript, a send that fails keeps the ticks (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request)
  const say = serverT(localeOfPath(new URL(request.url).pathname))
  const read = await readForm(request)
  if (!read.ok) return data<BulkAnswer>({ error: read.message }, { status: read.status })
  const db = getDb()
  const { answer, status } = await answerBulkForm(read.form, {
    actions: MESSAGE_BULK_ACTIONS,
    choose: say('adminMessages.choose'),
    tick: say('adminMessages.tick'),
    titles: async (keys) =>
      (await messageTitles(db, keys)).map((item) => ({ ...item, title: hostTitle(say, item.title) })),
    run: (keys, intent) => bulkMessages(db, keys, intent, user.id),
  })
  return data(answer, { status })
}

export default function AdminMessagesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { inbox: messages, selectAll } = loaderData
  const t = useT()
  const answer = actionData as BulkAnswer | undefined
  const outcome = answer && 'outcome' in answer ? answer.outcome : undefined
  const unread = messages.items.filter((message) => message.unread).length
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">{t('adminMessages.title')}</h1>
      <p className="text-muted-foreground mt-2 text-lg">
        {t('adminMessages.intro', { total: messages.total, unread })}
      </p>
      <BulkAnswerNotice
        answer={answer}
        noun={(n) => t('adminMessages.noun', { count: n })}
        note={t('adminMessages.deleteNote')}
        level={2}
      />
      {messages.items.length === 0 ? (
        <p className="mt-6">{t('adminMessages.none')}</p>
      ) : (
        <BulkForm
          key={outcome ? JSON.stringify(outcome) : 'list'}
          label={t('adminMessages.list')}
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
              {t(LABELS[intent])}
              <span className="sr-only"> {t('adminMessages.theSelected')}</span>
            </Button>
          ))}
          renderItem={(message) => (
            <Link
              to={t.path(`/admin/messages/${message.type}/${encodeURIComponent(message.messageId)}`)}
              className="hover:bg-muted focus-visible:outline-ring flex min-h-11 flex-col gap-1 py-3 pr-4 focus-visible:outline-3 focus-visible:-outline-offset-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="min-w-0">
                <span
                  className={cn('block text-lg break-words', message.unread ? 'font-bold' : 'font-normal')}
                >
                  {message.unread ? (
                    <span className="sr-only">{t('adminMessages.unreadPrefix')} </span>
                  ) : null}
                  {message.subject}
                </span>
                <span className="text-muted-foreground block text-sm break-all">{message.from}</span>
              </span>
              <span className="flex shrink-0 items-center gap-3 text-sm">
                <span className="text-muted-foreground">{regionDateTime(message.createdAt, t.locale)}</span>
                <span
                  className={cn(
                    'rounded px-2 py-0.5 font-semibold',
                    message.unread ? 'bg-amber-100 text-amber-900' : 'bg-muted',
                  )}
                >
                  {message.unread ? t('adminMessages.unread') : t('adminMessages.read')}
                </span>
              </span>
            </Link>
          )}
        />
      )}
      <Pagination page={messages.page} pageCount={messages.pageCount} label={t('adminMessages.pages')} />
    </div>
  )
}
