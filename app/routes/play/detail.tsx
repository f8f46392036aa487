import { ArrowLeft, Clock, DollarSign, Images, MapPin, Navigation, ShieldCheck, Users } from 'lucide-react'
import { Link } from 'react-router'
import { BulletList, DetailSection } from '~/components/detail-section'
import { DifficultyBadge } from '~/components/difficulty-badge'
import { FavoriteButton } from '~/components/favorite-button'
import { ExternalLinkButton, LinkButton } from '~/components/link-button'
import { SceneImage } from '~/components/scene-image'
import { ShareButton } from '~/components/share-button'
import { TagList } from '~/components/tag-list'
import { getActivity } from '~/lib/kinds/activity.server'
import { getDb } from '~/lib/db.server'
import { notFoundUnless } from '~/lib/http.server'
import { mapsSearchUrl } from '~/lib/maps'
import { pageMeta } from '~/lib/meta'
import type { Route } from './+types/detail'

export async function loader({ params }: Route.LoaderArgs) {
  const activity = await getActivity(getDb(), params.id)
  notFoundUnless(activity)
  return { activity }
}

export const meta = ({ data }: Route.MetaArgs) =>
  data ? pageMeta(data.activity.name, data.activity.description) : pageMeta('Activity not found', '')

export default function PlayDetailRoute({ loaderData: { activity } }: Route.ComponentProps) {
  const facts = [
    { label: 'Location', value: activity.location, Icon: MapPin },
    { label: 'Duration', value: activity.duration, Icon: Clock },
    { label: 'Price', value: activity.price, Icon: DollarSign },
    { label: 'Ages', value: activity.ageGroup, Icon: Users },
  ]
  return (
    <article className="mx-auto max-w-4xl px-4 py-6">
      <Link
        to="/play"
        className="text-secondary inline-flex min-h-11 items-center gap-2 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Activities
      </Link>
      <SceneImage image={activity.image} eager className="mt-2 rounded-(--radius-card)" />

      <header className="mt-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sage font-semibold">{activity.category}</p>
            <DifficultyBadge difficulty={activity.difficulty} />
          </div>
          <h1 className="mt-2 text-4xl font-bold sm:text-5xl">{activity.name}</h1>
        </div>
        <FavoriteButton
          item={{
            kind: 'activity',
            id: activity.id,
            name: activity.name,
            href: `/play/${activity.id}`,
            subtitle: `${activity.category} · ${activity.difficulty}`,
            scene: activity.image.scene,
          }}
        />
      </header>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {facts.map(({ label, value, Icon }) => (
          <div key={label} className="flex items-start gap-2">
            <dt>
              <Icon aria-hidden="true" className="text-primary mt-0.5 size-5" />
              <span className="sr-only">{label}</span>
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-6 flex flex-wrap gap-3">
        <ExternalLinkButton href={mapsSearchUrl(activity.location)} size="lg">
          <Navigation aria-hidden="true" />
          Get Directions<span className="sr-only"> (opens in a new tab)</span>
        </ExternalLinkButton>
        <ShareButton
          label="Share Activity"
          title={activity.name}
          text={activity.description}
          copiedMessage="Activity link copied to clipboard!"
        />
        <LinkButton to={`/play/${activity.id}/photos`} variant="outline">
          <Images aria-hidden="true" />
          View Photos
        </LinkButton>
      </div>

      <DetailSection title="About">
        <p className="text-lg leading-relaxed">{activity.fullDescription}</p>
        <TagList tags={activity.tags} label="Tags" className="mt-4" />
      </DetailSection>
      <div className="grid gap-x-10 md:grid-cols-2">
        <DetailSection title="Highlights">
          <BulletList items={activity.highlights} label="Highlights" />
        </DetailSection>
        <DetailSection title="What to Bring">
          <BulletList items={activity.requirements} label="What to Bring" />
        </DetailSection>
      </div>

      <section
        aria-labelledby="safety-title"
        className="mt-10 rounded-(--radius-card) border-l-4 border-amber-600 bg-amber-50 p-5"
      >
        <h2 id="safety-title" className="flex items-center gap-2 text-2xl font-bold">
          <ShieldCheck aria-hidden="true" className="size-6 text-amber-800" />
          Safety Guidelines
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5">
          {activity.safety.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>

      <DetailSection title="Plan Your Visit">
        <dl className="border-border bg-card grid gap-4 rounded-(--radius-card) border p-5 sm:grid-cols-3">
          <div>
            <dt className="font-semibold">Best Time</dt>
            <dd className="text-muted-foreground mt-1">{activity.bestTime}</dd>
          </div>
          <div>
            <dt className="font-semibold">Duration</dt>
            <dd className="text-muted-foreground mt-1">{activity.duration}</dd>
          </div>
          <div>
            <dt className="font-semibold">Cost</dt>
            <dd className="text-muted-foreground mt-1">{activity.price}</dd>
          </div>
        </dl>
      </DetailSection>
    </article>
  )
}
