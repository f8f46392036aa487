import { ComingSoon } from '~/components/coming-soon'
import { pageMeta } from '~/lib/meta'

export const meta = () =>
  pageMeta(
    'Become a Host',
    'Become a host with Wyoming Navigator: list your ranch, lodge, cabin or cultural retreat.',
  )

export default function HostSignupRoute() {
  return (
    <ComingSoon
      title="Become a Host"
      subtitle="Share your ranch, lodge or cabin with visitors to Wyoming."
      note="Host applications open soon."
    />
  )
}
