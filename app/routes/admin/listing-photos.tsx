import { data, Link } from 'react-router'
import { z } from 'zod'
import { PhotoCard, UploadForm } from '~/components/admin/photo-card'
import type { PhotoFormAnswer } from '~/lib/photos/photo-form.server'
import { Card, CardContent } from '~/components/ui/card'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { PHOTO_MESSAGES } from '~/lib/photos/photo.schema'
import {
  photoFileRefused,
  photoFormValues,
  readPhotoAction,
  readPhotoFile,
} from '~/lib/photos/photo-form.server'
import { LISTING_PHOTO_TYPES, listingPhotosPath } from '~/lib/photos/photos'
import {
  addPhoto,
  findListing,
  getPhoto,
  listEditorPhotos,
  movePhoto,
  removePhoto,
  replacePhoto,
  updatePhotoText,
} from '~/lib/photos/photos.server'
import { PhotoError } from '~/lib/photos/process.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/listing-photos'

/**
 * An editor's photos of one listing (issue 16 item 4): upload with required alt text; alt text,
 * caption, photographer and license (issue 51 item 9); order (up/down); replace the file; remove
 * with confirmation. Plain forms, one per action, that work without JavaScript; every change moves
 * the content version so public pages show it at once.
 */

export const meta = () => [
  ...pageMeta('Listing photos', 'Photos of a listing, their alt text and order.'),
  { name: 'robots', content: 'noindex' },
]

const ListingParams = z.object({ type: z.enum(LISTING_PHOTO_TYPES), id: z.string().min(1).max(200) })

async function listingOf(params: Record<string, string | undefined>) {
  const parsed = ListingParams.safeParse(params)
  const listing = parsed.success ? await findListing(getDb(), parsed.data.type, parsed.data.id) : undefined
  if (!listing) throw data('Not Found', { status: 404, statusText: 'Not Found' })
  return listing
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request)
  const listing = await listingOf(params)
  return { listing, photos: await listEditorPhotos(getDb(), listing.type, listing.id) }
}

type ActionData = PhotoFormAnswer
const fail = (status: number, body: ActionData) => data(body, { status })

// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireRole(request)
  const listing = await listingOf(params)
  const read = await readForm(request)
  if (!read.ok) return fail(read.status, { error: read.message })
  const form = read.form
  const checked = readPhotoAction(form)
  if (!checked.ok) return fail(400, checked.answer)
  const db = getDb()
  const action = checked.action
  if (action.intent !== 'upload') {
    const photo = await getPhoto(db, action.photoId)
    if (!photo || photo.listing_type !== listing.type || photo.listing_id !== listing.id)
      return fail(404, { error: PHOTO_MESSAGES.notFound })
  }
  const here = listingPhotosPath(listing.type, listing.id)
  const done = (title: string, description?: string) =>
    redirectWithToast(here, { type: 'success', title, description })

  if (action.intent === 'upload' || action.intent === 'replace') {
    const target = action.intent === 'upload' ? 'new' : action.photoId
    const values = action.intent === 'upload' ? photoFormValues(action) : undefined
    const file = await readPhotoFile(form, { target, values })
    if (!file.ok) return fail(400, file.answer)
    try {
      if (action.intent === 'upload') {
        await addPhoto(db, listing, file.input, {
          alt: action.alt,
          caption: action.caption,
          credit: action.credit,
          license: action.license,
          createdBy: user.id,
        })
        return done('Photo added.', `It is on ${listing.name} now.`)
      }
      if (!(await replacePhoto(db, action.photoId, file.input, user.id)))
        return fail(404, { error: PHOTO_MESSAGES.notFound })
      return done('Photo replaced.', 'The new file keeps the place and alt text of the old one.')
    } catch (error) {
      if (!(error instanceof PhotoError)) throw error
      return fail(400, photoFileRefused(error.message, { target, values }))
    }
  }
  if (action.intent === 'edit') {
    await updatePhotoText(db, action.photoId, {
      alt: action.alt,
      caption: action.caption,
      credit: action.credit,
      license: action.license,
    })
    return done('Photo text saved.')
  }
  if (action.intent === 'move') {
    await movePhoto(db, action.photoId, action.direction)
    return done(action.direction === 'up' ? 'Photo moved up.' : 'Photo moved down.')
  }
  await removePhoto(db, action.photoId)
  return done('Photo removed.')
}

const LABELS: Record<(typeof LISTING_PHOTO_TYPES)[number], string> = {
  restaurants: 'Restaurant',
  stays: 'Stay',
  activities: 'Activity',
  events: 'Event',
  music: 'Live music',
  articles: 'Article',
}

export default function AdminListingPhotosRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, photos } = loaderData
  const answer = actionData as ActionData | undefined
  const generalError = answer && !answer.target ? answer.error : undefined
  return (
    <div>
      <p className="text-muted-foreground font-semibold">{LABELS[listing.type]}</p>
      <h1 className="font-display text-4xl font-bold [overflow-wrap:anywhere]">Photos of {listing.name}</h1>
      <p className="text-muted-foreground mt-2 text-lg">
        The first photo is the listing’s main picture. Every photo needs alt text: a short description for
        people who cannot see it. Photos lose their location and camera details when they are added.{' '}
        <Link to={listing.path} className="text-secondary font-semibold underline underline-offset-4">
          See the public page
        </Link>
      </p>
      {generalError ? (
        <p
          role="alert"
          className="border-destructive text-destructive mt-6 rounded-lg border-2 p-4 font-semibold"
        >
          {generalError}
        </p>
      ) : null}

      <h2 className="font-display mt-8 text-2xl font-bold">Photos</h2>
      {photos.length === 0 ? (
        <p className="mt-4">No photos yet: the page shows its illustration. Add the first one below.</p>
      ) : (
        <ol className="mt-4 grid gap-4">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <PhotoCard
                photo={photo}
                index={index}
                count={photos.length}
                answer={answer?.target === photo.id ? answer : undefined}
              />
            </li>
          ))}
        </ol>
      )}

      <h2 className="font-display mt-10 text-2xl font-bold">Add a photo</h2>
      <Card className="mt-4">
        <CardContent>
          <UploadForm answer={answer?.target === 'new' ? answer : undefined} />
        </CardContent>
      </Card>
    </div>
  )
}
