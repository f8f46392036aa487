import { ExplorePageView } from '~/components/experience-card'
import { WILDLIFE } from '~/content/explore'
import { getDb } from '~/lib/db.server'
import { featuredListings } from '~/lib/explore.server'
import { exploreWords } from '~/lib/explore-words.server'
import { localeOfPath } from '~/lib/i18n/config'
import { pageMeta, previewImage } from '~/lib/meta'
import type { Route } from './+types/wildlife'

// The link-preview picture (og:image).
export const handle = previewImage('bison')

export const meta = ({ data }: Pick<Route.MetaArgs, 'data'>) =>
  pageMeta(data?.title ?? '', data?.description ?? '')

/** The listings the page features, every fact from the listing itself (issue 45 item 4). */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  return {
    // in the page's language where translated (English marked lang="en" where not)
    featured: await featuredListings(getDb(), 'wildlife', locale),
    // The page's words in its language (decision 059).
    ...exploreWords(locale, 'wildlife'),
  }
}

export default function WildlifeRoute({ loaderData }: Route.ComponentProps) {
  return <ExplorePageView page={WILDLIFE} featured={loaderData.featured} />
}
