import crypto from 'node:crypto'
import { data } from 'react-router'
import type { Insertable, Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import { getDb, type Db } from './db.server'
import { getOptionalUser } from './permissions.server'
import { classifySender, clientIp, FORM_EXPIRED, readForm, renewedFormStamp } from './form.server'
import { hitRateLimit, submissionRateLimit } from './rate-limit.server'
import { redirectWithToast } from './toast.server'
import { type PendingImage, readImages, removeImages, saveImages } from './uploads.server'
import {
  type ActivitySubmission,
  type ContactMessage,
  type EventSubmission,
  type FormActionData,
  type FormDefinition,
  type HostApplication,
  MESSAGES,
  parseFormData,
  type RestaurantSubmission,
  type StorySubmission,
} from './validation'
import type { z } from 'zod'

/** The signed-in user's id (any signed-in user, role or not), or null; recorded as submitted_by. */
export async function getOptionalUserId(request: Request): Promise<string | null> {
  return (await getOptionalUser(request))?.id ?? null
}

export type SubmissionKind = 'restaurant' | 'event' | 'activity' | 'story'

const SUBMISSION_TABLE = {
  restaurant: 'restaurant_submissions',
  event: 'event_submissions',
  activity: 'activity_submissions',
  story: 'story_submissions',
} as const satisfies Record<SubmissionKind, keyof Database>

export interface SubmissionContext {
  submittedBy: string | null
  images?: readonly PendingImage[]
}

const json = (list: readonly string[]) => JSON.stringify(list)
const flag = (value: boolean) => (value ? 1 : 0)

function reviewFields(submittedBy: string | null) {
  return {
    id: crypto.randomUUID(),
    status: 'pending',
    submitted_by: submittedBy,
    created_at: new Date().toISOString(),
    reviewed_at: null,
    reviewed_by: null,
    review_note: null,
  }
}

/**
 * Inserts a submission row and its photos' rows in one transaction; the photo files are written
 * first and removed again if the transaction fails, so a submission is all there or not at all.
 */
async function insertSubmission<K extends SubmissionKind>(
  db: Db,
  kind: K,
  row: Insertable<Database[(typeof SUBMISSION_TABLE)[K]]> & { id: string },
  images: readonly PendingImage[] = [],
): Promise<string> {
  const stored = await saveImages(images)
  try {
    await db.transaction().execute(async (trx: Transaction<Database>) => {
      await trx
        .insertInto(SUBMISSION_TABLE[kind])
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- row is typed by each caller
        .values(row as any)
        .execute()
      if (stored.length > 0) {
        const createdAt = new Date().toISOString()
        await trx
          .insertInto('submission_images')
          .values(
            stored.map((image) => ({
              id: crypto.randomUUID(),
              submission_type: kind,
              submission_id: row.id,
              file_name: image.fileName,
              mime: image.mime,
              size: image.size,
              created_at: createdAt,
            })),
          )
          .execute()
      }
    })
  } catch (error) {
    await removeImages(stored).catch(() => {})
    throw error
  }
  return row.id
}

export function createRestaurantSubmission(db: Db, input: RestaurantSubmission, ctx: SubmissionContext) {
  return insertSubmission(
    db,
    'restaurant',
    {
      ...reviewFields(ctx.submittedBy),
      name: input.name,
      type: input.type,
      description: input.description,
      address: input.address,
      phone: input.phone,
      email: input.email,
      website: input.website,
      price_range: input.priceRange,
      tags: json(input.tags),
      amenities: json(input.amenities),
    },
    ctx.images,
  )
}

export function createEventSubmission(db: Db, input: EventSubmission, ctx: SubmissionContext) {
  return insertSubmission(
    db,
    'event',
    {
      ...reviewFields(ctx.submittedBy),
      title: input.title,
      description: input.description,
      category: input.category,
      date: input.date,
      start_time: input.startTime,
      end_time: input.endTime,
      recurring: flag(input.recurring),
      location: input.location,
      address: input.address,
      organizer_name: input.organizerName,
      organizer_email: input.organizerEmail,
      organizer_phone: input.organizerPhone,
      website: input.website,
      ticket_price: input.ticketPrice,
      capacity: input.capacity,
      tags: json(input.tags),
    },
    ctx.images,
  )
}

export function createActivitySubmission(db: Db, input: ActivitySubmission, ctx: SubmissionContext) {
  return insertSubmission(
    db,
    'activity',
    {
      ...reviewFields(ctx.submittedBy),
      name: input.name,
      type: input.type,
      description: input.description,
      location: input.location,
      duration: input.duration,
      difficulty: input.difficulty,
      price_range: input.priceRange,
      season: input.season,
      age_recommendation: input.ageRecommendation,
      requirements: input.requirements,
      safety: input.safety,
      tags: json(input.tags),
      amenities: json(input.amenities),
      contact_name: input.contactName,
      contact_email: input.contactEmail,
      contact_phone: input.contactPhone,
      website: input.website,
    },
    ctx.images,
  )
}

export function createStorySubmission(db: Db, input: StorySubmission, ctx: SubmissionContext) {
  return insertSubmission(
    db,
    'story',
    {
      ...reviewFields(ctx.submittedBy),
      title: input.title,
      category: input.category,
      excerpt: input.excerpt,
      content: input.content,
      location: input.location,
      author_name: input.authorName,
      author_email: input.authorEmail,
      author_bio: input.authorBio,
      tags: json(input.tags),
      publish_date: input.publishDate,
      publish_immediately: flag(input.publishImmediately),
      featured: flag(input.featured),
      allow_comments: flag(input.allowComments),
      featured_image: input.featuredImage,
    },
    ctx.images,
  )
}

export async function createContactMessage(db: Db, input: ContactMessage, ctx: SubmissionContext) {
  const row = { ...reviewFields(ctx.submittedBy), ...input }
  await db.insertInto('contact_messages').values(row).execute()
  return row.id
}

export async function createHostApplication(db: Db, input: HostApplication, ctx: SubmissionContext) {
  const row = {
    ...reviewFields(ctx.submittedBy),
    property_name: input.propertyName,
    property_type: input.propertyType,
    location: input.location,
    max_guests: input.maxGuests,
    nightly_rate: input.nightlyRate,
    description: input.description,
    contact_email: input.contactEmail,
  }
  await db.insertInto('host_applications').values(row).execute()
  return row.id
}

/** Stores a newsletter address (lower-cased); a repeat is 'already', not an error. */
export async function subscribeNewsletter(
  db: Db,
  email: string,
  ctx: SubmissionContext,
): Promise<'subscribed' | 'already'> {
  const inserted = await db
    .insertInto('newsletter_subscriptions')
    .values({ ...reviewFields(ctx.submittedBy), email: email.toLowerCase() })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst()
  return inserted ? 'subscribed' : 'already'
}

export interface CommunityStory {
  id: string
  title: string
  category: string
  excerpt: string
  content: string
  location: string | null
  authorName: string
  authorBio: string | null
  tags: string[]
  publishedOn: string
}

function parseList(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

/** Approved community stories, newest first (the back office approves them). */
export async function listApprovedStories(db: Db, limit = 50): Promise<CommunityStory[]> {
  const rows = await db
    .selectFrom('story_submissions')
    .select([
      'id',
      'title',
      'category',
      'excerpt',
      'content',
      'location',
      'author_name',
      'author_bio',
      'tags',
      'publish_date',
      'reviewed_at',
      'created_at',
    ])
    .where('status', '=', 'approved')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    category: row.category,
    excerpt: row.excerpt,
    content: row.content,
    location: row.location,
    authorName: row.author_name,
    authorBio: row.author_bio,
    tags: parseList(row.tags),
    publishedOn: (row.publish_date ?? row.reviewed_at ?? row.created_at).slice(0, 10),
  }))
}

