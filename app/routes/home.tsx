import { ArrowRight, Compass, MapIcon, MapPin } from '~/components/icons'
import { Link } from 'react-router'
import { useInlineImageSrc } from '~/delivery/inline-image'
import { LinkButton } from '~/components/link-button'
import { SafetyBanner } from '~/components/safety-banner'
import { SceneImage } from '~/components/scene-image'
import { EXPLORE_CARDS, HIGHLIGHT_CARDS, HOME_SAFETY_TIPS } from '~/content/home'
import { localeOfPath } from '~/lib/i18n/config'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { useT } from '~/lib/i18n/use-t'
import { listSeasonalActivityCards } from '~/lib/kinds/activity.server'
import { homeAlert } from '~/lib/conditions/conditions.server'
import { AlertCard } from '~/components/conditions/alert-card'
import { getDb } from '~/lib/db.server'
import { pageMeta, readsQuery, SITE_NAME } from '~/lib/meta'
import type { Route } from './+types/home'

// The query parameters the page reads (the page cache keys it by these alone).
export const handle = readsQuery([])

export const meta = ({ data }: Route.MetaArgs) => pageMeta(SITE_NAME, data?.description ?? '')

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  const now = new Date()
  const [featured, alert] = await Promise.all([
    // What runs now, by each activity's season and hours (issue 48 item 3, decision 056).
    listSeasonalActivityCards(getDb(), now, 3),
    // The most severe active alert (issue 48 item 3), right under the hero.
    homeAlert(getDb(), now, locale),
  ])
  return {
    featured,
    alert,
    // The page's words in its language (decision 059).
    messages: messagesFor(locale, ['home']),
    description: serverT(locale)('home.metaDescription'),
  }
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <>
      <Hero />
      {loaderData.alert ? (
        <section aria-label={t('home.alert.label')} className="mx-auto mt-6 max-w-6xl px-4" data-home-alert>
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
  const t = useT()
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
        <p className="font-semibold tracking-widest text-white/90 uppercase">{t('home.hero.eyebrow')}</p>
        <h1 id="hero-title" className="mt-3 max-w-3xl text-4xl leading-tight font-bold sm:text-6xl">
          {t('home.hero.tagline')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-white/95 sm:text-xl">{t('home.hero.text')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <LinkButton to={t.path('/play')} size="lg">
            <Compass aria-hidden="true" />
            {t('home.hero.explore')}
          </LinkButton>
          <LinkButton to={t.path('/trip')} size="lg" variant="outline-light">
            <MapPin aria-hidden="true" />
            {t('home.hero.trip')}
          </LinkButton>
          {/* The map of everything in the guide (issue 50 item 6). */}
          <LinkButton to={t.path('/map')} size="lg" variant="outline-light">
            <MapIcon aria-hidden="true" />
            {t('home.hero.map')}
          </LinkButton>
        </div>
      </div>
    </section>
  )
}

function HighlightCards() {
  const t = useT()
  return (
    <section
      aria-label={t('home.highlights.label')}
      className="relative z-10 mx-auto -mt-16 grid max-w-6xl gap-4 px-4 sm:grid-cols-3"
    >
      {HIGHLIGHT_CARDS.map((card) => (
        <Link
          key={card.key}
          to={t.path(card.to)}
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
            <span className="font-display block text-lg font-bold">
              {t(`home.highlights.${card.key}.title`)}
            </span>
            <span className="text-muted-foreground block text-sm">
              {t(`home.highlights.${card.key}.text`)}
            </span>
          </span>
        </Link>
      ))}
    </section>
  )
}

function ExploreSection() {
  const t = useT()
  return (
    <section aria-labelledby="explore-title" className="mx-auto max-w-6xl px-4 pt-16">
      <h2 id="explore-title" className="text-center text-3xl font-bold sm:text-4xl">
        {t('home.explore.title')}
      </h2>
      <p className="text-muted-foreground mx-auto mt-3 max-w-2xl text-center text-lg">
        {t('home.explore.subtitle')}
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {EXPLORE_CARDS.map((card) => (
          <li key={card.key}>
            <Link
              to={t.path(card.to)}
              className="group border-border bg-card flex h-full flex-col overflow-hidden rounded-(--radius-card) border shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg"
            >
              <SceneImage
                image={{ scene: card.scene, alt: '' }}
                className="transition group-hover:scale-[1.02]"
              />
              <span className="flex flex-1 flex-col p-5">
                <span className="font-display text-2xl font-bold">{t(`home.explore.${card.key}.title`)}</span>
                <span className="text-muted-foreground mt-1 flex-1">
                  {t(`home.explore.${card.key}.text`)}
                </span>
                <span className="bg-primary text-primary-foreground group-hover:bg-primary-hover mt-4 inline-flex min-h-11 w-fit items-center gap-2 rounded-lg px-4 font-semibold">
                  {t('home.explore.cta')}
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
  const t = useT()
  if (activities.length === 0) return null
  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-6xl px-4 pt-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="featured-title" className="text-3xl font-bold">
            {t('home.featured.title')}
          </h2>
          <p className="text-muted-foreground mt-2">{t('home.featured.text')}</p>
        </div>
        <LinkButton to={t.path('/play')} variant="outline">
          {t('home.featured.all')}
        </LinkButton>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {activities.map((activity) => (
          // The listings' own words (and pictures' descriptions) are in English until they have
          // translations (issue 47 item 4): marked so on a page in another language.
          <li
            key={activity.id}
            lang={t.locale === 'en' ? undefined : 'en'}
            className="border-border bg-card overflow-hidden rounded-(--radius-card) border"
          >
            <SceneImage image={activity.image} />
            <div className="p-5">
              <p className="text-sage text-sm font-semibold">{activity.category}</p>
              <h3 className="mt-1 text-xl font-bold">
                <Link to={t.path(`/play/${activity.id}`)} className="underline-offset-4 hover:underline">
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
  const t = useT()
  const tips = HOME_SAFETY_TIPS.map((tip) => ({
    figure: t(`home.safety.${tip}.figure`),
    text: t(`home.safety.${tip}.text`),
  }))
  return <SafetyBanner title={t('home.safety.title')} tips={tips} />
}

function ShareSection() {
  const t = useT()
  return (
    <section aria-labelledby="share-title" className="mx-auto mt-16 max-w-6xl px-4 text-center">
      <h2 id="share-title" className="text-3xl font-bold">
        {t('home.share.title')}
      </h2>
      <p className="text-muted-foreground mx-auto mt-3 max-w-2xl text-lg">{t('home.share.text')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <LinkButton to={t.path('/submit-restaurant')} variant="secondary">
          {t('home.share.restaurant')}
        </LinkButton>
        <LinkButton to={t.path('/submit-event')} variant="secondary">
          {t('home.share.event')}
        </LinkButton>
        <LinkButton to={t.path('/submit-story')} variant="outline">
          {t('home.share.story')}
        </LinkButton>
      </div>
    </section>
  )
}
