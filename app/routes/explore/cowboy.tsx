import { ExplorePageView } from '~/components/experience-card'
import { COWBOY } from '~/content/explore'
import { pageMeta, previewImage } from '~/lib/meta'

// The link-preview picture (og:image).
export const handle = previewImage('cowboy')

export const meta = () =>
  pageMeta(
    'Cowboy Culture',
    'Cowboy culture in Jackson Hole and Star Valley: rodeos, trail rides and working ranches.',
  )

export default function CowboyRoute() {
  return <ExplorePageView page={COWBOY} />
}
