import { ComingSoon } from '~/components/coming-soon'
import { pageMeta } from '~/lib/meta'

export const meta = () => pageMeta('Share Your Story', 'Share your Wyoming story with visitors.')

export default function SubmitStoryRoute() {
  return (
    <ComingSoon
      title="Share Your Story"
      subtitle="Tell visitors about your Wyoming."
      note="The story form is being set up. Check back soon."
    />
  )
}
