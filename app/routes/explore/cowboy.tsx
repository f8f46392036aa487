import { ComingSoon } from '~/components/coming-soon'
import { pageMeta } from '~/lib/meta'

export const meta = () =>
  pageMeta(
    'Cowboy Culture',
    'Cowboy culture in Jackson Hole and Star Valley: rodeos, trail rides and working ranches.',
  )

export default function CowboyRoute() {
  return (
    <ComingSoon
      title="Cowboy Culture"
      subtitle="Rodeos, trail rides and ranch life in the Old West that never left."
      note="Cowboy experiences are being listed. Check back soon."
    />
  )
}
