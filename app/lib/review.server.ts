import type { Transaction } from 'kysely'
import type {
  ActivitySubmissionRow,
  Database,
  EventSubmissionRow,
  RestaurantSubmissionRow,
  StorySubmissionRow,
} from '../../db/schema'
import { notifyContentChanged, writeContentVersion } from './content-version.server'
import type { Db } from './db.server'
import type { Scene } from './listings'
import { jsonList } from './rows.server'
import {
  KIND_LABELS,
  REVIEW_KINDS,
  type ReviewKind,
  STATUS_FILTERS,
  type StatusFilter,
} from '../components/admin/review-kinds'

/**
 * The back office's review of community submissions (DESIGN section 4): lists with a status filter
 * and pages, one submission in full, and the approve / reject decision. Approving publishes the
 * submission as a listing in the same transaction as the status change, and the change only
 * happens while the row is still pending, so two editors deciding at once cannot both win.
 */

export { KIND_LABELS, REVIEW_KINDS, STATUS_FILTERS }
export type { ReviewKind, StatusFilter }
export type Decision = 'approved' | 'rejected'

export const PAGE_SIZE = 25

const TABLES = {
  restaurants: 'restaurant_submissions',
  events: 'event_submissions',
  activities: 'activity_submissions',
  stories: 'story_submissions',
} as const satisfies Record<ReviewKind, keyof Database>

/** The submission_images.submission_type of each kind (as issue 6 stores them). */
export const IMAGE_TYPES = {
  restaurants: 'restaurant',
  events: 'event',
  activities: 'activity',
  stories: 'story',
} as const satisfies Record<ReviewKind, string>

export function parseKind(value: string | undefined): ReviewKind | undefined {
  return REVIEW_KINDS.includes(value as ReviewKind) ? (value as ReviewKind) : undefined
}

export function parseStatusFilter(value: string | null): StatusFilter {
  return STATUS_FILTERS.includes(value as StatusFilter) ? (value as StatusFilter) : 'all'
}

export function parsePage(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1
}

const count = (row: { n: string | number | bigint } | undefined) => Number(row?.n ?? 0)

// ---------------------------------------------------------------------------------------------
// Counts (dashboard)

export interface DashboardCounts {
  pending: Record<ReviewKind, number>
  unreadMessages: number
  unreadHostApplications: number
}

export async function countPendingSubmissions(db: Db): Promise<DashboardCounts> {
  const pendingOf = async (table: CountedTable) =>
    count(
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('status', '=', 'pending')
        .executeTakeFirst(),
    )
  const [restaurants, events, activities, stories, unreadMessages, unreadHostApplications] =
    await Promise.all([
      pendingOf('restaurant_submissions'),
      pendingOf('event_submissions'),
      pendingOf('activity_submissions'),
      pendingOf('story_submissions'),
      pendingOf('contact_messages'),
      pendingOf('host_applications'),
    ])
  return { pending: { restaurants, events, activities, stories }, unreadMessages, unreadHostApplications }
}

type CountedTable = (typeof TABLES)[ReviewKind] | 'contact_messages' | 'host_applications'

// ---------------------------------------------------------------------------------------------
// Lists

export interface SubmissionSummary {
  id: string
  title: string
  submitter: string
  status: string
  createdAt: string
}

export interface SubmissionPage {
  items: SubmissionSummary[]
  total: number
  page: number
  pageCount: number
}

/** Title and submitter columns of each kind. */
const SUMMARY_COLUMNS = {
  restaurants: { title: 'name', name: 'name', email: 'email' },
  events: { title: 'title', name: 'organizer_name', email: 'organizer_email' },
  activities: { title: 'name', name: 'contact_name', email: 'contact_email' },
  stories: { title: 'title', name: 'author_name', email: 'author_email' },
} as const

