import { ArrowLeft } from '~/components/icons'
import { Link } from 'react-router'
import { ListingPhoto } from '~/components/listing-photo'
import { PhotoCaption } from '~/components/photo-caption'
import { ListingPhotoList } from '~/components/listing-photo-list'
import { PhotoGallery } from '~/components/photo-gallery'
import { getActivity } from '~/lib/kinds/activity.server'
import { getDb } from '~/lib/db.server'
import { listPhotos } from '~/lib/photos/photos.server'
import { redirectFromFormerAddress } from '~/lib/addresses.server'
import { notFoundUnless } from '~/lib/http.server'
import { pageMeta } from '~/lib/meta'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import type { Route } from './+types/photos'

export async function loader({ params, request }: Route.LoaderArgs) {
  const activity = await getActivity(getDb(), params.id)
  // A former address (the listing's id before an editor changed it) answers 301.
  if (!activity) await redirectFromFormerAddress(getDb(), 'activities', params.id, request, '/photos')
  notFoundUnless(activity)
  const say = serverT(localeOfPath(new URL(request.url).pathname))
  return {
    activity,
    photos: await listPhotos(getDb(), 'activities', activity.id),
    // 'N pictures with captions...', in the page's language (a plural: made here)
    intro: say('play.photos.intro', { count: activity.photos.length }),
    messages: messagesFor(localeOfPath(new URL(request.url).pathname), ['play.photos', 'play.gallery']),
    title: say('play.photos.metaTitle', { name: activity.name }),
    description: say('play.photos.metaDescription'),
  }
}

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta(data?.title ?? 'Photos', data?.description ?? 'Photo gallery of the activity.')

export default function PlayPhotosRoute({ loaderData: { activity, photos, intro } }: Route.ComponentProps) {
  const t = useT()
  return (
    <section className="mx-auto max-w-4xl px-4 py-6">
      <Link
        to={t.path(`/play/${activity.id}`)}
        className="text-secondary inline-flex min-h-11 items-center gap-2 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('play.photos.back', { name: activity.name })}
      </Link>
      <h1 className="mt-2 text-4xl font-bold">{t('play.photos.title', { name: activity.name })}</h1>
      <p className="text-muted-foreground mt-2 mb-6">{intro}</p>
      {photos.length > 0 ? (
        <section aria-labelledby="listing-photos-title" className="mb-8">
          <h2 id="listing-photos-title" className="sr-only">
            {t('play.photos.of', { name: activity.name })}
          </h2>
          <figure>
            <ListingPhoto
              photo={photos[0]!}
              sizes="(min-width: 928px) 864px, calc(100vw - 2rem)"
              priority
              className="rounded-(--radius-card)"
            />
            <PhotoCaption photo={photos[0]!} />
          </figure>
          <div className="mt-4">
            <ListingPhotoList
              photos={photos.slice(1)}
              label={t('play.photos.more', { name: activity.name })}
            />
          </div>
        </section>
      ) : null}
      <PhotoGallery photos={activity.photos} label={t('play.photos.of', { name: activity.name })} />
    </section>
  )
}
