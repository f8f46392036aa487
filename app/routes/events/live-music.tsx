import { ComingSoon } from '~/components/coming-soon'
import { pageMeta } from '~/lib/meta'

export const meta = () =>
  pageMeta(
    'Live Music',
    'Live music in Jackson Hole and Star Valley: country, folk, blues, acoustic and holiday shows.',
  )

export default function LiveMusicRoute() {
  return (
    <ComingSoon
      title="Live Music"
      subtitle="Country, folk, blues and more in the valley's saloons and halls."
      note="Live music listings are on their way."
    />
  )
}
