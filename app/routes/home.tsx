import { ArrowRight, Compass, MapIcon, MapPin } from '~/components/icons'
import { Link } from 'react-router'
import { useInlineImageSrc } from '~/delivery/inline-image'
import { LinkButton } from '~/components/link-button'
import { SafetyBanner } from '~/components/safety-banner'
import { SceneImage } from '~/components/scene-image'
import { EXPLORE, HERO, HIGHLIGHT_CARDS, SAFETY_TIPS } from '~/content/home'
import { listSeasonalActivityCards } from '~/lib/kinds/activity.server'
import { homeAlert } from '~/lib/conditions/conditions.server'
import { AlertCard } from '~/components/conditions/alert-card'
import { getDb } from '~/lib/db.server'
import { pageMeta, readsQuery, SITE_NAME } from '~/lib/meta'
import type { Route } from './+types/home'

// The query parameters the page reads (the page cache keys it by these alone).
export const handle = readsQuery([])

export const meta = () =>
  pageMeta(SITE_NAME, `${HERO.tagline}. Places to eat, stay and play, events, live music and trip planning.`)

export async function loader() {
  const now = new Date()
  const [featured, alert] = await Promise.all([
    // What runs now, by each activity's season and hours (issue 48 item 3, decision 056).
    listSeasonalActivityCards(getDb(), now, 3),
    // The most severe active alert (issue 48 item 3), right under the hero.
    homeAlert(getDb(), now),
  ])
  return { featured, alert }
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      {loaderData.alert ? (
        <section aria-label="Current alert" className="mx-auto mt-6 max-w-6xl px-4" data-home-alert>
          <AlertCard alert={loaderData.alert} headingLevel={2} compact />
        </section>
      ) : null}
      <HighlightCards />
      <ExploreSection />
      <FeaturedActivities activities={loaderData.featured} />
      <SafetySection />
      <ShareSection />
    </>
  )
}

function Hero() {
  const heroSrc = useInlineImageSrc('/images/hero-tetons.svg')
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[calc(100svh-61px)] items-center overflow-hidden"
    >
      <img
        src={heroSrc}
        alt=""
        width={1600}
        height={900}
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-b from-black/55 via-black/40 to-black/65"
        aria-hidden="true"
      />
      <div className="mx-auto w-full max-w-6xl px-4 py-20 text-white">
        <p className="font-semibold tracking-widest text-white/90 uppercase">{HERO.eyebrow}</p>
        <h1 id="hero-title" className="mt-3 max-w-3xl text-4xl leading-tight font-bold sm:text-6xl">
          {HERO.tagline}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-white/95 sm:text-xl">{HERO.text}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <LinkButton to="/play" size="lg">
            <Compass aria-hidden="true" />
            Start Exploring
          </LinkButton>
          <LinkButton to="/trip" size="lg" variant="outline-light">
            <MapPin aria-hidden="true" />
            Find Your Path
          </LinkButton>
          {/* The map of everything in the guide (issue 50 item 6). */}
          <LinkButton to="/map" size="lg" variant="outline-light">
            <MapIcon aria-hidden="true" />
            Map of the Valley
          </LinkButton>
        </div>
      </div>
    </section>
  )
}

function HighlightCards() {
  return (
    <section
      aria-label="Highlights"
      className="relative z-10 mx-auto -mt-16 grid max-w-6xl gap-4 px-4 sm:grid-cols-3"
    >
      {HIGHLIGHT_CARDS.map((card) => (
        <Link
          key={card.to}
          to={card.to}
          className="group border-border bg-card flex items-center gap-4 rounded-(--radius-card) border p-4 shadow-md transition hover:-translate-y-0.5 hover:shadow-lg"
        >
          {/* Thumbnails at the hero's lower edge: never ahead of the hero in the queue. */}
          <img
            src={`/images/scenes/${card.scene}.svg`}
            alt=""
            width={96}
            height={60}
            fetchPriority="low"
            className="h-16 w-24 shrink-0 rounded-lg object-cover"
          />
          <span>
            <span className="font-display block text-lg font-bold">{card.title}</span>
            <span className="text-muted-foreground block text-sm">{card.text}</span>
          </span>
        </Link>
      ))}
    </section>
  )
}

function ExploreSection() {
  return (
    <section aria-labelledby="explore-title" className="mx-auto max-w-6xl px-4 pt-16">
      <h2 id="explore-title" className="text-center text-3xl font-bold sm:text-4xl">
        {EXPLORE.title}
      </h2>
      <p className="text-muted-foreground mx-auto mt-3 max-w-2xl text-center text-lg">{EXPLORE.subtitle}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {EXPLORE.cards.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="group border-border bg-card flex h-full flex-col overflow-hidden rounded-(--radius-card) border shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg"
            >
              <SceneImage
                image={{ scene: card.scene, alt: '' }}
                className="transition group-hover:scale-[1.02]"
              />
              <span className="flex flex-1 flex-col p-5">
                <span className="font-display text-2xl font-bold">{card.title}</span>
                <span className="text-muted-foreground mt-1 flex-1">{card.text}</span>
                <span className="bg-primary text-primary-foreground group-hover:bg-primary-hover mt-4 inline-flex min-h-11 w-fit items-center gap-2 rounded-lg px-4 font-semibold">
                  Explore
                  <ArrowRight className="size-4" aria-hidden="true" />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

function FeaturedActivities({ activities }: { activities: Route.ComponentProps['loaderData']['featured'] }) {
  if (activities.length === 0) return null
  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-6xl px-4 pt-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="featured-title" className="text-3xl font-bold">
            Family Favorites This Season
          </h2>
          <p className="text-muted-foreground mt-2">Hand-picked outings that locals love to share.</p>
        </div>
        <LinkButton to="/play" variant="outline">
          All activities
        </LinkButton>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {activities.map((activity) => (
          <li
            key={activity.id}
            className="border-border bg-card overflow-hidden rounded-(--radius-card) border"
          >
            <SceneImage image={activity.image} />
            <div className="p-5">
              <p className="text-sage text-sm font-semibold">{activity.category}</p>
              <h3 className="mt-1 text-xl font-bold">
                <Link to={`/play/${activity.id}`} className="underline-offset-4 hover:underline">
                  {activity.name}
                </Link>
              </h3>
              <p className="text-muted-foreground mt-2">{activity.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

function SafetySection() {
  return <SafetyBanner title="Wildlife Safety for Families" tips={SAFETY_TIPS} />
}

function ShareSection() {
  return (
    <section aria-labelledby="share-title" className="mx-auto mt-16 max-w-6xl px-4 text-center">
      <h2 id="share-title" className="text-3xl font-bold">
        Know a Local Gem?
      </h2>
      <p className="text-muted-foreground mx-auto mt-3 max-w-2xl text-lg">
        Share a favorite restaurant, an upcoming event, an outing or your own Wyoming story. Our editors
        review every submission.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <LinkButton to="/submit-restaurant" variant="secondary">
          Submit a Restaurant
        </LinkButton>
        <LinkButton to="/submit-event" variant="secondary">
          Submit an Event
        </LinkButton>
        <LinkButton to="/submit-story" variant="outline">
          Share Your Story
        </LinkButton>
      </div>
    </section>
  )
}
