import { ComingSoon } from '~/components/coming-soon'
import { pageMeta } from '~/lib/meta'

export const meta = () =>
  pageMeta(
    'Filter Activities',
    'Filter activities in Jackson Hole and Star Valley by category, difficulty, season and price.',
  )

export default function PlayFilterRoute() {
  return (
    <ComingSoon
      title="Filter Activities"
      subtitle="Narrow activities by category, difficulty, season and price."
      note="Activity filters are on their way."
    />
  )
}
