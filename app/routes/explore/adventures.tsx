import { ExplorePageView } from '~/components/experience-card'
import { ADVENTURES } from '~/content/explore'
import { getDb } from '~/lib/db.server'
import { experienceListings } from '~/lib/explore.server'
import { pageMeta, previewImage } from '~/lib/meta'
import type { Route } from './+types/adventures'

// The link-preview picture (og:image).
export const handle = previewImage('rafting')

export const meta = () =>
  pageMeta(
    'Outdoor Adventures',
    'Outdoor adventures around Jackson Hole: rafting, climbing, skiing and hiking.',
  )

/** The experiences that are listings in the guide link to them (issue 50 item 6). */
export async function loader() {
  return { listings: await experienceListings(getDb(), ADVENTURES) }
}

export default function AdventuresRoute({ loaderData }: Route.ComponentProps) {
  return <ExplorePageView page={ADVENTURES} listings={loaderData.listings} />
}
