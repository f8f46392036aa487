import { ComingSoon } from '~/components/coming-soon'
import { pageMeta } from '~/lib/meta'

export const meta = () => pageMeta('Community Stories', 'Community stories from Wyoming locals and visitors.')

export default function StoriesRoute() {
  return (
    <ComingSoon
      title="Community Stories"
      subtitle="Stories from Wyoming locals and visitors."
      note="No community stories have been published yet."
    />
  )
}
