import { Link } from 'react-router'
import { SearchX } from '~/components/icons'
import { buttonVariants } from '~/components/ui/button'
import { searchHref, type SearchPageFilters } from '~/lib/search/links'
import type { SearchResults } from '~/lib/search/search.server'
import { useT } from '~/lib/i18n/use-t'
import type { FacetValue, SearchType } from '~/lib/search/types'

/** Where the other categories of the guide are, for an empty or fruitless search (their words: search.browse.<key>). */
const BROWSE_LINKS = [
  { to: '/eat', key: 'eat' },
  { to: '/stay', key: 'stay' },
  { to: '/play', key: 'play' },
  { to: '/events', key: 'events' },
  { to: '/events/live-music', key: 'music' },
  { to: '/blog', key: 'blog' },
  { to: '/stories', key: 'stories' },
  { to: '/visit', key: 'visit' },
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
  const t = useT()
  const terms = filtered ? [] : (instead?.terms ?? [])
  return (
    <div className="border-input bg-muted mt-6 rounded-(--radius-card) border border-dashed p-8">
      <p className="flex items-center gap-3 text-lg font-semibold">
        <SearchX className="text-primary size-6 shrink-0" aria-hidden="true" />
        {filtered ? t('search.none.filtered') : t('search.none.query', { query: current.q })}
      </p>
      {filtered ? (
        <Link
          to={t.path(searchHref({ q: current.q }))}
          className="text-secondary mt-3 inline-block font-semibold underline underline-offset-4"
        >
          {t('search.none.all', { query: current.q })}
        </Link>
      ) : null}
      {terms.length > 0 ? (
        <section aria-labelledby="near-terms-title" className="mt-4">
          <h2 id="near-terms-title" className="text-lg font-semibold">
            {t('search.none.try')}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {terms.map((term) => (
              <li key={term}>
                <Link
                  to={t.path(searchHref({ q: term }))}
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
        {instead?.kinds.length ? t('search.none.browseKinds') : t('search.browse.title')}
      </h2>
      {instead?.kinds.length ? <KindLinks kinds={instead.kinds} /> : <BrowseLinks />}
    </div>
  )
}

/** The kinds that have listings, each linked to its list, with its count. */
function KindLinks({ kinds }: { kinds: FacetValue[] }) {
  const t = useT()
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('search.browse.label')}>
      {kinds.map((kind) => {
        const type = kind.value as SearchType
        return (
          <li key={type}>
            <Link
              to={t.path(KIND_PAGES[type])}
              className={buttonVariants({ variant: 'outline', size: 'sm', shape: 'round' })}
            >
              {t('search.types.counted', { label: t(`search.type.${type}.many`), count: kind.count })}
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
  const t = useT()
  return (
    <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('search.browse.label')}>
      {BROWSE_LINKS.map((link) => (
        <li key={link.to}>
          <Link
            to={t.path(link.to)}
            className={buttonVariants({ variant: 'outline', size: 'sm', shape: 'round' })}
          >
            {t(`search.browse.${link.key}`)}
          </Link>
        </li>
      ))}
    </ul>
  )
}
