import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { PhotoGallery } from '~/components/photo-gallery'
import { getActivity } from '~/lib/kinds/activity.server'
import { getDb } from '~/lib/db.server'
import { notFoundUnless } from '~/lib/http.server'
import { pageMeta } from '~/lib/meta'
import type { Route } from './+types/photos'

export async function loader({ params }: Route.LoaderArgs) {
  const activity = await getActivity(getDb(), params.id)
  notFoundUnless(activity)
  return { activity }
}

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta(data ? `Photos: ${data.activity.name}` : 'Photos', 'Photo gallery of the activity.')

export default function PlayPhotosRoute({ loaderData: { activity } }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-6">
      <Link
        to={`/play/${activity.id}`}
        className="text-secondary inline-flex min-h-11 items-center gap-2 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to {activity.name}
      </Link>
      <h1 className="mt-2 text-4xl font-bold">{activity.name}: Photos</h1>
      <p className="text-muted-foreground mt-2 mb-6">
        {activity.photos.length} pictures with captions. Use the arrow keys or the buttons to browse.
      </p>
      <PhotoGallery photos={activity.photos} label={`Photos of ${activity.name}`} />
    </section>
  )
}
