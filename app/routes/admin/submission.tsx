import { ArrowLeft, ExternalLink } from '~/components/icons'
import { data, Form, Link } from 'react-router'
import { FieldList, formatDateTime, StatusBadge } from '~/components/admin/field-list'
import { SubmissionOrigin } from '~/components/admin/submission-origin'
import { SelectField, TextareaField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { notFoundUnless } from '~/lib/http.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { KIND_LABELS } from '~/lib/kinds'
import { alreadyDecidedMessage, decideSubmission } from '~/lib/review-decision.server'
import { getSubmission, parseKind } from '~/lib/review-queue.server'
import { redirectWithToast } from '~/lib/toast.server'
import { REJECTION_REASONS, rejectionNote, RejectionSchema } from '~/lib/review-reasons'
import { sendForm } from '~/lib/send-form'
import { listingOfPath, listingPhotosPath } from '~/lib/photos/photos'
import { REVIEWED_KINDS } from '~/lib/kinds/index.server'
import { pageEditorialLog } from '~/lib/editorial-log.server'
import { ListingFields } from '~/components/admin/listing-form'
import { parseEditorValues, readEditorForm } from '~/lib/kinds/editor.server'
import { editorOf } from '~/lib/listing-admin.server'
import { listingTypeOf, previewPublication } from '~/lib/review-decision.server'
import { listingPlaceRules } from './listing-place.server'
import type { Route } from './+types/submission'

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
    category = { options: publicCategory.options, suggested: row ? publicCategory.bestMatch(row) : '' }
  }
  const history = (await pageEditorialLog(db, { subjectType: `submission:${kind}`, subjectId: params.id }, 1))
    .items
  // ?correct=1: the correction form (the listing editor, prefilled with the listing approving would
  // publish) takes the place of the plain Approve form.
  const correcting = new URL(request.url).searchParams.get('correct') === '1'
  const preview =
    correcting && submission.status === 'pending' ? await previewPublication(db, kind, params.id) : null
  const correction = preview
    ? { fields: editorOf(listingTypeOf(kind)).fields, towns: listingPlaceRules().towns, values: preview }
    : null
  return { submission, category, history, correction }
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
    const spec = editorOf(listingTypeOf(kind))
    const { input, values } = readEditorForm(spec, read.form)
    const parsed = parseEditorValues(spec, listingPlaceRules(), input, values)
    if (!parsed.success)
      return data(
        {
          error: 'Please correct the fields marked below.',
          correctionErrors: parsed.errors,
          correctionValues: values,
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
  const { submission, category, history, correction } = loaderData
  const correctionErrors =
    actionData && 'correctionErrors' in actionData
      ? (actionData.correctionErrors as Record<string, string[] | undefined>)
      : undefined
  const correctionValues =
    actionData && 'correctionValues' in actionData
      ? (actionData.correctionValues as Record<string, string | string[]>)
      : undefined
  const label = KIND_LABELS[submission.kind]
  const pending = useIsPending()
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
      {submission.origin ? <SubmissionOrigin origin={submission.origin} kind={submission.kind} /> : null}

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

      <Card className="mt-6">
        <CardContent>
          <h2 className="font-display text-2xl font-bold">Photos</h2>
          {submission.images.length === 0 ? (
            <p className="text-muted-foreground mt-2">No photos were sent.</p>
          ) : (
            <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
              {submission.images.map((image, index) => (
                <li key={image.id}>
                  <a href={`/admin/uploads/${image.id}`} className="block" target="_blank" rel="noreferrer">
                    <img
                      src={`/admin/uploads/${image.id}`}
                      width={320}
                      height={240}
                      loading="lazy"
                      alt={`Photo ${index + 1} sent with ${submission.title}`}
                      className="bg-muted aspect-4/3 w-full rounded-lg object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card className="mt-6">
        <CardContent>
          <h2 className="font-display text-2xl font-bold">Decision</h2>
          {submission.status === 'pending' ? (
            <div className="mt-4 grid gap-8">
              {correction ? (
                <Form method="post" className="grid gap-4" aria-labelledby="approve-heading">
                  <h3 id="approve-heading" className="text-lg font-semibold">
                    Correct, then approve
                  </h3>
                  <p className="text-muted-foreground">
                    The listing as approving would publish it: correct any field (a category too), then
                    approve.{' '}
                    <Link to="?" className="text-secondary font-semibold underline underline-offset-4">
                      Approve without corrections
                    </Link>
                  </p>
                  <input type="hidden" name="corrected" value="1" />
                  <ListingFields
                    fields={correction.fields}
                    values={correctionValues ?? correction.values}
                    errors={correctionErrors}
                    towns={correction.towns}
                  />
                  <TextareaField
                    name="note"
                    label="Note (optional)"
                    description="Kept with the decision, for other editors."
                    rows={3}
                    maxLength={1000}
                  />
                  <div>
                    <Button type="submit" name="intent" value="approve" disabled={pending}>
                      Approve with corrections
                    </Button>
                  </div>
                </Form>
              ) : (
                <Form method="post" className="grid gap-4" aria-labelledby="approve-heading">
                  <h3 id="approve-heading" className="text-lg font-semibold">
                    Approve
                  </h3>
                  <p className="text-muted-foreground">
                    Something to fix first?{' '}
                    <Link
                      to="?correct=1"
                      className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
                    >
                      Correct before approving
                    </Link>
                  </p>
                  {category ? (
                    <SelectField
                      name="category"
                      label="Public category"
                      required
                      placeholder="Choose a category"
                      options={category.options}
                      defaultValue={category.suggested}
                      description={`Where it is listed on the site. Sent as “${submission.fields.find((f) => f.label === 'Category')?.value ?? ''}”; prefilled with the closest match.`}
                      errors={fieldErrors?.category}
                    />
                  ) : null}
                  <TextareaField
                    name="note"
                    label="Note (optional)"
                    description="Kept with the decision, for other editors."
                    rows={3}
                    maxLength={1000}
                  />
                  <div>
                    <Button type="submit" name="intent" value="approve" disabled={pending}>
                      Approve
                    </Button>
                  </div>
                </Form>
              )}
              <Form method="post" className="grid gap-4" aria-labelledby="reject-heading">
                <h3 id="reject-heading" className="text-lg font-semibold">
                  Reject
                </h3>
                <SelectField
                  name="reason"
                  label="Reason"
                  required
                  placeholder="Choose a reason"
                  options={REJECTION_REASONS}
                  description="Kept with the decision and shown with the submission."
                  errors={fieldErrors?.reason}
                />
                <TextareaField
                  name="details"
                  label="Details (optional)"
                  rows={3}
                  maxLength={1000}
                  errors={fieldErrors?.details}
                />
                <div>
                  <Button type="submit" name="intent" value="reject" variant="outline" disabled={pending}>
                    Reject
                  </Button>
                </div>
              </Form>
            </div>
          ) : (
            <div className="mt-2 grid gap-2">
              <p>
                {submission.status === 'approved' ? 'Approved' : 'Rejected'}
                {submission.reviewedBy ? ` by ${submission.reviewedBy}` : ''}
                {submission.reviewedAt ? ` on ${formatDateTime(submission.reviewedAt)}` : ''}.
              </p>
              {submission.reviewNote ? (
                <p className="text-muted-foreground">
                  {submission.status === 'rejected' ? 'Reason' : 'Note'}: {submission.reviewNote}
                </p>
              ) : null}
              {submission.publishedAt ? (
                <p>
                  <Link
                    to={submission.publishedAt}
                    className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline underline-offset-4"
                  >
                    View the published listing <ExternalLink aria-hidden="true" className="size-4" />
                  </Link>
                </p>
              ) : null}
              <ListingPhotosLink path={submission.publishedAt} />
            </div>
          )}
        </CardContent>
      </Card>

      <Card className="mt-6">
        <CardContent>
          <h2 className="font-display text-2xl font-bold">History</h2>
          <ol className="mt-2 grid gap-2">
            <li>Received {formatDateTime(submission.createdAt)}.</li>
            {history
              .slice()
              .reverse()
              .map((entry) => (
                <li key={entry.id}>
                  {/* "Rejected · ed@example.com · Nov 24, 2026, 3:52 PM UTC — Reason: ..." */}
                  <span className="font-semibold capitalize">{entry.action}</span> ·{' '}
                  {entry.actor ?? 'someone'} · {formatDateTime(entry.createdAt)}
                  {entry.detail ? (
                    <>
                      {' '}
                      — {entry.action === 'rejected' ? 'Reason: ' : ''}
                      {entry.detail}
                    </>
                  ) : null}
                </li>
              ))}
          </ol>
        </CardContent>
      </Card>
    </article>
  )
}

/** After approval: the published listing's photos page (alt text, order, more photos). */
function ListingPhotosLink({ path }: { path: string | null }) {
  const listing = path ? listingOfPath(path) : undefined
  if (!listing) return null
  return (
    <p>
      <Link
        to={listingPhotosPath(listing.type, listing.id)}
        className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline underline-offset-4"
      >
        Photos of the listing
      </Link>
    </p>
  )
}