/** One page of a kind's submissions: pending first, then newest first. */
export async function listSubmissions(
  db: Db,
  kind: ReviewKind,
  { status = 'all', page = 1 }: { status?: StatusFilter; page?: number } = {},
): Promise<SubmissionPage> {
  const table = TABLES[kind]
  const columns = SUMMARY_COLUMNS[kind]
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one query over four similar tables
  let base = (db as any).selectFrom(table)
  if (status !== 'all') base = base.where('status', '=', status)
  const total = count(
    await base.select((eb: { fn: Db['fn'] }) => eb.fn.countAll().as('n')).executeTakeFirst(),
  )
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const current = Math.min(page, pageCount)
  const rows: Record<string, string | null>[] = await base
    .select([
      'id',
      'status',
      'created_at',
      `${columns.title} as title`,
      `${columns.email} as email`,
      ...(columns.name === columns.title ? [] : [`${columns.name} as submitter_name`]),
    ])
    .orderBy((eb: { case: Db['case'] }) => eb.case().when('status', '=', 'pending').then(0).else(1).end())
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(PAGE_SIZE)
    .offset((current - 1) * PAGE_SIZE)
    .execute()
  return {
    items: rows.map((row) => ({
      id: row.id!,
      title: row.title ?? '',
      submitter: [row.submitter_name, row.email].filter(Boolean).join(' · ') || 'Anonymous visitor',
      status: row.status!,
      createdAt: row.created_at!,
    })),
    total,
    page: current,
    pageCount,
  }
}

// ---------------------------------------------------------------------------------------------
// One submission in full

export interface SubmissionField {
  label: string
  value: string
}

export interface SubmissionDetail {
  kind: ReviewKind
  id: string
  title: string
  status: string
  fields: SubmissionField[]
  images: { id: string; mime: string; size: number }[]
  submittedBy: string | null
  createdAt: string
  reviewedAt: string | null
  reviewedBy: string | null
  reviewNote: string | null
  /** where the published listing lives, once approved */
  publishedAt: string | null
}

const list = (value: string) => jsonList(value).join(', ')
const yesNo = (value: number) => (Number(value) === 1 ? 'Yes' : 'No')

function restaurantFields(row: RestaurantSubmissionRow): SubmissionField[] {
  return [
    { label: 'Name', value: row.name },
    { label: 'Type', value: row.type },
    { label: 'Description', value: row.description },
    { label: 'Address', value: row.address },
    { label: 'Phone', value: row.phone ?? '' },
    { label: 'Email', value: row.email ?? '' },
    { label: 'Website', value: row.website ?? '' },
    { label: 'Price range', value: row.price_range },
    { label: 'Tags', value: list(row.tags) },
    { label: 'Amenities', value: list(row.amenities) },
  ]
}

function eventFields(row: EventSubmissionRow): SubmissionField[] {
  return [
    { label: 'Title', value: row.title },
    { label: 'Description', value: row.description },
    { label: 'Category', value: row.category },
    { label: 'Date', value: row.date },
    { label: 'Start time', value: row.start_time },
    { label: 'End time', value: row.end_time ?? '' },
    { label: 'Recurring', value: yesNo(row.recurring) },
    { label: 'Venue', value: row.location },
    { label: 'Address', value: row.address ?? '' },
    { label: 'Organizer', value: row.organizer_name },
    { label: 'Organizer email', value: row.organizer_email },
    { label: 'Organizer phone', value: row.organizer_phone ?? '' },
    { label: 'Website', value: row.website ?? '' },
    { label: 'Ticket price', value: row.ticket_price ?? '' },
    { label: 'Capacity', value: row.capacity == null ? '' : String(row.capacity) },
    { label: 'Tags', value: list(row.tags) },
  ]
}

