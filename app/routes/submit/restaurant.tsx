import { ComingSoon } from '~/components/coming-soon'
import { pageMeta } from '~/lib/meta'

export const meta = () =>
  pageMeta('Submit a Restaurant', 'Suggest a restaurant for the Wyoming Navigator guide.')

export default function SubmitRestaurantRoute() {
  return (
    <ComingSoon
      title="Submit a Restaurant"
      subtitle="Tell us about a place to eat that visitors should know."
      note="The submission form is being set up. Check back soon."
    />
  )
}
