import { ExplorePageView } from '~/components/experience-card'
import { WILDLIFE } from '~/content/explore'
import { getDb } from '~/lib/db.server'
import { experienceListings } from '~/lib/explore.server'
import { pageMeta, previewImage } from '~/lib/meta'
import type { Route } from './+types/wildlife'

// The link-preview picture (og:image).
export const handle = previewImage('bison')

export const meta = () =>
  pageMeta(
    'Wildlife Experiences',
    'Wildlife viewing experiences around Jackson Hole: bison, elk, moose and more, watched safely.',
  )

/** The experiences that are listings in the guide link to them (issue 50 item 6). */
export async function loader() {
  return { listings: await experienceListings(getDb(), WILDLIFE) }
}

export default function WildlifeRoute({ loaderData }: Route.ComponentProps) {
  return <ExplorePageView page={WILDLIFE} listings={loaderData.listings} />
}
