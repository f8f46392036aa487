import { SceneImage } from '~/components/scene-image'
import { getActivity } from '~/lib/activities.server'
import { getDb } from '~/lib/db.server'
import { notFoundUnless } from '~/lib/http.server'
import { pageMeta } from '~/lib/meta'
import type { Route } from './+types/detail'

export async function loader({ params }: Route.LoaderArgs) {
  const activity = await getActivity(getDb(), params.id)
  notFoundUnless(activity)
  return { activity }
}

export const meta = ({ data }: Route.MetaArgs) =>
  data ? pageMeta(data.activity.name, data.activity.description) : pageMeta('Activity not found', '')

export default function PlayDetailRoute({ loaderData: { activity } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-6">
      <SceneImage image={activity.image} eager className="rounded-(--radius-card)" />
      <h1 className="mt-6 text-4xl font-bold">{activity.name}</h1>
      <p className="text-muted-foreground mt-1">
        {activity.category} · {activity.difficulty} · {activity.location}
      </p>
      <p className="mt-4 text-lg">{activity.fullDescription}</p>
    </article>
  )
}
