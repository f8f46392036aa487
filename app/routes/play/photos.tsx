import { getActivity } from '~/lib/activities.server'
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
      <h1 className="text-3xl font-bold">{activity.name}: Photos</h1>
      <p className="text-muted-foreground mt-3">The photo gallery for this activity is on its way.</p>
    </section>
  )
}
