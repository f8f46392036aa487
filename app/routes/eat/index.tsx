import { Link } from 'react-router'
import { PageHero } from '~/components/page-hero'
import { SceneImage } from '~/components/scene-image'
import { Card, CardContent } from '~/components/ui/card'
import { getDb } from '~/lib/db.server'
import { CUISINES, type Cuisine } from '~/lib/listings'
import { pageMeta } from '~/lib/meta'
import { listRestaurants } from '~/lib/restaurants.server'
import type { Route } from './+types/index'

export const meta = () =>
  pageMeta(
    'Where to Eat',
    'Restaurants, cafes and authentic Wyoming cuisine in Jackson Hole and Star Valley.',
  )

export async function loader({ request }: Route.LoaderArgs) {
  const value = new URL(request.url).searchParams.get('cuisine')
  const cuisine = CUISINES.includes(value as Cuisine) ? (value as Cuisine) : undefined
  return { cuisine, restaurants: await listRestaurants(getDb(), { cuisine }) }
}

export default function EatRoute({ loaderData }: Route.ComponentProps) {
  const { restaurants } = loaderData
  return (
    <>
      <PageHero
        title="Where to Eat"
        subtitle="From bison burgers to farm-to-table dining, taste the flavors of western Wyoming."
      />
      <section
        aria-label="Restaurants"
        className="mx-auto grid max-w-6xl gap-6 px-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {restaurants.map((restaurant) => (
          <Card key={restaurant.id} className="overflow-hidden">
            <SceneImage image={restaurant.image} />
            <CardContent>
              <h2 className="text-xl font-bold">{restaurant.name}</h2>
              <p className="text-muted-foreground text-sm">
                {restaurant.type} · {restaurant.price} · {restaurant.town}
              </p>
              <p className="mt-2">{restaurant.description}</p>
              <Link
                className="text-secondary mt-3 inline-block font-semibold underline underline-offset-4"
                to={`/eat/${restaurant.id}`}
              >
                View Details<span className="sr-only"> of {restaurant.name}</span>
              </Link>
            </CardContent>
          </Card>
        ))}
      </section>
    </>
  )
}
