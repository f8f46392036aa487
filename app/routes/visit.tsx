import type * as React from 'react'
import {
  BedDouble,
  Bus,
  CalendarDays,
  Car,
  Clock,
  Info,
  Phone,
  Plane,
  Siren,
  Star,
  Sun,
  TrafficCone,
  Thermometer,
  ShoppingBag,
  type IconComponent,
} from '~/components/icons'
import { useSearchParams } from 'react-router'
import { LinkButton } from '~/components/link-button'
import { PageHero } from '~/components/page-hero'
import { SceneImage } from '~/components/scene-image'
import { LinkTabList, LinkTabPanel } from '~/components/tabs'
import { Card, CardContent } from '~/components/ui/card'
import {
  indexes,
  PACKING_LISTS,
  PACKING_TIPS,
  PLAN_CARDS,
  type PlanCard,
  SEASON_GUIDES,
  type SeasonGuide,
  SERVICE_CATEGORIES,
  SERVICES_CHECKED,
  type ServiceCategory,
  VISIT_CTA,
  VISIT_TABS,
  visitTabFrom,
} from '~/content/visit'
import { PhoneLink } from '~/components/contact-items'
import { formatLongDate } from '~/lib/dates-intl'
import { localeOfPath } from '~/lib/i18n/config'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'
import { pageMeta, readsQuery } from '~/lib/meta'
import type { Route } from './+types/visit'

// The query parameters the page reads (the page cache keys it by these alone).
export const handle = readsQuery(['tab'])

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.title ?? '', data?.description ?? '')

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  const t = serverT(locale)
  return {
    // The page's words in its language (decision 059), and the day the services were checked.
    messages: messagesFor(locale, ['visit']),
    title: t('visit.metaTitle'),
    description: t('visit.metaDescription'),
    checked: formatLongDate(SERVICES_CHECKED, locale),
  }
}

/** A message named by a template (`visit.plan.${id}.title`): its keys are checked by the catalog test. */
const key = (id: string) => id as MessageKey

const PLAN_ICONS = {
  calendar: CalendarDays,
  plane: Plane,
  bed: BedDouble,
  car: Car,
  clock: Clock,
  star: Star,
} satisfies Record<PlanCard['icon'], unknown>

const SERVICE_ICONS = {
  siren: Siren,
  info: Info,
  bus: Bus,
  road: TrafficCone,
} satisfies Record<ServiceCategory['icon'], unknown>

const PREFIX = 'visit'

export default function VisitRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const [searchParams] = useSearchParams()
  const tab = visitTabFrom(searchParams.get('tab'))
  const tabs = VISIT_TABS.map((id) => ({ id, label: t(`visit.tab.${id}`) }))
  return (
    <>
      <PageHero title={loaderData.title} subtitle={t('visit.hero.subtitle')}>
        <LinkButton to={t.path('/trip')} size="lg" className="mt-6">
          <CalendarDays aria-hidden="true" />
          {t('visit.hero.trip')}
        </LinkButton>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4">
        <LinkTabList tabs={tabs} selected={tab} label={t('visit.tabs.label')} prefix={PREFIX} />
        <LinkTabPanel prefix={PREFIX} id="plan" selected={tab === 'plan'} className="mt-8">
          <PlanPanel />
        </LinkTabPanel>
        <LinkTabPanel prefix={PREFIX} id="seasons" selected={tab === 'seasons'} className="mt-8">
          <SeasonsPanel />
        </LinkTabPanel>
        <LinkTabPanel prefix={PREFIX} id="services" selected={tab === 'services'} className="mt-8">
          <ServicesPanel checked={loaderData.checked} />
        </LinkTabPanel>
        <LinkTabPanel prefix={PREFIX} id="packing" selected={tab === 'packing'} className="mt-8">
          <PackingPanel />
        </LinkTabPanel>
      </div>
      <ClosingBanner />
    </>
  )
}

function PanelHeading({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <h2 className="text-3xl font-bold">{title}</h2>
      <p className="text-muted-foreground mt-2 max-w-2xl text-lg">{text}</p>
    </div>
  )
}

/** A card's heading with its icon in a round badge. */
function IconHeading({ Icon, children }: { Icon: IconComponent; children: React.ReactNode }) {
  return (
    <h3 className="flex items-center gap-3 text-xl font-bold">
      <span className="bg-accent text-primary flex size-10 shrink-0 items-center justify-center rounded-full">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      {children}
    </h3>
  )
}

