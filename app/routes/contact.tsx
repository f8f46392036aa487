import { ComingSoon } from '~/components/coming-soon'
import { pageMeta } from '~/lib/meta'

export const meta = () => pageMeta('Contact Us', 'Contact the Wyoming Navigator team.')

export default function ContactRoute() {
  return (
    <ComingSoon
      title="Contact Us"
      subtitle="Questions, listings, partnerships: we are here to help."
      note="The contact form is on its way. Meanwhile, call (307) 555-0100, Monday to Friday, 9AM to 5PM MT."
    />
  )
}
