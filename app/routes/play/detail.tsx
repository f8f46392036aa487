import type { MetaDescriptor } from 'react-router'
import {
  CalendarCheck,
  Clock,
  DollarSign,
  Images,
  MapPin,
  Navigation,
  ShieldCheck,
  Users,
} from '~/components/icons'
import { actionableUrl } from '~/lib/contact-links'
import { DetailHeader } from '~/components/detail-header'
import { PlaceMap } from '~/components/maps/place-map'
import { VALLEY_GEOGRAPHY } from '~/content/valley-map'
import { placeMapOf } from '~/lib/maps/place-map'
import { BulletList, DetailSection } from '~/components/detail-section'
import { DifficultyBadge } from '~/components/difficulty-badge'
import { ExternalLinkButton, LinkButton } from '~/components/link-button'
import { ShareButton } from '~/components/share-button'
import { TagList } from '~/components/tag-list'
import { activityFromSubmission, getActivityPage } from '~/lib/kinds/activity.server'
import { getDb } from '~/lib/db.server'
import { listPhotos } from '~/lib/photos/photos.server'
import { redirectFromFormerAddress } from '~/lib/addresses.server'
import { notFoundUnless } from '~/lib/http.server'
import { mapsSearchUrl } from '~/lib/maps'
import { pageMeta, previewImage } from '~/lib/meta'
import { activityLd } from '~/lib/structured-data'
import { publicUrl } from '~/lib/env.server'
import { previewCorrected, previewOf, submittedListing, submittedPage } from '~/lib/preview.server'
import type { ListingPage } from '~/lib/listing-page.server'
import type { Activity } from '~/lib/listings'
import type { Db } from '~/lib/db.server'
import { sendForm } from '~/lib/send-form'
import { listingPlaceRules } from '~/routes/admin/listing-place.server'
import { shownPage } from '~/lib/preview'
import { SeasonalNotice } from '~/components/seasonal-notice'
import { pageAlerts } from '~/lib/conditions/conditions.server'
import { AlertBanner } from '~/components/conditions/alert-card'
import { CheckedNote } from '~/components/checked-note'
import { pingPath } from '~/lib/stats/stats'
import { ClaimLink } from '~/components/claim-link'
import { OsmCredit } from '~/components/osm-credit'
import { fromOpenStreetMap } from '~/lib/osm/review.server'
import { readAccessibility } from '~/lib/accessibility/facts.server'
import { AccessibilitySection } from '~/components/accessibility-section'
import { a11yJsonPath, accessibilityView } from '~/lib/accessibility/view'
import { localeOfPath, type Locale } from '~/lib/i18n/config'
import { messagesFor } from '~/lib/i18n/catalog.server'
import { wordsFor } from '~/lib/i18n/words.server'
import { activityCategoryText, difficultyText, shownTags } from '~/lib/i18n/choice-text.server'
import { checkedText } from '~/lib/freshness'
import { useT } from '~/lib/i18n/use-t'
import { textLang } from '~/lib/i18n/content-fields'
import type { Route } from './+types/detail'

export async function loader({ request, params }: Route.LoaderArgs) {
  const preview = await previewOf(request)
  const page =
    preview === 'submission'
      ? submittedPage(
          await submittedListing(getDb(), 'activity_submissions', params.id, (row) =>
            activityFromSubmission(row, params.id),
          ),
        )
      : await getActivityPage(
          getDb(),
          params.id,
          preview === 'listing',
          undefined,
          localeOfPath(new URL(request.url).pathname),
        )
  // A former address (the listing's id before an editor changed it) answers 301; a preview does not.
  if (!page && !preview) await redirectFromFormerAddress(getDb(), 'activities', params.id, request)
  notFoundUnless(page)
  return activityPageData(getDb(), page, localeOfPath(new URL(request.url).pathname), !preview)
}

