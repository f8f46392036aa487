import { ChevronLeft, ChevronRight } from '~/components/icons'
import { data, Link } from 'react-router'
import { BulkForm, BulkResult } from '~/components/admin/bulk-form'
import { SelectField, TextField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { bulkIds, type BulkOutcome } from '~/lib/bulk'
import { bulkDecide } from '~/lib/bulk-actions.server'
import { readForm } from '~/lib/form.server'
import { REJECTION_REASONS, rejectionNote, RejectionSchema } from '~/lib/review-reasons'
import { kindKey, ReviewStatusBadge, useReviewDateTime } from '~/components/admin/review-status'
import { getDb } from '~/lib/db.server'
import { notFoundUnless } from '~/lib/http.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { STATUS_FILTERS } from '~/lib/kinds'
import { useT } from '~/lib/i18n/use-t'
import type { MessageKey } from '~/lib/i18n/messages'
import { reviewWords } from './review-words.server'
import { parseQueueFilters } from '~/lib/listing-filters'
import {
  listSubmissions,
  parseKind,
  parsePage,
  parseStatusFilter,
  queueFilterOptions,
} from '~/lib/review-queue.server'
import { queueFiltersOf } from '~/lib/review-queue-filters.server'
import { QueueFiltersForm } from '~/components/admin/queue-filters'
import { cn } from '~/lib/utils'
import type { Route } from './+types/submissions'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Admin',
    loaderData?.metaDescription ?? 'Community submissions to review.',
  ),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request)
  const kind = parseKind(params.kind)
  notFoundUnless(kind)
  const words = reviewWords(request)
  const url = new URL(request.url)
  const status = parseStatusFilter(url.searchParams.get('status'))
  const filters = queueFiltersOf(kind, parseQueueFilters(url.searchParams))
  const db = getDb()
  const result = await listSubmissions(db, kind, {
    status,
    ...filters,
    page: parsePage(url.searchParams.get('page')),
  })
  const options = await queueFilterOptions(db, kind, filters)
  return {
    messages: words.messages(),
    metaTitle: words.say('adminReview.queue.metaTitle', { kind: words.say(kindKey(kind, 'plural')) }),
    metaDescription: words.say('adminReview.queue.metaDescription'),
    kind,
    status,
    filters,
    options,
    selectAll: url.searchParams.get('select') === 'all',
    ...result,
    // who sent each: a name and address are theirs, "Anonymous visitor" and "Imported from …" ours
    items: result.items.map((item) => ({ ...item, submitter: words.known(item.submitter) })),
  }
}

type ActionAnswer = { outcome: BulkOutcome } | { error: string; fieldErrors?: Record<string, string[]> }

/**
 * Approve or reject the ticked submissions, each as its review page does; a rejection takes one
 * reason for all of them (the review page's reasons, quoted in each decision mail).
 */
// With JavaScript, a send that fails keeps the ticks (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireRole(request)
  const kind = parseKind(params.kind)
  notFoundUnless(kind)
  const words = reviewWords(request)
  const read = await readForm(request)
  if (!read.ok) return data<ActionAnswer>({ error: words.known(read.message) }, { status: read.status })
  const intent = read.form.get('intent')
  if (intent !== 'approve' && intent !== 'reject')
    return data<ActionAnswer>({ error: words.say('adminReview.answer.chooseIntent') }, { status: 400 })
  const ids = bulkIds(read.form)
  if (!ids) return data<ActionAnswer>({ error: words.say('adminReview.queue.tickFirst') }, { status: 400 })
  let note: string | null = null
  if (intent === 'reject') {
    const rejection = RejectionSchema.safeParse({
      reason: read.form.get('reason') || undefined,
      details: String(read.form.get('details') ?? ''),
    })
    if (!rejection.success)
      return data<ActionAnswer>(
        {
          error: words.say('adminReview.reject.chooseReason'),
          fieldErrors: words.errors(rejection.error.flatten().fieldErrors),
        },
        { status: 400 },
      )
    note = rejectionNote(rejection.data)
  }
  const outcome = await bulkDecide(getDb(), kind, ids, intent === 'approve' ? 'approved' : 'rejected', {
    reviewerId: user.id,
    note,
  })
  return data<ActionAnswer>({ outcome: words.outcome(outcome) })
}

