import { getDb } from '~/lib/db.server'
import { notFoundUnless } from '~/lib/http.server'
import { pageMeta } from '~/lib/meta'
import { getRestaurant } from '~/lib/restaurants.server'
import { SceneImage } from '~/components/scene-image'
import type { Route } from './+types/detail'

export async function loader({ params }: Route.LoaderArgs) {
  const restaurant = await getRestaurant(getDb(), params.id)
  notFoundUnless(restaurant)
  return { restaurant }
}

export const meta = ({ data }: Route.MetaArgs) =>
  data ? pageMeta(data.restaurant.name, data.restaurant.description) : pageMeta('Restaurant not found', '')

export default function EatDetailRoute({ loaderData: { restaurant } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-6">
      <SceneImage image={restaurant.image} eager className="rounded-(--radius-card)" />
      <h1 className="mt-6 text-4xl font-bold">{restaurant.name}</h1>
      <p className="text-muted-foreground mt-1">
        {restaurant.type} · {restaurant.price} · {restaurant.location}
      </p>
      <p className="mt-4 text-lg">{restaurant.fullDescription}</p>
    </article>
  )
}
