import { ComingSoon } from '~/components/coming-soon'
import { pageMeta } from '~/lib/meta'

export const meta = () =>
  pageMeta(
    'Where to Stay',
    'Find places to stay in Jackson Hole and Star Valley: ranches, lodges, cabins and cultural retreats.',
  )

export default function StayRoute() {
  return (
    <ComingSoon
      title="Where to Stay"
      subtitle="Historic ranches, mountain lodges, cozy cabins and cultural retreats across Jackson Hole and Star Valley."
      note="Our lodging listings are being assembled. Check back soon to browse ranches, lodges, cabins and retreats."
    />
  )
}
