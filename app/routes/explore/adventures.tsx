import { ComingSoon } from '~/components/coming-soon'
import { pageMeta } from '~/lib/meta'

export const meta = () =>
  pageMeta(
    'Outdoor Adventures',
    'Outdoor adventures around Jackson Hole: rafting, climbing, skiing and hiking.',
  )

export default function AdventuresRoute() {
  return (
    <ComingSoon
      title="Outdoor Adventures"
      subtitle="Rafting, climbing, skiing and backcountry trails."
      note="Adventure experiences are being listed. Check back soon."
    />
  )
}
