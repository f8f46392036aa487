import { ExplorePageView } from '~/components/experience-card'
import { COWBOY } from '~/content/explore'
import { pageMeta } from '~/lib/meta'

export const meta = () =>
  pageMeta(
    'Cowboy Culture',
    'Cowboy culture in Jackson Hole and Star Valley: rodeos, trail rides and working ranches.',
  )

export default function CowboyRoute() {
  return <ExplorePageView page={COWBOY} />
}
