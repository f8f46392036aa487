import { ArrowLeft } from '~/components/icons'
import { data, Form, Link } from 'react-router'
import { formatDateTime } from '~/components/admin/field-list'
import { ListingFields } from '~/components/admin/listing-form'
import { TextareaField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { notFoundUnless } from '~/lib/http.server'
import { type EditorValues, LISTING_TYPE_LABELS } from '~/lib/kinds/editor'
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
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/proposal'
import { messagesFor } from '~/lib/i18n/catalog.server'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData ? `Proposed change: ${loaderData.title}` : 'Proposed change',
    'A partner’s proposed change.',
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
  const db = getDb()
  const proposal = await getProposal(db, params.id)
  notFoundUnless(proposal)
  const diff = await proposalDiff(db, proposal)
  return {
    messages: messagesFor('en', ['editor']),
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
    proposedChanges: proposal.changes,
    // Pending: what approving would change on the listing as it is now (null: it is gone).
    diff: diff && {
      changes: diff.changes,
      fields: diff.fields,
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
  const read = await readForm(request)
  if (!read.ok) return data<Answer>({ error: read.message }, { status: read.status })
  const form = read.form
  const intent = form.get('intent')
  const decided = () =>
    data<Answer>(
      { error: 'Another editor decided this change meanwhile: it is shown as it stands now.' },
      { status: 409 },
    )
  if (intent === 'approve') {
    const result = await approveProposal(db, {
      id: proposal.id,
      editorId: user.id,
      corrections: form,
      place: listingPlaceRules(),
    })
    if (result.ok)
      return redirectWithToast('/admin/proposals', {
        type: 'success',
        title: 'Approved and published.',
        description: result.changes.length
          ? `Changed: ${result.changes.map((c) => c.label).join(', ')}`
          : 'Nothing differed from the listing; it is marked as checked by the business.',
      })
    if (result.reason === 'invalid')
      return data<Answer>(
        { error: 'Please correct the fields marked below.', errors: result.errors, values: result.values },
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
          error: 'Please give the partner a reason.',
          errors: { reason: [reason ? `At most ${REASON_MAX} characters.` : 'Say why it is not published.'] },
        },
        { status: 400 },
      )
    const result = await rejectProposal(db, { id: proposal.id, editorId: user.id, reason })
    if (!result.ok) return decided()
    return redirectWithToast('/admin/proposals', {
      type: 'success',
      title: 'Rejected.',
      description: `${proposal.email} is told why by mail.`,
    })
  }
  if (intent === 'looked') {
    if (!(await markProposalLooked(db, proposal.id))) return decided()
    return redirectWithToast('/admin/proposals', { type: 'success', title: 'Marked as looked at.' })
  }
  return data<Answer>({ error: 'Choose Approve, Reject or Looked at.' }, { status: 400 })
}

export default function AdminProposalRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { type, listingId, title, email, status, diff, towns, proposedChanges } = loaderData
  const answer = actionData as Answer | undefined
  const pending = useIsPending()
  const changes = status === 'pending' && diff ? diff.changes : proposedChanges
  return (
    <article>
      <Link
        to="/admin/proposals"
        className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Proposed changes
      </Link>
      <p className="text-muted-foreground mt-2 text-sm font-semibold">{LISTING_TYPE_LABELS[type].singular}</p>
      <h1 className="font-display text-4xl font-bold break-words">{title}</h1>
      <p className="mt-2">
        Sent by <span className="font-semibold [overflow-wrap:anywhere]">{email}</span> on{' '}
        {formatDateTime(loaderData.createdAt)}.{' '}
        {status === 'pending'
          ? 'Waiting for a decision.'
          : status === 'published'
            ? `Published at once (a trusted partner) as revision ${loaderData.revision ?? '?'}.`
            : status === 'approved'
              ? `Approved ${loaderData.decidedAt ? formatDateTime(loaderData.decidedAt) : ''}.`
              : `Rejected: ${loaderData.reason ?? ''}`}
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-6">
        <li>
          <Link
            to={`/admin/listings/${type}/${encodeURIComponent(listingId)}`}
            className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
          >
            The listing
          </Link>
        </li>
        <li>
          <Link
            to={`/admin/listings/${type}/${encodeURIComponent(listingId)}/history`}
            className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
          >
            Its history
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
            {status === 'pending' ? 'What approving changes' : 'What it changed'}
          </h2>
          {status === 'pending' && diff?.movedOn ? (
            <p className="mt-2 font-semibold">
              The listing was changed after this was sent: the diff is against the listing as it is now.
            </p>
          ) : null}
          {changes.length === 0 ? (
            <p className="mt-2">No field differs from the listing as it is now.</p>
          ) : (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full border-collapse text-left">
                <caption className="sr-only">Field by field: now and proposed</caption>
                <thead>
                  <tr className="border-border border-b">
                    <th scope="col" className="p-2">
                      Field
                    </th>
                    <th scope="col" className="p-2">
                      {status === 'pending' ? 'Now' : 'Before'}
                    </th>
                    <th scope="col" className="p-2">
                      Proposed
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
                        <del className="text-muted-foreground">{change.old || '(empty)'}</del>
                      </td>
                      <td className="p-2 break-words">
                        <ins className="no-underline">{change.new || '(empty)'}</ins>
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
              <Form method="post" className="grid gap-6" aria-label="Approve, with corrections">
                <h2 className="font-display text-2xl font-bold">Approve</h2>
                <p className="text-muted-foreground">
                  The fields hold the proposed values: correct any before approving. Approving publishes them
                  as a revision by you and marks the listing as checked by the business.
                </p>
                <ListingFields
                  fields={diff.fields}
                  values={answer?.values ?? diff.proposed}
                  errors={answer?.errors}
                  towns={towns}
                />
                <div>
                  <Button type="submit" name="intent" value="approve" disabled={pending}>
                    Approve and publish
                  </Button>
                </div>
              </Form>
            </CardContent>
          </Card>
          <Card className="mt-6">
            <CardContent>
              <Form method="post" className="grid gap-4" aria-label="Reject">
                <h2 className="font-display text-2xl font-bold">Reject</h2>
                <TextareaField
                  name="reason"
                  label="Reason (mailed to the partner)"
                  required
                  maxLength={REASON_MAX_CLIENT}
                  errors={answer?.errors?.reason}
                />
                <div>
                  <Button type="submit" name="intent" value="reject" variant="destructive" disabled={pending}>
                    Reject
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
            Looked at: remove from the queue
          </Button>
        </Form>
      ) : null}
    </article>
  )
}

const REASON_MAX_CLIENT = 1000
