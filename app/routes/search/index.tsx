import { CalendarDays, MapPin, SearchX } from '~/components/icons'
import { Form, Link } from 'react-router'
import { PageHero } from '~/components/page-hero'
import { Pagination } from '~/components/pagination'
import { Highlighted } from '~/components/search/highlighted'
import { buttonVariants } from '~/components/ui/button'
import { formatWrittenDate, todayInTimeZone } from '~/lib/dates'
import { getDb } from '~/lib/db.server'
import { pageMeta } from '~/lib/meta'
import { parsePage } from '~/lib/pagination'
import { searchSite } from '~/lib/search/search.server'
import { isEmptyQuery, MAX_QUERY_LENGTH, queryWords } from '~/lib/search/text'
import {
  type Facet,
  type FacetValue,
  isSearchType,
  MATCH_CAP,
  type SearchFilters,
  SEARCH_TYPE_LABELS,
  type SearchHit,
  type SearchType,
} from '~/lib/search/types'
import { cn, formatCount } from '~/lib/utils'
import type { Route } from './+types/index'

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
  const results = await searchSite(getDb(), params.get('q') ?? '', {
    ...filters,
    page: parsePage(params.get('page')),
    today: todayInTimeZone(),
  })
  return { results, filters }
}

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

type Filters = SearchFilters & { q: string }

