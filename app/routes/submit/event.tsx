import { ComingSoon } from '~/components/coming-soon'
import { pageMeta } from '~/lib/meta'

export const meta = () => pageMeta('Submit an Event', 'Submit an event to the Wyoming Navigator calendar.')

export default function SubmitEventRoute() {
  return (
    <ComingSoon
      title="Submit an Event"
      subtitle="Add your festival, rodeo or community gathering to our calendar."
      note="The submission form is being set up. Check back soon."
    />
  )
}
