import { BrowseTheGuide, NoResults } from '~/components/search/browse-the-guide'
import { PageHero } from '~/components/page-hero'
import { Pagination } from '~/components/pagination'
import { ResultFacets, ResultTypeFilter } from '~/components/search/search-filters'
import { SearchPageForm } from '~/components/search/search-page-form'
import { SearchResult } from '~/components/search/search-result'
import { DidYouMean, SearchSummary } from '~/components/search/search-summary'
import { todayInTimeZone } from '~/lib/dates'
import { getDb } from '~/lib/db.server'
import { noteSearchOutcome } from '~/lib/stats/counter.server'
import { pageMeta, readsQuery } from '~/lib/meta'
import { parsePage } from '~/lib/pagination'
import type { SearchPageFilters } from '~/lib/search/links'
import { searchSite } from '~/lib/search/search.server'
import { isEmptyQuery, queryWords } from '~/lib/search/text'
import { isSearchType, type SearchFilters } from '~/lib/search/types'
import { AccessFilters } from '~/components/access-filters'
import { accessFiltersOf, parseAccessFilters } from '~/lib/accessibility/filters'
import type { Route } from './+types/index'
import { messagesFor } from '~/lib/i18n/catalog.server'
import { localeOfPath } from '~/lib/i18n/config'

// The query parameters the page reads (the page cache keys it by these alone).
export const handle = readsQuery(['q', 'type', 'town', 'category', 'price', 'access', 'page'])

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta(
    data?.results.query.text ? `Search: ${data.results.query.text}` : 'Search',
    'Search the guide: restaurants, places to stay, things to do, events, live music, articles and stories.',
  )

/** A facet value from the URL: any short text (it only ever filters, never reaches SQL as text). */
function facetParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim()
  return value && value.length <= 100 ? value : undefined
}

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const type = params.get('type')
  const filters: SearchFilters = {
    type: isSearchType(type) ? type : undefined,
    town: facetParam(params, 'town'),
    category: facetParam(params, 'category'),
    price: facetParam(params, 'price'),
  }
  const access = parseAccessFilters(params)
  if (access.length > 0) filters.access = access
  const results = await searchSite(getDb(), params.get('q') ?? '', {
    ...filters,
    page: parsePage(params.get('page')),
    today: todayInTimeZone(),
  })
  // A plain search that found nothing goes on the editors' content-gap list (app/lib/stats/).
  if (
    !filters.type &&
    !filters.town &&
    !filters.category &&
    !filters.price &&
    !filters.access &&
    !params.has('page')
  )
    noteSearchOutcome(params.get('q') ?? '', results.total > 0)
  return {
    messages: messagesFor(localeOfPath(new URL(request.url).pathname), ['listing']),
    results,
    filters,
  }
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { results, filters } = loaderData
  const { query, searched } = results
  const q = query.text
  const words = queryWords(searched)
  const current: SearchPageFilters = { ...filters, q }
  const filtered = Boolean(
    filters.type || filters.town || filters.category || filters.price || filters.access,
  )
  const empty = isEmptyQuery(query)

  return (
    <>
      <PageHero
        title={empty ? 'Search the Guide' : 'Search Results'}
        subtitle={
          empty
            ? 'Find restaurants, places to stay, things to do, events, live music, articles and stories.'
            : undefined
        }
        className="max-w-6xl"
      >
        <SearchPageForm q={q} truncated={query.truncated} />
      </PageHero>

      <div className="mx-auto max-w-6xl px-4 pb-16">
        {empty ? (
          <BrowseTheGuide title={q ? 'Nothing to search for in that query' : 'Or browse the guide'} />
        ) : (
          <>
            <SearchSummary results={results} filtered={filtered} />
            <DidYouMean correction={results.correction} />
            <AccessFilters
              action="/search"
              filters={accessFiltersOf('all')}
              active={filters.access ?? []}
              keep={{
                q,
                type: filters.type,
                town: filters.town,
                category: filters.category,
                price: filters.price,
              }}
            />

            {results.facets.type.length > 0 ? (
              <ResultTypeFilter
                current={current}
                facets={results.facets.type}
                counted={results.typeCountsExact}
                all={results.total}
              />
            ) : null}

            {results.total === 0 ? (
              <NoResults current={current} filtered={filtered} instead={results.instead} />
            ) : (
              <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
                <ResultFacets current={current} results={results} />
                <div>
                  <ol className="grid gap-4" aria-label="Results">
                    {results.hits.map((hit) => (
                      <li key={hit.url}>
                        <SearchResult hit={hit} words={words} />
                      </li>
                    ))}
                  </ol>
                  <Pagination page={results.page} pageCount={results.pageCount} label="Result pages" />
                </div>
              </div>
            )}
          </>
        )}
      </div>
    </>
  )
}
