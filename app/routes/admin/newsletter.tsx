import { Download } from '~/components/icons'
import { data, Form, Link } from 'react-router'
import { TextField } from '~/components/form-field'
import { Pagination } from '~/components/pagination'
import { Button, buttonVariants } from '~/components/ui/button'
import { BulkForm } from '~/components/admin/bulk-form'
import { BulkAnswerNotice } from '~/components/admin/listing-list'
import { type BulkAnswer, SUBSCRIPTION_BULK_ACTIONS } from '~/lib/bulk'
import { answerBulkForm, bulkSubscriptions, subscriptionTitles } from '~/lib/bulk-actions.server'
import { Card } from '~/components/ui/card'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { createIssue, issueTemplate, listIssues } from '~/lib/mail/newsletter-issues.server'
import { redirectWithToast } from '~/lib/toast.server'
import { sendForm } from '~/lib/send-form'
import { useIsPending } from '~/components/use-is-pending'
import { pageMeta } from '~/lib/meta'
import { pageSubscriptions, type Subscription } from '~/lib/newsletter-admin.server'
import { cn } from '~/lib/utils'
import { parsePage } from '~/lib/pagination'
import { requireRole } from '~/lib/permissions.server'
import type { Route } from './+types/newsletter'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath, localizedPath } from '~/lib/i18n/config'
import type { MessageKey } from '~/lib/i18n/messages'
import { regionDateTime } from '~/lib/i18n/region-date-time'
import { useT } from '~/lib/i18n/use-t'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.metaTitle ?? 'Newsletter', loaderData?.metaDescription ?? 'Newsletter sign-ups.'),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request)
  const url = new URL(request.url)
  const locale = localeOfPath(url.pathname)
  const say = serverT(locale)
  const db = getDb()
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 254)
  const page = await pageSubscriptions(db, q, parsePage(url.searchParams.get('page')))
  const isAdmin = user.role === 'admin'
  return {
    messages: messagesFor(locale, ['listing', 'adminNewsletter', 'adminReview.bulk']),
    metaTitle: say('adminNewsletter.meta.title'),
    metaDescription: say('adminNewsletter.meta.description'),
    q,
    isAdmin,
    selectAll: url.searchParams.get('select') === 'all',
    issues: isAdmin ? await listIssues(db) : [],
    subscriptions: {
      ...page,
      items: page.items,
    },
  }
}

// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

