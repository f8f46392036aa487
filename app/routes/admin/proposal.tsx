import { ArrowLeft } from '~/components/icons'
import { data, Form, Link } from 'react-router'
import { kindKey, useReviewDateTime } from '~/components/admin/review-status'
import { useT } from '~/lib/i18n/use-t'
import { ListingFields } from '~/components/admin/listing-form'
import { TextareaField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { notFoundUnless } from '~/lib/http.server'
import type { EditorValues } from '~/lib/kinds/editor'
import { listingPlaceRules } from '~/routes/admin/listing-place.server'
import { pageMeta } from '~/lib/meta'
import {
  approveProposal,
  markProposalLooked,
  proposalDiff,
  REASON_MAX,
  rejectProposal,
} from '~/lib/partners/proposal-decisions.server'
import { getProposal } from '~/lib/partners/proposals.server'
import {
  localizedChanges,
  localizedEditorErrors,
  localizedEditorFields,
} from '~/lib/partners/partner-fields.server'
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/proposal'
import { reviewWords } from './review-words.server'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Proposed change',
    loaderData?.metaDescription ?? 'A partner’s proposed change.',
  ),
  { name: 'robots', content: 'noindex' },
]

interface Answer {
  error?: string
  errors?: Record<string, string[]>
  values?: EditorValues
}

