import { Binoculars, Home, Tent, Users } from '~/components/icons'
import { Link } from 'react-router'
import { ListFilterBar } from '~/components/list-filter-bar'
import { LinkButton } from '~/components/link-button'
import { ListingCard } from '~/components/listing-card'
import { PageHero } from '~/components/page-hero'
import { Rating } from '~/components/rating'
import { getDb } from '~/lib/db.server'
import type { StayType } from '~/lib/listings'
import { pageMeta, previewImage } from '~/lib/meta'
import { pageStays, parseStayType } from '~/lib/kinds/stay.server'
import { parsePage, showingText } from '~/lib/pagination'
import { Pagination } from '~/components/pagination'
import { AccessFilters, withAccess } from '~/components/access-filters'
import { ACCESS_FILTER_LABELS, accessFiltersOf, parseAccessFilters } from '~/lib/accessibility/filters'
import { localeOfPath } from '~/lib/i18n/config'
import { labelOr } from '~/lib/i18n/words.server'
import type { Route } from './+types/index'

// The link-preview picture (og:image).
export const handle = previewImage('lodge', ['type', 'access', 'page'])

export const meta = () =>
  pageMeta(
    'Where to Stay',
    'Find places to stay in Jackson Hole and Star Valley: ranches, lodges, cabins and cultural retreats.',
  )

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const params = url.searchParams
  const locale = localeOfPath(url.pathname)
  const type = parseStayType(params.get('type'))
  const access = parseAccessFilters(params)
  const { items, ...paging } = await pageStays(getDb(), { type, access }, parsePage(params.get('page')))
  // The known amenities (wifi, hot-tub...) in the page's language; an owner's own words as written.
  const stays = items.map((stay) => ({
    ...stay,
    amenities: stay.amenities.map((a) => labelOr(locale, `listing.amenity.${a}`, a)),
  }))
  return { type, access, stays, paging }
}

const TYPE_FILTERS: { label: string; value: StayType | undefined; to: string }[] = [
  { label: 'All', value: undefined, to: '/stay' },
  { label: 'Ranches', value: 'ranches', to: '/stay?type=ranches' },
  { label: 'Lodges', value: 'lodges', to: '/stay?type=lodges' },
  { label: 'Cabins', value: 'cabins', to: '/stay?type=cabins' },
  { label: 'Cultural Retreats', value: 'cultural-retreats', to: '/stay?type=cultural-retreats' },
]

const INFO_BLOCKS = [
  {
    title: 'Cowboy Heritage',
    text: 'Sleep on a working or historic guest ranch, ride with wranglers at sunrise and end the day with a chuckwagon supper.',
    Icon: Home,
  },
  {
    title: 'Cultural Immersion',
    text: 'Stay with hosts who share Shoshone and Bannock history, art and foodways with respect and care.',
    Icon: Tent,
  },
  {
    title: 'Wildlife Encounters',
    text: 'Wake to moose in the willows and elk on the meadows, and learn how to watch them safely from a distance.',
    Icon: Binoculars,
  },
]

export default function StayRoute({ loaderData }: Route.ComponentProps) {
  const { stays, type, access, paging } = loaderData
  const activeLabel = [
    ...(type ? [TYPE_FILTERS.find((f) => f.value === type)?.label ?? 'All'] : []),
    ...access.map((filter) => ACCESS_FILTER_LABELS[filter]),
  ].join(', ')
  return (
    <>
      <PageHero
        title="Where to Stay"
        subtitle="Historic ranches, mountain lodges, cozy cabins and cultural retreats across Jackson Hole and Star Valley."
      >
        <ListFilterBar
          section="/stay"
          param="type"
          label="Accommodation type"
          options={TYPE_FILTERS.map((f) => ({ ...f, to: withAccess(f.to, access) }))}
          active={type}
          id="filters"
          access={access}
        />
        <AccessFilters action="/stay" filters={accessFiltersOf('stays')} active={access} keep={{ type }} />
      </PageHero>

      <section aria-labelledby="stays-title" className="mx-auto max-w-6xl px-4">
        <h2 id="stays-title" className="sr-only">
          Places to Stay
        </h2>
        {stays.length === 0 ? (
          <div className="border-input bg-muted rounded-(--radius-card) border border-dashed p-8 text-center">
            <p className="text-lg font-semibold">No places to stay match these filters yet.</p>
            <Link
              to="/stay"
              className="text-secondary mt-3 inline-block font-semibold underline underline-offset-4"
            >
              Show all places to stay
            </Link>
          </div>
        ) : (
          <>
            <p className="text-muted-foreground mb-4">
              {`${showingText(paging, 'place to stay', 'places to stay')}${activeLabel ? `: ${activeLabel}` : ''}`}
            </p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {stays.map((stay, index) => (
                <li key={stay.id}>
                  <ListingCard
                    priority={index === 0}
                    image={stay.image}
                    title={stay.name}
                    eyebrow={stay.type}
                    facts={
                      <>
                        <Rating value={stay.rating} className="text-foreground" />
                        <span className="inline-flex items-center gap-1">
                          <Users aria-hidden="true" className="size-4" />
                          Up to {stay.guests} guests
                        </span>
                        <span className="text-foreground font-semibold">${stay.pricePerNight} / night</span>
                      </>
                    }
                    description={stay.description}
                    favorite={{
                      kind: 'stay',
                      id: stay.id,
                      name: stay.name,
                      href: `/stay/${stay.id}`,
                      subtitle: `${stay.type} · $${stay.pricePerNight} per night`,
                      scene: stay.image.scene,
                    }}
                    actions={
                      <>
                        <LinkButton to={`/stay/${stay.id}`}>
                          View Details<span className="sr-only"> of {stay.name}</span>
                        </LinkButton>
                        <p className="text-muted-foreground flex min-h-11 items-center text-sm">
                          {stay.amenities.slice(0, 3).join(' · ')}
                        </p>
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
            <Pagination page={paging.page} pageCount={paging.pageCount} label="Pages of places to stay" />
          </>
        )}
      </section>

      <section aria-labelledby="why-title" className="mx-auto mt-16 max-w-6xl px-4">
        <h2 id="why-title" className="text-3xl font-bold">
          Stay the Wyoming Way
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {INFO_BLOCKS.map(({ title, text, Icon }) => (
            <li key={title} className="border-border bg-card rounded-(--radius-card) border p-6">
              <Icon aria-hidden="true" className="text-primary size-8" />
              <h3 className="mt-3 text-xl font-bold">{title}</h3>
              <p className="text-muted-foreground mt-2">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="host-title" className="mx-auto mt-16 max-w-6xl px-4">
        <div className="bg-secondary text-secondary-foreground rounded-(--radius-card) p-6 text-center sm:p-10">
          <h2 id="host-title" className="text-3xl font-bold">
            Share Your Piece of Wyoming
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-white/90">
            Own a ranch, lodge, cabin or retreat? List it with us and welcome families from around the world.
          </p>
          <LinkButton to="/host-signup" size="lg" variant="light" className="mt-6">
            Become a Host
          </LinkButton>
        </div>
      </section>
    </>
  )
}
