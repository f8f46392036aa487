import { Form, Link } from 'react-router'
import { ExternalLink } from '~/components/icons'
import { useReviewDateTime } from '~/components/admin/review-status'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'
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
  category: { options: readonly string[]; suggested: string; sent: string } | null
  correction: SubmissionCorrection | null
  /** The correction form as sent, and its messages, when it was refused. */
  correctionValues?: EditorValues
  correctionErrors?: FieldErrors
  fieldErrors?: FieldErrors
}) {
  const t = useT()
  const pending = useIsPending()
  const correctionForm = useNewTabSubmit()
  const reasons = REJECTION_REASONS.map((value, index) => ({
    value,
    label: t(`adminReview.reject.reason${index + 1}` as MessageKey),
  }))
  return (
    <Card className="mt-6">
      <CardContent>
        <h2 className="font-display text-2xl font-bold">{t('adminReview.decision.title')}</h2>
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
                  {t('adminReview.decision.correctTitle')}
                </h3>
                <p className="text-muted-foreground">
                  {t('adminReview.decision.correctLead')}{' '}
                  <Link to="?" className="text-secondary font-semibold underline underline-offset-4">
                    {t('adminReview.decision.withoutCorrections')}
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
                    {t('adminReview.decision.approveCorrected')}
                  </Button>
                  {/* The public page with these corrections, as approving would publish it: a
                      trial publication that is rolled back (app/lib/preview.server.ts). */}
                  <Button
                    type="submit"
                    variant="outline"
                    name="intent"
                    value="preview"
                    formAction={t.path(submissionPreviewPath(submission.kind, submission.id))}
                    formTarget="_blank"
                  >
                    <ExternalLink aria-hidden="true" />
                    {t('adminReview.decision.preview')}
                    <span className="sr-only">{t('adminReview.decision.previewHint')}</span>
                  </Button>
                </div>
              </Form>
            ) : (
              <Form method="post" className="grid gap-4" aria-labelledby="approve-heading">
                <h3 id="approve-heading" className="text-lg font-semibold">
                  {t('adminReview.action.approve')}
                </h3>
                <p className="text-muted-foreground">
                  {t('adminReview.decision.fixFirst')}{' '}
                  <Link
                    to="?correct=1"
                    className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
                  >
                    {t('adminReview.decision.correctFirst')}
                  </Link>
                </p>
                {category ? (
                  <SelectField
                    name="category"
                    label={t('adminReview.decision.category')}
                    required
                    placeholder={t('adminReview.decision.categoryPlaceholder')}
                    options={category.options}
                    defaultValue={category.suggested}
                    description={t('adminReview.decision.categoryHint', {
                      sent: category.sent,
                    })}
                    errors={fieldErrors?.category}
                  />
                ) : null}
                <NoteField />
                <div>
                  <Button type="submit" name="intent" value="approve" disabled={pending}>
                    {t('adminReview.action.approve')}
                  </Button>
                </div>
              </Form>
            )}
            <Form method="post" className="grid gap-4" aria-labelledby="reject-heading">
              <h3 id="reject-heading" className="text-lg font-semibold">
                {t('adminReview.action.reject')}
              </h3>
              <SelectField
                name="reason"
                label={t('adminReview.reject.reason')}
                required
                placeholder={t('adminReview.reject.placeholder')}
                options={reasons}
                description={t('adminReview.reject.reasonHint')}
                errors={fieldErrors?.reason}
              />
              <TextareaField
                name="details"
                label={t('adminReview.reject.details')}
                rows={3}
                maxLength={1000}
                errors={fieldErrors?.details}
              />
              <div>
                <Button type="submit" name="intent" value="reject" variant="outline" disabled={pending}>
                  {t('adminReview.action.reject')}
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
  const t = useT()
  return (
    <TextareaField
      name="note"
      label={t('adminReview.decision.note')}
      description={t('adminReview.decision.noteHint')}
      rows={3}
      maxLength={1000}
    />
  )
}

/** A decided submission: who approved or rejected it, when, why, and where it was published. */
function DecisionOutcome({ submission }: { submission: SubmissionDetail }) {
  const t = useT()
  const dateTime = useReviewDateTime()
  return (
    <div className="mt-2 grid gap-2">
      <p>
        {t('adminReview.decision.outcome', {
          status: submission.status === 'approved' ? 'approved' : 'rejected',
          by: submission.reviewedBy ? 'yes' : 'no',
          who: submission.reviewedBy ?? '',
          on: submission.reviewedAt ? 'yes' : 'no',
          date: dateTime(submission.reviewedAt),
        })}
      </p>
      {submission.reviewNote ? (
        <p className="text-muted-foreground">
          {t(
            submission.status === 'rejected'
              ? 'adminReview.decision.reasonIs'
              : 'adminReview.decision.noteIs',
            {
              note: submission.reviewNote,
            },
          )}
        </p>
      ) : null}
      {submission.publishedAt ? (
        <p>
          <Link
            to={t.path(submission.publishedAt)}
            className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline underline-offset-4"
          >
            {t('adminReview.decision.viewPublished')} <ExternalLink aria-hidden="true" className="size-4" />
          </Link>
        </p>
      ) : null}
      <ListingPhotosLink path={submission.publishedAt} />
    </div>
  )
}

/** After approval: the published listing's photos page (alt text, order, more photos). */
function ListingPhotosLink({ path }: { path: string | null }) {
  const t = useT()
  const listing = path ? listingOfPath(path) : undefined
  if (!listing) return null
  return (
    <p>
      <Link
        to={t.path(listingPhotosPath(listing.type, listing.id))}
        className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline underline-offset-4"
      >
        {t('adminReview.decision.listingPhotos')}
      </Link>
    </p>
  )
}
