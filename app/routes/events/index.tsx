import { ComingSoon } from '~/components/coming-soon'
import { pageMeta } from '~/lib/meta'

export const meta = () =>
  pageMeta(
    'Events Calendar',
    'Events in Jackson Hole and Star Valley: festivals, rodeos, powwows and community gatherings.',
  )

export default function EventsRoute() {
  return (
    <ComingSoon
      title="Events Calendar"
      subtitle="Rodeos, powwows, festivals and community gatherings across the region."
      note="The events calendar is being assembled. Check back soon."
    />
  )
}
