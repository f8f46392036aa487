import { ComingSoon } from '~/components/coming-soon'
import { pageMeta } from '~/lib/meta'

export const meta = () =>
  pageMeta(
    'Things to Do',
    'Things to do in Jackson Hole and Star Valley: wildlife, cowboy culture, heritage and adventure.',
  )

export default function PlayRoute() {
  return (
    <ComingSoon
      title="Things to Do"
      subtitle="Wildlife, cowboy culture, indigenous heritage and outdoor adventure for the whole family."
      note="Our activity listings are being assembled. Check back soon for wildlife tours, trail rides and more."
    />
  )
}
