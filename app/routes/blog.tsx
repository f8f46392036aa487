import { ComingSoon } from '~/components/coming-soon'
import { pageMeta } from '~/lib/meta'

export const meta = () =>
  pageMeta(
    'Wyoming Blog',
    'Stories of wildlife, cowboy culture, indigenous heritage and local life in western Wyoming.',
  )

export default function BlogRoute() {
  return (
    <ComingSoon
      title="Wyoming Blog"
      subtitle="Heritage tales, wildlife notes and local voices."
      note="Our first articles are being edited. Check back soon."
    />
  )
}
