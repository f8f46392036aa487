import { ArrowRight, Binoculars, CalendarDays, Images, ListFilter, Plus, Snowflake } from '~/components/icons'
import { Link } from 'react-router'
import { DifficultyBadge } from '~/components/difficulty-badge'
import { LinkButton } from '~/components/link-button'
import { ListMapToggle } from '~/components/list-map-toggle'
import { ListingCard } from '~/components/listing-card'
import { PageHero } from '~/components/page-hero'
import { SafetyBanner } from '~/components/safety-banner'
import { SceneImage } from '~/components/scene-image'
import { PLAY_CATEGORIES, PLAY_INFO_STRIP, PLAY_SAFETY_TIPS } from '~/content/play'
import { listFeaturedActivityCards } from '~/lib/kinds/activity.server'
import { playStrip } from '~/lib/conditions/conditions.server'
import { AsOfLine } from '~/components/conditions/alert-card'
import { getDb } from '~/lib/db.server'
import { pageMeta, previewImage } from '~/lib/meta'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import { textLang } from '~/lib/i18n/content-fields'
import { activityCategoryText, difficultyText, withShown } from '~/lib/i18n/choice-text.server'
import type { Route } from './+types/index'

// The link-preview picture (og:image).
export const handle = previewImage('horseback', [])

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.title ?? '', data?.description ?? '')

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  const [featured, strip] = await Promise.all([
    listFeaturedActivityCards(getDb(), locale),
    // Today in the valley, live (issue 48 item 3): snow depth, editors' wildlife notes, today's events.
    playStrip(getDb(), new Date(), localeOfPath(new URL(request.url).pathname)),
  ])
  return {
    // each one's category in the page's language (the catalog's words for a known one), else English, marked
    featured: featured.map((activity) => {
      // and its difficulty, English marked for a value the catalog does not know
      const difficulty = difficultyText(locale, activity.difficulty)
      return {
        ...withShown(activity, 'category', activityCategoryText(locale, activity.category)),
        difficultyLabel: difficulty.text,
        difficultyLabelLang: difficulty.lang,
      }
    }),
    strip,
    // The page's words, the shared pieces' (difficulty badge, favorites) and the safety figures.
    messages: messagesFor(locale, ['listing', 'play', 'home.safety']),
    title: say('play.title'),
    description: say('play.metaDescription'),
  }
}

const INFO_ICONS = { snow: Snowflake, wildlife: Binoculars, events: CalendarDays }

