import { CalendarDays, Clock, DollarSign, MapPin, Users } from '~/components/icons'
import type * as React from 'react'
import { useLocation } from 'react-router'
import { LinkButton } from '~/components/link-button'
import { PageHero } from '~/components/page-hero'
import { SceneImage } from '~/components/scene-image'
import { bookingHref, type Experience, type ExplorePage } from '~/content/explore'
import type { FeaturedListing } from '~/lib/explore'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'

/** A message named by a template (`explore.${page}.title`): its keys are checked by the catalog test. */
const key = (id: string) => id as MessageKey

const FACT_ICON = { duration: Clock, price: DollarSign, hours: Clock, season: CalendarDays, address: MapPin }

/**
 * A listing the page features (chosen in /admin/explore): every fact is the listing's own, read
 * from its row by the loader; a link to the listing and "Add to trip" (the listing pages' way:
 * /trip?add=..., where the day is chosen). `priority` loads the picture first (the page's largest
 * paint).
 */
export function FeaturedListingCard({
  listing,
  priority = false,
}: {
  listing: FeaturedListing
  priority?: boolean
}) {
  const { pathname } = useLocation()
  const t = useT()
  return (
    <article
      data-listing={`${listing.type}:${listing.id}`}
      className="border-border bg-card flex h-full flex-col overflow-hidden rounded-(--radius-card) border shadow-sm"
    >
      <SceneImage image={listing.image} priority={priority} />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl font-bold">{listing.name}</h3>
        <p className="text-muted-foreground mt-2" lang={listing.descriptionLang}>
          {listing.description}
        </p>
        <dl className="mt-4 grid flex-1 content-start gap-2 text-sm sm:grid-cols-2">
          {listing.facts.map(({ key, value, lang }) => {
            const Icon = FACT_ICON[key]
            return (
              <div key={key} data-fact={key} className={key === 'address' ? 'sm:col-span-2' : undefined}>
                <dt className="flex items-center gap-2 font-semibold">
                  <Icon className="text-primary size-4 shrink-0" aria-hidden="true" />
                  {t(`explore.featured.fact.${key}`)}
                </dt>
                <dd className="pl-6" lang={lang}>
                  {value}
                </dd>
              </div>
            )
          })}
        </dl>
        <div className="mt-5 flex flex-wrap gap-3">
          <LinkButton
            to={t.path(listing.href)}
            aria-label={t('explore.featured.seeLabel', { name: listing.name })}
          >
            {t('explore.featured.see')}
          </LinkButton>
          <LinkButton
            to={t.path(`/trip?add=${listing.tripKey}&from=${encodeURIComponent(pathname)}`)}
            variant="outline"
            reloadDocument
            aria-label={t('explore.featured.tripLabel', { name: listing.name })}
          >
            {t('explore.featured.trip')}
          </LinkButton>
        </div>
      </div>
    </article>
  )
}

/**
 * An idea that is not a listing: the editors' words, the ages it suits and a button that asks our
 * team (/contact). No price, time, address or season: those come only from listings.
 */
export function ExperienceCard({
  page,
  experience,
  priority = false,
}: {
  page: ExplorePage['id']
  experience: Experience
  priority?: boolean
}) {
  const t = useT()
  const say = (part: 'name' | 'description') => t(key(`explore.${page}.experience.${experience.id}.${part}`))
  const name = say('name')
  return (
    <article className="border-border bg-card flex h-full flex-col overflow-hidden rounded-(--radius-card) border shadow-sm">
      <SceneImage image={{ scene: experience.scene }} priority={priority} />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl font-bold">{name}</h3>
        <p className="text-muted-foreground mt-2 flex-1">{say('description')}</p>
        <dl className="mt-4 text-sm">
          <div>
            <dt className="flex items-center gap-2 font-semibold">
              <Users className="text-primary size-4 shrink-0" aria-hidden="true" />
              {t('explore.experience.ages')}
            </dt>
            <dd className="pl-6">
              {experience.minAge === undefined
                ? t('explore.ages.all')
                : t('explore.ages.from', { age: experience.minAge })}
            </dd>
          </div>
        </dl>
        <LinkButton
          to={t.path(bookingHref({ name }))}
          aria-label={t('explore.experience.bookLabel', { name })}
          className="mt-5 w-full sm:w-fit"
        >
          {t('explore.experience.book')}
        </LinkButton>
      </div>
    </article>
  )
}

/** The body shared by /wildlife, /cowboy, /indigenous and /adventures. */
export function ExplorePageView({
  page,
  featured,
  children,
}: {
  page: ExplorePage
  /** the listings the page features, in the editors' order (app/lib/explore.server.ts) */
  featured: FeaturedListing[]
  children?: React.ReactNode
}) {
  const t = useT()
  return (
    <>
      <PageHero title={t(key(`explore.${page.id}.title`))} subtitle={t(key(`explore.${page.id}.subtitle`))} />
      <div className="mx-auto max-w-6xl px-4">
        <p className="max-w-3xl text-lg">{t(key(`explore.${page.id}.intro`))}</p>
        <section aria-labelledby="experiences-title" className="mt-10">
          <h2 id="experiences-title" className="text-3xl font-bold">
            {t(key(`explore.${page.id}.experiencesTitle`))}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {featured.map((listing, index) => (
              <li key={`${listing.type}:${listing.id}`}>
                <FeaturedListingCard listing={listing} priority={index === 0} />
              </li>
            ))}
            {page.experiences.map((experience, index) => (
              <li key={experience.id}>
                <ExperienceCard
                  page={page.id}
                  experience={experience}
                  priority={featured.length === 0 && index === 0}
                />
              </li>
            ))}
          </ul>
        </section>
        {children}
        {page.note ? (
          <section
            aria-labelledby="note-title"
            className="bg-sage mt-12 rounded-(--radius-card) p-6 text-white sm:p-8"
          >
            <h2 id="note-title" className="text-2xl font-bold">
              {t(key(`explore.${page.id}.note.title`))}
            </h2>
            <p className="mt-2 max-w-3xl text-lg text-white/95">{t(key(`explore.${page.id}.note.text`))}</p>
          </section>
        ) : null}
        <section aria-labelledby="questions-title" className="mt-12 text-center">
          <h2 id="questions-title" className="text-2xl font-bold">
            {t('explore.questions.title')}
          </h2>
          <p className="text-muted-foreground mx-auto mt-2 max-w-xl">{t('explore.questions.text')}</p>
          <LinkButton to={t.path('/contact')} variant="outline" className="mt-4">
            {t('explore.questions.contact')}
          </LinkButton>
        </section>
      </div>
    </>
  )
}
