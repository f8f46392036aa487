import { ExplorePageView } from '~/components/experience-card'
import { ADVENTURES } from '~/content/explore'
import { pageMeta, previewImage } from '~/lib/meta'

// The link-preview picture (og:image).
export const handle = previewImage('rafting')

export const meta = () =>
  pageMeta(
    'Outdoor Adventures',
    'Outdoor adventures around Jackson Hole: rafting, climbing, skiing and hiking.',
  )

export default function AdventuresRoute() {
  return <ExplorePageView page={ADVENTURES} />
}