export default function AdminSubmissionsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, status, filters, options, items, total, page, pageCount, selectAll } = loaderData
  const answer = actionData as ActionAnswer | undefined
  const outcome = answer && 'outcome' in answer ? answer.outcome : undefined
  const fieldErrors = answer && 'fieldErrors' in answer ? answer.fieldErrors : undefined
  const t = useT()
  const dateTime = useReviewDateTime()
  const plural = t(kindKey(kind, 'plural'))
  // a status link or another page keeps the town, category and sort
  const href = (changes: { status?: string; page?: number }) => {
    const params = new URLSearchParams()
    const nextStatus = changes.status ?? status
    if (nextStatus !== 'all') params.set('status', nextStatus)
    for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value)
    const nextPage = changes.page ?? 1
    if (nextPage > 1) params.set('page', String(nextPage))
    const query = params.toString()
    return t.path(`/admin/${kind}${query ? `?${query}` : ''}`)
  }
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">{plural}</h1>
      <p className="text-muted-foreground mt-2 text-lg">
        {t('adminReview.queue.lead', { kind: plural.toLowerCase() })}
      </p>
      <nav aria-label={t('adminReview.queue.statusNav')} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {STATUS_FILTERS.map((filter) => (
            <li key={filter}>
              <Link
                to={href({ status: filter })}
                aria-current={filter === status ? 'page' : undefined}
                className={cn(
                  'focus-visible:outline-ring inline-flex min-h-11 items-center rounded-full border px-4 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2',
                  filter === status
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border bg-card hover:bg-muted',
                )}
              >
                {t(`adminReview.queue.filter.${filter}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <QueueFiltersForm
        key={JSON.stringify(filters)}
        path={t.path(`/admin/${kind}`)}
        status={status}
        filters={filters}
        options={options}
      />
      <p className="text-muted-foreground mt-4" aria-live="polite">
        {total === 0
          ? t('adminReview.queue.empty')
          : t('adminReview.queue.count', { total, page, pageCount })}
      </p>
      {answer && 'error' in answer ? (
        <p
          role="alert"
          className="border-destructive text-destructive mt-4 rounded-lg border-2 p-4 font-semibold"
        >
          {answer.error}
        </p>
      ) : null}
      <BulkResult outcome={outcome} />
      {items.length > 0 ? (
        <BulkForm
          key={outcome ? JSON.stringify(outcome) : 'list'}
          label={t('adminReview.queue.formLabel', { kind: plural })}
          items={items}
          // after an action the rows start unticked, even on a ?select=all page
          selectAll={selectAll && !outcome}
          toolbar={
            <>
              <Button type="submit" name="intent" value="approve">
                {t('adminReview.action.approve')}
                <span className="sr-only">{t('adminReview.queue.theSelected')}</span>
              </Button>
              <SelectField
                name="reason"
                label={t('adminReview.queue.reasonLabel')}
                placeholder={t('adminReview.reject.placeholder')}
                options={REJECTION_REASONS.map((value, index) => ({
                  value,
                  label: t(`adminReview.reject.reason${index + 1}` as MessageKey),
                }))}
                errors={fieldErrors?.reason}
              />
              <TextField
                name="details"
                label={t('adminReview.reject.details')}
                maxLength={1000}
                errors={fieldErrors?.details}
              />
              <Button type="submit" name="intent" value="reject" variant="destructive">
                {t('adminReview.action.reject')}
                <span className="sr-only">{t('adminReview.queue.theSelected')}</span>
              </Button>
            </>
          }
          renderItem={(item) => (
            <Link
              to={t.path(`/admin/${kind}/${item.id}`)}
              className="hover:bg-muted focus-visible:outline-ring flex flex-col gap-1 py-4 pr-4 focus-visible:outline-3 focus-visible:-outline-offset-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="min-w-0">
                <span className="block text-lg font-semibold break-words">{item.title}</span>
                <span className="text-muted-foreground block text-sm break-all">{item.submitter}</span>
              </span>
              <span className="flex shrink-0 items-center gap-3 text-sm">
                <span className="text-muted-foreground">{dateTime(item.createdAt)}</span>
                <ReviewStatusBadge status={item.status} />
              </span>
            </Link>
          )}
        />
      ) : null}
      {pageCount > 1 ? (
        <nav
          aria-label={t('adminReview.queue.pages')}
          className="mt-6 flex items-center justify-between gap-4"
        >
          {page > 1 ? (
            <Link
              to={href({ page: page - 1 })}
              className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold"
            >
              <ChevronLeft aria-hidden="true" className="size-4" /> {t('adminReview.queue.previous')}
            </Link>
          ) : (
            <span />
          )}
          {page < pageCount ? (
            <Link
              to={href({ page: page + 1 })}
              className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold"
            >
              {t('adminReview.queue.next')} <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}