/** The page's data from its listing (read from `db`: a trial publication's, for a preview). */
async function activityPageData(
  db: Db,
  { listing: activity, description, notice, checked, checkedAt, english }: ListingPage<Activity>,
  locale: Locale,
  listed = false,
) {
  const accessibility = await readAccessibility(db, 'activities', activity.id)
  const words = wordsFor(locale)
  return {
    messages: messagesFor(locale, ['listing', 'play']),
    // the difficulty of the form's list in the page's language (another word as written, marked English)
    difficulty: difficultyText(locale, activity.difficulty),
    // its category in the page's language (the catalog's words for a known one), else English, marked
    category: activityCategoryText(locale, activity.category),
    // its tags in the page's language where the catalog knows them
    tags: shownTags(locale, activity.tags, (part) => [
      `submit.activity.options.${part}`,
      `play.type.${part}`,
    ]),
    // schema.org JSON-LD made here, so the page's code carries none of it.
    ld: activityLd(activity, publicUrl(), accessibility.facts, { locale, words }),
    accessibility: accessibilityView('activities', accessibility, words),
    // its facts as A11yJSON: a listed activity's (a preview has no public address)
    a11yJson: listed ? a11yJsonPath('activities', activity.id) : undefined,
    activity,
    // its texts not yet translated into the page's language (lang="en")
    english,
    description,
    photos: await listPhotos(db, 'activities', activity.id),
    notice,
    checked: checkedAt ? checkedText(checkedAt, undefined, words) : checked,
    openStreetMap: await fromOpenStreetMap(db, 'activities', activity.id),
    placeMap: placeMapOf(VALLEY_GEOGRAPHY, activity.name, activity, words),
    // Active alerts that point at it (issue 48): a banner at the top.
    alerts: await pageAlerts(db, 'activities', activity.id, new Date(), locale),
  }
}

