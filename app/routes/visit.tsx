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
import { formatLongDate } from '~/lib/dates'
import { pageMeta, readsQuery } from '~/lib/meta'

// The query parameters the page reads (the page cache keys it by these alone).
export const handle = readsQuery(['tab'])

export const meta = () =>
  pageMeta(
    'Plan Your Wyoming Visit',
    'Plan a trip to Jackson Hole and Star Valley: seasons, getting here, essential services and packing lists.',
  )

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

export default function VisitRoute() {
  const [searchParams] = useSearchParams()
  const tab = visitTabFrom(searchParams.get('tab'))
  return (
    <>
      <PageHero
        title="Plan Your Wyoming Visit"
        subtitle="When to come, how to get here, what to pack and the services you may need in Jackson Hole and Star Valley."
      >
        <LinkButton to="/trip" size="lg" className="mt-6">
          <CalendarDays aria-hidden="true" />
          Plan your days
        </LinkButton>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4">
        <LinkTabList tabs={VISIT_TABS} selected={tab} label="Trip planning" prefix={PREFIX} />
        <LinkTabPanel prefix={PREFIX} id="plan" selected={tab === 'plan'} className="mt-8">
          <PlanPanel />
        </LinkTabPanel>
        <LinkTabPanel prefix={PREFIX} id="seasons" selected={tab === 'seasons'} className="mt-8">
          <SeasonsPanel />
        </LinkTabPanel>
        <LinkTabPanel prefix={PREFIX} id="services" selected={tab === 'services'} className="mt-8">
          <ServicesPanel />
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
  return (
    <>
      <PanelHeading
        title="Plan Your Trip"
        text="The essentials for a first visit: when to come, how to get here and how long to stay."
      />
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {PLAN_CARDS.map((card) => {
          const Icon = PLAN_ICONS[card.icon]
          return (
            <li key={card.title}>
              <Card className="h-full">
                <CardContent>
                  <IconHeading Icon={Icon}>{card.title}</IconHeading>
                  <p className="text-muted-foreground mt-3">{card.intro}</p>
                  <ul className="mt-3 space-y-2">
                    {card.points.map((point) => (
                      <li key={point} className="flex gap-2">
                        <span
                          className="bg-primary mt-2.5 size-1.5 shrink-0 rounded-full"
                          aria-hidden="true"
                        />
                        <span>{point}</span>
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
  return (
    <>
      <PanelHeading
        title="Seasonal Guide"
        text="What each season feels like in the valley, what to see, what to pack and what to do."
      />
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {SEASON_GUIDES.map((season) => (
          <li key={season.season}>
            <SeasonCard season={season} />
          </li>
        ))}
      </ul>
    </>
  )
}

function SeasonCard({ season }: { season: SeasonGuide }) {
  return (
    <Card className="h-full overflow-hidden">
      <SceneImage image={{ scene: season.scene, alt: season.alt }} className="aspect-[8/3]" />
      <CardContent>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-2xl font-bold">
            {season.season}{' '}
            <span className="text-muted-foreground text-lg font-semibold">({season.months})</span>
          </h3>
          <p className="bg-sky text-foreground inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold">
            <Thermometer className="size-4" aria-hidden="true" />
            {season.temperature}
          </p>
        </div>
        <p className="mt-3">
          <span className="font-semibold">Weather: </span>
          {season.weather}
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <SeasonList title="Highlights" items={season.highlights} />
          <SeasonList title="What to Pack" items={season.whatToPack} />
          <SeasonList title="Activities" items={season.activities} />
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

function ServicesPanel() {
  return (
    <>
      <PanelHeading
        title="Essential Services"
        text="Numbers worth saving before you go. In an emergency, always call 911."
      />
      <p className="text-muted-foreground mt-2 text-sm">
        Numbers and addresses checked against each service’s public page on{' '}
        <time dateTime={SERVICES_CHECKED}>{formatLongDate(SERVICES_CHECKED)}</time>.
      </p>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {SERVICE_CATEGORIES.map((category) => {
          const Icon = SERVICE_ICONS[category.icon]
          return (
            <li key={category.category}>
              <Card className="h-full">
                <CardContent>
                  <IconHeading Icon={Icon}>{category.category}</IconHeading>
                  <ul className="divide-border mt-3 divide-y">
                    {category.services.map((service) => (
                      <li
                        key={service.name}
                        className="flex flex-wrap items-center justify-between gap-2 py-3"
                      >
                        <div className="min-w-0">
                          <p className="font-semibold">{service.name}</p>
                          <p className="text-muted-foreground text-sm">{service.info}</p>
                          {service.address ? <p className="text-sm">{service.address}</p> : null}
                        </div>
                        {service.phone ? (
                          <PhoneLink
                            phone={service.phone}
                            label={`Call ${service.name}: ${service.phone}`}
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
  return (
    <>
      <PanelHeading
        title="Packing Guide"
        text="Checklists for the trip you are planning, plus what the mountains teach every visitor."
      />
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {Object.entries(PACKING_LISTS).map(([key, list]) => (
          <li key={key}>
            <Card className="h-full">
              <CardContent>
                <h3 className="text-xl font-bold">{list.title}</h3>
                <ul className="mt-3 space-y-2">
                  {list.items.map((item) => (
                    <li key={item} className="flex gap-2">
                      <span
                        className="border-primary mt-1 size-4 shrink-0 rounded border-2"
                        aria-hidden="true"
                      />
                      <span>{item}</span>
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
          { key: 'climate', ...PACKING_TIPS.climate, Icon: Sun },
          { key: 'shopping', ...PACKING_TIPS.shopping, Icon: ShoppingBag },
        ].map(({ key, title, tips, Icon }) => (
          <section
            key={key}
            aria-labelledby={`tips-${key}`}
            className="bg-accent rounded-(--radius-card) p-6"
          >
            <h3 id={`tips-${key}`} className="flex items-center gap-2 text-xl font-bold">
              <Icon className="text-primary size-5" aria-hidden="true" />
              {title}
            </h3>
            <ul className="mt-3 list-disc space-y-2 pl-5">
              {tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}

function ClosingBanner() {
  return (
    <section aria-labelledby="visit-cta-title" className="mx-auto mt-16 max-w-6xl px-4">
      <div className="bg-secondary rounded-(--radius-card) p-6 text-center text-white sm:p-10">
        <h2 id="visit-cta-title" className="text-3xl font-bold">
          Ready to Explore Wyoming?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-white/95">
          Find things to do, a place to stay, or ask our local team anything about your trip.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {VISIT_CTA.map((link, index) => (
            <LinkButton
              key={link.to}
              to={link.to}
              size="lg"
              variant={index === 0 ? 'light' : 'outline-light'}
            >
              {link.label}
            </LinkButton>
          ))}
        </div>
      </div>
    </section>
  )
}
