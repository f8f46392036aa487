import { ComingSoon } from '~/components/coming-soon'
import { pageMeta } from '~/lib/meta'

export const meta = () =>
  pageMeta(
    'Wildlife Experiences',
    'Wildlife viewing experiences around Jackson Hole: bison, elk, moose and more, watched safely.',
  )

export default function WildlifeRoute() {
  return (
    <ComingSoon
      title="Wildlife Experiences"
      subtitle="Bison, elk, moose and bears in their home range, watched safely."
      note="Wildlife experiences are being listed. Check back soon."
    />
  )
}
