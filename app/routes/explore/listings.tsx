import { ComingSoon } from '~/components/coming-soon'
import { pageMeta } from '~/lib/meta'

export const meta = () =>
  pageMeta(
    'Shop Local',
    'Shop local in Jackson Hole and Star Valley: shops, stores, purveyors and outfitters.',
  )

export default function ListingsRoute() {
  return (
    <ComingSoon
      title="Shop Local"
      subtitle="Local shops, stores, purveyors and outfitters in Wyoming."
      note="The local business directory is being assembled. Check back soon."
    />
  )
}
