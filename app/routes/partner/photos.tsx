import { data, Link, redirect } from 'react-router'
import { UploadForm } from '~/components/admin/photo-card'
import type { UploadWords } from '~/components/admin/upload-words'
import { ArrowLeft } from '~/components/icons'
import { ListingPhoto } from '~/components/listing-photo'
import { Card, CardContent } from '~/components/ui/card'
import { getDb } from '~/lib/db.server'
import { IMAGE_LIMITS } from '~/lib/form-options'
import { readForm } from '~/lib/form.server'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { type Locale, localeOfPath, localizedPath } from '~/lib/i18n/config'
import { knownWords } from '~/lib/i18n/known-words.server'
import { type Translator, useT } from '~/lib/i18n/use-t'
import { pageMeta } from '~/lib/meta'
import { proposePhoto } from '~/lib/partners/partner-photos.server'
import { ONLY_EDITORS, PHOTO_ANSWERS } from '~/lib/partners/photo-words'
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
import { PHOTO_LICENSES } from '~/lib/photos/photo.schema'
import { PhotoError } from '~/lib/photos/process.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/photos'

// A business's photos of its own listing (issue 44 item 2): the editors' upload form (alt text
// required), each photo a proposal that waits for our editors (a trusted partner's is published
// at once, for a look afterwards). The order, replacing and removing stay with the editors.
// In the language of its URL (/es/partner/.../photos): its words (`partnerPhotos.*`), the shared
// upload form's (passed in), and the English answers of the photo form and pipeline (knownWords).

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Your photos',
    loaderData?.metaDescription ?? 'Add photos of your listing.',
  ),
  { name: 'robots', content: 'noindex' },
]

const localeOf = (request: Request) => localeOfPath(new URL(request.url).pathname)

async function partnerListing(request: Request, params: Route.LoaderArgs['params']) {
  const db = getDb()
  const partner = await requirePartnerOf(db, request, params.type, params.id)
  const listing = await findListing(db, partner.type, partner.id)
  if (!listing) throw data('Not Found', { status: 404, statusText: 'Not Found' })
  return { db, partner, listing }
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeOf(request)
  if (!(await getOptionalUser(request)))
    throw redirect(
      `${localizedPath('/login', locale)}?next=${encodeURIComponent(new URL(request.url).pathname)}`,
    )
  const { db, partner, listing } = await partnerListing(request, params)
  const say = serverT(locale)
  return {
    messages: messagesFor(locale, ['partnerPhotos']),
    metaTitle: say('partnerPhotos.metaTitle', { name: listing.name }),
    metaDescription: say('partnerPhotos.metaDescription'),
    type: partner.type,
    id: partner.id,
    trusted: partner.trusted,
    name: listing.name,
    photos: await listEditorPhotos(db, partner.type, partner.id),
  }
}

/** A failed form's answer, its English messages said in the page's language. */
function failIn(locale: Locale) {
  const say = knownWords(locale, PHOTO_ANSWERS)
  return (status: number, body: PhotoFormAnswer) =>
    data(
      {
        ...body,
        error: say(body.error),
        errors:
          body.errors &&
          Object.fromEntries(
            Object.entries(body.errors).map(([field, messages]) => [field, messages?.map(say)]),
          ),
      } satisfies PhotoFormAnswer,
      { status },
    )
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request, params }: Route.ActionArgs) {
  const { db, partner, listing } = await partnerListing(request, params)
  const locale = localeOf(request)
  const fail = failIn(locale)
  const read = await readForm(request)
  if (!read.ok) return fail(read.status, { error: read.message })
  const checked = readPhotoAction(read.form)
  if (!checked.ok) return fail(400, checked.answer)
  const action = checked.action
  if (action.intent !== 'upload')
    return fail(400, {
      error: ONLY_EDITORS,
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
  const say = serverT(locale)
  const path = `/partner/${partner.type}/${encodeURIComponent(partner.id)}/photos`
  return redirectWithToast(localizedPath(path, locale), {
    type: 'success',
    ...(partner.trusted
      ? {
          title: say('partnerPhotos.toast.published.title'),
          description: say('partnerPhotos.toast.published.description', { name: listing.name }),
        }
      : {
          title: say('partnerPhotos.toast.review.title'),
          description: say('partnerPhotos.toast.review.description'),
        }),
  })
}

/** The shared upload form's words in the page's language. */
function uploadWords(t: Translator): UploadWords {
  return {
    photo: t('partnerPhotos.form.photo'),
    fileDescription: t('partnerPhotos.form.fileDescription', { megabytes: IMAGE_LIMITS.megabytes }),
    alt: t('partnerPhotos.form.alt'),
    altDescription: t('partnerPhotos.form.altDescription'),
    caption: t('partnerPhotos.form.caption'),
    credit: t('partnerPhotos.form.credit'),
    creditDescription: t('partnerPhotos.form.creditDescription'),
    license: t('partnerPhotos.form.license'),
    licenseDescription: t('partnerPhotos.form.licenseDescription'),
    notStated: t('partnerPhotos.form.notStated'),
    // The licenses' own names (CC BY 4.0...) are the same in every language.
    licenses: {
      ...PHOTO_LICENSES,
      permission: t('partnerPhotos.form.permission'),
      cc0: t('partnerPhotos.form.publicDomain'),
    },
    submit: t('partnerPhotos.form.submit'),
  }
}

export default function PartnerPhotosRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { type, id, name, photos, trusted } = loaderData
  const answer = actionData as PhotoFormAnswer | undefined
  const t = useT()
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <Link
        to={t.path(`/partner/${type}/${encodeURIComponent(id)}`)}
        className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {name}
      </Link>
      <h1 className="font-display text-4xl font-bold break-words">
        {t('partnerPhotos.metaTitle', { name })}
      </h1>
      <p className="text-muted-foreground mt-2 text-lg">
        {trusted ? t('partnerPhotos.intro.trusted') : t('partnerPhotos.intro.review')}{' '}
        {t('partnerPhotos.intro.alt')}
      </p>
      {answer && answer.target !== 'new' ? (
        <p
          role="alert"
          className="border-destructive text-destructive mt-6 rounded-lg border-2 p-4 font-semibold"
        >
          {answer.error}
        </p>
      ) : null}

      <h2 className="font-display mt-8 text-2xl font-bold">{t('partnerPhotos.photos')}</h2>
      {photos.length === 0 ? (
        <p className="mt-4">{t('partnerPhotos.none')}</p>
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
                    {photo.review === 'pending' ? t('partnerPhotos.waiting') : t('partnerPhotos.published')}
                  </p>
                  <p className="text-muted-foreground break-words">
                    <span className="font-semibold">{t('partnerPhotos.altLabel')}</span> {photo.alt}
                  </p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <h2 className="font-display mt-10 text-2xl font-bold">{t('partnerPhotos.add')}</h2>
      <Card className="mt-4">
        <CardContent>
          <UploadForm answer={answer?.target === 'new' ? answer : undefined} words={uploadWords(t)} />
        </CardContent>
      </Card>
    </article>
  )
}
