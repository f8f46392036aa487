import { ExplorePageView } from '~/components/experience-card'
import { WILDLIFE } from '~/content/explore'
import { getDb } from '~/lib/db.server'
import { featuredListings } from '~/lib/explore.server'
import { pageMeta, previewImage } from '~/lib/meta'
import type { Route } from './+types/wildlife'

// The link-preview picture (og:image).
export const handle = previewImage('bison')

export const meta = () =>
  pageMeta(
    'Wildlife Experiences',
    'Wildlife viewing experiences around Jackson Hole: bison, elk, moose and more, watched safely.',
  )

/** The listings the page features, every fact from the listing itself (issue 45 item 4). */
export async function loader() {
  return { featured: await featuredListings(getDb(), 'wildlife') }
}

export default function WildlifeRoute({ loaderData }: Route.ComponentProps) {
  return <ExplorePageView page={WILDLIFE} featured={loaderData.featured} />
}
