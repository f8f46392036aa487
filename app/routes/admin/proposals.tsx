import { data, Link } from 'react-router'
import { PhotoReviewList, type ReviewedPhoto } from '~/components/admin/photo-review'
import { formatDateTime } from '~/components/admin/field-list'
import { Card, CardContent } from '~/components/ui/card'
import { getDb } from '~/lib/db.server'
import { messagesFor } from '~/lib/i18n/catalog.server'
import { localeOfPath } from '~/lib/i18n/config'
import { LISTING_TYPE_LABELS } from '~/lib/kinds/editor'
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
import { requireRole } from '~/lib/permissions.server'
import type { Route } from './+types/proposals'

export const meta = () => [
  ...pageMeta('Proposed changes', 'Changes businesses propose to their listings.'),
  { name: 'robots', content: 'noindex' },
]

/**
 * The queue of partners' proposed changes (issue 44 item 2, decision 048): waiting for a decision,
 * then trusted partners' changes published at once, for a look, then the last decided.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const queue = await proposalQueue(getDb())
  const brief = (p: Proposal) => ({
    id: p.id,
    type: p.type,
    title: p.listingTitle,
    email: p.email,
    status: p.status,
    createdAt: p.createdAt,
    changes: p.changes.map((c) => c.label),
  })
  const photos = await photosToReview(getDb())
  const reviewed = (photo: PhotoToReview): ReviewedPhoto => ({
    ...photo,
    listing: { name: photo.listing.name, path: photo.listing.path },
    photosPath: listingPhotosPath(photo.listing.type, photo.listing.id),
  })
  return {
    // the photo queue's words (app/components/admin/photo-review.tsx), in the page's language
    messages: messagesFor(localeOfPath(new URL(request.url).pathname), ['adminPhotos']),
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
  const read = await readForm(request)
  if (!read.ok) return data({ error: { photoId: '', message: read.message } }, { status: read.status })
  const form = read.form
  const photoId = String(form.get('photoId') ?? '')
  const intent = form.get('intent')
  const refuse = (message: string, status = 400) => data({ error: { photoId, message } }, { status })
  let decision: PhotoDecision
  if (intent === 'approve-photo') decision = { intent: 'approve' }
  else if (intent === 'looked-photo') decision = { intent: 'looked' }
  else if (intent === 'reject-photo') {
    const reason = String(form.get('reason') ?? '').trim()
    if (!reason) return refuse('Say why it is not published: the reason is mailed to the partner.')
    if (reason.length > REASON_MAX) return refuse(`At most ${REASON_MAX} characters.`)
    decision = { intent: 'reject', reason }
  } else return refuse('Choose Approve, Reject or Looked at.')
  if (!(await decidePhoto(getDb(), photoId, decision)))
    return refuse('This photo was already decided or removed.', 409)
  return redirectWithToast('/admin/proposals', {
    type: 'success',
    title:
      decision.intent === 'approve'
        ? 'Photo published.'
        : decision.intent === 'reject'
          ? 'Photo rejected.'
          : 'Removed from the queue.',
    description: decision.intent === 'reject' ? 'We mailed the reason to the partner.' : undefined,
  })
}

type Item = Route.ComponentProps['loaderData']['pending'][number]

const STATUS = {
  pending: 'Waiting',
  approved: 'Approved',
  rejected: 'Rejected',
  published: 'Published',
} as const

function ProposalList({ items, empty, label }: { items: Item[]; empty: string; label: string }) {
  if (items.length === 0) return <p className="text-muted-foreground mt-2">{empty}</p>
  return (
    <ul className="mt-3 grid gap-3" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <Card>
            <CardContent className="grid gap-1">
              <p className="text-muted-foreground text-sm font-semibold">
                {LISTING_TYPE_LABELS[item.type].singular} · {STATUS[item.status]} ·{' '}
                {formatDateTime(item.createdAt)} ·{' '}
                <span className="[overflow-wrap:anywhere]">{item.email}</span>
              </p>
              <Link
                to={`/admin/proposals/${item.id}`}
                className="text-secondary inline-flex min-h-11 items-center text-lg font-bold break-words underline underline-offset-4"
              >
                {item.title}
              </Link>
              <p className="break-words">Changes: {item.changes.join(', ') || 'none'}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  )
}

export default function AdminProposalsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { pending, toLook, decided, photos } = loaderData
  const photoError = (actionData as { error?: { photoId: string; message: string } } | undefined)?.error
  return (
    <article>
      <h1 className="font-display text-4xl font-bold">Proposed changes</h1>
      <p className="text-muted-foreground mt-2">
        Businesses update the facts of their own listings. Approve, correct or reject each change; a trusted
        partner’s changes are published at once and listed here for a look.
      </p>
      <section className="mt-8" aria-labelledby="pending-heading">
        <h2 id="pending-heading" className="font-display text-2xl font-bold">
          Waiting for a decision ({pending.length})
        </h2>
        <ProposalList items={pending} empty="Nothing waits." label="Waiting for a decision" />
      </section>
      <section className="mt-8" aria-labelledby="look-heading">
        <h2 id="look-heading" className="font-display text-2xl font-bold">
          Published, for a look ({toLook.length})
        </h2>
        <ProposalList items={toLook} empty="Nothing to look at." label="Published, for a look" />
      </section>
      <section className="mt-8" aria-labelledby="photos-heading">
        <h2 id="photos-heading" className="font-display text-2xl font-bold">
          Photos waiting ({photos.pending.length})
        </h2>
        <PhotoReviewList photos={photos.pending} mode="decide" error={photoError} />
      </section>
      <section className="mt-8" aria-labelledby="photos-look-heading">
        <h2 id="photos-look-heading" className="font-display text-2xl font-bold">
          Photos published, for a look ({photos.toLook.length})
        </h2>
        <PhotoReviewList photos={photos.toLook} mode="look" error={photoError} />
      </section>
      <section className="mt-8" aria-labelledby="decided-heading">
        <h2 id="decided-heading" className="font-display text-2xl font-bold">
          Recently decided
        </h2>
        <ProposalList items={decided} empty="None yet." label="Recently decided" />
      </section>
    </article>
  )
}
