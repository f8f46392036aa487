import { englishOf, localizePage, localizeRow, localizeRows } from '../translations.server'
import type { EnglishFields } from '../i18n/content-fields'
import { DEFAULT_LOCALE, type Locale } from '../i18n/config'
import { accessibleIds } from '../accessibility/facts.server'
import type { AccessFilter } from '../accessibility/filters'
import { accessibilityExtras, accessibilityFields, refineAccessibility } from '../accessibility/facts.server'
import type { Expression, ExpressionBuilder, Insertable, SqlBool } from 'kysely'
import type { ActivitiesTable, ActivityRow, ActivitySubmissionRow, Database } from '../../../db/schema'
import type { Db } from '../db.server'
import { todayInTimeZone } from '../dates'
import { pickInSeason } from './activity-season'
import { checkedColumns } from '../freshness.server'
import { type ListingPage, listingPage } from '../listing-page.server'
import { ACTIVITY_TYPES as ACTIVITY_CATEGORIES } from './activity'
import {
  type Activity,
  type Difficulty,
  DIFFICULTIES,
  type Photo,
  PRICE_RANGES,
  type PriceRange,
  type Season,
  type Scene,
  SEASONS,
} from '../listings'
import { lines, PUBLISHED_SORT, sceneImage, townOf } from '../publication'
import { cardOf, coordinateColumns, coordinatesOf, imageColumns, imageOf, jsonList } from '../rows.server'
import { insertSubmission, type SubmissionContext } from '../submission-store.server'
import { ACTIVITY_FIELDS } from './activity'
import type { ActivitySubmission } from './activity.schema'
import { type ReviewedKind, uniqueId } from './kind.server'
import { reindexListing } from '../search/index.server'
import type { Paged } from '../pagination'
import { mapPage, selectPage } from '../pagination.server'
import type { ListingEditorSpec } from './editor.server'
import { META_DESCRIPTION_FIELD, NOTICE_FIELDS, PIN_FIELDS } from './editor'

/**
 * Activities, the server half: the listing row and its one mapping to and from an Activity (the
 * loaders read it, the seed and publication write it), the /play queries, and the submissions:
 * storing one, how the back office lists it, and how an approved one is published.
 */

function toActivity(row: ActivityRow): Activity {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    description: row.description,
    fullDescription: row.full_description,
    location: row.location,
    town: row.town,
    coordinates: coordinatesOf(row),
    duration: row.duration,
    difficulty: row.difficulty as Difficulty,
    ageGroup: row.age_group,
    price: row.price,
    priceRange: row.price_range as PriceRange,
    season: row.season as Season,
    tags: jsonList(row.tags),
    highlights: jsonList(row.highlights),
    requirements: jsonList(row.requirements),
    safety: jsonList(row.safety),
    bestTime: row.best_time,
    contact: { phone: row.phone, website: row.website },
    // Only when a business gave one (the listing reads back as it was written).
    ...(row.booking_url ? { bookingUrl: row.booking_url } : {}),
    featured: Number(row.featured) === 1,
    image: imageOf(row),
    // Each photo is one of the scenes: its alt is the scene's (the stored words could drift from it).
    photos: jsonList<Photo>(row.photos).map((photo) => ({ ...photo, alt: sceneImage(photo.scene).alt })),
  }
}

export interface ActivityFilter {
  category?: string
  difficulty?: Difficulty
  /** Exactly this season. */
  season?: Season
  /** Open in this season: its own season or Year-Round (what a visitor choosing "Summer" means). */
  availableIn?: Season
  priceRange?: PriceRange
  featured?: boolean
  /** accessibility facts that must each be a known yes (unknowns never match) */
  access?: readonly AccessFilter[]
}

export async function listActivities(db: Db, filter: ActivityFilter = {}): Promise<Activity[]> {
  return (await activitiesQuery(db, filter).execute()).map(toActivity)
}

/** What a featured card (on / and /play) shows of an activity. */
const ACTIVITY_CARD_FIELDS = [
  'id',
  'name',
  'category',
  'difficulty',
  'duration',
  'ageGroup',
  'description',
  'image',
] as const
export type ActivityCard = Pick<Activity, (typeof ACTIVITY_CARD_FIELDS)[number]>

/** The featured activities, as cards, in their published order. */
export async function listFeaturedActivityCards(
  db: Db,
  locale: Locale = DEFAULT_LOCALE,
): Promise<(ActivityCard & { english?: EnglishFields })[]> {
  const rows = await localizeRows(
    db,
    'activities',
    await activitiesQuery(db, { featured: true }).execute(),
    locale,
  )
  return rows.map(({ row, english }) => ({
    ...cardOf(toActivity(row), ACTIVITY_CARD_FIELDS),
    ...englishOf(english),
  }))
}

/**
 * Home's "This Season" favorites: the featured activities that run on `now`'s day (by season and
 * opening hours), topped up with other activities that run then; never one out of season.
 */
