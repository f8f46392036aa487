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
import { type Paged, parsePage, showingText } from '~/lib/pagination'
import { Pagination } from '~/components/pagination'
import { AccessFilters, withAccess } from '~/components/access-filters'
import { ACCESS_FILTER_LABELS, accessFiltersOf, parseAccessFilters } from '~/lib/accessibility/filters'
import { localeOfPath } from '~/lib/i18n/config'
import { textLang } from '~/lib/i18n/content-fields'
import type { Route } from './+types/index'

// The link-preview picture (og:image).
export const handle = previewImage('dining', ['cuisine', 'access', 'page'])

export const meta = () =>
  pageMeta(
    'Where to Eat',
    'Restaurants, cafes and authentic Wyoming cuisine in Jackson Hole and Star Valley.',
  )

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const cuisine = parseCuisine(params.get('cuisine'))
  const access = parseAccessFilters(params)
  const { items, ...paging } = await pageRestaurants(
    getDb(),
    { cuisine, access },
    parsePage(params.get('page')),
    localeOfPath(new URL(request.url).pathname),
  )
  return { cuisine, access, restaurants: items, paging }
}

const CUISINE_FILTERS: { label: string; value: Cuisine | undefined; to: string }[] = [
  { label: 'All', value: undefined, to: '/eat' },
  { label: 'Indigenous', value: 'indigenous', to: '/eat?cuisine=indigenous' },
  { label: 'Farm-to-Table', value: 'farm-to-table', to: '/eat?cuisine=farm-to-table' },
  { label: 'Cowboy', value: 'cowboy', to: '/eat?cuisine=cowboy' },
  { label: 'Family-Friendly', value: 'family-friendly', to: '/eat?cuisine=family-friendly' },
  { label: 'Fine Dining', value: 'fine-dining', to: '/eat?cuisine=fine-dining' },
]

export default function EatRoute({ loaderData }: Route.ComponentProps) {
  const { restaurants, cuisine, access, paging } = loaderData
  const activeLabel = [
    ...(cuisine ? [CUISINE_FILTERS.find((f) => f.value === cuisine)?.label ?? 'All'] : []),
    ...access.map((filter) => ACCESS_FILTER_LABELS[filter]),
  ].join(', ')
  return (
    <>
      <PageHero
        title="Where to Eat"
        subtitle="From bison burgers to farm-to-table dining, taste the flavors of western Wyoming."
      >
        <ListFilterBar
          section="/eat"
          param="cuisine"
          label="Cuisine"
          options={CUISINE_FILTERS.map((f) => ({ ...f, to: withAccess(f.to, access) }))}
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
      <RestaurantList restaurants={restaurants} paging={paging} filterLabel={activeLabel || undefined} />
      <section aria-labelledby="submit-restaurant-title" className="mx-auto mt-16 max-w-6xl px-4">
        <div className="bg-accent rounded-(--radius-card) p-6 text-center sm:p-10">
          <h2 id="submit-restaurant-title" className="text-3xl font-bold">
            Know a Great Local Restaurant?
          </h2>
          <p className="text-muted-foreground mx-auto mt-3 max-w-2xl text-lg">
            Tell us about the cafes, steakhouses and hidden gems that make Wyoming taste like home. Our
            editors review every submission.
          </p>
          <LinkButton to="/submit-restaurant" size="lg" className="mt-6">
            <Plus aria-hidden="true" />
            Submit a Restaurant
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
  filterLabel,
}: {
  restaurants: RestaurantCard[]
  paging: Omit<Paged<RestaurantCard>, 'items'>
  filterLabel?: string
}) {
  return (
    <section aria-labelledby="restaurants-title" className="mx-auto max-w-6xl px-4">
      <h2 id="restaurants-title" className="sr-only">
        Restaurants
      </h2>
      {restaurants.length === 0 ? (
        <div className="border-input bg-muted rounded-(--radius-card) border border-dashed p-8 text-center">
          <p className="text-lg font-semibold">No restaurants match these filters yet.</p>
          <Link
            to="/eat"
            className="text-secondary mt-3 inline-block font-semibold underline underline-offset-4"
          >
            Show all restaurants
          </Link>
        </div>
      ) : (
        <>
          <p className="text-muted-foreground mb-4">
            {`${showingText(paging, 'restaurant', 'restaurants')}${filterLabel ? `: ${filterLabel}` : ''}`}
          </p>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {restaurants.map((restaurant, index) => (
              <li key={restaurant.id}>
                <ListingCard
                  priority={index === 0}
                  image={restaurant.image}
                  title={restaurant.name}
                  eyebrow={restaurant.type}
                  facts={
                    <>
                      <Rating value={restaurant.rating} className="text-foreground" />
                      <span>
                        <span className="sr-only">Price level </span>
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
                      <LinkButton to={`/eat/${restaurant.id}`}>
                        View Details<span className="sr-only"> of {restaurant.name}</span>
                      </LinkButton>
                      <LinkButton to={`/eat/${restaurant.id}/directions`} variant="outline">
                        <Navigation aria-hidden="true" />
                        Directions<span className="sr-only"> to {restaurant.name}</span>
                      </LinkButton>
                    </>
                  }
                />
              </li>
            ))}
          </ul>
          <Pagination page={paging.page} pageCount={paging.pageCount} label="Restaurant pages" />
        </>
      )}
    </section>
  )
}
