import { data, Link } from 'react-router'
import { PhotoReviewList, type ReviewedPhoto } from '~/components/admin/photo-review'
import { kindKey, useReviewDateTime } from '~/components/admin/review-status'
import { useT } from '~/lib/i18n/use-t'
import { Card, CardContent } from '~/components/ui/card'
import { getDb } from '~/lib/db.server'
import { pageMeta } from '~/lib/meta'
import {
  decidePhoto,
  type PhotoDecision,
  photosToReview,
  type PhotoToReview,
} from '~/lib/partners/partner-photos.server'
import { proposalQueue, REASON_MAX } from '~/lib/partners/proposal-decisions.server'
import { listingPhotosPath } from '~/lib/photos/photos'
import { readForm } from '~/lib/form.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import type { Proposal } from '~/lib/partners/proposals.server'
import { localizedChanges } from '~/lib/partners/partner-fields.server'
import { requireRole } from '~/lib/permissions.server'
import type { Route } from './+types/proposals'
import { reviewWords } from './review-words.server'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Proposed changes',
    loaderData?.metaDescription ?? 'Changes businesses propose to their listings.',
  ),
  { name: 'robots', content: 'noindex' },
]

/**
 * The queue of partners' proposed changes (issue 44 item 2, decision 048): waiting for a decision,
 * then trusted partners' changes published at once, for a look, then the last decided.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const words = reviewWords(request)
  const queue = await proposalQueue(getDb())
  const brief = (p: Proposal) => ({
    id: p.id,
    type: p.type,
    title: p.listingTitle,
    email: p.email,
    status: p.status,
    createdAt: p.createdAt,
    changes: localizedChanges(p.changes, [], words.locale).map((c) => c.label),
  })
  const photos = await photosToReview(getDb())
  const reviewed = (photo: PhotoToReview): ReviewedPhoto => ({
    ...photo,
    listing: { name: photo.listing.name, path: photo.listing.path },
    photosPath: listingPhotosPath(photo.listing.type, photo.listing.id),
  })
  return {
    // with the photo queue's words (app/components/admin/photo-review.tsx)
    messages: words.messages(['adminPhotos']),
    metaTitle: words.say('adminReview.proposals.title'),
    metaDescription: words.say('adminReview.proposals.metaDescription'),
    pending: queue.pending.map(brief),
    toLook: queue.toLook.map(brief),
    decided: queue.decided.map(brief),
    photos: { pending: photos.pending.map(reviewed), toLook: photos.toLook.map(reviewed) },
  }
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

/** An editor's decision on a business's photo (the proposed changes have their own page). */
export async function action({ request }: Route.ActionArgs) {
  await requireRole(request)
  const words = reviewWords(request)
  const read = await readForm(request)
  if (!read.ok)
    return data({ error: { photoId: '', message: words.known(read.message) } }, { status: read.status })
  const form = read.form
  const photoId = String(form.get('photoId') ?? '')
  const intent = form.get('intent')
  const refuse = (message: string, status = 400) => data({ error: { photoId, message } }, { status })
  let decision: PhotoDecision
  if (intent === 'approve-photo') decision = { intent: 'approve' }
  else if (intent === 'looked-photo') decision = { intent: 'looked' }
  else if (intent === 'reject-photo') {
    const reason = String(form.get('reason') ?? '').trim()
    if (!reason) return refuse(words.say('adminReview.proposals.photoReason'))
    if (reason.length > REASON_MAX) return refuse(words.say('adminReview.answer.atMost', { max: REASON_MAX }))
    decision = { intent: 'reject', reason }
  } else return refuse(words.say('adminReview.answer.chooseProposalIntent'))
  if (!(await decidePhoto(getDb(), photoId, decision)))
    return refuse(words.say('adminReview.proposals.photoDecided'), 409)
  return redirectWithToast(words.path('/admin/proposals'), {
    type: 'success',
    title: words.say(
      decision.intent === 'approve'
        ? 'adminReview.proposals.photoPublished'
        : decision.intent === 'reject'
          ? 'adminReview.proposals.photoRejected'
          : 'adminReview.proposals.removed',
    ),
    description: decision.intent === 'reject' ? words.say('adminReview.proposals.reasonMailed') : undefined,
  })
}

type Item = Route.ComponentProps['loaderData']['pending'][number]

function ProposalList({ items, empty, label }: { items: Item[]; empty: string; label: string }) {
  const t = useT()
  const dateTime = useReviewDateTime()
  if (items.length === 0) return <p className="text-muted-foreground mt-2">{empty}</p>
  return (
    <ul className="mt-3 grid gap-3" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <Card>
            <CardContent className="grid gap-1">
              <p className="text-muted-foreground text-sm font-semibold">
                {t(kindKey(item.type, 'singular'))} · {t(`adminReview.proposals.status.${item.status}`)} ·{' '}
                {dateTime(item.createdAt)} · <span className="[overflow-wrap:anywhere]">{item.email}</span>
              </p>
              <Link
                to={t.path(`/admin/proposals/${item.id}`)}
                className="text-secondary inline-flex min-h-11 items-center text-lg font-bold break-words underline underline-offset-4"
              >
                {item.title}
              </Link>
              <p className="break-words">
                {t('adminReview.proposals.changes', {
                  changes: item.changes.join(', ') || t('adminReview.proposals.noChanges'),
                })}
              </p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  )
}

export default function AdminProposalsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { pending, toLook, decided, photos } = loaderData
  const t = useT()
  const photoError = (actionData as { error?: { photoId: string; message: string } } | undefined)?.error
  return (
    <article>
      <h1 className="font-display text-4xl font-bold">{t('adminReview.proposals.title')}</h1>
      <p className="text-muted-foreground mt-2">{t('adminReview.proposals.lead')}</p>
      <section className="mt-8" aria-labelledby="pending-heading">
        <h2 id="pending-heading" className="font-display text-2xl font-bold">
          {t('adminReview.proposals.pendingCount', { count: pending.length })}
        </h2>
        <ProposalList
          items={pending}
          empty={t('adminReview.proposals.pendingEmpty')}
          label={t('adminReview.proposals.pending')}
        />
      </section>
      <section className="mt-8" aria-labelledby="look-heading">
        <h2 id="look-heading" className="font-display text-2xl font-bold">
          {t('adminReview.proposals.toLookCount', { count: toLook.length })}
        </h2>
        <ProposalList
          items={toLook}
          empty={t('adminReview.proposals.toLookEmpty')}
          label={t('adminReview.proposals.toLook')}
        />
      </section>
      <section className="mt-8" aria-labelledby="photos-heading">
        <h2 id="photos-heading" className="font-display text-2xl font-bold">
          {t('adminReview.proposals.photosCount', { count: photos.pending.length })}
        </h2>
        <PhotoReviewList photos={photos.pending} mode="decide" error={photoError} />
      </section>
      <section className="mt-8" aria-labelledby="photos-look-heading">
        <h2 id="photos-look-heading" className="font-display text-2xl font-bold">
          {t('adminReview.proposals.photosLookCount', { count: photos.toLook.length })}
        </h2>
        <PhotoReviewList photos={photos.toLook} mode="look" error={photoError} />
      </section>
      <section className="mt-8" aria-labelledby="decided-heading">
        <h2 id="decided-heading" className="font-display text-2xl font-bold">
          {t('adminReview.proposals.decided')}
        </h2>
        <ProposalList
          items={decided}
          empty={t('adminReview.proposals.decidedEmpty')}
          label={t('adminReview.proposals.decided')}
        />
      </section>
    </article>
  )
}
