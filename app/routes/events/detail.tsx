import { SceneImage } from '~/components/scene-image'
import { getDb } from '~/lib/db.server'
import { getEvent } from '~/lib/events.server'
import { notFoundUnless } from '~/lib/http.server'
import { pageMeta } from '~/lib/meta'
import type { Route } from './+types/detail'

export async function loader({ params }: Route.LoaderArgs) {
  const event = await getEvent(getDb(), params.id)
  notFoundUnless(event)
  return { event }
}

export const meta = ({ data }: Route.MetaArgs) =>
  data ? pageMeta(data.event.title, data.event.description) : pageMeta('Event not found', '')

export default function EventDetailRoute({ loaderData: { event } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-6">
      <SceneImage image={event.image} eager className="rounded-(--radius-card)" />
      <h1 className="mt-6 text-4xl font-bold">{event.title}</h1>
      <p className="text-muted-foreground mt-1">
        {event.category} · {event.date} · {event.time} · {event.location}
      </p>
      <p className="mt-4 text-lg">{event.fullDescription}</p>
    </article>
  )
}
