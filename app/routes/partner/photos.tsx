import { data, Link, redirect } from 'react-router'
import { UploadForm } from '~/components/admin/photo-card'
import { ArrowLeft } from '~/components/icons'
import { ListingPhoto } from '~/components/listing-photo'
import { Card, CardContent } from '~/components/ui/card'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { pageMeta } from '~/lib/meta'
import { proposePhoto } from '~/lib/partners/partner-photos.server'
import { requirePartnerOf } from '~/lib/partners/partners.server'
import { getOptionalUser } from '~/lib/permissions.server'
import {
  type PhotoFormAnswer,
  photoFileRefused,
  photoFormValues,
  readPhotoAction,
  readPhotoFile,
} from '~/lib/photos/photo-form.server'
import { findListing, listEditorPhotos } from '~/lib/photos/photos.server'
import { PhotoError } from '~/lib/photos/process.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/photos'

// A business's photos of its own listing (issue 44 item 2): the editors' upload form (alt text
// required), each photo a proposal that waits for our editors (a trusted partner's is published
// at once, for a look afterwards). The order, replacing and removing stay with the editors.

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData ? `Photos of ${loaderData.name}` : 'Your photos', 'Add photos of your listing.'),
  { name: 'robots', content: 'noindex' },
]

async function partnerListing(request: Request, params: Route.LoaderArgs['params']) {
  const db = getDb()
  const partner = await requirePartnerOf(db, request, params.type, params.id)
  const listing = await findListing(db, partner.type, partner.id)
  if (!listing) throw data('Not Found', { status: 404, statusText: 'Not Found' })
  return { db, partner, listing }
}

export async function loader({ request, params }: Route.LoaderArgs) {
  if (!(await getOptionalUser(request)))
    throw redirect(`/login?next=${encodeURIComponent(new URL(request.url).pathname)}`)
  const { db, partner, listing } = await partnerListing(request, params)
  return {
    type: partner.type,
    id: partner.id,
    trusted: partner.trusted,
    name: listing.name,
    photos: await listEditorPhotos(db, partner.type, partner.id),
  }
}

const fail = (status: number, body: PhotoFormAnswer) => data(body, { status })

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request, params }: Route.ActionArgs) {
  const { db, partner, listing } = await partnerListing(request, params)
  const read = await readForm(request)
  if (!read.ok) return fail(read.status, { error: read.message })
  const checked = readPhotoAction(read.form)
  if (!checked.ok) return fail(400, checked.answer)
  const action = checked.action
  if (action.intent !== 'upload')
    return fail(400, {
      error: 'Only our editors can change or remove a photo: write to us through the contact page.',
    })
  const values = photoFormValues(action)
  const file = await readPhotoFile(read.form, { target: 'new', values })
  if (!file.ok) return fail(400, file.answer)
  try {
    await proposePhoto(
      db,
      { type: partner.type, id: partner.id, userId: partner.user.id, trusted: partner.trusted },
      file.input,
      { alt: action.alt, caption: action.caption, credit: action.credit, license: action.license },
    )
  } catch (error) {
    if (!(error instanceof PhotoError)) throw error
    return fail(400, photoFileRefused(error.message, { target: 'new', values }))
  }
  return redirectWithToast(`/partner/${partner.type}/${encodeURIComponent(partner.id)}/photos`, {
    type: 'success',
    ...(partner.trusted
      ? { title: 'Photo published.', description: `It is on ${listing.name} now.` }
      : { title: 'Photo sent for review.', description: 'Our editors publish it once approved.' }),
  })
}

export default function PartnerPhotosRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { type, id, name, photos, trusted } = loaderData
  const answer = actionData as PhotoFormAnswer | undefined
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <Link
        to={`/partner/${type}/${encodeURIComponent(id)}`}
        className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {name}
      </Link>
      <h1 className="font-display text-4xl font-bold break-words">Photos of {name}</h1>
      <p className="text-muted-foreground mt-2 text-lg">
        {trusted
          ? 'Your photos are published at once; our editors look at them afterwards.'
          : 'Your photos are sent to our editors, who publish them once approved.'}{' '}
        Every photo needs alt text: a short description for people who cannot see it. Photos lose their
        location and camera details when they are added.
      </p>
      {answer && answer.target !== 'new' ? (
        <p
          role="alert"
          className="border-destructive text-destructive mt-6 rounded-lg border-2 p-4 font-semibold"
        >
          {answer.error}
        </p>
      ) : null}

      <h2 className="font-display mt-8 text-2xl font-bold">Photos</h2>
      {photos.length === 0 ? (
        <p className="mt-4">No photos yet: the page shows its illustration. Add the first one below.</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {photos.map((photo) => (
            <li key={photo.id}>
              <Card>
                <CardContent className="grid gap-2">
                  <ListingPhoto
                    photo={photo}
                    sizes="(min-width: 640px) 24rem, 100vw"
                    className="rounded-lg"
                  />
                  <p className="font-semibold">
                    {photo.review === 'pending' ? 'Waiting for our editors' : 'Published'}
                  </p>
                  <p className="text-muted-foreground break-words">
                    <span className="font-semibold">Alt text:</span> {photo.alt}
                  </p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <h2 className="font-display mt-10 text-2xl font-bold">Add a photo</h2>
      <Card className="mt-4">
        <CardContent>
          <UploadForm answer={answer?.target === 'new' ? answer : undefined} />
        </CardContent>
      </Card>
    </article>
  )
}
