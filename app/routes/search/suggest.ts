import { readsQuery } from '~/lib/meta'
import { todayInTimeZone } from '~/lib/dates'
import { getDb } from '~/lib/db.server'
import { suggest } from '~/lib/search/search.server'
import type { Route } from './+types/suggest'

// The query parameters it reads (the page cache keys it by these alone).
export const handle = readsQuery(['q'])

/**
 * GET /search/suggest?q=: the header field's suggestions as JSON ({ suggestions: [...] }). Short
 * public caching, so a burst of the same prefix (and the browser's own repeats) costs one lookup.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get('q') ?? ''
  const suggestions = await suggest(getDb(), q, todayInTimeZone())
  return Response.json(
    { suggestions },
    {
      headers: {
        'Cache-Control': 'public, max-age=60, stale-while-revalidate=300',
        'X-Robots-Tag': 'noindex',
      },
    },
  )
}
