import { ComingSoon } from '~/components/coming-soon'
import { pageMeta } from '~/lib/meta'

export const meta = () =>
  pageMeta(
    'Plan Your Wyoming Visit',
    'Plan a trip to Jackson Hole and Star Valley: seasons, getting here, essential services and packing lists.',
  )

export default function VisitRoute() {
  return (
    <ComingSoon
      title="Plan Your Wyoming Visit"
      subtitle="When to come, how to get here, what to pack and the services you may need."
      note="The trip planner is being written by our local team. Check back soon."
    />
  )
}
