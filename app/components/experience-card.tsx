import { CalendarDays, Clock, DollarSign, MapPin, Users } from '~/components/icons'
import type * as React from 'react'
import { useLocation } from 'react-router'
import { LinkButton } from '~/components/link-button'
import { PageHero } from '~/components/page-hero'
import { SceneImage } from '~/components/scene-image'
import { bookingHref, type Experience, type ExplorePage } from '~/content/explore'
import type { FeaturedFact, FeaturedListing } from '~/lib/explore'

const FACT_LABEL: Record<FeaturedFact['key'], string> = {
  duration: 'Duration',
  price: 'Price',
  hours: 'Hours',
  season: 'When',
  address: 'Where',
}
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
  return (
    <article
      data-listing={`${listing.type}:${listing.id}`}
      className="border-border bg-card flex h-full flex-col overflow-hidden rounded-(--radius-card) border shadow-sm"
    >
      <SceneImage image={listing.image} priority={priority} />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl font-bold">{listing.name}</h3>
        <p className="text-muted-foreground mt-2">{listing.description}</p>
        <dl className="mt-4 grid flex-1 content-start gap-2 text-sm sm:grid-cols-2">
          {listing.facts.map(({ key, value }) => {
            const Icon = FACT_ICON[key]
            return (
              <div key={key} data-fact={key} className={key === 'address' ? 'sm:col-span-2' : undefined}>
                <dt className="flex items-center gap-2 font-semibold">
                  <Icon className="text-primary size-4 shrink-0" aria-hidden="true" />
                  {FACT_LABEL[key]}
                </dt>
                <dd className="pl-6">{value}</dd>
              </div>
            )
          })}
        </dl>
        <div className="mt-5 flex flex-wrap gap-3">
          <LinkButton to={listing.href} aria-label={`See the listing: ${listing.name}`}>
            See the listing
          </LinkButton>
          <LinkButton
            to={`/trip?add=${listing.tripKey}&from=${encodeURIComponent(pathname)}`}
            variant="outline"
            reloadDocument
            aria-label={`Add ${listing.name} to trip`}
          >
            Add to trip
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
  experience,
  priority = false,
}: {
  experience: Experience
  priority?: boolean
}) {
  return (
    <article className="border-border bg-card flex h-full flex-col overflow-hidden rounded-(--radius-card) border shadow-sm">
      <SceneImage image={experience.image} priority={priority} />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl font-bold">{experience.name}</h3>
        <p className="text-muted-foreground mt-2 flex-1">{experience.description}</p>
        <dl className="mt-4 text-sm">
          <div>
            <dt className="flex items-center gap-2 font-semibold">
              <Users className="text-primary size-4 shrink-0" aria-hidden="true" />
              Ages
            </dt>
            <dd className="pl-6">{experience.ages}</dd>
          </div>
        </dl>
        <LinkButton
          to={bookingHref(experience)}
          aria-label={`Book Now: ${experience.name}`}
          className="mt-5 w-full sm:w-fit"
        >
          Book Now
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
  return (
    <>
      <PageHero title={page.title} subtitle={page.subtitle} />
      <div className="mx-auto max-w-6xl px-4">
        <p className="max-w-3xl text-lg">{page.intro}</p>
        <section aria-labelledby="experiences-title" className="mt-10">
          <h2 id="experiences-title" className="text-3xl font-bold">
            {page.experiencesTitle}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {featured.map((listing, index) => (
              <li key={`${listing.type}:${listing.id}`}>
                <FeaturedListingCard listing={listing} priority={index === 0} />
              </li>
            ))}
            {page.experiences.map((experience, index) => (
              <li key={experience.name}>
                <ExperienceCard experience={experience} priority={featured.length === 0 && index === 0} />
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
              {page.note.title}
            </h2>
            <p className="mt-2 max-w-3xl text-lg text-white/95">{page.note.text}</p>
          </section>
        ) : null}
        <section aria-labelledby="questions-title" className="mt-12 text-center">
          <h2 id="questions-title" className="text-2xl font-bold">
            Questions Before You Book?
          </h2>
          <p className="text-muted-foreground mx-auto mt-2 max-w-xl">
            Our local team can help you choose the right experience for your family.
          </p>
          <LinkButton to="/contact" variant="outline" className="mt-4">
            Contact Our Team
          </LinkButton>
        </section>
      </div>
    </>
  )
}
