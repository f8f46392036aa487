import { ArrowLeft } from '~/components/icons'
import { data, Link } from 'react-router'
import { FieldList, formatDateTime, StatusBadge } from '~/components/admin/field-list'
import { DuplicateWarning } from '~/components/admin/listing-address'
import { SubmissionDecision } from '~/components/admin/submission-decision'
import { SubmissionHistory } from '~/components/admin/submission-history'
import { SubmissionOrigin } from '~/components/admin/submission-origin'
import { SubmissionPhotos } from '~/components/admin/submission-photos'
import { Card, CardContent } from '~/components/ui/card'
import { getDb } from '~/lib/db.server'
import { submissionDuplicates } from '~/lib/duplicates.server'
import { readForm } from '~/lib/form.server'
import { notFoundUnless } from '~/lib/http.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { KIND_LABELS } from '~/lib/kinds'
import { alreadyDecidedMessage, decideSubmission } from '~/lib/review-decision.server'
import { getSubmission, parseKind } from '~/lib/review-queue.server'
import { redirectWithToast } from '~/lib/toast.server'
import { rejectionNote, RejectionSchema } from '~/lib/review-reasons'
import { sendForm } from '~/lib/send-form'
import { REVIEWED_KINDS } from '~/lib/kinds/index.server'
import { pageEditorialLog } from '~/lib/editorial-log.server'
import { readCorrections } from '~/lib/listing-corrections.server'
import { editorOf } from '~/lib/listing-admin.server'
import { listingTypeOf, previewPublication } from '~/lib/review-decision.server'
import { listingPlaceRules } from '~/routes/admin/listing-place.server'
import { submissionPreviewPath } from '~/lib/preview'
import type { Route } from './+types/submission'
import { messagesFor } from '~/lib/i18n/catalog.server'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData ? `Review: ${loaderData.submission.title}` : 'Admin',
    'Review a community submission.',
  ),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request)
  const kind = parseKind(params.kind)
  notFoundUnless(kind)
  const db = getDb()
  const submission = await getSubmission(db, kind, params.id)
  notFoundUnless(submission)
  // The public category is the editor's explicit choice, prefilled with the best match.
  const publicCategory = REVIEWED_KINDS[kind].publicCategory
  let category: { options: readonly string[]; suggested: string } | null = null
  if (publicCategory) {
    const row = await db
      .selectFrom(REVIEWED_KINDS[kind].table)
      .selectAll()
      .where('id', '=', params.id)
      .executeTakeFirst()
    category = {
      options: publicCategory.options,
      suggested: row ? await publicCategory.bestMatch(db, row) : '',
    }
  }
  const history = (await pageEditorialLog(db, { subjectType: `submission:${kind}`, subjectId: params.id }, 1))
    .items
  // ?correct=1: the correction form (the listing editor, prefilled with the listing approving would
  // publish) takes the place of the plain Approve form.
  const correcting = new URL(request.url).searchParams.get('correct') === '1'
  const preview =
    correcting && submission.status === 'pending' ? await previewPublication(db, kind, params.id) : null
  // The category is prefilled only with what the submission suggests (else chosen by the editor).
  const values = preview && category ? { ...preview, category: category.suggested } : preview
  const correction = values
    ? { fields: editorOf(listingTypeOf(kind)).fields, towns: listingPlaceRules().towns, values }
    : null
  const duplicates = submission.status === 'pending' ? await submissionDuplicates(db, kind, params.id) : []
  return { messages: messagesFor('en', ['editor']), submission, category, history, correction, duplicates }
}

// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireRole(request)
  const kind = parseKind(params.kind)
  notFoundUnless(kind)
  const read = await readForm(request)
  if (!read.ok) return data({ error: read.message }, { status: read.status })
  const intent = read.form.get('intent')
  if (intent !== 'approve' && intent !== 'reject') {
    return data({ error: 'Choose Approve or Reject.' }, { status: 400 })
  }
  let note = String(read.form.get('note') ?? '').slice(0, 1000)
  // Approving with corrections: the listing editor's form, checked with the editor's schema.
  let corrections: Record<string, unknown> | undefined
  if (intent === 'approve' && read.form.get('corrected') === '1') {
    const parsed = readCorrections(listingTypeOf(kind), read.form, listingPlaceRules())
    if (!parsed.success)
      return data(
        {
          error: 'Please correct the fields marked below.',
          correctionErrors: parsed.errors,
          correctionValues: parsed.values,
        },
        { status: 400 },
      )
    corrections = parsed.data
  }
  const publicCategory = REVIEWED_KINDS[kind].publicCategory
  const category = String(read.form.get('category') ?? '')
  if (intent === 'approve' && !corrections && publicCategory && !publicCategory.options.includes(category)) {
    return data(
      {
        error: 'Choose the public category.',
        fieldErrors: { category: ['Choose the category it is listed under'] } as Record<string, string[]>,
      },
      { status: 400 },
    )
  }
  if (intent === 'reject') {
    const rejection = RejectionSchema.safeParse({
      reason: read.form.get('reason') || undefined,
      details: String(read.form.get('details') ?? ''),
    })
    if (!rejection.success) {
      const fieldErrors = rejection.error.flatten().fieldErrors
      return data(
        { error: 'Choose a reason for rejecting.', fieldErrors: fieldErrors as Record<string, string[]> },
        { status: 400 },
      )
    }
    note = rejectionNote(rejection.data)
  }
  const result = await decideSubmission(
    getDb(),
    kind,
    params.id,
    intent === 'approve' ? 'approved' : 'rejected',
    {
      reviewerId: user.id,
      note,
      choices:
        intent !== 'approve'
          ? undefined
          : corrections
            ? { corrections }
            : publicCategory
              ? { category }
              : undefined,
    },
  )
  if (!result.ok) {
    if (result.reason === 'not-found') throw data('Not Found', { status: 404, statusText: 'Not Found' })
    return data({ error: alreadyDecidedMessage(result.status, result.reviewedBy) }, { status: 409 })
  }
  return redirectWithToast(`/admin/${kind}/${params.id}`, {
    type: 'success',
    title: result.status === 'approved' ? 'Approved and published.' : 'Rejected.',
    description: result.path ? `Now live at ${result.path}` : 'It stays out of the public guide.',
  })
}

export default function AdminSubmissionRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { submission, category, history, correction, duplicates } = loaderData
  const correctionErrors =
    actionData && 'correctionErrors' in actionData
      ? (actionData.correctionErrors as Record<string, string[] | undefined>)
      : undefined
  const correctionValues =
    actionData && 'correctionValues' in actionData
      ? (actionData.correctionValues as Record<string, string | string[]>)
      : undefined
  const label = KIND_LABELS[submission.kind]
  const fieldErrors: Record<string, string[] | undefined> | undefined =
    actionData && 'fieldErrors' in actionData
      ? (actionData.fieldErrors as Record<string, string[] | undefined>)
      : undefined
  return (
    <article>
      <Link
        to={`/admin/${submission.kind}`}
        className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> All {label.plural.toLowerCase()}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-4xl font-bold break-words">{submission.title}</h1>
        <StatusBadge status={submission.status} />
      </div>
      <p className="text-muted-foreground mt-2">
        {label.singular} submission received {formatDateTime(submission.createdAt)}
        {submission.origin
          ? ` from the calendar feed “${submission.origin.importedFrom}”`
          : submission.submittedBy
            ? ` from the signed-in user ${submission.submittedBy}`
            : ' from a visitor'}
        .
      </p>
      <p>
        <Link
          to={submissionPreviewPath(submission.kind, submission.id)}
          className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
        >
          Preview the public page
        </Link>
      </p>
      {submission.origin ? <SubmissionOrigin origin={submission.origin} kind={submission.kind} /> : null}

      <DuplicateWarning
        duplicates={duplicates}
        going="Reject it as a duplicate, or approve it if it is a different place."
      />

      {actionData?.error ? (
        <p
          role="alert"
          className="border-destructive text-destructive mt-6 rounded-lg border-2 p-4 font-semibold"
        >
          {actionData.error}
        </p>
      ) : null}

      <Card className="mt-6">
        <CardContent>
          <h2 className="font-display text-2xl font-bold">Details</h2>
          <FieldList fields={submission.fields} />
        </CardContent>
      </Card>

      <SubmissionPhotos submission={submission} />

      <SubmissionDecision
        submission={submission}
        category={category}
        correction={correction}
        correctionValues={correctionValues}
        correctionErrors={correctionErrors}
        fieldErrors={fieldErrors}
      />

      <SubmissionHistory createdAt={submission.createdAt} history={history} />
    </article>
  )
}