export default function PlayRoute({ loaderData: { featured, strip } }: Route.ComponentProps) {
  const t = useT()
  return (
    <>
      <PageHero title={t('play.title')} subtitle={t('play.subtitle')}>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <ListMapToggle listTo="/play" mapTo="/play/map" current="list" />
          <LinkButton to={t.path('/play/filter')} variant="outline">
            <ListFilter aria-hidden="true" />
            {t('play.filterButton')}
          </LinkButton>
        </div>
      </PageHero>

      <section aria-labelledby="categories-title" className="mx-auto max-w-6xl px-4">
        <h2 id="categories-title" className="sr-only">
          {t('play.categories.title')}
        </h2>
        <ul className="grid grid-cols-1 gap-4 min-[360px]:grid-cols-2 lg:grid-cols-4">
          {PLAY_CATEGORIES.map((category) => (
            <li key={category.to}>
              <Link
                to={t.path(category.to)}
                className="group border-border bg-card flex h-full flex-col overflow-hidden rounded-(--radius-card) border shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg"
              >
                {/* The category tiles open the page: loaded at once, not lazily, but after the
                    heading and text above them, the page's largest paint on a phone. */}
                <SceneImage image={{ scene: category.scene, alt: '' }} eager low />
                {/* Long words (Spanish, text spacing at 400 % zoom) wrap inside the narrow tile. */}
                <span className="flex min-w-0 flex-1 flex-col p-4 [overflow-wrap:anywhere]">
                  <span className="font-display flex items-center justify-between gap-2 text-xl font-bold">
                    <span className="min-w-0">{t(`play.category.${category.key}.title`)}</span>
                    <ArrowRight aria-hidden="true" className="text-primary size-5 shrink-0" />
                  </span>
                  <span className="text-muted-foreground mt-1 text-sm">
                    {t(`play.category.${category.key}.text`)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="today-title" className="mx-auto mt-10 max-w-6xl px-4">
        <h2 id="today-title" className="sr-only">
          {t('play.strip.title')}
        </h2>
        <ul className="bg-secondary text-secondary-foreground grid gap-6 rounded-(--radius-card) p-6 md:grid-cols-3">
          {PLAY_INFO_STRIP.map((info) => {
            const Icon = INFO_ICONS[info.key]
            return (
              <li key={info.key} className="flex gap-3" data-strip={info.key}>
                <Icon aria-hidden="true" className="mt-1 size-6 shrink-0" />
                <div>
                  <p className="font-semibold tracking-wide uppercase">{t(`play.strip.${info.key}.label`)}</p>
                  {info.key === 'snow' ? (
                    strip.snow.length > 0 ? (
                      <ul className="mt-1 grid gap-1">
                        {strip.snow.map((figure) => (
                          <li key={figure.name}>
                            <span className="text-white">
                              {t('play.strip.snow.depth', { depth: figure.depthIn, name: figure.name })}
                            </span>
                            <AsOfLine asOf={figure.asOf} className="text-white/90" />
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className="mt-1 text-white/90">{t('play.strip.snow.none')}</p>
                    )
                  ) : info.key === 'wildlife' ? (
                    strip.wildlife.length > 0 ? (
                      <ul className="mt-1 grid gap-1">
                        {strip.wildlife.map((alert) => (
                          <li key={alert.id}>
                            <span className="text-white">{alert.title}</span>
                            <AsOfLine asOf={alert.asOf} className="text-white/90" />
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className="mt-1 text-white/90">{t('play.strip.wildlife.value')}</p>
                    )
                  ) : (
                    <p className="mt-1 text-white/90">
                      {strip.events.count === 0
                        ? t('play.strip.events.none')
                        : `${t('play.strip.events.today', {
                            count: strip.events.count,
                            titles: strip.events.titles.map((e) => e.title).join(', '),
                          })}${strip.events.count > strip.events.titles.length ? '…' : ''}`}
                    </p>
                  )}
                  {info.key === 'events' ? (
                    // The calendar opens on today when it has events, else on the next day that has some.
                    <Link
                      to={t.path('/events')}
                      className="mt-1 inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4"
                    >
                      {t('play.strip.events.link')}
                    </Link>
                  ) : info.key === 'wildlife' || info.key === 'snow' ? (
                    <Link
                      to={t.path('/conditions')}
                      className="mt-1 inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4"
                    >
                      {t(info.key === 'snow' ? 'play.strip.snow.link' : 'play.strip.wildlife.link')}
                    </Link>
                  ) : null}
                </div>
              </li>
            )
          })}
        </ul>
      </section>

      <section aria-labelledby="featured-title" className="mx-auto mt-16 max-w-6xl px-4">
        <h2 id="featured-title" className="text-3xl font-bold">
          {t('play.featured.title')}
        </h2>
        <p className="text-muted-foreground mt-2">{t('play.featured.text')}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {featured.map((activity) => (
            <li key={activity.id}>
              <ListingCard
                headingLevel={3}
                image={activity.image}
                title={activity.name}
                eyebrow={<span lang={activity.categoryLang}>{activity.category}</span>}
                facts={
                  <>
                    <DifficultyBadge
                      difficulty={activity.difficulty}
                      label={activity.difficultyLabel}
                      lang={activity.difficultyLabelLang}
                    />
                    <span>{activity.duration}</span>
                    <span>{activity.ageGroup}</span>
                  </>
                }
                description={activity.description}
                descriptionLang={textLang(activity.english, 'description')}
                favorite={{
                  kind: 'activity',
                  id: activity.id,
                  name: activity.name,
                  href: `/play/${activity.id}`,
                  subtitle: `${activity.category} · ${activity.difficultyLabel}`,
                  scene: activity.image.scene,
                }}
                actions={
                  <>
                    <LinkButton to={t.path(`/play/${activity.id}`)}>
                      {t('play.card.learnMore')}
                      <span className="sr-only">
                        {' '}
                        {t('play.card.learnMoreAbout', { name: activity.name })}
                      </span>
                    </LinkButton>
                    <LinkButton to={t.path(`/play/${activity.id}/photos`)} variant="outline">
                      <Images aria-hidden="true" />
                      {t('play.card.photos')}
                      <span className="sr-only"> {t('play.card.photosOf', { name: activity.name })}</span>
                    </LinkButton>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      </section>

      <SafetyBanner
        title={t('play.safety.title')}
        intro={t('play.safety.intro')}
        tips={PLAY_SAFETY_TIPS.map((tip) => ({
          figure: t(`home.safety.${tip}.figure`),
          text: t(`home.safety.${tip}.text`),
        }))}
      />

      <section aria-labelledby="submit-activity-title" className="mx-auto mt-16 max-w-6xl px-4 text-center">
        <h2 id="submit-activity-title" className="text-3xl font-bold">
          {t('play.submit.title')}
        </h2>
        <p className="text-muted-foreground mx-auto mt-3 max-w-2xl text-lg">{t('play.submit.text')}</p>
        <LinkButton to={t.path('/submit-activity')} size="lg" variant="secondary" className="mt-6">
          <Plus aria-hidden="true" />
          {t('play.submit.button')}
        </LinkButton>
      </section>
    </>
  )
}