function activityFields(row: ActivitySubmissionRow): SubmissionField[] {
  return [
    { label: 'Name', value: row.name },
    { label: 'Type', value: row.type },
    { label: 'Description', value: row.description },
    { label: 'Location', value: row.location },
    { label: 'Duration', value: row.duration },
    { label: 'Difficulty', value: row.difficulty },
    { label: 'Price range', value: row.price_range },
    { label: 'Season', value: row.season ?? '' },
    { label: 'Age recommendation', value: row.age_recommendation ?? '' },
    { label: 'Requirements', value: row.requirements ?? '' },
    { label: 'Safety', value: row.safety ?? '' },
    { label: 'Tags', value: list(row.tags) },
    { label: 'Amenities', value: list(row.amenities) },
    { label: 'Contact name', value: row.contact_name },
    { label: 'Contact email', value: row.contact_email },
    { label: 'Contact phone', value: row.contact_phone ?? '' },
    { label: 'Website', value: row.website ?? '' },
  ]
}

function storyFields(row: StorySubmissionRow): SubmissionField[] {
  return [
    { label: 'Title', value: row.title },
    { label: 'Category', value: row.category },
    { label: 'Excerpt', value: row.excerpt },
    { label: 'Story', value: row.content },
    { label: 'Location', value: row.location ?? '' },
    { label: 'Author', value: row.author_name },
    { label: 'Author email', value: row.author_email },
    { label: 'Author bio', value: row.author_bio ?? '' },
    { label: 'Tags', value: list(row.tags) },
    { label: 'Publish date', value: row.publish_date ?? '' },
    { label: 'Publish immediately', value: yesNo(row.publish_immediately) },
    { label: 'Featured', value: yesNo(row.featured) },
    { label: 'Allow comments', value: yesNo(row.allow_comments) },
    { label: 'Featured image URL', value: row.featured_image ?? '' },
  ]
}

async function userEmail(db: Db | Transaction<Database>, id: string | null): Promise<string | null> {
  if (!id) return null
  const row = await db.selectFrom('user').select('email').where('id', '=', id).executeTakeFirst()
  return row?.email ?? id
}

export async function getSubmission(
  db: Db,
  kind: ReviewKind,
  id: string,
): Promise<SubmissionDetail | undefined> {
  let fields: SubmissionField[]
  let title: string
  let row:
    RestaurantSubmissionRow | EventSubmissionRow | ActivitySubmissionRow | StorySubmissionRow | undefined
  switch (kind) {
    case 'restaurants': {
      const r = await db
        .selectFrom('restaurant_submissions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst()
      row = r
      fields = r ? restaurantFields(r) : []
      title = r?.name ?? ''
      break
    }
    case 'events': {
      const r = await db.selectFrom('event_submissions').selectAll().where('id', '=', id).executeTakeFirst()
      row = r
      fields = r ? eventFields(r) : []
      title = r?.title ?? ''
      break
    }
    case 'activities': {
      const r = await db
        .selectFrom('activity_submissions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst()
      row = r
      fields = r ? activityFields(r) : []
      title = r?.name ?? ''
      break
    }
    case 'stories': {
      const r = await db.selectFrom('story_submissions').selectAll().where('id', '=', id).executeTakeFirst()
      row = r
      fields = r ? storyFields(r) : []
      title = r?.title ?? ''
      break
    }
  }
  if (!row) return undefined
  const images = await db
    .selectFrom('submission_images')
    .select(['id', 'mime', 'size'])
    .where('submission_type', '=', IMAGE_TYPES[kind])
    .where('submission_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  const published = await db
    .selectFrom('published_submissions')
    .select('path')
    .where('submission_id', '=', id)
    .executeTakeFirst()
  return {
    kind,
    id: row.id,
    title,
    status: row.status,
    fields,
    images: images.map((image) => ({ id: image.id, mime: image.mime, size: Number(image.size) })),
    submittedBy: await userEmail(db, row.submitted_by),
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
    reviewedBy: await userEmail(db, row.reviewed_by),
    reviewNote: row.review_note,
    publishedAt: published?.path ?? null,
  }
}

/** An uploaded photo's stored file and type (served only to editors and admins). */
export async function getSubmissionImage(db: Db, id: string) {
  return db
    .selectFrom('submission_images')
    .select(['file_name', 'mime', 'size'])
    .where('id', '=', id)
    .executeTakeFirst()
}

// ---------------------------------------------------------------------------------------------
// Approve / reject

export type DecisionResult =
  | { ok: true; status: Decision; path: string | null }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'already-decided'; status: string; reviewedBy: string | null }

/** 'This submission was already approved by ed@example.com.' */
export function alreadyDecidedMessage(status: string, reviewedBy: string | null): string {
  return `This submission was already ${status}${reviewedBy ? ` by ${reviewedBy}` : ''}.`
}

/**
 * Records an editor's decision: the status changes only while the row is still pending (so the
 * second of two simultaneous decisions changes nothing and is told who decided first), with who,
 * when and the note; approving also publishes the listing, in the same transaction.
 */
export async function decideSubmission(
  db: Db,
  kind: ReviewKind,
  id: string,
  decision: Decision,
  { reviewerId, note }: { reviewerId: string; note?: string | null },
): Promise<DecisionResult> {
  const table = TABLES[kind]
  const result = await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString()
    const result = await trx
      .updateTable(table)
      .set({ status: decision, reviewed_by: reviewerId, reviewed_at: now, review_note: note?.trim() || null })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) {
      const current = await trx
        .selectFrom(table)
        .select(['status', 'reviewed_by'])
        .where('id', '=', id)
        .executeTakeFirst()
      if (!current) return { ok: false, reason: 'not-found' } as const
      return {
        ok: false,
        reason: 'already-decided',
        status: current.status,
        reviewedBy: await userEmail(trx, current.reviewed_by),
      } as const
    }
    if (decision === 'rejected') return { ok: true, status: decision, path: null } as const
    const path = await publish(trx, kind, id, now)
    await trx
      .insertInto('published_submissions')
      .values({ submission_id: id, kind, path, created_at: now })
      .execute()
    // Public pages change: every process drops its cached pages (committed with the listing).
    await writeContentVersion(trx)
    return { ok: true, status: decision, path } as const
  })
  if (result.ok && result.path) notifyContentChanged()
  return result
}

