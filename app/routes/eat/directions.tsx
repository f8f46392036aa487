import { getDb } from '~/lib/db.server'
import { notFoundUnless } from '~/lib/http.server'
import { pageMeta } from '~/lib/meta'
import { getRestaurant } from '~/lib/restaurants.server'
import type { Route } from './+types/directions'

export async function loader({ params }: Route.LoaderArgs) {
  const restaurant = await getRestaurant(getDb(), params.id)
  notFoundUnless(restaurant)
  return { restaurant }
}

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta(data ? `Directions to ${data.restaurant.name}` : 'Directions', 'How to get there from Jackson.')

export default function EatDirectionsRoute({ loaderData: { restaurant } }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-3xl font-bold">Directions to {restaurant.name}</h1>
      <p className="mt-3 text-lg">{restaurant.location}</p>
      <p className="text-muted-foreground mt-2">{restaurant.fromJackson}</p>
    </section>
  )
}
