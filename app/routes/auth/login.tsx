import { ComingSoon } from '~/components/coming-soon'
import { pageMeta } from '~/lib/meta'

export const meta = () => pageMeta('Sign In', 'Sign in to the Wyoming Navigator back office.')

export default function LoginRoute() {
  return (
    <ComingSoon
      title="Sign In"
      subtitle="For editors and admins of Wyoming Navigator."
      note="Sign-in for editors is being set up."
    />
  )
}