// ---------------------------------------------------------------------------------------------
// Publishing: a submission becomes a listing row with sensible defaults for what it lacks

/** A URL slug: lower-case words joined by hyphens (ASCII only), at most 60 characters. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '')
  return slug || 'listing'
}

type ListingTable = 'restaurants' | 'events' | 'activities' | 'articles'

async function uniqueId(trx: Transaction<Database>, table: ListingTable, name: string): Promise<string> {
  const base = slugify(name)
  const taken = new Set(
    (
      await trx
        .selectFrom(table)
        .select('id')
        .where((eb) => eb.or([eb('id', '=', base), eb('id', 'like', `${base}-%`)]))
        .execute()
    ).map((row) => row.id),
  )
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

const SCENE_ALT: Record<Scene, string> = {
  tetons: 'Illustration of the Teton Range above a valley',
  bison: 'Illustration of a bison grazing on the sagebrush flats',
  elk: 'Illustration of a bull elk in a meadow',
  moose: 'Illustration of a moose among the willows',
  bear: 'Illustration of a bear in the forest',
  cowboy: 'Illustration of a cowboy on horseback',
  rodeo: 'Illustration of a rodeo rider',
  river: 'Illustration of a river winding through the valley',
  lodge: 'Illustration of a log lodge',
  cabin: 'Illustration of a mountain cabin',
  ranch: 'Illustration of a ranch with a red barn',
  tipi: 'Illustration of a painted tipi',
  dancers: 'Illustration of dancers in regalia',
  campfire: 'Illustration of a campfire under the pines',
  skiing: 'Illustration of a skier on a snowy slope',
  fishing: 'Illustration of an angler fly fishing',
  rafting: 'Illustration of a raft on whitewater',
  hiking: 'Illustration of a hiker on a mountain trail',
  horseback: 'Illustration of riders on a trail',
  music: 'Illustration of musicians on a small stage',
  dining: 'Illustration of a plated meal on a set table',
  coffee: 'Illustration of a coffee cup and pastries',
  barbecue: 'Illustration of food cooking over a grill',
  wildflowers: 'Illustration of wildflowers in a meadow',
  aspen: 'Illustration of aspen trees in autumn',
  'town-square': 'Illustration of a town square with antler arches',
  sleigh: 'Illustration of a horse-drawn sleigh',
  stars: 'Illustration of a starry night sky over the mountains',
}

function image(scene: Scene) {
  return { image_scene: scene, image_alt: SCENE_ALT[scene] }
}

const RESTAURANT_SCENES: Record<string, Scene> = {
  Cafe: 'coffee',
  'Bar & Grill': 'barbecue',
  American: 'barbecue',
  Western: 'barbecue',
  'Fast Food': 'barbecue',
}

/** The /eat cuisine filters a submitted restaurant belongs to, from its type and tags. */
export function cuisinesFor(type: string, tags: string[]): string[] {
  const cuisines = new Set<string>()
  if (type === 'Western' || type === 'American' || type === 'Bar & Grill') cuisines.add('cowboy')
  if (type === 'Fine Dining') cuisines.add('fine-dining')
  if (tags.includes('Farm-to-Table')) cuisines.add('farm-to-table')
  if (tags.includes('Family Friendly')) cuisines.add('family-friendly')
  return [...cuisines]
}