/**
 * "Write a new issue": a draft from the template (coming events, new listings), opened for editing.
 * The sign-ups' bulk form (admins): unsubscribe or delete the ticked addresses (delete asked first).
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request, ['admin'])
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  const read = await readForm(request)
  if (!read.ok) return data<BulkAnswer>({ error: read.message }, { status: read.status })
  const db = getDb()
  if (read.form.get('intent') !== 'new') {
    const { answer, status } = await answerBulkForm(read.form, {
      actions: SUBSCRIPTION_BULK_ACTIONS,
      choose: say('adminNewsletter.signups.choose'),
      tick: say('adminNewsletter.signups.tick'),
      titles: (ids) => subscriptionTitles(db, ids),
      run: (ids, intent) => bulkSubscriptions(db, ids, intent),
    })
    return data(answer, { status })
  }
  const id = await createIssue(db, await issueTemplate(db), user.id)
  return redirectWithToast(localizedPath(`/admin/newsletter/issues/${id}`, locale), {
    type: 'success',
    title: say('adminNewsletter.toast.started'),
    description: say('adminNewsletter.toast.startedDescription'),
  })
}

export default function AdminNewsletterRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { q, subscriptions, issues, isAdmin, selectAll } = loaderData
  const t = useT()
  const when = (iso: string | null) => regionDateTime(iso, t.locale)
  const pending = useIsPending()
  const answer = actionData as BulkAnswer | undefined
  const outcome = answer && 'outcome' in answer ? answer.outcome : undefined

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-4xl font-bold">{t('adminNewsletter.title')}</h1>
        {/* A plain link: the browser downloads the file (no client-side routing). */}
        <a
          href="/admin/newsletter.csv"
          download
          className={buttonVariants({ variant: 'outline' })}
          data-discover="false"
          rel="external"
        >
          <Download aria-hidden="true" /> {t('adminNewsletter.export')}
        </a>
      </div>
      <p className="text-muted-foreground mt-2 text-lg">
        {t('adminNewsletter.total', { count: subscriptions.total })}
      </p>
      {isAdmin ? (
        <section aria-labelledby="issues-heading" className="mt-8">
          <h2 id="issues-heading" className="font-display text-2xl font-bold">
            {t('adminNewsletter.issues.heading')}
          </h2>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="new" />
            <Button type="submit" disabled={pending}>
              {t('adminNewsletter.issues.new')}
            </Button>
          </Form>
          {issues.length > 0 ? (
            <ul className="mt-4 grid gap-2">
              {issues.map((issue) => (
                <li key={issue.id} className="flex flex-wrap items-center gap-2">
                  <span className="bg-muted rounded px-2 py-0.5 text-sm font-semibold">
                    {t(
                      issue.status === 'queued'
                        ? 'adminNewsletter.issues.sent'
                        : 'adminNewsletter.issues.draft',
                    )}
                  </span>
                  <Link
                    to={t.path(`/admin/newsletter/issues/${issue.id}`)}
                    className="text-secondary min-w-0 font-semibold [overflow-wrap:anywhere] underline underline-offset-4"
                  >
                    {issue.subject}
                  </Link>
                  <span className="text-muted-foreground text-sm">
                    {issue.status === 'queued'
                      ? t('adminNewsletter.issues.queued', {
                          when: when(issue.queued_at),
                          count: issue.recipients ?? 0,
                        })
                      : t('adminNewsletter.issues.started', { when: when(issue.created_at) })}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4">{t('adminNewsletter.issues.none')}</p>
          )}
        </section>
      ) : null}
      <h2 className="font-display mt-10 text-2xl font-bold">{t('adminNewsletter.signups.heading')}</h2>
      <Form method="get" className="mt-6 grid items-end gap-4 sm:grid-cols-[1fr_auto]" role="search">
        <TextField
          name="q"
          label={t('adminNewsletter.signups.search')}
          type="search"
          defaultValue={q}
          maxLength={254}
        />
        <Button type="submit" variant="outline">
          {t('adminNewsletter.signups.searchButton')}
        </Button>
      </Form>
      {/* every answer of this page's forms (a refused send of "Write a new issue" too) */}
      <BulkAnswerNotice
        answer={answer}
        noun={(count) => t('adminNewsletter.signups.noun', { count })}
        note={t('adminNewsletter.signups.deleteNote')}
      />
      {subscriptions.items.length === 0 ? (
        <p className="mt-6">{t(q ? 'adminNewsletter.signups.noMatch' : 'adminNewsletter.signups.none')}</p>
      ) : isAdmin ? (
        <BulkForm
          key={outcome ? JSON.stringify(outcome) : 'list'}
          label={t('adminNewsletter.signups.label')}
          // after an action the rows start unticked, even on a ?select=all page
          selectAll={selectAll && !outcome}
          items={subscriptions.items.map((s) => ({ ...s, title: s.email }))}
          toolbar={SUBSCRIPTION_BULK_ACTIONS.map((intent) => (
            <Button
              key={intent}
              type="submit"
              name="intent"
              value={intent}
              variant={intent === 'delete' ? 'destructive' : 'outline'}
            >
              {t(
                intent === 'delete'
                  ? 'adminNewsletter.signups.delete'
                  : 'adminNewsletter.signups.unsubscribe',
              )}
              <span className="sr-only"> {t('adminNewsletter.signups.theSelected')}</span>
            </Button>
          ))}
          renderItem={(s) => <SubscriptionRow subscription={s} />}
        />
      ) : (
        <Card className="mt-6 overflow-hidden">
          <ul className="divide-border divide-y" aria-label={t('adminNewsletter.signups.label')}>
            {subscriptions.items.map((s) => (
              <li key={s.id} className="px-4">
                <SubscriptionRow subscription={s} />
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Pagination
        page={subscriptions.page}
        pageCount={subscriptions.pageCount}
        label={t('adminNewsletter.signups.pages')}
      />
    </div>
  )
}

/** The double opt-in's states (app/lib/newsletter-admin.server.ts says them in English). */
const STATE_WORDS: Record<string, MessageKey> = {
  Unsubscribed: 'adminNewsletter.state.unsubscribed',
  Confirmed: 'adminNewsletter.state.confirmed',
  'Waiting for confirmation': 'adminNewsletter.state.waiting',
  'Confirmation expired': 'adminNewsletter.state.expired',
}

function SubscriptionRow({ subscription }: { subscription: Subscription }) {
  const t = useT()
  const state = STATE_WORDS[subscription.state]
  return (
    <div className="flex min-h-11 flex-col gap-1 py-3 pr-4 sm:flex-row sm:items-center sm:justify-between">
      <span className="min-w-0 font-semibold break-all">{subscription.email}</span>
      <span className="flex shrink-0 flex-wrap items-center gap-3 text-sm">
        <span
          className={cn(
            'rounded px-2 py-0.5 font-semibold',
            subscription.state === 'Confirmed' ? 'bg-muted' : 'bg-amber-100 text-amber-900',
          )}
        >
          {state ? t(state) : subscription.state}
        </span>
        <span className="text-muted-foreground">
          {t('adminNewsletter.signups.signedUp', { when: regionDateTime(subscription.createdAt, t.locale) })}
        </span>
      </span>
    </div>
  )
}
