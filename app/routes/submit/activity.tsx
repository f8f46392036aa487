import { ComingSoon } from '~/components/coming-soon'
import { pageMeta } from '~/lib/meta'

export const meta = () => pageMeta('Submit an Activity', 'Submit an activity to the Wyoming Navigator guide.')

export default function SubmitActivityRoute() {
  return (
    <ComingSoon
      title="Submit an Activity"
      subtitle="Share a tour, trail or experience for visitors."
      note="The submission form is being set up. Check back soon."
    />
  )
}
