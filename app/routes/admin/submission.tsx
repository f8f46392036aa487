import { ArrowLeft } from '~/components/icons'
import { data, Link } from 'react-router'
import { FieldList } from '~/components/admin/field-list'
import { kindKey, ReviewStatusBadge, useReviewDateTime } from '~/components/admin/review-status'
import { useT } from '~/lib/i18n/use-t'
import { reviewWords } from './review-words.server'
import { labelKey } from '~/lib/partners/partner-fields.server'
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
import { decideSubmission } from '~/lib/review-decision.server'
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

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Admin',
    loaderData?.metaDescription ?? 'Review a community submission.',
  ),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request)
  const kind = parseKind(params.kind)
  notFoundUnless(kind)
  const words = reviewWords(request)
  const db = getDb()
  const submission = await getSubmission(db, kind, params.id)
  notFoundUnless(submission)
  // The public category is the editor's explicit choice, prefilled with the best match.
  const publicCategory = REVIEWED_KINDS[kind].publicCategory
  let category: { options: readonly string[]; suggested: string; sent: string } | null = null
  if (publicCategory) {
    const row = await db
      .selectFrom(REVIEWED_KINDS[kind].table)
      .selectAll()
      .where('id', '=', params.id)
      .executeTakeFirst()
    category = {
      options: publicCategory.options,
      suggested: row ? await publicCategory.bestMatch(db, row) : '',
      // what the submitter chose, as the submission's fields say it
      sent: submission.fields.find((f) => f.label === 'Category')?.value ?? '',
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
  return {
    messages: words.messages(['editor']),
    metaTitle: words.say('adminReview.submission.metaTitle', { title: submission.title }),
    metaDescription: words.say('adminReview.submission.metaDescription'),
    submission: {
      ...submission,
      fields: words.submissionFields(kind, submission.fields),
      origin: submission.origin && {
        ...submission.origin,
        // the fields the feed changed, by the partner area's words for the editor's labels
        changed: submission.origin.changed.map((label) => {
          const key = words.locale === 'en' ? undefined : labelKey(label)
          return key ? words.say(key) : label
        }),
        cancelled: submission.origin.cancelled && words.known(submission.origin.cancelled),
      },
    },
    category,
    history,
    correction,
    duplicates,
  }
}

// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireRole(request)
  const kind = parseKind(params.kind)
  notFoundUnless(kind)
  const words = reviewWords(request)
  const read = await readForm(request)
  if (!read.ok) return data({ error: words.known(read.message) }, { status: read.status })
  const intent = read.form.get('intent')
  if (intent !== 'approve' && intent !== 'reject') {
    return data({ error: words.say('adminReview.answer.chooseIntent') }, { status: 400 })
  }
  let note = String(read.form.get('note') ?? '').slice(0, 1000)
  // Approving with corrections: the listing editor's form, checked with the editor's schema.
  let corrections: Record<string, unknown> | undefined
  if (intent === 'approve' && read.form.get('corrected') === '1') {
    const parsed = readCorrections(listingTypeOf(kind), read.form, listingPlaceRules())
    if (!parsed.success)
      return data(
        {
          error: words.say('adminReview.answer.fix'),
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
        error: words.say('adminReview.decision.chooseCategory'),
        fieldErrors: { category: [words.say('adminReview.decision.categoryField')] } as Record<
          string,
          string[]
        >,
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
        { error: words.say('adminReview.reject.chooseReason'), fieldErrors: words.errors(fieldErrors) },
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
    const already = result.status === 'approved' ? 'approved' : 'rejected'
    return data(
      {
        error: result.reviewedBy
          ? words.say(`adminReview.decision.${already}By`, { who: result.reviewedBy })
          : words.say(`adminReview.decision.${already}`),
      },
      { status: 409 },
    )
  }
  return redirectWithToast(words.path(`/admin/${kind}/${params.id}`), {
    type: 'success',
    title: words.say(
      result.status === 'approved' ? 'adminReview.toast.approvedPublished' : 'adminReview.toast.rejected',
    ),
    description: result.path
      ? words.say('adminReview.toast.liveAt', { path: result.path })
      : words.say('adminReview.toast.staysOut'),
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
  const t = useT()
  const dateTime = useReviewDateTime()
  const received = dateTime(submission.createdAt)
  const fieldErrors: Record<string, string[] | undefined> | undefined =
    actionData && 'fieldErrors' in actionData
      ? (actionData.fieldErrors as Record<string, string[] | undefined>)
      : undefined
  return (
    <article>
      <Link
        to={t.path(`/admin/${submission.kind}`)}
        className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />{' '}
        {t('adminReview.submission.back', { kind: t(kindKey(submission.kind, 'plural')).toLowerCase() })}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-4xl font-bold break-words">{submission.title}</h1>
        <ReviewStatusBadge status={submission.status} />
      </div>
      <p className="text-muted-foreground mt-2">
        {submission.origin
          ? t('adminReview.submission.receivedFeed', {
              kind: t(kindKey(submission.kind, 'singular')),
              date: received,
              feed: submission.origin.importedFrom,
            })
          : submission.submittedBy
            ? t('adminReview.submission.receivedUser', {
                kind: t(kindKey(submission.kind, 'singular')),
                date: received,
                user: submission.submittedBy,
              })
            : t('adminReview.submission.receivedVisitor', {
                kind: t(kindKey(submission.kind, 'singular')),
                date: received,
              })}
      </p>
      <p>
        <Link
          to={t.path(submissionPreviewPath(submission.kind, submission.id))}
          className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
        >
          {t('adminReview.submission.preview')}
        </Link>
      </p>
      {submission.origin ? <SubmissionOrigin origin={submission.origin} kind={submission.kind} /> : null}

      <DuplicateWarning duplicates={duplicates} going={t('adminReview.submission.duplicateGoing')} />

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
          <h2 className="font-display text-2xl font-bold">{t('adminReview.submission.details')}</h2>
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
