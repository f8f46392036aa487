import { CalendarDays, Clock, DollarSign, Users } from '~/components/icons'
import type * as React from 'react'
import { useLocation } from 'react-router'
import { LinkButton } from '~/components/link-button'
import { PageHero } from '~/components/page-hero'
import { SceneImage } from '~/components/scene-image'
import { bookingHref, type Experience, type ExperienceListing, type ExplorePage } from '~/content/explore'

/**
 * One bookable experience: illustration, facts and, when it is a listing in the guide, a link to
 * the listing and "Add to trip" (the listing pages' way: /trip?add=..., where the day is chosen);
 * otherwise a book button that opens /contact. `priority` loads the illustration first (the first
 * card: the page's largest paint).
 */
export function ExperienceCard({
  experience,
  listing,
  priority = false,
}: {
  experience: Experience
  /** its listing, while it is in the guide */
  listing?: ExperienceListing
  priority?: boolean
}) {
  const { pathname } = useLocation()
  const facts = [
    { label: 'Duration', value: experience.duration, Icon: Clock },
    { label: 'Price', value: experience.price, Icon: DollarSign },
    { label: 'Ages', value: experience.ages, Icon: Users },
    { label: 'When', value: experience.season, Icon: CalendarDays },
  ]
  return (
    <article className="border-border bg-card flex h-full flex-col overflow-hidden rounded-(--radius-card) border shadow-sm">
      <SceneImage image={experience.image} priority={priority} />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl font-bold">{experience.name}</h3>
        <p className="text-muted-foreground mt-2">{experience.description}</p>
        <dl className="mt-4 grid flex-1 content-start gap-2 text-sm sm:grid-cols-2">
          {facts.map(({ label, value, Icon }) => (
            <div key={label}>
              <dt className="flex items-center gap-2 font-semibold">
                <Icon className="text-primary size-4 shrink-0" aria-hidden="true" />
                {label}
              </dt>
              <dd className="pl-6">{value}</dd>
            </div>
          ))}
        </dl>
        {listing ? (
          <div className="mt-5 flex flex-wrap gap-3">
            <LinkButton to={listing.href} aria-label={`See the listing: ${experience.name}`}>
              See the listing
            </LinkButton>
            <LinkButton
              to={`/trip?add=${listing.kind}:${encodeURIComponent(listing.id)}&from=${encodeURIComponent(pathname)}`}
              variant="outline"
              reloadDocument
              aria-label={`Add ${experience.name} to trip`}
            >
              Add to trip
            </LinkButton>
          </div>
        ) : (
          <LinkButton
            to={bookingHref(experience)}
            aria-label={`Book Now: ${experience.name}`}
            className="mt-5 w-full sm:w-fit"
          >
            Book Now
          </LinkButton>
        )}
      </div>
    </article>
  )
}

/** The body shared by /wildlife, /cowboy, /indigenous and /adventures. */
export function ExplorePageView({
  page,
  listings = {},
  children,
}: {
  page: ExplorePage
  /** the experiences' listings in the guide, by experience name (app/lib/explore.server.ts) */
  listings?: Record<string, ExperienceListing>
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
            {page.experiences.map((experience, index) => (
              <li key={experience.name}>
                <ExperienceCard
                  experience={experience}
                  listing={listings[experience.name]}
                  priority={index === 0}
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
