import { ExplorePageView } from '~/components/experience-card'
import { WILDLIFE } from '~/content/explore'
import { pageMeta } from '~/lib/meta'

export const meta = () =>
  pageMeta(
    'Wildlife Experiences',
    'Wildlife viewing experiences around Jackson Hole: bison, elk, moose and more, watched safely.',
  )

export default function WildlifeRoute() {
  return <ExplorePageView page={WILDLIFE} />
}