const TOWNS = [
  'Teton Village',
  'Jackson',
  'Wilson',
  'Moose',
  'Kelly',
  'Alpine',
  'Afton',
  'Thayne',
  'Etna',
  'Freedom',
  'Star Valley Ranch',
  'Smoot',
]

export function townOf(address: string): string {
  return TOWNS.find((town) => new RegExp(`\\b${town}\\b`, 'i').test(address)) ?? 'Jackson Hole'
}

/** '18:30' → '6:30 PM' */
export function displayTime(time: string): string {
  const [h, m] = time.split(':').map(Number)
  if (!Number.isFinite(h) || !Number.isFinite(m)) return time
  return `${((h! + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h! < 12 ? 'AM' : 'PM'}`
}

function plusTwoHours(time: string): string {
  const [h, m] = time.split(':').map(Number)
  if (!Number.isFinite(h) || !Number.isFinite(m)) return time
  return `${String(Math.min(h! + 2, 23)).padStart(2, '0')}:${String(h! + 2 > 23 ? 59 : m).padStart(2, '0')}`
}

/** The events page's categories, from the submission form's (DESIGN: one calendar of five). */
export function eventCategoryFor(category: string): string {
  if (category === 'Outdoor' || category === 'Sports') return 'Adventure'
  if (category === 'Family') return 'Family Events'
  return 'Cowboy Culture'
}