export async function listSeasonalActivityCards(db: Db, now: Date, count = 3): Promise<ActivityCard[]> {
  const rows = await activitiesQuery(db, {}).execute()
  return pickInSeason(rows, todayInTimeZone(undefined, now), count).map((row) =>
    cardOf(toActivity(row), ACTIVITY_CARD_FIELDS),
  )
}

/** One page of activities (PAGE_SIZE cards). */
export async function pageActivities(
  db: Db,
  filter: ActivityFilter,
  page: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Paged<Activity & { english?: EnglishFields }>> {
  const rows = await localizePage(
    db,
    'activities',
    await selectPage(activitiesQuery(db, filter), page),
    locale,
  )
  return mapPage(rows, ({ row, english }) => ({ ...toActivity(row), ...englishOf(english) }))
}

function activitiesQuery(db: Db, filter: ActivityFilter) {
  return db
    .selectFrom('activities')
    .selectAll()
    .where(matchingActivities(filter))
    .orderBy('sort_order')
    .orderBy('name')
}

/** The WHERE condition of a filter (no filter: every activity); the lists and the map share it. */
export function matchingActivities(filter: ActivityFilter) {
  return (eb: ExpressionBuilder<Database, 'activities'>) => {
    // Hidden listings stay out of every public list and map.
    const conditions: Expression<SqlBool>[] = [eb('hidden', '=', 0)]
    if (filter.category) conditions.push(eb('category', '=', filter.category))
    if (filter.difficulty) conditions.push(eb('difficulty', '=', filter.difficulty))
    if (filter.season) conditions.push(eb('season', '=', filter.season))
    if (filter.availableIn) {
      const seasons =
        filter.availableIn === 'Year-Round' ? ['Year-Round'] : [filter.availableIn, 'Year-Round']
      conditions.push(eb('season', 'in', seasons))
    }
    if (filter.priceRange) conditions.push(eb('price_range', '=', filter.priceRange))
    if (filter.featured !== undefined) conditions.push(eb('featured', '=', filter.featured ? 1 : 0))
    if (filter.access?.length) conditions.push(eb('id', 'in', accessibleIds(eb, 'activities', filter.access)))
    return eb.and(conditions)
  }
}

/** A listed activity by id; `preview` (an editor's preview, app/lib/preview.server.ts): whatever its state. */
export async function getActivity(db: Db, id: string, preview = false): Promise<Activity | undefined> {
  return (await getActivityPage(db, id, preview))?.listing
}

/** A listed activity with what its public page shows beyond it (one row read); `today` for tests. */
export async function getActivityPage(
  db: Db,
  id: string,
  preview = false,
  today?: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ListingPage<Activity> | undefined> {
  const found = await db
    .selectFrom('activities')
    .selectAll()
    .where('id', '=', id)
    .$if(!preview, (q) => q.where('hidden', '=', 0))
    .executeTakeFirst()
  if (!found) return undefined
  // Its texts in the page's language, English where not translated (decision 057).
  const { row, english } = await localizeRow(db, 'activities', found, locale)
  return listingPage(toActivity(row), row, row.description, today, english)
}

/** An activity as its row (the seed and publication both write it through here). */
export function activityRow(a: Activity, sortOrder: number, createdAt: string): Insertable<ActivitiesTable> {
  return {
    id: a.id,
    name: a.name,
    category: a.category,
    description: a.description,
    full_description: a.fullDescription,
    location: a.location,
    town: a.town ?? null,
    ...coordinateColumns(a.coordinates),
    duration: a.duration,
    difficulty: a.difficulty,
    age_group: a.ageGroup,
    price: a.price,
    price_range: a.priceRange,
    season: a.season,
    tags: JSON.stringify(a.tags),
    highlights: JSON.stringify(a.highlights),
    requirements: JSON.stringify(a.requirements),
    safety: JSON.stringify(a.safety),
    best_time: a.bestTime,
    phone: a.contact.phone,
    website: a.contact.website,
    featured: a.featured ? 1 : 0,
    ...imageColumns(a.image),
    photos: JSON.stringify(a.photos),
    sort_order: sortOrder,
    created_at: createdAt,
    // Its facts are as checked as the moment it was made (decision 046).
    ...checkedColumns(createdAt),
  }
}

// ---------------------------------------------------------------------------------------------
// Submissions

export function createActivitySubmission(db: Db, input: ActivitySubmission, ctx: SubmissionContext) {
  return insertSubmission(db, ACTIVITY_KIND, input, ctx)
}

const ACTIVITY_SCENES: Record<string, Scene> = {
  Hiking: 'hiking',
  'Wildlife Viewing': 'bison',
  Fishing: 'fishing',
  Camping: 'campfire',
  Skiing: 'skiing',
  Snowboarding: 'skiing',
  'Rock Climbing': 'tetons',
  'Horseback Riding': 'horseback',
  Photography: 'tetons',
  'Cultural Sites': 'tipi',
  Museums: 'town-square',
  Tours: 'town-square',
  'Water Activities': 'rafting',
}

/** An approved activity submission as the listing it becomes (no highlights or photos yet). */
export function activityFromSubmission(row: ActivitySubmissionRow, id: string): Activity {
  return {
    id,
    name: row.name,
    category: row.type,
    description: row.description,
    fullDescription: row.description,
    location: row.location,
    town: townOf(row.location),
    // The form asks for no pin: an editor sets one.
    coordinates: null,
    duration: row.duration,
    difficulty: (row.difficulty === 'Difficult' ? 'Hard' : row.difficulty) as Difficulty,
    ageGroup: row.age_recommendation?.trim() || 'All Ages',
    price: row.price_range,
    priceRange: row.price_range as PriceRange,
    season: (row.season || 'Year-Round') as Season,
    tags: jsonList(row.tags),
    highlights: [],
    requirements: lines(row.requirements),
    safety: lines(row.safety),
    bestTime: row.season || 'Year-Round',
    contact: { phone: row.contact_phone ?? '', website: row.website ?? '' },
    featured: false,
    image: sceneImage(ACTIVITY_SCENES[row.type] ?? 'tetons'),
    photos: [],
  }
}

export const ACTIVITY_KIND: ReviewedKind<ActivitySubmissionRow> = {
  kind: 'activities',
  table: 'activity_submissions',
  imageType: 'activity',
  fields: ACTIVITY_FIELDS,
  summary: { title: 'name', name: 'contact_name', email: 'contact_email' },
  async publish(trx, row, now) {
    const id = await uniqueId(trx, 'activities', row.name)
    await trx
      .insertInto('activities')
      .values(activityRow(activityFromSubmission(row, id), PUBLISHED_SORT, now))
      .execute()
    // Searchable from the same commit as the listing.
    await reindexListing(trx, 'activities', id)
    return `/play/${id}`
  },
}

// ---------------------------------------------------------------------------------------------
// The back office's listing editor (app/lib/listing-admin.server.ts)

export const ACTIVITY_EDITOR: ListingEditorSpec = {
  type: 'activities',
  table: 'activities',
  titleColumn: 'name',
  publicPath: (id) => `/play/${id}`,
  fields: [
    { name: 'name', label: 'Name', input: 'text', required: true, max: 100 },
    { name: 'category', label: 'Category', input: 'select', required: true, options: ACTIVITY_CATEGORIES },
    { name: 'description', label: 'Short description', input: 'textarea', required: true, max: 1000 },
    { name: 'full_description', label: 'Full description', input: 'textarea', max: 5000 },
    { name: 'location', label: 'Location', input: 'text', required: true, max: 200 },
    { name: 'town', label: 'Town', input: 'town', description: 'The town it is in or nearest to.' },
    ...PIN_FIELDS,
    { name: 'duration', label: 'Duration', input: 'text', max: 100 },
    { name: 'difficulty', label: 'Difficulty', input: 'select', required: true, options: DIFFICULTIES },
    { name: 'age_group', label: 'Ages', input: 'text', max: 100 },
    { name: 'price', label: 'Price', input: 'text', max: 200 },
    { name: 'price_range', label: 'Price range', input: 'select', required: true, options: PRICE_RANGES },
    { name: 'season', label: 'Season', input: 'select', required: true, options: SEASONS },
    { name: 'best_time', label: 'Best time', input: 'text', max: 200 },
    {
      name: 'opening_hours',
      label: 'Opening hours (for the trip planner)',
      input: 'opening_hours',
      description:
        'OpenStreetMap syntax, e.g. "Mo-Su 11:00-21:00" or "May 15-Oct 15 Mo-Su 08:00-18:00; Oct 16-May 14 off". Empty: hours unknown.',
    },
    { name: 'tags', label: 'Tags (one per line)', input: 'lines', max: 2000 },
    { name: 'highlights', label: 'Highlights (one per line)', input: 'lines', max: 3000 },
    { name: 'requirements', label: 'Requirements (one per line)', input: 'lines', max: 3000 },
    { name: 'safety', label: 'Safety (one per line)', input: 'lines', max: 3000 },
    { name: 'phone', label: 'Phone', input: 'tel' },
    { name: 'website', label: 'Website', input: 'url' },
    {
      name: 'booking_url',
      label: 'Booking link',
      input: 'url',
      description: 'The page where visitors book or reserve, when it is not the website. Empty: the website.',
    },
    { name: 'featured', label: 'Featured on the home page', input: 'checkbox' },
    ...accessibilityFields('activities'),
    ...NOTICE_FIELDS,
    META_DESCRIPTION_FIELD,
  ],
  defaults: () => ({ ...imageColumns(sceneImage('tetons')), photos: '[]', sort_order: PUBLISHED_SORT }),
  refine: refineAccessibility,
  ...accessibilityExtras('activities'),
}
