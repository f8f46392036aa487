import { ExplorePageView } from '~/components/experience-card'
import { WILDLIFE } from '~/content/explore'
import { pageMeta, previewImage } from '~/lib/meta'

// The link-preview picture (og:image).
export const handle = previewImage('bison')

export const meta = () =>
  pageMeta(
    'Wildlife Experiences',
    'Wildlife viewing experiences around Jackson Hole: bison, elk, moose and more, watched safely.',
  )

export default function WildlifeRoute() {
  return <ExplorePageView page={WILDLIFE} />
}
