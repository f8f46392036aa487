import { ACTIVITY_SEARCH_PARAMS } from '~/lib/kinds/activity'
import { Accessibility, ListFilter } from '~/components/icons'
import { CheckboxField } from '~/components/form-field'
import { ACCESS_FILTER_LABELS, ACCESS_PARAM, accessFiltersOf } from '~/lib/accessibility/filters'
import { Form, Link } from 'react-router'
import { DifficultyBadge } from '~/components/difficulty-badge'
import { LinkButton } from '~/components/link-button'
import { ListMapToggle } from '~/components/list-map-toggle'
import { PageHero } from '~/components/page-hero'
import { SceneImage } from '~/components/scene-image'
import { Button } from '~/components/ui/button'
import {
  activityFilterOptions,
  pageActivitySearch,
  parseActivitySearch,
} from '~/lib/kinds/activity-filter.server'
import { getDb } from '~/lib/db.server'
import { pageMeta, readsQuery } from '~/lib/meta'
import { parsePage } from '~/lib/pagination'
import { formatCount } from '~/lib/utils'
import { Pagination } from '~/components/pagination'
import { messagesFor } from '~/lib/i18n/catalog.server'
import { localeOfPath } from '~/lib/i18n/config'
import type { Route } from './+types/filter'

// The query parameters the page reads (the page cache keys it by these alone).
export const handle = readsQuery([...ACTIVITY_SEARCH_PARAMS, ACCESS_PARAM, 'page'])

export const meta = () =>
  pageMeta(
    'Filter Activities',
    'Filter activities in Jackson Hole and Star Valley by category, difficulty, season and price.',
  )

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const search = parseActivitySearch(params)
  const [{ items, ...paging }, options] = await Promise.all([
    pageActivitySearch(getDb(), search, parsePage(params.get('page'))),
    activityFilterOptions(getDb(), search),
  ])
  // The shared pieces' words (pagination, difficulty badge...), until this page is converted.
  return {
    search,
    activities: items,
    paging,
    options,
    messages: messagesFor(localeOfPath(new URL(request.url).pathname), ['listing', 'play']),
  }
}

// Each select offers only the values some listed activity has (activityFilterOptions).
const SELECTS = [
  { name: 'category', label: 'Category', any: 'All categories' },
  { name: 'difficulty', label: 'Difficulty', any: 'Any difficulty' },
  { name: 'season', label: 'Season', any: 'Any season' },
  { name: 'price', label: 'Price', any: 'Any price' },
] as const

export default function PlayFilterRoute({
  loaderData: { search, activities, paging, options },
}: Route.ComponentProps) {
  const filtered = Object.keys(search).length > 0
  // The map shows the same filters.
  const { access = [], ...choices } = search
  const query = new URLSearchParams(Object.entries(choices) as [string, string][])
  for (const filter of access) query.append(ACCESS_PARAM, filter)
  const filterQuery = query.toString()
  return (
    <>
      <PageHero
        title="Filter Activities"
        subtitle="Narrow activities by category, difficulty, season and price."
      />
      <div className="mx-auto max-w-6xl px-4">
        {/* A GET form: the filters live in the URL and work without JavaScript. */}
        <Form
          method="get"
          preventScrollReset
          aria-label="Activity filters"
          className="border-border bg-card grid gap-4 rounded-(--radius-card) border p-5 sm:grid-cols-2 lg:grid-cols-[repeat(4,1fr)_auto]"
        >
          {SELECTS.map((select) => (
            <div key={select.name} className="flex flex-col gap-1.5">
              <label htmlFor={`filter-${select.name}`} className="font-semibold">
                {select.label}
              </label>
              <select
                id={`filter-${select.name}`}
                name={select.name}
                defaultValue={search[select.name] ?? ''}
                key={search[select.name] ?? ''}
                className="border-input bg-card text-foreground min-h-11 rounded-lg border px-3"
              >
                <option value="">{select.any}</option>
                {options[select.name].map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <fieldset className="flex flex-wrap items-center gap-x-6 sm:col-span-2 lg:col-span-4">
            <legend className="flex items-center gap-2 font-semibold">
              <Accessibility aria-hidden="true" className="size-4" />
              Accessibility (confirmed facts only)
            </legend>
            {accessFiltersOf('activities').map((filter) => (
              <CheckboxField
                key={filter}
                name={ACCESS_PARAM}
                value={filter}
                id={`access-${filter}`}
                label={ACCESS_FILTER_LABELS[filter]}
                defaultChecked={access.includes(filter)}
              />
            ))}
          </fieldset>
          <div className="flex items-end gap-2">
            <Button type="submit" className="w-full lg:w-auto">
              <ListFilter aria-hidden="true" />
              Apply Filters
            </Button>
          </div>
        </Form>

        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-lg font-semibold">
            {paging.total === 1 ? '1 activity found' : `${formatCount(paging.total)} activities found`}
            {paging.pageCount > 1 ? ` (page ${paging.page} of ${paging.pageCount})` : null}
          </p>
          <div className="flex flex-wrap gap-3">
            {filtered ? (
              <LinkButton to="/play/filter" variant="ghost" preventScrollReset>
                Clear Filters
              </LinkButton>
            ) : null}
            <ListMapToggle
              listTo={filterQuery ? `/play/filter?${filterQuery}` : '/play/filter'}
              mapTo={filterQuery ? `/play/map?${filterQuery}` : '/play/map'}
              current="list"
            />
          </div>
        </div>

        {activities.length === 0 ? (
          <div className="border-input bg-muted mt-4 rounded-(--radius-card) border border-dashed p-8 text-center">
            <h2 className="text-2xl font-bold">No Activities Match</h2>
            <p className="text-muted-foreground mt-2">Try fewer filters, or see every activity.</p>
            <Link
              to="/play/filter"
              className="text-secondary mt-3 inline-block font-semibold underline underline-offset-4"
            >
              Show all activities
            </Link>
          </div>
        ) : (
          <section aria-labelledby="results-title" className="mt-4">
            <h2 id="results-title" className="sr-only">
              Results
            </h2>
            <ul className="grid gap-4 md:grid-cols-2">
              {activities.map((activity) => (
                <li
                  key={activity.id}
                  className="border-border bg-card flex gap-4 overflow-hidden rounded-(--radius-card) border p-3"
                >
                  <SceneImage
                    image={{ ...activity.image, alt: '' }}
                    className="w-32 shrink-0 self-start rounded-lg sm:w-40"
                  />
                  <div className="min-w-0">
                    <p className="text-sage text-sm font-semibold">{activity.category}</p>
                    <h3 className="text-lg font-bold">
                      <Link to={`/play/${activity.id}`} className="underline-offset-4 hover:underline">
                        {activity.name}
                      </Link>
                    </h3>
                    <div className="text-muted-foreground mt-2 flex flex-wrap items-center gap-2 text-sm">
                      <DifficultyBadge difficulty={activity.difficulty} />
                      <span>{activity.season}</span>
                      <span aria-hidden="true">·</span>
                      <span>{activity.priceRange === 'Free' ? 'Free' : `Price ${activity.priceRange}`}</span>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            <Pagination page={paging.page} pageCount={paging.pageCount} label="Result pages" />
          </section>
        )}
      </div>
    </>
  )
}
