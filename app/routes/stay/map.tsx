import { MapPlaceholder } from '~/components/map-placeholder'
import { PlacesList } from '~/components/places-list'
import { getDb } from '~/lib/db.server'
import { pageMeta } from '~/lib/meta'
import { listStays } from '~/lib/kinds/stay.server'
import type { Route } from './+types/map'

export const meta = () =>
  pageMeta('Accommodations Map', 'A map of places to stay in Jackson Hole and Star Valley.')

export async function loader() {
  const stays = await listStays(getDb())
  return {
    places: stays.map((stay) => ({
      id: stay.id,
      name: stay.name,
      href: `/stay/${stay.id}`,
      subtitle: `${stay.type} · $${stay.pricePerNight} per night`,
      location: stay.location,
    })),
  }
}

export default function StayMapRoute({ loaderData: { places } }: Route.ComponentProps) {
  return (
    <MapPlaceholder
      title="Accommodations Map"
      subtitle="See where to stay across Jackson Hole and Star Valley."
      filterTo="/stay#filters"
      listTo="/stay"
      backLabel="Back to Accommodations"
    >
      <PlacesList places={places} label="Places to stay" />
    </MapPlaceholder>
  )
}
