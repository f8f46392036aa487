import { ExplorePageView } from '~/components/experience-card'
import { COWBOY } from '~/content/explore'
import { getDb } from '~/lib/db.server'
import { experienceListings } from '~/lib/explore.server'
import { pageMeta, previewImage } from '~/lib/meta'
import type { Route } from './+types/cowboy'

// The link-preview picture (og:image).
export const handle = previewImage('cowboy')

export const meta = () =>
  pageMeta(
    'Cowboy Culture',
    'Cowboy culture in Jackson Hole and Star Valley: rodeos, trail rides and working ranches.',
  )

/** The experiences that are listings in the guide link to them (issue 50 item 6). */
export async function loader() {
  return { listings: await experienceListings(getDb(), COWBOY) }
}

export default function CowboyRoute({ loaderData }: Route.ComponentProps) {
  return <ExplorePageView page={COWBOY} listings={loaderData.listings} />
}
