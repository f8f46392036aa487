import { Link } from 'react-router'
import { SearchX } from '~/components/icons'
import { buttonVariants } from '~/components/ui/button'
import { searchHref, type SearchPageFilters } from '~/lib/search/links'
import type { SearchResults } from '~/lib/search/search.server'
import { type FacetValue, SEARCH_TYPE_LABELS, type SearchType } from '~/lib/search/types'
import { formatCount } from '~/lib/utils'

/** Where the other categories of the guide are, for an empty or fruitless search. */
const BROWSE_LINKS = [
  { to: '/eat', label: 'Restaurants' },
  { to: '/stay', label: 'Places to stay' },
  { to: '/play', label: 'Things to do' },
  { to: '/events', label: 'Events' },
  { to: '/events/live-music', label: 'Live music' },
  { to: '/blog', label: 'Blog' },
  { to: '/stories', label: 'Community stories' },
  { to: '/visit', label: 'Plan your visit' },
] as const

/** Where each kind of result is listed in the guide. */
const KIND_PAGES: Record<SearchType, string> = {
  restaurant: '/eat',
  stay: '/stay',
  activity: '/play',
  event: '/events',
  music: '/events/live-music',
  article: '/blog',
  story: '/stories',
  page: '/visit',
}

/**
 * A search that found nothing, never a dead end: the index's words nearest the query (each a new
 * search), and the kinds of listing the guide has, with their counts.
 */
export function NoResults({
  current,
  filtered,
  instead,
}: {
  current: SearchPageFilters
  filtered: boolean
  instead?: SearchResults['instead']
}) {
  const terms = filtered ? [] : (instead?.terms ?? [])
  return (
    <div className="border-input bg-muted mt-6 rounded-(--radius-card) border border-dashed p-8">
      <p className="flex items-center gap-3 text-lg font-semibold">
        <SearchX className="text-primary size-6 shrink-0" aria-hidden="true" />
        {filtered ? 'Nothing matches these filters.' : `Nothing in the guide matches “${current.q}”.`}
      </p>
      {filtered ? (
        <Link
          to={searchHref({ q: current.q })}
          className="text-secondary mt-3 inline-block font-semibold underline underline-offset-4"
        >
          Search all results for “{current.q}”
        </Link>
      ) : null}
      {terms.length > 0 ? (
        <section aria-labelledby="near-terms-title" className="mt-4">
          <h2 id="near-terms-title" className="text-lg font-semibold">
            Try searching for
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {terms.map((term) => (
              <li key={term}>
                <Link
                  to={searchHref({ q: term })}
                  className={buttonVariants({ variant: 'outline', size: 'sm', shape: 'round' })}
                >
                  {term}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <h2 className="mt-4 text-lg font-semibold">
        {instead?.kinds.length ? 'Or browse what the guide has' : 'Or browse the guide'}
      </h2>
      {instead?.kinds.length ? <KindLinks kinds={instead.kinds} /> : <BrowseLinks />}
    </div>
  )
}

/** The kinds that have listings, each linked to its list, with its count. */
function KindLinks({ kinds }: { kinds: FacetValue[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label="Browse the guide">
      {kinds.map((kind) => {
        const type = kind.value as SearchType
        return (
          <li key={type}>
            <Link
              to={KIND_PAGES[type]}
              className={buttonVariants({ variant: 'outline', size: 'sm', shape: 'round' })}
            >
              {SEARCH_TYPE_LABELS[type].many} ({formatCount(kind.count)})
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

/** No query (or nothing to search for in it): the guide's categories under `title`. */
export function BrowseTheGuide({ title }: { title: string }) {
  return (
    <section aria-labelledby="browse-title">
      <h2 id="browse-title" className="text-2xl font-bold">
        {title}
      </h2>
      <BrowseLinks />
    </section>
  )
}

function BrowseLinks() {
  return (
    <ul className="mt-4 flex flex-wrap gap-2" aria-label="Browse the guide">
      {BROWSE_LINKS.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={buttonVariants({ variant: 'outline', size: 'sm', shape: 'round' })}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
