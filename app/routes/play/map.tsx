import { ComingSoon } from '~/components/coming-soon'
import { pageMeta } from '~/lib/meta'

export const meta = () => pageMeta('Activities Map', 'A map of activities in Jackson Hole and Star Valley.')

export default function PlayMapRoute() {
  return (
    <ComingSoon
      title="Activities Map"
      subtitle="See where the adventures are."
      note="Interactive Map Coming Soon."
    />
  )
}
