import { data, Link } from 'react-router'
import { z } from 'zod'
import { PhotoCard, UploadForm } from '~/components/admin/photo-card'
import { adminUploadWords } from '~/components/admin/upload-words'
import type { PhotoFormAnswer } from '~/lib/photos/photo-form.server'
import { Card, CardContent } from '~/components/ui/card'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { type Locale, localeOfPath, localizedPath } from '~/lib/i18n/config'
import { knownWords } from '~/lib/i18n/known-words.server'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'
import { pageMeta } from '~/lib/meta'
import { PHOTO_ANSWERS } from '~/lib/partners/photo-words'
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
 * the content version so public pages show it at once. In the language of its URL
 * (/es/admin/...): its words (`adminPhotos.*`), and the photo form's and pipeline's English
 * answers said by key (knownWords over the partner page's list and this page's own).
 */

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Listing photos',
    loaderData?.metaDescription ?? 'Photos of a listing, their alt text and order.',
  ),
  { name: 'robots', content: 'noindex' },
]

const localeOf = (request: Request) => localeOfPath(new URL(request.url).pathname)

/** The English answers of the photo form, the pipeline and this page, each a catalog message. */
const ANSWERS = [
  ...PHOTO_ANSWERS,
  'adminPhotos.error.notFound',
  'adminPhotos.error.confirm',
] as const satisfies readonly MessageKey[]

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
  const locale = localeOf(request)
  const say = serverT(locale)
  return {
    messages: messagesFor(locale, ['adminPhotos']),
    metaTitle: say('adminPhotos.metaTitle'),
    metaDescription: say('adminPhotos.metaDescription'),
    listing,
    photos: await listEditorPhotos(getDb(), listing.type, listing.id),
  }
}

type ActionData = PhotoFormAnswer

/** A failed form's answer, its English messages said in the page's language. */
function failIn(locale: Locale) {
  const say = knownWords(locale, ANSWERS)
  return (status: number, body: ActionData) =>
    data(
      {
        ...body,
        error: say(body.error),
        errors:
          body.errors &&
          Object.fromEntries(
            Object.entries(body.errors).map(([field, messages]) => [field, messages?.map(say)]),
          ),
      } satisfies ActionData,
      { status },
    )
}

// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireRole(request)
  const listing = await listingOf(params)
  const locale = localeOf(request)
  const fail = failIn(locale)
  const say = serverT(locale)
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
  const here = localizedPath(listingPhotosPath(listing.type, listing.id), locale)
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
        return done(
          say('adminPhotos.toast.added'),
          say('adminPhotos.toast.addedDescription', { name: listing.name }),
        )
      }
      if (!(await replacePhoto(db, action.photoId, file.input, user.id)))
        return fail(404, { error: PHOTO_MESSAGES.notFound })
      return done(say('adminPhotos.toast.replaced'), say('adminPhotos.toast.replacedDescription'))
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
    return done(say('adminPhotos.toast.saved'))
  }
  if (action.intent === 'move') {
    await movePhoto(db, action.photoId, action.direction)
    return done(say(action.direction === 'up' ? 'adminPhotos.toast.movedUp' : 'adminPhotos.toast.movedDown'))
  }
  await removePhoto(db, action.photoId)
  return done(say('adminPhotos.toast.removed'))
}

const LABELS: Record<(typeof LISTING_PHOTO_TYPES)[number], MessageKey> = {
  restaurants: 'adminPhotos.kind.restaurants',
  stays: 'adminPhotos.kind.stays',
  activities: 'adminPhotos.kind.activities',
  events: 'adminPhotos.kind.events',
  music: 'adminPhotos.kind.music',
  articles: 'adminPhotos.kind.articles',
}

export default function AdminListingPhotosRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, photos } = loaderData
  const t = useT()
  const answer = actionData as ActionData | undefined
  const generalError = answer && !answer.target ? answer.error : undefined
  return (
    <div>
      <p className="text-muted-foreground font-semibold">{t(LABELS[listing.type])}</p>
      <h1 className="font-display text-4xl font-bold [overflow-wrap:anywhere]">
        {t('adminPhotos.title', { name: listing.name })}
      </h1>
      <p className="text-muted-foreground mt-2 text-lg">
        {t('adminPhotos.intro')}{' '}
        <Link to={t.path(listing.path)} className="text-secondary font-semibold underline underline-offset-4">
          {t('adminPhotos.publicPage')}
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

      <h2 className="font-display mt-8 text-2xl font-bold">{t('adminPhotos.photos')}</h2>
      {photos.length === 0 ? (
        <p className="mt-4">{t('adminPhotos.none')}</p>
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

      <h2 className="font-display mt-10 text-2xl font-bold">{t('adminPhotos.add')}</h2>
      <Card className="mt-4">
        <CardContent>
          <UploadForm answer={answer?.target === 'new' ? answer : undefined} words={adminUploadWords(t)} />
        </CardContent>
      </Card>
    </div>
  )
}
