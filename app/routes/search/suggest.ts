import { readsQuery } from '~/lib/meta'
import { todayInTimeZone } from '~/lib/dates'
import { getDb } from '~/lib/db.server'
import { suggest } from '~/lib/search/search.server'
import { serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath } from '~/lib/i18n/config'
import { formatSuggestionDay } from '~/lib/dates-intl'
import type { Route } from './+types/suggest'

// The query parameters it reads (the page cache keys it by these alone).
export const handle = readsQuery(['q'])

/**
 * GET /search/suggest?q=: the header field's suggestions as JSON ({ suggestions: [...] }), in the
 * language of its path (/es/search/suggest: Spanish labels and titles). Short public caching, so a
 * burst of the same prefix (and the browser's own repeats) costs one lookup.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const q = url.searchParams.get('q') ?? ''
  const locale = localeOfPath(url.pathname)
  const t = serverT(locale)
  const today = todayInTimeZone()
  const suggestions = await suggest(getDb(), q, today, {
    locale,
    words: {
      label: (type) => t(`search.type.${type}.one`),
      past: (date) => t('search.suggest.past', { date }),
      // 'Sat, Dec 5' / 'sáb, 5 de dic' (the JSON carries the words, so the list's code has no dates)
      day: (iso) => formatSuggestionDay(iso, locale, today),
    },
  })
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
