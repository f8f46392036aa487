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
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import { wordsFor } from '~/lib/i18n/words.server'

// The query parameters the page reads (the page cache keys it by these alone).
export const handle = readsQuery(['q', 'type', 'town', 'category', 'price', 'access', 'page'])

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.title ?? '', data?.description ?? '')

/** A facet value from the URL: any short text (it only ever filters, never reaches SQL as text). */
function facetParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim()
  return value && value.length <= 100 ? value : undefined
}

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
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
    locale,
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
  const t = serverT(locale)
  const { day } = wordsFor(locale)
  return {
    // The page's words (its access filters and pages are the listing pieces'), in its language.
    messages: messagesFor(locale, ['listing', 'search']),
    title: results.query.text
      ? t('search.metaTitleQuery', { query: results.query.text })
      : t('search.metaTitle'),
    description: t('search.metaDescription'),
    // "12 results", "1,000+ results": the summary's count in the page's language.
    count: t(results.exact ? 'search.summary.count' : 'search.summary.countAtLeast', {
      total: results.total,
    }),
    // Each result's day written out in the page's language.
    results: {
      ...results,
      hits: results.hits.map((hit) => (hit.date ? { ...hit, dateText: writtenDay(hit.date, day) } : hit)),
    },
    filters,
  }
}

/** '2026-12-05' as 'December 5, 2026' ('5 de diciembre de 2026'); anything else as it is. */
function writtenDay(date: string, day: (iso: string) => string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && Number(date.slice(8)) > 0 ? day(date) : date
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { results, filters, count } = loaderData
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
        title={empty ? t('search.hero.title') : t('search.hero.results')}
        subtitle={empty ? t('search.hero.subtitle') : undefined}
        className="max-w-6xl"
      >
        <SearchPageForm q={q} truncated={query.truncated} />
      </PageHero>

      <div className="mx-auto max-w-6xl px-4 pb-16">
        {empty ? (
          <BrowseTheGuide title={q ? t('search.browse.nothing') : t('search.browse.title')} />
        ) : (
          <>
            <SearchSummary results={results} count={count} filtered={filtered} />
            <DidYouMean correction={results.correction} />
            <AccessFilters
              action={t.path('/search')}
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
                  <ol className="grid gap-4" aria-label={t('search.results.label')}>
                    {results.hits.map((hit) => (
                      <li key={hit.url}>
                        <SearchResult hit={hit} words={words} />
                      </li>
                    ))}
                  </ol>
                  <Pagination
                    page={results.page}
                    pageCount={results.pageCount}
                    label={t('search.results.pages')}
                  />
                </div>
              </div>
            )}
          </>
        )}
      </div>
    </>
  )
}
