import { ExplorePageView } from '~/components/experience-card'
import { ADVENTURES } from '~/content/explore'
import { getDb } from '~/lib/db.server'
import { featuredListings } from '~/lib/explore.server'
import { pageMeta, previewImage } from '~/lib/meta'
import type { Route } from './+types/adventures'

// The link-preview picture (og:image).
export const handle = previewImage('rafting')

export const meta = () =>
  pageMeta(
    'Outdoor Adventures',
    'Outdoor adventures around Jackson Hole: rafting, climbing, skiing and hiking.',
  )

/** The listings the page features, every fact from the listing itself (issue 45 item 4). */
export async function loader() {
  return { featured: await featuredListings(getDb(), 'adventures') }
}

export default function AdventuresRoute({ loaderData }: Route.ComponentProps) {
  return <ExplorePageView page={ADVENTURES} featured={loaderData.featured} />
}