function PlanPanel() {
  const t = useT()
  return (
    <>
      <PanelHeading title={t('visit.tab.plan')} text={t('visit.plan.text')} />
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {PLAN_CARDS.map((card) => {
          const Icon = PLAN_ICONS[card.icon]
          return (
            <li key={card.id}>
              <Card className="h-full">
                <CardContent>
                  <IconHeading Icon={Icon}>{t(key(`visit.plan.${card.id}.title`))}</IconHeading>
                  <p className="text-muted-foreground mt-3">{t(key(`visit.plan.${card.id}.intro`))}</p>
                  <ul className="mt-3 space-y-2">
                    {indexes(card.points).map((point) => (
                      <li key={point} className="flex gap-2">
                        <span
                          className="bg-primary mt-2.5 size-1.5 shrink-0 rounded-full"
                          aria-hidden="true"
                        />
                        <span>{t(key(`visit.plan.${card.id}.points.${point}`))}</span>
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            </li>
          )
        })}
      </ul>
    </>
  )
}

function SeasonsPanel() {
  const t = useT()
  return (
    <>
      <PanelHeading title={t('visit.tab.seasons')} text={t('visit.seasons.text')} />
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {SEASON_GUIDES.map((season) => (
          <li key={season.id}>
            <SeasonCard season={season} />
          </li>
        ))}
      </ul>
    </>
  )
}

function SeasonCard({ season }: { season: SeasonGuide }) {
  const t = useT()
  const words = (part: string) => t(key(`visit.season.${season.id}.${part}`))
  const list = (part: 'highlights' | 'pack' | 'activities') =>
    indexes(season[part]).map((index) => t(key(`visit.season.${season.id}.${part}.${index}`)))
  return (
    <Card className="h-full overflow-hidden">
      <SceneImage image={{ scene: season.scene }} className="aspect-[8/3]" />
      <CardContent>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-2xl font-bold">
            {words('name')}{' '}
            <span className="text-muted-foreground text-lg font-semibold">({words('months')})</span>
          </h3>
          <p className="bg-sky text-foreground inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold">
            <Thermometer className="size-4" aria-hidden="true" />
            {season.temperature}
          </p>
        </div>
        <p className="mt-3">
          <span className="font-semibold">{t('visit.season.weather')}</span>
          {words('weather')}
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <SeasonList title={t('visit.season.highlights')} items={list('highlights')} />
          <SeasonList title={t('visit.season.pack')} items={list('pack')} />
          <SeasonList title={t('visit.season.activities')} items={list('activities')} />
        </div>
      </CardContent>
    </Card>
  )
}

function SeasonList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h4 className="text-sage font-sans text-sm font-bold tracking-wide uppercase">{title}</h4>
      <ul className="mt-2 space-y-1 text-sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )
}

function ServicesPanel({ checked }: { checked: string }) {
  const t = useT()
  return (
    <>
      <PanelHeading title={t('visit.tab.services')} text={t('visit.services.text')} />
      <p className="text-muted-foreground mt-2 text-sm">
        {t('visit.services.checked')} <time dateTime={SERVICES_CHECKED}>{checked}</time>.
      </p>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {SERVICE_CATEGORIES.map((category) => {
          const Icon = SERVICE_ICONS[category.icon]
          return (
            <li key={category.id}>
              <Card className="h-full">
                <CardContent>
                  <IconHeading Icon={Icon}>{t(key(`visit.services.category.${category.id}`))}</IconHeading>
                  <ul className="divide-border mt-3 divide-y">
                    {category.services.map((service) => (
                      <li key={service.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                        <div className="min-w-0">
                          <p className="font-semibold">{t(key(`visit.service.${service.id}.name`))}</p>
                          <p className="text-muted-foreground text-sm">
                            {t(key(`visit.service.${service.id}.info`))}
                          </p>
                          {service.address ? <p className="text-sm">{service.address}</p> : null}
                        </div>
                        {service.phone ? (
                          <PhoneLink
                            phone={service.phone}
                            label={t('visit.services.call', {
                              name: t(key(`visit.service.${service.id}.name`)),
                              phone: service.phone,
                            })}
                            className="[&[href]]:text-secondary inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold underline-offset-4 hover:[&[href]]:underline"
                          >
                            <Phone className="size-4" aria-hidden="true" />
                            {service.phone}
                          </PhoneLink>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            </li>
          )
        })}
      </ul>
    </>
  )
}

function PackingPanel() {
  const t = useT()
  return (
    <>
      <PanelHeading title={t('visit.tab.packing')} text={t('visit.packing.text')} />
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {Object.entries(PACKING_LISTS).map(([list, count]) => (
          <li key={list}>
            <Card className="h-full">
              <CardContent>
                <h3 className="text-xl font-bold">{t(key(`visit.packing.${list}.title`))}</h3>
                <ul className="mt-3 space-y-2">
                  {indexes(count).map((item) => (
                    <li key={item} className="flex gap-2">
                      <span
                        className="border-primary mt-1 size-4 shrink-0 rounded border-2"
                        aria-hidden="true"
                      />
                      <span>{t(key(`visit.packing.${list}.items.${item}`))}</span>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {[
          { box: 'climate', count: PACKING_TIPS.climate, Icon: Sun },
          { box: 'shopping', count: PACKING_TIPS.shopping, Icon: ShoppingBag },
        ].map(({ box, count, Icon }) => (
          <section
            key={box}
            aria-labelledby={`tips-${box}`}
            className="bg-accent rounded-(--radius-card) p-6"
          >
            <h3 id={`tips-${box}`} className="flex items-center gap-2 text-xl font-bold">
              <Icon className="text-primary size-5" aria-hidden="true" />
              {t(key(`visit.tips.${box}.title`))}
            </h3>
            <ul className="mt-3 list-disc space-y-2 pl-5">
              {indexes(count).map((tip) => (
                <li key={tip}>{t(key(`visit.tips.${box}.items.${tip}`))}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}

function ClosingBanner() {
  const t = useT()
  return (
    <section aria-labelledby="visit-cta-title" className="mx-auto mt-16 max-w-6xl px-4">
      <div className="bg-secondary rounded-(--radius-card) p-6 text-center text-white sm:p-10">
        <h2 id="visit-cta-title" className="text-3xl font-bold">
          {t('visit.cta.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-white/95">{t('visit.cta.text')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {VISIT_CTA.map((link, index) => (
            <LinkButton
              key={link.to}
              to={t.path(link.to)}
              size="lg"
              variant={index === 0 ? 'light' : 'outline-light'}
            >
              {t(`visit.cta.${link.key}`)}
            </LinkButton>
          ))}
        </div>
      </div>
    </section>
  )
}
