import { MapPlaceholder } from '~/components/map-placeholder'
import { PlacesList } from '~/components/places-list'
import { listActivities } from '~/lib/kinds/activity.server'
import { getDb } from '~/lib/db.server'
import { pageMeta } from '~/lib/meta'
import type { Route } from './+types/map'

export const meta = () => pageMeta('Activities Map', 'A map of activities in Jackson Hole and Star Valley.')

export async function loader() {
  const activities = await listActivities(getDb())
  return {
    places: activities.map((activity) => ({
      id: activity.id,
      name: activity.name,
      href: `/play/${activity.id}`,
      subtitle: `${activity.category} · ${activity.difficulty} · ${activity.season}`,
      location: activity.location,
    })),
  }
}

export default function PlayMapRoute({ loaderData: { places } }: Route.ComponentProps) {
  return (
    <MapPlaceholder
      title="Activities Map"
      subtitle="See where the adventures are across Jackson Hole and Star Valley."
      filterTo="/play/filter"
      listTo="/play"
      backLabel="Back to Activities"
    >
      <PlacesList places={places} label="Activities" />
    </MapPlaceholder>
  )
}