/** A results URL with these filters (page 1). */
function searchHref(filters: Filters): string {
  const params = new URLSearchParams()
  params.set('q', filters.q)
  for (const key of ['type', 'town', 'category', 'price'] as const) {
    const value = filters[key]
    if (value) params.set(key, value)
  }
  return `/search?${params.toString()}`
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { results, filters } = loaderData
  const { query, searched } = results
  const q = query.text
  const words = queryWords(searched)
  const current: Filters = { ...filters, q }
  const filtered = Boolean(filters.type || filters.town || filters.category || filters.price)
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
        {/* A new query is a new search: the filters start over. */}
        <Form
          role="search"
          aria-label="Search the guide"
          action="/search"
          className="mt-6 flex max-w-2xl"
          key={q}
        >
          <label htmlFor="page-search" className="sr-only">
            Search the guide
          </label>
          <input
            id="page-search"
            type="search"
            name="q"
            defaultValue={q}
            autoComplete="off"
            placeholder="Restaurants, trails, rodeo, bison…"
            className="border-input bg-card min-h-12 w-full min-w-0 rounded-l-lg border border-r-0 px-4 text-lg"
          />
          <button
            type="submit"
            className="bg-primary text-primary-foreground hover:bg-primary-hover min-h-12 rounded-r-lg px-5 font-semibold"
          >
            Search
          </button>
        </Form>
        {query.truncated ? (
          <p className="text-warning mt-3 font-semibold" role="note">
            Your search was longer than {MAX_QUERY_LENGTH} characters, so only its first {MAX_QUERY_LENGTH}{' '}
            were used.
          </p>
        ) : null}
      </PageHero>

      <div className="mx-auto max-w-6xl px-4 pb-16">
        {empty ? (
          <Browse title={q ? 'Nothing to search for in that query' : 'Or browse the guide'} />
        ) : (
          <>
            <Summary results={results} filtered={filtered} />
            {results.correction && !results.correction.applied ? (
              <p className="mt-2 text-lg">
                Did you mean{' '}
                <Link
                  to={searchHref({ q: results.correction.text })}
                  className="text-secondary font-semibold underline underline-offset-4"
                >
                  {results.correction.text}
                </Link>
                ?
              </p>
            ) : null}

            {results.facets.type.length > 0 ? (
              <TypeFilter
                current={current}
                facets={results.facets.type}
                counted={results.typeCountsExact}
                all={results.total}
              />
            ) : null}

            {results.total === 0 ? (
              <NoResults current={current} filtered={filtered} />
            ) : (
              <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
                <Facets current={current} results={results} />
                <div>
                  <ol className="grid gap-4" aria-label="Results">
                    {results.hits.map((hit) => (
                      <li key={hit.url}>
                        <Result hit={hit} words={words} />
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

function Summary({
  results,
  filtered,
}: {
  results: Route.ComponentProps['loaderData']['results']
  filtered: boolean
}) {
  const { total, exact, capped, query, searched, correction, page, pageCount } = results
  const count = `${formatCount(total)}${exact ? '' : '+'} ${total === 1 ? 'result' : 'results'}`
  const listed = capped ? ` The best ${formatCount(MATCH_CAP)} are listed.` : ''
  return (
    <div className="text-lg">
      {correction?.applied ? (
        <p>
          No results for <strong>“{query.text}”</strong>. Showing {count} for{' '}
          <strong>“{correction.text}”</strong> instead.
        </p>
      ) : (
        <p>
          {count} for <strong>“{searched.text}”</strong>
          {filtered ? ' with these filters' : ''}
          {pageCount > 1 ? ` (page ${page} of ${pageCount})` : ''}.{listed}
        </p>
      )}
    </div>
  )
}

function TypeFilter({
  current,
  facets,
  counted,
  all,
}: {
  current: Filters
  facets: FacetValue[]
  /** the counts are exact (else the links show no numbers) */
  counted: boolean
  all: number
}) {
  const sum = facets.reduce((total, facet) => total + facet.count, 0)
  const count = (n: number) => (counted ? ` (${formatCount(n)})` : '')
  const options: { label: string; to: string; active: boolean }[] = [
    {
      label: `All${count(current.type ? sum : Math.max(sum, all))}`,
      to: searchHref({ ...current, type: undefined }),
      active: !current.type,
    },
    ...facets.map((facet) => ({
      label: `${SEARCH_TYPE_LABELS[facet.value as SearchType]?.many ?? facet.value}${count(facet.count)}`,
      to: searchHref({ ...current, type: facet.value as SearchType }),
      active: current.type === facet.value,
    })),
  ]
  return (
    <nav aria-label="Result type" className="mt-5">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.to}>
            <Link
              to={option.to}
              aria-current={option.active ? 'page' : undefined}
              className={buttonVariants({
                variant: option.active ? 'secondary' : 'outline',
                size: 'sm',
                shape: 'round',
              })}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

const FACET_TITLES = { town: 'Town', category: 'Category', price: 'Price' } as const

function Facets({
  current,
  results,
}: {
  current: Filters
  results: Route.ComponentProps['loaderData']['results']
}) {
  const groups = (['town', 'category', 'price'] as const).filter(
    (facet) => results.facets[facet].length > 1 || current[facet],
  )
  if (groups.length === 0) return <div className="hidden lg:block" />
  const lists = (
    <div className="grid gap-6 sm:grid-cols-3 lg:grid-cols-1">
      {groups.map((facet) => (
        <FacetLinks key={facet} facet={facet} current={current} values={results.facets[facet]} />
      ))}
    </div>
  )
  return (
    <>
      {/* Phones: folded away under the type links; wide screens: a column beside the results. */}
      <details className="border-border bg-card rounded-lg border lg:hidden">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold">
          Filter results
        </summary>
        <div className="p-3 pt-1">{lists}</div>
      </details>
      <aside aria-label="Filters" className="hidden lg:block">
        {lists}
      </aside>
    </>
  )
}

function FacetLinks({ facet, current, values }: { facet: Facet; current: Filters; values: FacetValue[] }) {
  return (
    <nav aria-label={FACET_TITLES[facet]}>
      <h2 className="text-muted-foreground text-sm font-bold tracking-wide uppercase">
        {FACET_TITLES[facet]}
      </h2>
      <ul className="mt-2 grid gap-1">
        {current[facet] ? (
          <li>
            <Link
              to={searchHref({ ...current, [facet]: undefined })}
              className="text-secondary flex min-h-11 items-center px-3 font-semibold underline underline-offset-4"
            >
              Any {FACET_TITLES[facet].toLowerCase()}
            </Link>
          </li>
        ) : null}
        {values.slice(0, 12).map((value) => {
          const active = current[facet] === value.value
          return (
            <li key={value.value}>
              <Link
                to={searchHref({ ...current, [facet]: value.value })}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 items-center justify-between gap-3 rounded-lg px-3',
                  active ? 'bg-secondary text-secondary-foreground' : 'hover:bg-muted',
                )}
              >
                <span>{value.value}</span>
                <span className={active ? undefined : 'text-muted-foreground'}>{value.count}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

function Result({ hit, words }: { hit: SearchHit; words: string[] }) {
  return (
    <article className="border-border bg-card rounded-(--radius-card) border p-5 shadow-sm">
      <p className="text-primary text-sm font-semibold tracking-wide uppercase">
        {SEARCH_TYPE_LABELS[hit.type].one}
        {hit.category && hit.type !== 'page' ? (
          <span className="text-muted-foreground font-normal normal-case"> · {hit.category}</span>
        ) : null}
      </p>
      <h2 className="mt-1 text-xl font-bold">
        <Link to={hit.url} className="hover:text-secondary underline-offset-4 hover:underline">
          <Highlighted text={hit.title} words={words} />
        </Link>
      </h2>
      {hit.snippet ? (
        <p className="text-muted-foreground mt-2">
          <Highlighted text={hit.snippet} words={words} />
        </p>
      ) : null}
      {hit.town || hit.date || hit.price ? (
        <ul className="text-muted-foreground mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          {hit.date ? (
            <li className="flex items-center gap-1">
              <CalendarDays className="size-4" aria-hidden="true" />
              <time dateTime={hit.date}>{formatWrittenDate(hit.date)}</time>
              {hit.past ? (
                <span className="bg-muted text-foreground ml-1 rounded-full px-2 py-0.5 text-xs font-semibold">
                  Past {hit.type === 'music' ? 'show' : 'event'}
                </span>
              ) : null}
            </li>
          ) : null}
          {hit.town ? (
            <li className="flex items-center gap-1">
              <MapPin className="size-4" aria-hidden="true" />
              {hit.town}
            </li>
          ) : null}
          {hit.price ? (
            <li>
              <span className="sr-only">Price level </span>
              {hit.price}
            </li>
          ) : null}
        </ul>
      ) : null}
    </article>
  )
}

function NoResults({ current, filtered }: { current: Filters; filtered: boolean }) {
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
      ) : (
        <p className="text-muted-foreground mt-2">Try fewer or different words, or browse the guide:</p>
      )}
      <BrowseLinks />
    </div>
  )
}

function Browse({ title }: { title: string }) {
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
