import { Link } from 'react-router'
import { buttonVariants } from '~/components/ui/button'
import { searchHref, type SearchPageFilters } from '~/lib/search/links'
import type { SearchResults } from '~/lib/search/search.server'
import { useT } from '~/lib/i18n/use-t'
import { type Facet, type FacetValue, isSearchType, type SearchType } from '~/lib/search/types'
import { cn } from '~/lib/utils'

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
  const t = useT()
  const sum = facets.reduce((total, facet) => total + facet.count, 0)
  const label = (name: string, n: number) =>
    counted ? t('search.types.counted', { label: name, count: n }) : name
  const options: { label: string; to: string; active: boolean }[] = [
    {
      label: label(t('search.types.all'), current.type ? sum : Math.max(sum, all)),
      to: searchHref({ ...current, type: undefined }),
      active: !current.type,
    },
    ...facets.map((facet) => ({
      label: label(
        isSearchType(facet.value) ? t(`search.type.${facet.value}.many`) : facet.value,
        facet.count,
      ),
      to: searchHref({ ...current, type: facet.value as SearchType }),
      active: current.type === facet.value,
    })),
  ]
  return (
    <nav aria-label={t('search.types.label')} className="mt-5">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.to}>
            <Link
              to={t.path(option.to)}
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

export function ResultFacets({ current, results }: { current: SearchPageFilters; results: SearchResults }) {
  const t = useT()
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
          {t('search.facets.toggle')}
        </summary>
        <div className="p-3 pt-1">{lists}</div>
      </details>
      <aside aria-label={t('search.facets.label')} className="hidden lg:block">
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
  const t = useT()
  // A town is a name; a category is an editor's word (English on a page in another language).
  const english = facet === 'category' && t.locale !== 'en' ? 'en' : undefined
  return (
    <nav aria-label={t(`search.facet.${facet}`)}>
      <h2 className="text-muted-foreground text-sm font-bold tracking-wide uppercase">
        {t(`search.facet.${facet}`)}
      </h2>
      <ul className="mt-2 grid gap-1">
        {current[facet] ? (
          <li>
            <Link
              to={t.path(searchHref({ ...current, [facet]: undefined }))}
              className="text-secondary flex min-h-11 items-center px-3 font-semibold underline underline-offset-4"
            >
              {t(`search.facet.any.${facet}`)}
            </Link>
          </li>
        ) : null}
        {values.slice(0, 12).map((value) => {
          const active = current[facet] === value.value
          return (
            <li key={value.value}>
              <Link
                to={t.path(searchHref({ ...current, [facet]: value.value }))}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 items-center justify-between gap-3 rounded-lg px-3',
                  active ? 'bg-secondary text-secondary-foreground' : 'hover:bg-muted',
                )}
              >
                <span lang={english}>
                  {facet === 'price' && value.value === 'Free' ? t('search.price.free') : value.value}
                </span>
                <span className={active ? undefined : 'text-muted-foreground'}>{value.count}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
