import { ExplorePageView } from '~/components/experience-card'
import { COWBOY } from '~/content/explore'
import { getDb } from '~/lib/db.server'
import { featuredListings } from '~/lib/explore.server'
import { pageMeta, previewImage } from '~/lib/meta'
import type { Route } from './+types/cowboy'

// The link-preview picture (og:image).
export const handle = previewImage('cowboy')

export const meta = () =>
  pageMeta(
    'Cowboy Culture',
    'Cowboy culture in Jackson Hole and Star Valley: rodeos, trail rides and working ranches.',
  )

/** The listings the page features, every fact from the listing itself (issue 45 item 4). */
export async function loader() {
  return { featured: await featuredListings(getDb(), 'cowboy') }
}

export default function CowboyRoute({ loaderData }: Route.ComponentProps) {
  return <ExplorePageView page={COWBOY} featured={loaderData.featured} />
}
