import { ComingSoon } from '~/components/coming-soon'
import { pageMeta } from '~/lib/meta'

export const meta = () =>
  pageMeta('Accommodations Map', 'A map of places to stay in Jackson Hole and Star Valley.')

export default function StayMapRoute() {
  return (
    <ComingSoon
      title="Accommodations Map"
      subtitle="See where to stay across the valley."
      note="Interactive Map Coming Soon."
    />
  )
}