const EVENT_SCENES: Record<string, Scene> = {
  Music: 'music',
  'Arts & Culture': 'dancers',
  Sports: 'rodeo',
  'Food & Drink': 'barbecue',
  Community: 'town-square',
  Education: 'town-square',
  Business: 'town-square',
  Family: 'campfire',
  Outdoor: 'tetons',
  Holiday: 'sleigh',
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

/** The blog's categories, from the story form's. */
export function articleCategoryFor(category: string): string {
  switch (category) {
    case 'Wildlife':
      return 'Wildlife'
    case 'Adventures':
    case 'Family Stories':
      return 'Family Adventures'
    case 'Food & Dining':
      return 'Food & Culture'
    case 'History':
      return 'Cowboy Culture'
    default:
      return 'Local Voices'
  }
}

const STORY_SCENES: Record<string, Scene> = {
  Adventures: 'hiking',
  'Local Culture': 'town-square',
  'Family Stories': 'campfire',
  History: 'cowboy',
  Wildlife: 'elk',
  Seasonal: 'aspen',
  'Food & Dining': 'dining',
  Events: 'town-square',
  'Hidden Gems': 'wildflowers',
  Community: 'town-square',
}

const PUBLISHED_SORT = 1000
const lines = (text: string | null) =>
  JSON.stringify(
    (text ?? '')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  )

async function publish(
  trx: Transaction<Database>,
  kind: ReviewKind,
  id: string,
  now: string,
): Promise<string> {
  switch (kind) {
    case 'restaurants': {
      const row = await trx
        .selectFrom('restaurant_submissions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      const listingId = await uniqueId(trx, 'restaurants', row.name)
      const tags = jsonList(row.tags)
      await trx
        .insertInto('restaurants')
        .values({
          id: listingId,
          name: row.name,
          type: row.type,
          cuisines: JSON.stringify(cuisinesFor(row.type, tags)),
          description: row.description,
          full_description: row.description,
          location: row.address,
          town: townOf(row.address),
          rating: 0,
          price: row.price_range,
          phone: row.phone ?? '',
          website: row.website ?? '',
          hours: 'Call ahead for hours',
          tags: row.tags,
          amenities: row.amenities,
          from_jackson: `At ${row.address}`,
          ...image(RESTAURANT_SCENES[row.type] ?? 'dining'),
          sort_order: PUBLISHED_SORT,
          created_at: now,
        })
        .execute()
      return `/eat/${listingId}`
    }
    case 'events': {
      const row = await trx
        .selectFrom('event_submissions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      const listingId = await uniqueId(trx, 'events', row.title)
      const price = row.ticket_price?.trim() || 'Free'
      await trx
        .insertInto('events')
        .values({
          id: listingId,
          title: row.title,
          category: eventCategoryFor(row.category),
          date: row.date,
          time: displayTime(row.start_time),
          start_time: row.start_time,
          end_time: row.end_time || plusTwoHours(row.start_time),
          location: row.location,
          address: row.address || row.location,
          description: row.description,
          full_description: row.description,
          price,
          is_free: /^free$/i.test(price) ? 1 : 0,
          tags: row.tags,
          organizer: row.organizer_name,
          phone: row.organizer_phone ?? '',
          website: row.website ?? '',
          capacity: row.capacity ?? 0,
          highlights: '[]',
          what_to_bring: '[]',
          ...image(EVENT_SCENES[row.category] ?? 'town-square'),
          sort_order: PUBLISHED_SORT,
          created_at: now,
        })
        .execute()
      // The form collects no schedule; the detail page shows none (event_schedule stays empty).
      return `/events/${listingId}`
    }
    case 'activities': {
      const row = await trx
        .selectFrom('activity_submissions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      const listingId = await uniqueId(trx, 'activities', row.name)
      const difficulty = row.difficulty === 'Difficult' ? 'Hard' : row.difficulty
      await trx
        .insertInto('activities')
        .values({
          id: listingId,
          name: row.name,
          category: row.type,
          description: row.description,
          full_description: row.description,
          location: row.location,
          duration: row.duration,
          difficulty,
          age_group: row.age_recommendation?.trim() || 'All Ages',
          price: row.price_range === 'Free' ? 'Free' : row.price_range,
          price_range: row.price_range,
          season: row.season || 'Year-Round',
          tags: row.tags,
          highlights: '[]',
          requirements: lines(row.requirements),
          safety: lines(row.safety),
          best_time: row.season || 'Year-Round',
          phone: row.contact_phone ?? '',
          website: row.website ?? '',
          featured: 0,
          ...image(ACTIVITY_SCENES[row.type] ?? 'tetons'),
          photos: '[]',
          sort_order: PUBLISHED_SORT,
          created_at: now,
        })
        .execute()
      return `/play/${listingId}`
    }
    case 'stories': {
      const row = await trx
        .selectFrom('story_submissions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      const listingId = await uniqueId(trx, 'articles', row.title)
      const words = row.content.split(/\s+/).filter(Boolean).length
      await trx
        .insertInto('articles')
        .values({
          id: listingId,
          title: row.title,
          author: row.author_name,
          category: articleCategoryFor(row.category),
          excerpt: row.excerpt,
          body: row.content,
          read_time: `${Math.max(1, Math.round(words / 200))} min read`,
          publish_date: /^\d{4}-\d{2}-\d{2}$/.test(row.publish_date ?? '')
            ? row.publish_date!
            : now.slice(0, 10),
          views: 0,
          tags: row.tags,
          featured: 0,
          ...image(STORY_SCENES[row.category] ?? 'tetons'),
          sort_order: PUBLISHED_SORT,
          created_at: now,
        })
        .execute()
      return `/blog/${listingId}`
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Messages: contact messages and host applications ('pending' is unread, 'read' once marked read)

export const MESSAGE_TYPES = ['contact', 'host'] as const
export type MessageType = (typeof MESSAGE_TYPES)[number]

export interface MessageSummary {
  type: MessageType
  id: string
  from: string
  subject: string
  unread: boolean
  createdAt: string
}

export async function listMessages(db: Db, limit = 200): Promise<MessageSummary[]> {
  const [contacts, hosts] = await Promise.all([
    db
      .selectFrom('contact_messages')
      .select(['id', 'name', 'email', 'subject', 'status', 'created_at'])
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('host_applications')
      .select(['id', 'property_name', 'contact_email', 'status', 'created_at'])
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute(),
  ])
  return [
    ...contacts.map((row) => ({
      type: 'contact' as const,
      id: row.id,
      from: `${row.name} · ${row.email}`,
      subject: row.subject,
      unread: row.status === 'pending',
      createdAt: row.created_at,
    })),
    ...hosts.map((row) => ({
      type: 'host' as const,
      id: row.id,
      from: row.contact_email,
      subject: `Host application: ${row.property_name}`,
      unread: row.status === 'pending',
      createdAt: row.created_at,
    })),
  ]
    .sort((a, b) =>
      a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id.localeCompare(b.id),
    )
    .slice(0, limit)
}

export interface MessageDetail {
  type: MessageType
  id: string
  title: string
  fields: SubmissionField[]
  createdAt: string
  unread: boolean
}

/** One message in full. Reading it changes nothing: marking it read is a POST (setMessageRead). */
export async function getMessage(db: Db, type: MessageType, id: string): Promise<MessageDetail | undefined> {
  if (type === 'contact') {
    const row = await db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) return undefined
    return {
      type,
      id,
      title: row.subject,
      createdAt: row.created_at,
      unread: row.status === 'pending',
      fields: [
        { label: 'Name', value: row.name },
        { label: 'Email', value: row.email },
        { label: 'Phone', value: row.phone ?? '' },
        { label: 'Category', value: row.category },
        { label: 'Subject', value: row.subject },
        { label: 'Message', value: row.message },
      ],
    }
  }
  const row = await db.selectFrom('host_applications').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return undefined
  return {
    type,
    id,
    title: `Host application: ${row.property_name}`,
    createdAt: row.created_at,
    unread: row.status === 'pending',
    fields: [
      { label: 'Property name', value: row.property_name },
      { label: 'Property type', value: row.property_type },
      { label: 'Location', value: row.location },
      { label: 'Guest capacity', value: row.max_guests },
      { label: 'Nightly rate', value: `$${row.nightly_rate}` },
      { label: 'Description', value: row.description },
      { label: 'Contact email', value: row.contact_email },
    ],
  }
}

/**
 * Marks a message read (by whom and when) or unread again. Returns false when there is no such
 * message.
 */
export async function setMessageRead(
  db: Db,
  type: MessageType,
  id: string,
  read: boolean,
  readerId: string,
): Promise<boolean> {
  const table = type === 'contact' ? 'contact_messages' : 'host_applications'
  const result = await db
    .updateTable(table)
    .set(
      read
        ? { status: 'read', reviewed_at: new Date().toISOString(), reviewed_by: readerId }
        : { status: 'pending', reviewed_at: null, reviewed_by: null },
    )
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
