import { Link } from 'react-router'
import { buttonVariants } from '~/components/ui/button'
import { searchHref, type SearchPageFilters } from '~/lib/search/links'
import type { SearchResults } from '~/lib/search/search.server'
import { type Facet, type FacetValue, SEARCH_TYPE_LABELS, type SearchType } from '~/lib/search/types'
import { cn, formatCount } from '~/lib/utils'

/**
 * The filters of a results page, all plain links: the result types above the results ("All",
 * "Restaurants (12)" ...), then town, category and price beside them (folded away on phones).
 */

export function ResultTypeFilter({
  current,
  facets,
  counted,
  all,
}: {
  current: SearchPageFilters
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

export function ResultFacets({ current, results }: { current: SearchPageFilters; results: SearchResults }) {
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

function FacetLinks({
  facet,
  current,
  values,
}: {
  facet: Facet
  current: SearchPageFilters
  values: FacetValue[]
}) {
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