// ---------------------------------------------------------------------------------------------
// One action for every public form

export interface SubmitOptions<S extends z.ZodObject> {
  definition: FormDefinition<S>
  /** read and check the `photos` file field */
  images?: boolean
  /** the signed fill-time stamp is required (forms whose page renders one) */
  stamp?: boolean
  save: (db: Db, input: z.output<S>, ctx: SubmissionContext) => Promise<unknown>
  /** where to go, with which toast, once stored (also the answer a bot gets) */
  success: (input: z.output<S> | null) => Promise<Response>
  /** a chance to answer before validation (e.g. a story's Save as Draft without JavaScript) */
  before?: (
    form: FormData,
    values: () => FormActionData['values'],
  ) => Response | ReturnType<typeof fail> | undefined
}

/** An answer that re-renders the form with its messages and the values as typed. */
export function fail(status: number, body: FormActionData) {
  return data(body, { status })
}

/**
 * Reads, checks and stores one public form, then redirects with a toast. Bad input is a 4xx with
 * the messages and the values kept; a storage failure a 503 with every field kept; bots get the
 * success answer and nothing is stored. Success is only answered after the insert committed.
 */
export async function handleSubmission<S extends z.ZodObject>(
  request: Request,
  options: SubmitOptions<S>,
): Promise<Response | ReturnType<typeof fail>> {
  const read = await readForm(request)
  if (!read.ok) {
    return fail(read.status, {
      formError: {
        title: read.status === 413 ? 'Form too large' : MESSAGES.validationTitle,
        description: read.message,
      },
    })
  }
  const form = read.form
  if (options.before) {
    const early = options.before(form, () => parseFormData(form, options.definition).values)
    if (early) return early
  }
  const sender = classifySender(form, { stamp: options.stamp ?? true })
  if (sender === 'bot') return options.success(null)
  if (sender === 'expired') {
    // A person who left the page open for over a day: nothing is lost, the form comes back.
    return fail(400, {
      values: parseFormData(form, options.definition).values,
      formError: FORM_EXPIRED,
      stamp: renewedFormStamp(),
    })
  }

  const parsed = parseFormData(form, options.definition)
  const images = options.images ? await readImages(form) : ({ ok: true, images: [] } as const)
  if (!parsed.success || !images.ok) {
    const errors = parsed.success ? {} : { ...parsed.errors }
    if (!images.ok) errors.photos = [images.error]
    return fail(400, {
      errors,
      values: parsed.values,
      formError: { title: MESSAGES.validationTitle, description: MESSAGES.validationDescription },
    })
  }

  const db = getDb()
  try {
    const limit = await hitRateLimit(db, `submit:${clientIp(request)}`, submissionRateLimit())
    if (!limit.allowed) {
      return data(
        {
          values: parsed.values,
          formError: { title: 'Too many submissions', description: MESSAGES.tooManyRequests },
        } satisfies FormActionData,
        { status: 429, headers: { 'Retry-After': String(limit.retryAfter) } },
      )
    }
    await options.save(db, parsed.data, {
      submittedBy: await getOptionalUserId(request),
      images: images.images,
    })
  } catch (error) {
    console.error(
      JSON.stringify({
        level: 'error',
        msg: 'submission not stored',
        path: new URL(request.url).pathname,
        error: error instanceof Error ? error.message : String(error),
      }),
    )
    return fail(503, {
      values: parsed.values,
      formError: { title: MESSAGES.failedTitle, description: MESSAGES.failedDescription },
    })
  }
  return options.success(parsed.data)
}

/** Shorthand for the usual success: redirect with a success toast. */
export function redirectWithSuccess(to: string, toast: { title: string; description: string }) {
  return redirectWithToast(to, { type: 'success', ...toast })
}
