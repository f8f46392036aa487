import { Form, Link } from 'react-router'
import { ExternalLink } from '~/components/icons'
import { formatDateTime } from '~/components/admin/field-list'
import { ListingFields } from '~/components/admin/listing-form'
import { SelectField, TextareaField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { useNewTabSubmit } from '~/components/use-new-tab-submit'
import { submissionPreviewPath } from '~/lib/preview'
import type { EditorField, EditorValues } from '~/lib/kinds/editor'
import { listingOfPath, listingPhotosPath } from '~/lib/photos/photos'
import type { SubmissionDetail } from '~/lib/review-queue.server'
import { REJECTION_REASONS } from '~/lib/review-reasons'

type FieldErrors = Record<string, string[] | undefined>

/** The listing approving would publish, in the listing editor's fields (`?correct=1`). */
export interface SubmissionCorrection {
  fields: EditorField[]
  towns: readonly string[]
  values: EditorValues
}

/**
 * The review page's decision: while the submission is pending, Approve (or, with `correction`,
 * correct then approve) and Reject, each its own form; once decided, who decided what, when, and
 * where the published listing and its photos are.
 */
export function SubmissionDecision({
  submission,
  category,
  correction,
  correctionValues,
  correctionErrors,
  fieldErrors,
}: {
  submission: SubmissionDetail
  /** The public category to choose on approval (kinds that have one), prefilled with the best match. */
  category: { options: readonly string[]; suggested: string } | null
  correction: SubmissionCorrection | null
  /** The correction form as sent, and its messages, when it was refused. */
  correctionValues?: EditorValues
  correctionErrors?: FieldErrors
  fieldErrors?: FieldErrors
}) {
  const pending = useIsPending()
  const correctionForm = useNewTabSubmit()
  return (
    <Card className="mt-6">
      <CardContent>
        <h2 className="font-display text-2xl font-bold">Decision</h2>
        {submission.status === 'pending' ? (
          <div className="mt-4 grid gap-8">
            {correction ? (
              <Form
                method="post"
                className="grid gap-4"
                aria-labelledby="approve-heading"
                ref={correctionForm}
              >
                <h3 id="approve-heading" className="text-lg font-semibold">
                  Correct, then approve
                </h3>
                <p className="text-muted-foreground">
                  The listing as approving would publish it: correct any field (a category too), then approve.{' '}
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
                <NoteField />
                <div className="flex flex-wrap gap-3">
                  <Button type="submit" name="intent" value="approve" disabled={pending}>
                    Approve with corrections
                  </Button>
                  {/* The public page with these corrections, as approving would publish it: a
                      trial publication that is rolled back (app/lib/preview.server.ts). */}
                  <Button
                    type="submit"
                    variant="outline"
                    name="intent"
                    value="preview"
                    formAction={submissionPreviewPath(submission.kind, submission.id)}
                    formTarget="_blank"
                  >
                    <ExternalLink aria-hidden="true" />
                    Preview<span className="sr-only"> with these corrections (opens in a new tab)</span>
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
                <NoteField />
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
          <DecisionOutcome submission={submission} />
        )}
      </CardContent>
    </Card>
  )
}

/** The approval's note, kept with the decision. */
function NoteField() {
  return (
    <TextareaField
      name="note"
      label="Note (optional)"
      description="Kept with the decision, for other editors."
      rows={3}
      maxLength={1000}
    />
  )
}

/** A decided submission: who approved or rejected it, when, why, and where it was published. */
function DecisionOutcome({ submission }: { submission: SubmissionDetail }) {
  return (
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