// A submission's preview with the correction form's values, as approving would publish them.
export async function action({ request, params }: Route.ActionArgs) {
  const preview = await previewCorrected(
    request,
    { kind: 'activities', id: params.id, place: listingPlaceRules() },
    async (db, id) => {
      const page = await getActivityPage(db, id, true)
      return page && activityPageData(db, page, localeOfPath(new URL(request.url).pathname))
    },
  )
  return { preview }
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

// The link-preview picture (og:image).
export const handle = previewImage(
  (data) => (data as Route.ComponentProps['loaderData'] | undefined)?.activity.image.scene,
)

export const meta = ({ data }: Pick<Route.MetaArgs, 'data'>): MetaDescriptor[] =>
  data ? [...pageMeta(data.activity.name, data.description), ...data.ld] : pageMeta('Activity not found', '')

export default function PlayDetailRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const {
    activity,
    english,
    difficulty,
    category,
    tags,
    photos,
    placeMap,
    notice,
    checked,
    openStreetMap,
    alerts,
    accessibility,
    a11yJson,
  } = shownPage(loaderData, actionData)
  // A booking link only when the business gave one (activities have no reservation button otherwise).
  const booking = actionableUrl(activity.bookingUrl ?? '')
  const facts = [
    { label: t('listing.location'), value: activity.location, Icon: MapPin },
    { label: t('play.detail.duration'), value: activity.duration, Icon: Clock },
    { label: t('play.detail.price'), value: activity.price, Icon: DollarSign },
    { label: t('play.detail.ages'), value: activity.ageGroup, Icon: Users },
  ].filter((fact) => fact.value.trim() !== '')
  return (
    <article className="mx-auto max-w-4xl px-4 py-6">
      <DetailHeader
        back={{ to: '/play', label: t('play.detail.back') }}
        listing={activity}
        kind="activity"
        eyebrow={category.text}
        eyebrowLang={category.lang}
        badge={
          <DifficultyBadge difficulty={activity.difficulty} label={difficulty.text} lang={difficulty.lang} />
        }
        subtitle={`${category.text} · ${difficulty.text}`}
        photo={photos[0]}
      />
      <AlertBanner alerts={alerts} />
      <SeasonalNotice text={notice} />
      <CheckedNote checked={checked} />
      <ClaimLink type="activities" id={activity.id} />
      <OsmCredit shown={openStreetMap} />
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

      <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-wrap gap-3">
          {booking ? (
            <ExternalLinkButton
              href={booking}
              ping={pingPath('activities', activity.id, 'booking')}
              size="lg"
            >
              <CalendarCheck aria-hidden="true" />
              {t('play.detail.book')}
              <span className="sr-only"> {t('listing.newTab')}</span>
            </ExternalLinkButton>
          ) : null}
          <ExternalLinkButton
            href={mapsSearchUrl(activity.location)}
            ping={pingPath('activities', activity.id, 'directions')}
            size="lg"
          >
            <Navigation aria-hidden="true" />
            {t('listing.getDirections')}
            <span className="sr-only"> {t('listing.newTab')}</span>
          </ExternalLinkButton>
          <ShareButton
            label={t('play.detail.share')}
            title={activity.name}
            text={activity.description}
            copiedMessage={t('play.detail.copied')}
            confirm="alert"
          />
          <LinkButton to={t.path(`/play/${activity.id}/photos`)} variant="outline">
            <Images aria-hidden="true" />
            {t('play.detail.viewPhotos')}
          </LinkButton>
          {/* Choose the day on /trip: a link (a whole page, so offline the saved trip answers), no trip code here. */}
          <LinkButton to={t.path(`/trip?add=activity:${activity.id}`)} variant="outline" reloadDocument>
            {t('listing.addToTrip')}
          </LinkButton>
        </div>
        {placeMap ? <PlaceMap map={placeMap} className="shrink-0 sm:w-72" /> : null}
      </div>

      <DetailSection title={t('listing.about')}>
        <p className="text-lg leading-relaxed" lang={textLang(english, 'fullDescription')}>
          {activity.fullDescription}
        </p>
        <TagList tags={tags.tags} english={tags.englishTags} label={t('play.detail.tags')} className="mt-4" />
      </DetailSection>
      <div className="grid gap-x-10 md:grid-cols-2">
        {/* A section the listing has nothing for is left out (an editor may leave it empty). */}
        {activity.highlights.length > 0 ? (
          <DetailSection title={t('play.detail.highlights')}>
            <BulletList items={activity.highlights} label={t('play.detail.highlights')} />
          </DetailSection>
        ) : null}
        {activity.requirements.length > 0 ? (
          <DetailSection title={t('play.detail.bring')}>
            <BulletList items={activity.requirements} label={t('play.detail.bring')} />
          </DetailSection>
        ) : null}
      </div>

      <AccessibilitySection view={accessibility} jsonPath={a11yJson} />

      <section
        aria-labelledby="safety-title"
        className="mt-10 rounded-(--radius-card) border-l-4 border-amber-600 bg-amber-50 p-5"
      >
        <h2 id="safety-title" className="flex items-center gap-2 text-2xl font-bold">
          <ShieldCheck aria-hidden="true" className="size-6 text-amber-800" />
          {t('play.detail.safety')}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5">
          {activity.safety.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>

      <DetailSection title={t('play.detail.plan')}>
        <dl className="border-border bg-card grid gap-4 rounded-(--radius-card) border p-5 sm:grid-cols-3">
          {[
            [t('play.detail.bestTime'), activity.bestTime],
            [t('play.detail.duration'), activity.duration],
            [t('play.detail.cost'), activity.price],
          ]
            .filter(([, value]) => value!.trim() !== '')
            .map(([label, value]) => (
              <div key={label}>
                <dt className="font-semibold">{label}</dt>
                <dd className="text-muted-foreground mt-1">{value}</dd>
              </div>
            ))}
        </dl>
      </DetailSection>
    </article>
  )
}
