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
import { parsePage } from '~/lib/pagination'
import { Pagination } from '~/components/pagination'
import { AccessFilters, withAccess } from '~/components/access-filters'
import { accessFiltersOf, parseAccessFilters } from '~/lib/accessibility/filters'
import { localeOfPath } from '~/lib/i18n/config'
import { labelOr, showingWords } from '~/lib/i18n/words.server'
import { stayTypeText, withShown } from '~/lib/i18n/choice-text.server'
import { LOCALE_INFO } from '~/lib/i18n/config'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { useT } from '~/lib/i18n/use-t'
import { textLang } from '~/lib/i18n/content-fields'
import type { Route } from './+types/index'

// The link-preview picture (og:image).
export const handle = previewImage('lodge', ['type', 'access', 'page'])

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.title ?? '', data?.description ?? '')

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const params = url.searchParams
  const locale = localeOfPath(url.pathname)
  const type = parseStayType(params.get('type'))
  const access = parseAccessFilters(params)
  const { items, ...paging } = await pageStays(
    getDb(),
    { type, access },
    parsePage(params.get('page')),
    locale,
  )
  const prices = new Intl.NumberFormat(LOCALE_INFO[locale].intl, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  })
  // The known amenities (wifi, hot-tub...) in the page's language; an owner's own words as written;
  // its type in the page's language (its translation or the catalog's words), else English, marked.
  const stays = items.map((stay) => ({
    ...withShown(stay, 'type', stayTypeText(locale, stay.type, stay.english)),
    amenities: stay.amenities.map((a) => labelOr(locale, `listing.amenity.${a}`, a)),
    price: prices.format(stay.pricePerNight),
  }))
  const say = serverT(locale)
  return {
    type,
    access,
    stays,
    paging,
    showing: showingWords(locale, paging, 'stay.showing.all', 'stay.showing.range'),
    messages: messagesFor(locale, ['listing', 'stay']),
    title: say('stay.title'),
    description: say('stay.metaDescription'),
  }
}

const TYPE_FILTERS: { value: StayType | undefined; to: string }[] = [
  { value: undefined, to: '/stay' },
  { value: 'ranches', to: '/stay?type=ranches' },
  { value: 'lodges', to: '/stay?type=lodges' },
  { value: 'cabins', to: '/stay?type=cabins' },
  { value: 'cultural-retreats', to: '/stay?type=cultural-retreats' },
]

const INFO_BLOCKS = [
  { key: 'cowboy', Icon: Home },
  { key: 'culture', Icon: Tent },
  { key: 'wildlife', Icon: Binoculars },
] as const

export default function StayRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { stays, type, access, paging, showing } = loaderData
  const activeLabel = [
    ...(type ? [t(`stay.type.${type}`)] : []),
    ...access.map((filter) => t(`listing.access.filter.${filter}`)),
  ].join(', ')
  return (
    <>
      <PageHero title={t('stay.title')} subtitle={t('stay.subtitle')}>
        <ListFilterBar
          section="/stay"
          param="type"
          label={t('stay.type.label')}
          options={TYPE_FILTERS.map((f) => ({
            ...f,
            label: t(`stay.type.${f.value ?? 'all'}`),
            to: withAccess(f.to, access),
          }))}
          active={type}
          id="filters"
          access={access}
        />
        <AccessFilters action="/stay" filters={accessFiltersOf('stays')} active={access} keep={{ type }} />
      </PageHero>

      <section aria-labelledby="stays-title" className="mx-auto max-w-6xl px-4">
        <h2 id="stays-title" className="sr-only">
          {t('stay.list.title')}
        </h2>
        {stays.length === 0 ? (
          <div className="border-input bg-muted rounded-(--radius-card) border border-dashed p-8 text-center">
            <p className="text-lg font-semibold">{t('stay.list.empty')}</p>
            <Link
              to={t.path('/stay')}
              className="text-secondary mt-3 inline-block font-semibold underline underline-offset-4"
            >
              {t('stay.list.showAll')}
            </Link>
          </div>
        ) : (
          <>
            <p className="text-muted-foreground mb-4">
              {`${showing}${activeLabel ? `: ${activeLabel}` : ''}`}
            </p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {stays.map((stay, index) => (
                <li key={stay.id}>
                  <ListingCard
                    priority={index === 0}
                    image={stay.image}
                    title={stay.name}
                    eyebrow={<span lang={stay.typeLang}>{stay.type}</span>}
                    facts={
                      <>
                        <Rating value={stay.rating} className="text-foreground" />
                        <span className="inline-flex items-center gap-1">
                          <Users aria-hidden="true" className="size-4" />
                          {t('stay.card.guests', { guests: stay.guests })}
                        </span>
                        <span className="text-foreground font-semibold">
                          {t('stay.card.perNight', { price: stay.price })}
                        </span>
                      </>
                    }
                    description={stay.description}
                    descriptionLang={textLang(stay.english, 'description')}
                    favorite={{
                      kind: 'stay',
                      id: stay.id,
                      name: stay.name,
                      href: `/stay/${stay.id}`,
                      subtitle: `${stay.type} · ${t('stay.favorite.perNight', { price: stay.price })}`,
                      scene: stay.image.scene,
                    }}
                    actions={
                      <>
                        <LinkButton to={t.path(`/stay/${stay.id}`)}>
                          {t('listing.viewDetails')}
                          <span className="sr-only"> {t('listing.detailsOf', { name: stay.name })}</span>
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
            <Pagination page={paging.page} pageCount={paging.pageCount} label={t('stay.list.pages')} />
          </>
        )}
      </section>

      <section aria-labelledby="why-title" className="mx-auto mt-16 max-w-6xl px-4">
        <h2 id="why-title" className="text-3xl font-bold">
          {t('stay.why.title')}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {INFO_BLOCKS.map(({ key, Icon }) => (
            <li key={key} className="border-border bg-card rounded-(--radius-card) border p-6">
              <Icon aria-hidden="true" className="text-primary size-8" />
              <h3 className="mt-3 text-xl font-bold">{t(`stay.why.${key}.title`)}</h3>
              <p className="text-muted-foreground mt-2">{t(`stay.why.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="host-title" className="mx-auto mt-16 max-w-6xl px-4">
        <div className="bg-secondary text-secondary-foreground rounded-(--radius-card) p-6 text-center sm:p-10">
          <h2 id="host-title" className="text-3xl font-bold">
            {t('stay.host.title')}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-white/90">{t('stay.host.text')}</p>
          <LinkButton to={t.path('/host-signup')} size="lg" variant="light" className="mt-6">
            {t('stay.host.button')}
          </LinkButton>
        </div>
      </section>
    </>
  )
}
