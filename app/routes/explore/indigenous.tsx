import { ComingSoon } from '~/components/coming-soon'
import { pageMeta } from '~/lib/meta'

export const meta = () =>
  pageMeta(
    'Indigenous Heritage',
    'Indigenous heritage experiences in western Wyoming, shared with respect for Shoshone and Bannock peoples.',
  )

export default function IndigenousRoute() {
  return (
    <ComingSoon
      title="Indigenous Heritage"
      subtitle="Learn from the Shoshone and Bannock peoples whose homeland this is."
      note="Indigenous heritage experiences are being listed with our tribal partners. Check back soon."
    />
  )
}
