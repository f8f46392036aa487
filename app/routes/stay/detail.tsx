import { SceneImage } from '~/components/scene-image'
import { getDb } from '~/lib/db.server'
import { notFoundUnless } from '~/lib/http.server'
import { pageMeta } from '~/lib/meta'
import { getStay } from '~/lib/stays.server'
import type { Route } from './+types/detail'

export async function loader({ params }: Route.LoaderArgs) {
  const stay = await getStay(getDb(), params.id)
  notFoundUnless(stay)
  return { stay }
}

export const meta = ({ data }: Route.MetaArgs) =>
  data ? pageMeta(data.stay.name, data.stay.description) : pageMeta('Accommodation not found', '')

export default function StayDetailRoute({ loaderData: { stay } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-6">
      <SceneImage image={stay.image} eager className="rounded-(--radius-card)" />
      <h1 className="mt-6 text-4xl font-bold">{stay.name}</h1>
      <p className="text-muted-foreground mt-1">
        {stay.type} · {stay.location} · ${stay.pricePerNight} per night
      </p>
      <p className="mt-4 text-lg">{stay.fullDescription}</p>
    </article>
  )
}
