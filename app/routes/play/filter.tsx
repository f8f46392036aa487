import { ACTIVITY_SEARCH_PARAMS } from '~/lib/kinds/activity'
import { Accessibility, ListFilter } from '~/components/icons'
import { CheckboxField } from '~/components/form-field'
import { ACCESS_PARAM, accessFiltersOf } from '~/lib/accessibility/filters'
import { Form, Link } from 'react-router'
import { DifficultyBadge } from '~/components/difficulty-badge'
import { LinkButton } from '~/components/link-button'
import { ListMapToggle } from '~/components/list-map-toggle'
import { PageHero } from '~/components/page-hero'
import { SceneImage } from '~/components/scene-image'
import { Button } from '~/components/ui/button'
import {
  activityChoiceLabels,
  activityChoiceShown,
  activityFilterOptions,
  pageActivitySearch,
  parseActivitySearch,
} from '~/lib/kinds/activity-filter.server'
import { getDb } from '~/lib/db.server'
import { pageMeta, readsQuery } from '~/lib/meta'
import { parsePage } from '~/lib/pagination'
import { Pagination } from '~/components/pagination'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import type { Route } from './+types/filter'

// The query parameters the page reads (the page cache keys it by these alone).
export const handle = readsQuery([...ACTIVITY_SEARCH_PARAMS, ACCESS_PARAM, 'page'])

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.title ?? '', data?.description ?? '')

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const params = url.searchParams
  const locale = localeOfPath(url.pathname)
  const say = serverT(locale)
  const label = activityChoiceLabels(locale)
  const shown = activityChoiceShown(locale)
  const search = parseActivitySearch(params)
  const [{ items, ...paging }, options] = await Promise.all([
    pageActivitySearch(getDb(), search, parsePage(params.get('page'))),
    activityFilterOptions(getDb(), search),
  ])
  return {
    search,
    // each with its choices' values in the page's language
    activities: items.map((activity) => ({
      ...activity,
      // (English, marked, for a value the catalog does not know)
      labels: {
        category: shown.category(activity.category),
        difficulty: shown.difficulty(activity.difficulty),
        season: shown.season(activity.season),
      },
    })),
    paging,
    // '12 activities found (page 1 of 2)', in the page's language
    found: [
      say('play.filter.found', { count: paging.total }),
      ...(paging.pageCount > 1
        ? [say('play.filter.pageOf', { page: paging.page, pageCount: paging.pageCount })]
        : []),
    ].join(' '),
    options: {
      category: options.category.map((value) => ({ value, label: label.category(value) })),
      difficulty: options.difficulty.map((value) => ({ value, label: label.difficulty(value) })),
      season: options.season.map((value) => ({ value, label: label.season(value) })),
      price: options.price.map((value) => ({ value, label: label.price(value) })),
    },
    // The page's words and the shared pieces' (pagination, difficulty badge, accessibility filters).
    messages: messagesFor(locale, ['listing', 'play']),
    title: say('play.filter.title'),
    description: say('play.filter.metaDescription'),
  }
}

// Each select offers only the values some listed activity has (activityFilterOptions).
// Their words: `play.filter.<name>` and `play.filter.<name>.any`.
const SELECTS = ['category', 'difficulty', 'season', 'price'] as const

export default function PlayFilterRoute({
  loaderData: { search, activities, paging, found, options },
}: Route.ComponentProps) {
  const t = useT()
  const filtered = Object.keys(search).length > 0
  // The map shows the same filters.
  const { access = [], ...choices } = search
  const query = new URLSearchParams(Object.entries(choices) as [string, string][])
  for (const filter of access) query.append(ACCESS_PARAM, filter)
  const filterQuery = query.toString()
  return (
    <>
      <PageHero title={t('play.filter.title')} subtitle={t('play.filter.subtitle')} />
      <div className="mx-auto max-w-6xl px-4">
        {/* A GET form: the filters live in the URL and work without JavaScript. */}
        <Form
          method="get"
          preventScrollReset
          aria-label={t('play.filter.form')}
          className="border-border bg-card grid gap-4 rounded-(--radius-card) border p-5 sm:grid-cols-2 lg:grid-cols-[repeat(4,1fr)_auto]"
        >
          {SELECTS.map((name) => (
            <div key={name} className="flex flex-col gap-1.5">
              <label htmlFor={`filter-${name}`} className="font-semibold">
                {t(`play.filter.${name}`)}
              </label>
              <select
                id={`filter-${name}`}
                name={name}
                defaultValue={search[name] ?? ''}
                key={search[name] ?? ''}
                className="border-input bg-card text-foreground min-h-11 rounded-lg border px-3"
              >
                <option value="">{t(`play.filter.${name}.any`)}</option>
                {options[name].map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <fieldset className="flex flex-wrap items-center gap-x-6 sm:col-span-2 lg:col-span-4">
            <legend className="flex items-center gap-2 font-semibold">
              <Accessibility aria-hidden="true" className="size-4" />
              {t('listing.access.legend')}
            </legend>
            {accessFiltersOf('activities').map((filter) => (
              <CheckboxField
                key={filter}
                name={ACCESS_PARAM}
                value={filter}
                id={`access-${filter}`}
                label={t(`listing.access.filter.${filter}`)}
                defaultChecked={access.includes(filter)}
              />
            ))}
          </fieldset>
          <div className="flex items-end gap-2">
            <Button type="submit" className="w-full lg:w-auto">
              <ListFilter aria-hidden="true" />
              {t('play.filter.apply')}
            </Button>
          </div>
        </Form>

        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-lg font-semibold">
            {found}
          </p>
          <div className="flex flex-wrap gap-3">
            {filtered ? (
              <LinkButton to={t.path('/play/filter')} variant="ghost" preventScrollReset>
                {t('play.filter.clear')}
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
            <h2 className="text-2xl font-bold">{t('play.filter.none.title')}</h2>
            <p className="text-muted-foreground mt-2">{t('play.filter.none.text')}</p>
            <Link
              to={t.path('/play/filter')}
              className="text-secondary mt-3 inline-block font-semibold underline underline-offset-4"
            >
              {t('play.filter.none.showAll')}
            </Link>
          </div>
        ) : (
          <section aria-labelledby="results-title" className="mt-4">
            <h2 id="results-title" className="sr-only">
              {t('play.filter.results')}
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
                    <p className="text-sage text-sm font-semibold" lang={activity.labels.category.lang}>
                      {activity.labels.category.text}
                    </p>
                    <h3 className="text-lg font-bold">
                      <Link
                        to={t.path(`/play/${activity.id}`)}
                        className="underline-offset-4 hover:underline"
                      >
                        {activity.name}
                      </Link>
                    </h3>
                    <div className="text-muted-foreground mt-2 flex flex-wrap items-center gap-2 text-sm">
                      <DifficultyBadge
                        difficulty={activity.difficulty}
                        label={activity.labels.difficulty.text}
                        lang={activity.labels.difficulty.lang}
                      />
                      <span lang={activity.labels.season.lang}>{activity.labels.season.text}</span>
                      <span aria-hidden="true">·</span>
                      <span>
                        {activity.priceRange === 'Free'
                          ? t('play.price.free')
                          : t('play.filter.priceRange', { range: activity.priceRange })}
                      </span>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            <Pagination page={paging.page} pageCount={paging.pageCount} label={t('play.filter.pages')} />
          </section>
        )}
      </div>
    </>
  )
}
