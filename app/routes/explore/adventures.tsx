import { ExplorePageView } from '~/components/experience-card'
import { ADVENTURES } from '~/content/explore'
import { getDb } from '~/lib/db.server'
import { featuredListings } from '~/lib/explore.server'
import { exploreWords } from '~/lib/explore-words.server'
import { localeOfPath } from '~/lib/i18n/config'
import { pageMeta, previewImage } from '~/lib/meta'
import type { Route } from './+types/adventures'

// The link-preview picture (og:image).
export const handle = previewImage('rafting')

export const meta = ({ data }: Pick<Route.MetaArgs, 'data'>) =>
  pageMeta(data?.title ?? '', data?.description ?? '')

/** The listings the page features, every fact from the listing itself (issue 45 item 4). */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  return {
    // in the page's language where translated (English marked lang="en" where not)
    featured: await featuredListings(getDb(), 'adventures', locale),
    // The page's words in its language (decision 059).
    ...exploreWords(locale, 'adventures'),
  }
}

export default function AdventuresRoute({ loaderData }: Route.ComponentProps) {
  return <ExplorePageView page={ADVENTURES} featured={loaderData.featured} />
}