/** One partner's proposed change: the field-by-field diff, approve (maybe corrected) or reject. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request)
  const words = reviewWords(request)
  const db = getDb()
  const proposal = await getProposal(db, params.id)
  notFoundUnless(proposal)
  const diff = await proposalDiff(db, proposal)
  // The partner's fields and their changes in the page's language (the partner area's words).
  const fields = diff ? localizedEditorFields(diff.fields, words.locale) : []
  return {
    messages: words.messages(['editor']),
    metaTitle: words.say('adminReview.proposal.metaTitle', { title: proposal.listingTitle }),
    metaDescription: words.say('adminReview.proposal.metaDescription'),
    id: proposal.id,
    type: proposal.type,
    listingId: proposal.listingId,
    title: proposal.listingTitle,
    email: proposal.email,
    status: proposal.status,
    reason: proposal.reason,
    createdAt: proposal.createdAt,
    decidedAt: proposal.decidedAt,
    revision: proposal.revision,
    lookedAt: proposal.lookedAt,
    proposedChanges: localizedChanges(proposal.changes, fields, words.locale),
    // Pending: what approving would change on the listing as it is now (null: it is gone).
    diff: diff && {
      changes: localizedChanges(diff.changes, fields, words.locale),
      fields,
      proposed: diff.proposed,
      movedOn: diff.movedOn,
    },
    towns: listingPlaceRules().towns,
  }
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireRole(request)
  const db = getDb()
  const proposal = await getProposal(db, params.id)
  notFoundUnless(proposal)
  const words = reviewWords(request)
  const read = await readForm(request)
  if (!read.ok) return data<Answer>({ error: words.known(read.message) }, { status: read.status })
  const form = read.form
  const intent = form.get('intent')
  const decided = () =>
    data<Answer>({ error: words.say('adminReview.proposal.decidedMeanwhile') }, { status: 409 })
  if (intent === 'approve') {
    const result = await approveProposal(db, {
      id: proposal.id,
      editorId: user.id,
      corrections: form,
      place: listingPlaceRules(),
    })
    if (result.ok)
      return redirectWithToast(words.path('/admin/proposals'), {
        type: 'success',
        title: words.say('adminReview.toast.approvedPublished'),
        description: result.changes.length
          ? words.say('adminReview.proposal.changed', {
              fields: localizedChanges(result.changes, [], words.locale)
                .map((c) => c.label)
                .join(', '),
            })
          : words.say('adminReview.proposal.nothingDiffered'),
      })
    if (result.reason === 'invalid')
      return data<Answer>(
        {
          error: words.say('adminReview.answer.fix'),
          errors: localizedEditorErrors(
            (await proposalDiff(db, proposal))?.fields ?? [],
            result.errors,
            words.locale,
          ),
          values: result.values,
        },
        { status: 400 },
      )
    if (result.reason === 'not-found') throw data('Not Found', { status: 404, statusText: 'Not Found' })
    return decided()
  }
  if (intent === 'reject') {
    const reason = String(form.get('reason') ?? '').trim()
    if (!reason || reason.length > REASON_MAX)
      return data<Answer>(
        {
          error: words.say('adminReview.proposal.giveReason'),
          errors: {
            reason: [
              reason
                ? words.say('adminReview.answer.atMost', { max: REASON_MAX })
                : words.say('adminReview.proposal.sayWhy'),
            ],
          },
        },
        { status: 400 },
      )
    const result = await rejectProposal(db, { id: proposal.id, editorId: user.id, reason })
    if (!result.ok) return decided()
    return redirectWithToast(words.path('/admin/proposals'), {
      type: 'success',
      title: words.say('adminReview.toast.rejected'),
      description: words.say('adminReview.proposal.toldByMail', { email: proposal.email }),
    })
  }
  if (intent === 'looked') {
    if (!(await markProposalLooked(db, proposal.id))) return decided()
    return redirectWithToast(words.path('/admin/proposals'), {
      type: 'success',
      title: words.say('adminReview.proposal.looked'),
    })
  }
  return data<Answer>({ error: words.say('adminReview.answer.chooseProposalIntent') }, { status: 400 })
}

export default function AdminProposalRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { type, listingId, title, email, status, diff, towns, proposedChanges } = loaderData
  const answer = actionData as Answer | undefined
  const t = useT()
  const dateTime = useReviewDateTime()
  const pending = useIsPending()
  const changes = status === 'pending' && diff ? diff.changes : proposedChanges
  return (
    <article>
      <Link
        to={t.path('/admin/proposals')}
        className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t('adminReview.proposals.title')}
      </Link>
      <p className="text-muted-foreground mt-2 text-sm font-semibold">{t(kindKey(type, 'singular'))}</p>
      <h1 className="font-display text-4xl font-bold break-words">{title}</h1>
      <p className="mt-2">
        {t('adminReview.proposal.sentBy')}{' '}
        <span className="font-semibold [overflow-wrap:anywhere]">{email}</span>{' '}
        {t('adminReview.proposal.sentOn', { date: dateTime(loaderData.createdAt) })}{' '}
        {status === 'pending'
          ? t('adminReview.proposal.waiting')
          : status === 'published'
            ? t('adminReview.proposal.publishedAtOnce', { revision: String(loaderData.revision ?? '?') })
            : status === 'approved'
              ? t('adminReview.proposal.approvedOn', { date: dateTime(loaderData.decidedAt) })
              : t('adminReview.proposal.rejectedWhy', { reason: loaderData.reason ?? '' })}
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-6">
        <li>
          <Link
            to={t.path(`/admin/listings/${type}/${encodeURIComponent(listingId)}`)}
            className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
          >
            {t('adminReview.proposal.listing')}
          </Link>
        </li>
        <li>
          <Link
            to={t.path(`/admin/listings/${type}/${encodeURIComponent(listingId)}/history`)}
            className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
          >
            {t('adminReview.proposal.history')}
          </Link>
        </li>
      </ul>

      {answer?.error ? (
        <p
          role="alert"
          className="border-destructive text-destructive mt-6 rounded-lg border-2 p-4 font-semibold"
        >
          {answer.error}
        </p>
      ) : null}

      <Card className="mt-6">
        <CardContent>
          <h2 className="font-display text-2xl font-bold">
            {t(
              status === 'pending'
                ? 'adminReview.proposal.whatApproving'
                : 'adminReview.proposal.whatChanged',
            )}
          </h2>
          {status === 'pending' && diff?.movedOn ? (
            <p className="mt-2 font-semibold">{t('adminReview.proposal.movedOn')}</p>
          ) : null}
          {changes.length === 0 ? (
            <p className="mt-2">{t('adminReview.proposal.noDiff')}</p>
          ) : (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full border-collapse text-left">
                <caption className="sr-only">{t('adminReview.proposal.caption')}</caption>
                <thead>
                  <tr className="border-border border-b">
                    <th scope="col" className="p-2">
                      {t('adminReview.proposal.field')}
                    </th>
                    <th scope="col" className="p-2">
                      {t(status === 'pending' ? 'adminReview.proposal.now' : 'adminReview.proposal.before')}
                    </th>
                    <th scope="col" className="p-2">
                      {t('adminReview.proposal.proposed')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {changes.map((change) => (
                    <tr key={change.field} className="border-border border-b align-top">
                      <th scope="row" className="p-2 font-semibold">
                        {change.label}
                      </th>
                      <td className="p-2 break-words">
                        <del className="text-muted-foreground">
                          {change.old || t('adminReview.proposal.empty')}
                        </del>
                      </td>
                      <td className="p-2 break-words">
                        <ins className="no-underline">{change.new || t('adminReview.proposal.empty')}</ins>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>

      {status === 'pending' && diff ? (
        <>
          <Card className="mt-6">
            <CardContent>
              <Form method="post" className="grid gap-6" aria-label={t('adminReview.proposal.approveForm')}>
                <h2 className="font-display text-2xl font-bold">{t('adminReview.action.approve')}</h2>
                <p className="text-muted-foreground">{t('adminReview.proposal.approveLead')}</p>
                <ListingFields
                  fields={diff.fields}
                  values={answer?.values ?? diff.proposed}
                  errors={answer?.errors}
                  towns={towns}
                />
                <div>
                  <Button type="submit" name="intent" value="approve" disabled={pending}>
                    {t('adminReview.proposal.approvePublish')}
                  </Button>
                </div>
              </Form>
            </CardContent>
          </Card>
          <Card className="mt-6">
            <CardContent>
              <Form method="post" className="grid gap-4" aria-label={t('adminReview.action.reject')}>
                <h2 className="font-display text-2xl font-bold">{t('adminReview.action.reject')}</h2>
                <TextareaField
                  name="reason"
                  label={t('adminReview.proposal.reason')}
                  required
                  maxLength={REASON_MAX_CLIENT}
                  errors={answer?.errors?.reason}
                />
                <div>
                  <Button type="submit" name="intent" value="reject" variant="destructive" disabled={pending}>
                    {t('adminReview.action.reject')}
                  </Button>
                </div>
              </Form>
            </CardContent>
          </Card>
        </>
      ) : null}

      {status === 'published' && !loaderData.lookedAt ? (
        <Form method="post" className="mt-6">
          <Button type="submit" name="intent" value="looked" variant="outline" disabled={pending}>
            {t('adminReview.proposal.lookedButton')}
          </Button>
        </Form>
      ) : null}
    </article>
  )
}

const REASON_MAX_CLIENT = 1000
