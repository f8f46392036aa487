import { Navigation, Plus } from '~/components/icons'
import { Link } from 'react-router'
import { ListFilterBar } from '~/components/list-filter-bar'
import { LinkButton } from '~/components/link-button'
import { ListingCard } from '~/components/listing-card'
import { PageHero } from '~/components/page-hero'
import { Rating } from '~/components/rating'
import { getDb } from '~/lib/db.server'
import type { Cuisine } from '~/lib/listings'
import { pageMeta, previewImage } from '~/lib/meta'
import { pageRestaurants, parseCuisine, type RestaurantCard } from '~/lib/kinds/restaurant.server'
import { type Paged, parsePage } from '~/lib/pagination'
import { showingWords } from '~/lib/i18n/words.server'
import { Pagination } from '~/components/pagination'
import { AccessFilters, withAccess } from '~/components/access-filters'
import { accessFiltersOf, parseAccessFilters } from '~/lib/accessibility/filters'
import { localeOfPath } from '~/lib/i18n/config'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { useT } from '~/lib/i18n/use-t'
import { textLang } from '~/lib/i18n/content-fields'
import { restaurantTypeText, withShown } from '~/lib/i18n/choice-text.server'
import type { Route } from './+types/index'

// The link-preview picture (og:image).
export const handle = previewImage('dining', ['cuisine', 'access', 'page'])

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.title ?? '', data?.description ?? '')

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const params = url.searchParams
  const locale = localeOfPath(url.pathname)
  const say = serverT(locale)
  const cuisine = parseCuisine(params.get('cuisine'))
  const access = parseAccessFilters(params)
  const { items, ...paging } = await pageRestaurants(
    getDb(),
    { cuisine, access },
    parsePage(params.get('page')),
    locale,
  )
  // 'Showing 6 restaurants', 'Showing 25–48 of 1,250 restaurants', in the page's language.
  const showing = showingWords(locale, paging, 'eat.showing.all', 'eat.showing.range')
  return {
    cuisine,
    access,
    // each one's type in the page's language (the catalog's words for a known one), else English, marked
    restaurants: items.map((restaurant) =>
      withShown(restaurant, 'type', restaurantTypeText(locale, restaurant.type)),
    ),
    paging,
    showing,
    messages: messagesFor(locale, ['listing', 'eat']),
    title: say('eat.title'),
    description: say('eat.metaDescription'),
  }
}

const CUISINE_FILTERS: { value: Cuisine | undefined; to: string }[] = [
  { value: undefined, to: '/eat' },
  { value: 'indigenous', to: '/eat?cuisine=indigenous' },
  { value: 'farm-to-table', to: '/eat?cuisine=farm-to-table' },
  { value: 'cowboy', to: '/eat?cuisine=cowboy' },
  { value: 'family-friendly', to: '/eat?cuisine=family-friendly' },
  { value: 'fine-dining', to: '/eat?cuisine=fine-dining' },
]

export default function EatRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { restaurants, cuisine, access, paging, showing } = loaderData
  const activeLabel = [
    ...(cuisine ? [t(`eat.cuisine.${cuisine}`)] : []),
    ...access.map((filter) => t(`listing.access.filter.${filter}`)),
  ].join(', ')
  return (
    <>
      <PageHero title={t('eat.title')} subtitle={t('eat.subtitle')}>
        <ListFilterBar
          section="/eat"
          param="cuisine"
          label={t('eat.cuisine.label')}
          options={CUISINE_FILTERS.map((f) => ({
            ...f,
            label: t(`eat.cuisine.${f.value ?? 'all'}`),
            to: withAccess(f.to, access),
          }))}
          active={cuisine}
          access={access}
        />
        <AccessFilters
          action="/eat"
          filters={accessFiltersOf('restaurants')}
          active={access}
          keep={{ cuisine }}
        />
      </PageHero>
      <RestaurantList
        restaurants={restaurants}
        paging={paging}
        showing={showing}
        filterLabel={activeLabel || undefined}
      />
      <section aria-labelledby="submit-restaurant-title" className="mx-auto mt-16 max-w-6xl px-4">
        <div className="bg-accent rounded-(--radius-card) p-6 text-center sm:p-10">
          <h2 id="submit-restaurant-title" className="text-3xl font-bold">
            {t('eat.submit.title')}
          </h2>
          <p className="text-muted-foreground mx-auto mt-3 max-w-2xl text-lg">{t('eat.submit.text')}</p>
          <LinkButton to={t.path('/submit-restaurant')} size="lg" className="mt-6">
            <Plus aria-hidden="true" />
            {t('eat.submit.button')}
          </LinkButton>
        </div>
      </section>
    </>
  )
}

/** The restaurant cards, or an empty state that offers every restaurant. */
function RestaurantList({
  restaurants,
  paging,
  showing,
  filterLabel,
}: {
  /** with its type as the page shows it (`lang: 'en'`: English on a page in another language) */
  restaurants: (RestaurantCard & { typeLang?: 'en' })[]
  paging: Omit<Paged<RestaurantCard>, 'items'>
  showing: string
  filterLabel?: string
}) {
  const t = useT()
  return (
    <section aria-labelledby="restaurants-title" className="mx-auto max-w-6xl px-4">
      <h2 id="restaurants-title" className="sr-only">
        {t('eat.list.title')}
      </h2>
      {restaurants.length === 0 ? (
        <div className="border-input bg-muted rounded-(--radius-card) border border-dashed p-8 text-center">
          <p className="text-lg font-semibold">{t('eat.list.empty')}</p>
          <Link
            to={t.path('/eat')}
            className="text-secondary mt-3 inline-block font-semibold underline underline-offset-4"
          >
            {t('eat.list.showAll')}
          </Link>
        </div>
      ) : (
        <>
          <p className="text-muted-foreground mb-4">{`${showing}${filterLabel ? `: ${filterLabel}` : ''}`}</p>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {restaurants.map((restaurant, index) => (
              <li key={restaurant.id}>
                <ListingCard
                  priority={index === 0}
                  image={restaurant.image}
                  title={restaurant.name}
                  eyebrow={<span lang={restaurant.typeLang}>{restaurant.type}</span>}
                  facts={
                    <>
                      <Rating value={restaurant.rating} className="text-foreground" />
                      <span>
                        <span className="sr-only">{t('eat.card.priceLevel')} </span>
                        {restaurant.price}
                      </span>
                      <span>{restaurant.town}</span>
                    </>
                  }
                  description={restaurant.description}
                  descriptionLang={textLang(restaurant.english, 'description')}
                  favorite={{
                    kind: 'restaurant',
                    id: restaurant.id,
                    name: restaurant.name,
                    href: `/eat/${restaurant.id}`,
                    subtitle: `${restaurant.type} · ${restaurant.town}`,
                    scene: restaurant.image.scene,
                  }}
                  actions={
                    <>
                      <LinkButton to={t.path(`/eat/${restaurant.id}`)}>
                        {t('listing.viewDetails')}
                        <span className="sr-only"> {t('listing.detailsOf', { name: restaurant.name })}</span>
                      </LinkButton>
                      <LinkButton to={t.path(`/eat/${restaurant.id}/directions`)} variant="outline">
                        <Navigation aria-hidden="true" />
                        {t('eat.card.directions')}
                        <span className="sr-only">
                          {' '}
                          {t('eat.card.directionsTo', { name: restaurant.name })}
                        </span>
                      </LinkButton>
                    </>
                  }
                />
              </li>
            ))}
          </ul>
          <Pagination page={paging.page} pageCount={paging.pageCount} label={t('eat.list.pages')} />
        </>
      )}
    </section>
  )
}
