/**
 * Every submission schema, option list, limit and message (SPEC sections 3 and 5, DESIGN section 4).
 * Shared by the browser (instant field errors, loaded after the page) and the server actions (the
 * authority).
 */
import { z } from 'zod'
import {
  ACTIVITY_AMENITIES,
  ACTIVITY_DIFFICULTIES,
  ACTIVITY_PRICE_RANGES,
  ACTIVITY_SEASONS,
  ACTIVITY_TAGS,
  ACTIVITY_TYPES,
  CONTACT_CATEGORIES,
  EVENT_CATEGORIES,
  EVENT_TAGS,
  type FieldErrors,
  type FormValues,
  HOST_GUEST_CAPACITIES,
  HOST_PROPERTY_TYPES,
  LIMITS,
  RESTAURANT_AMENITIES,
  RESTAURANT_PRICE_RANGES,
  RESTAURANT_TAGS,
  RESTAURANT_TYPES,
  STORY_CATEGORIES,
  STORY_TAGS,
} from './form-options'

// Our Content-Security-Policy forbids eval in the browser. Tell zod so up front: otherwise its
// `new Function` probe is reported as a CSP violation (a Lighthouse best-practices issue).
if (typeof document !== 'undefined') z.config({ jitless: true })

// Option lists, limits, messages, BOT_FIELDS, checkImageFiles and the shared form types live in the
// zod-free ./form-options (what the browser loads first); they are re-exported here unchanged.
export * from './form-options'

// ---------------------------------------------------------------------------------------------
// Field builders

const PHONE_RE = /^[\d\s\-+()]*$/
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/

/** A text value; anything else (a file where text belongs) gets `Invalid value`. */
function str() {
  return z.string({ error: 'Invalid value' })
}

/** An optional field may also be left out entirely (schema-level callers); that reads as empty. */
function orEmpty<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === undefined || v === null ? '' : v), schema)
}

const isEmail = (v: string) => z.email().safeParse(v).success
const isWebUrl = (v: string) =>
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).safeParse(v).success
const isDate = (v: string) => {
  if (!DATE_RE.test(v)) return false
  const d = new Date(`${v}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v
}

/** Required text, trimmed, with its "required" and "too long" messages. */
function requiredText(required: string, max: number, tooLong: string) {
  return str().trim().min(1, { error: required, abort: true }).max(max, tooLong)
}

/** Optional text: empty becomes null. */
function optionalText(max: number, tooLong: string) {
  return orEmpty(
    str()
      .trim()
      .max(max, tooLong)
      .transform((v) => v || null),
  )
}

function optionalPhone(message: string) {
  return orEmpty(
    str()
      .trim()
      .max(LIMITS.phone, message)
      .regex(PHONE_RE, message)
      .transform((v) => v || null),
  )
}

function requiredEmail(message: string, required = message) {
  return str()
    .trim()
    .min(1, { error: required, abort: true })
    .max(LIMITS.email, message)
    .refine(isEmail, message)
}

function optionalEmail(message: string) {
  return orEmpty(
    str()
      .trim()
      .max(LIMITS.email, message)
      .refine((v) => v === '' || isEmail(v), message)
      .transform((v) => v || null),
  )
}

function optionalUrl(message: string) {
  return orEmpty(
    str()
      .trim()
      .max(LIMITS.url, message)
      .refine((v) => v === '' || isWebUrl(v), message)
      .transform((v) => v || null),
  )
}

/** One of a fixed list: empty gets the "required" message, anything else not listed `invalid`. */
function choice<const T extends readonly [string, ...string[]]>(
  options: T,
  required: string,
  invalid = required,
) {
  return str()
    .trim()
    .min(1, { error: required, abort: true })
    .pipe(z.enum(options, { error: invalid }))
}

function optionalChoice<const T extends readonly [string, ...string[]]>(options: T, invalid: string) {
  return orEmpty(
    str()
      .trim()
      .refine((v) => v === '' || (options as readonly string[]).includes(v), invalid)
      .transform((v) => (v === '' ? null : (v as T[number]))),
  )
}

/** Same-name checkboxes: a list of known values, at most `max`, duplicates dropped. */
function choices<const T extends readonly [string, ...string[]]>(
  options: T,
  max: number,
  tooMany: string,
  invalid: string,
) {
  return z
    .array(z.enum(options, { error: invalid }), { error: 'Invalid value' })
    .max(max, tooMany)
    .optional()
    .transform((list) => [...new Set(list ?? [])])
}

/** A checkbox: 'on' / 'true' / '1' is true; 'off' / 'false' / '0' / '' false. */
function checkbox(defaultValue: boolean) {
  return z
    .union([z.boolean(), z.enum(['on', 'off', 'true', 'false', '1', '0', ''])], { error: 'Invalid value' })
    .optional()
    .transform((v) =>
      v === undefined ? defaultValue : v === true || v === 'on' || v === 'true' || v === '1',
    )
}

function requiredDate(required: string) {
  return str().trim().min(1, { error: required, abort: true }).refine(isDate, 'Invalid date')
}

function optionalDate() {
  return orEmpty(
    str()
      .trim()
      .refine((v) => v === '' || isDate(v), 'Invalid date')
      .transform((v) => v || null),
  )
}

function requiredTime(required: string) {
  return str().trim().min(1, { error: required, abort: true }).regex(TIME_RE, 'Invalid time')
}

function optionalTime() {
  return orEmpty(
    str()
      .trim()
      .refine((v) => v === '' || TIME_RE.test(v), 'Invalid time')
      .transform((v) => v || null),
  )
}

/** A whole number typed into a text or number input (1..max); empty is null unless `required`. */
function wholeNumber(max: number, message: string, required?: string) {
  const valid = (v: string) => /^\d{1,9}$/.test(v) && Number(v) >= 1 && Number(v) <= max
  return orEmpty(
    str()
      .trim()
      .superRefine((v, ctx) => {
        if (v === '') {
          if (required) ctx.addIssue({ code: 'custom', message: required })
        } else if (!valid(v)) ctx.addIssue({ code: 'custom', message })
      })
      .transform((v) => (v === '' ? null : Number(v))),
  )
}

// ---------------------------------------------------------------------------------------------
// Schemas

export const RestaurantSubmissionSchema = z.object({
  name: requiredText('Restaurant name is required', LIMITS.name, 'Name too long'),
  type: choice(RESTAURANT_TYPES, 'Restaurant type is required', 'Choose a restaurant type from the list'),
  description: requiredText('Description is required', LIMITS.description, 'Description too long'),
  address: requiredText('Address is required', LIMITS.address, 'Address too long'),
  phone: optionalPhone('Invalid phone number format'),
  email: optionalEmail('Invalid email format'),
  website: optionalUrl('Invalid website URL'),
  priceRange: orEmpty(
    str()
      .trim()
      .refine(
        (v) => v === '' || (RESTAURANT_PRICE_RANGES as readonly string[]).includes(v),
        'Choose a price range from the list',
      )
      .transform((v) => (v || '$') as (typeof RESTAURANT_PRICE_RANGES)[number]),
  ),
  tags: choices(RESTAURANT_TAGS, LIMITS.tags, 'Too many tags', 'Unknown tag'),
  amenities: choices(RESTAURANT_AMENITIES, LIMITS.amenities, 'Too many amenities', 'Unknown amenity'),
})
export type RestaurantSubmission = z.output<typeof RestaurantSubmissionSchema>

export const EventSubmissionSchema = z.object({
  title: requiredText('Event title is required', LIMITS.title, 'Title too long'),
  description: requiredText('Description is required', LIMITS.eventDescription, 'Description too long'),
  category: choice(EVENT_CATEGORIES, 'Category is required', 'Choose a category from the list'),
  date: requiredDate('Event date is required'),
  startTime: requiredTime('Start time is required'),
  endTime: optionalTime(),
  recurring: checkbox(false),
  location: requiredText('Location is required', LIMITS.location, 'Location too long'),
  address: requiredText('Address is required', LIMITS.address, 'Address too long'),
  organizerName: requiredText('Organizer name is required', LIMITS.name, 'Organizer name too long'),
  organizerEmail: requiredEmail('Invalid organizer email'),
  organizerPhone: optionalPhone('Invalid phone number'),
  website: optionalUrl('Invalid website URL'),
  ticketPrice: optionalText(LIMITS.short, 'Ticket price too long'),
  capacity: wholeNumber(LIMITS.capacity, 'Capacity must be a whole number'),
  tags: choices(EVENT_TAGS, LIMITS.tags, 'Too many tags', 'Unknown tag'),
})
export type EventSubmission = z.output<typeof EventSubmissionSchema>

export const ActivitySubmissionSchema = z.object({
  name: requiredText('Activity name is required', LIMITS.name, 'Name too long'),
  type: choice(ACTIVITY_TYPES, 'Activity type is required', 'Choose an activity type from the list'),
  description: requiredText('Description is required', LIMITS.description, 'Description too long'),
  location: requiredText('Location is required', LIMITS.location, 'Location too long'),
  duration: requiredText('Duration is required', LIMITS.short, 'Duration too long'),
  difficulty: z.preprocess(
    (v) => (v === 'Difficult' ? 'Hard' : v),
    choice(ACTIVITY_DIFFICULTIES, 'Difficulty is required', 'Choose a difficulty from the list'),
  ),
  priceRange: choice(ACTIVITY_PRICE_RANGES, 'Price range is required', 'Choose a price range from the list'),
  season: optionalChoice(ACTIVITY_SEASONS, 'Choose a season from the list'),
  ageRecommendation: optionalText(LIMITS.short, 'Age recommendation too long'),
  requirements: optionalText(LIMITS.longText, 'Requirements too long'),
  safety: optionalText(LIMITS.longText, 'Safety information too long'),
  tags: choices(ACTIVITY_TAGS, LIMITS.tags, 'Too many tags', 'Unknown tag'),
  amenities: choices(ACTIVITY_AMENITIES, LIMITS.amenities, 'Too many amenities', 'Unknown amenity'),
  contactName: requiredText('Contact name is required', LIMITS.name, 'Contact name too long'),
  contactEmail: requiredEmail('Invalid contact email'),
  contactPhone: optionalPhone('Invalid phone number'),
  website: optionalUrl('Invalid website URL'),
})
export type ActivitySubmission = z.output<typeof ActivitySubmissionSchema>

export const StorySubmissionSchema = z.object({
  title: requiredText('Story title is required', LIMITS.storyTitle, 'Title too long'),
  category: choice(STORY_CATEGORIES, 'Category is required', 'Choose a category from the list'),
  excerpt: requiredText('Excerpt is required', LIMITS.excerpt, 'Excerpt too long'),
  content: requiredText('Story content is required', LIMITS.content, 'Content too long'),
  location: optionalText(LIMITS.location, 'Location too long'),
  authorName: requiredText('Author name is required', LIMITS.name, 'Author name too long'),
  authorEmail: requiredEmail('Invalid author email'),
  authorBio: optionalText(LIMITS.bio, 'Bio too long'),
  tags: choices(STORY_TAGS, LIMITS.tags, 'Too many tags', 'Unknown tag'),
  publishDate: optionalDate(),
  publishImmediately: checkbox(false),
  featured: checkbox(false),
  allowComments: checkbox(true),
  featuredImage: optionalUrl('Invalid image URL'),
})
export type StorySubmission = z.output<typeof StorySubmissionSchema>

export const ContactMessageSchema = z.object({
  name: requiredText('Name is required', LIMITS.name, 'Name too long'),
  email: requiredEmail('Invalid email format', 'Email is required'),
  phone: optionalPhone('Invalid phone number format'),
  subject: requiredText('Subject is required', LIMITS.subject, 'Subject too long'),
  category: choice(CONTACT_CATEGORIES, 'Category is required', 'Choose a category from the list'),
  message: requiredText('Message is required', LIMITS.message, 'Message too long'),
})
export type ContactMessage = z.output<typeof ContactMessageSchema>

export const HostApplicationSchema = z.object({
  propertyName: requiredText('Property name is required', LIMITS.name, 'Property name too long'),
  propertyType: choice(
    HOST_PROPERTY_TYPES,
    'Property type is required',
    'Choose a property type from the list',
  ),
  location: requiredText('Location is required', LIMITS.location, 'Location too long'),
  maxGuests: choice(HOST_GUEST_CAPACITIES, 'Max guests is required', 'Choose a guest count from the list'),
  nightlyRate: wholeNumber(
    LIMITS.nightlyRate,
    'Enter the nightly rate in whole dollars',
    'Nightly rate is required',
  )
    .refine((v) => v !== null, 'Nightly rate is required')
    .transform((v) => v as number),
  description: requiredText('Description is required', LIMITS.eventDescription, 'Description too long'),
  contactEmail: requiredEmail('Invalid contact email', 'Contact email is required'),
})
export type HostApplication = z.output<typeof HostApplicationSchema>

export const NewsletterSignupSchema = z.object({
  email: requiredEmail('Invalid email format', 'Email is required').transform((v) => v.toLowerCase()),
})
export type NewsletterSignup = z.output<typeof NewsletterSignupSchema>

// ---------------------------------------------------------------------------------------------
// FormData -> plain object (shared by the browser check and the server action)

export interface FormDefinition<S extends z.ZodObject = z.ZodObject> {
  schema: S
  /** Fields sent as same-name checkboxes (lists). */
  arrays?: readonly string[]
  /** Single checkboxes: present means on, absent off. */
  booleans?: readonly string[]
}

export const RESTAURANT_FORM = {
  schema: RestaurantSubmissionSchema,
  arrays: ['tags', 'amenities'],
} satisfies FormDefinition
export const EVENT_FORM = {
  schema: EventSubmissionSchema,
  arrays: ['tags'],
  booleans: ['recurring'],
} satisfies FormDefinition
export const ACTIVITY_FORM = {
  schema: ActivitySubmissionSchema,
  arrays: ['tags', 'amenities'],
} satisfies FormDefinition
export const STORY_FORM = {
  schema: StorySubmissionSchema,
  arrays: ['tags'],
  booleans: ['publishImmediately', 'featured', 'allowComments'],
} satisfies FormDefinition
export const CONTACT_FORM = { schema: ContactMessageSchema } satisfies FormDefinition
export const HOST_FORM = { schema: HostApplicationSchema } satisfies FormDefinition
export const NEWSLETTER_FORM = { schema: NewsletterSignupSchema } satisfies FormDefinition

/**
 * Reads the schema's fields out of a FormData (unknown fields are ignored). `input` goes to the
 * schema (a file in a text field stays a file, so the schema refuses it); `values` is safe to echo.
 */
export function readFormFields(
  form: FormData,
  definition: FormDefinition,
): { input: Record<string, unknown>; values: FormValues } {
  const input: Record<string, unknown> = {}
  const values: FormValues = {}
  const arrays = new Set(definition.arrays ?? [])
  const booleans = new Set(definition.booleans ?? [])
  for (const key of Object.keys(definition.schema.shape)) {
    if (arrays.has(key)) {
      const all = form.getAll(key)
      input[key] = all
      values[key] = all.filter((v): v is string => typeof v === 'string')
    } else if (booleans.has(key)) {
      const value = form.get(key)
      const on = value !== null && value !== '' && value !== 'off' && value !== 'false' && value !== '0'
      input[key] = on ? 'on' : 'off'
      values[key] = on ? 'on' : 'off'
    } else {
      const value = form.get(key)
      input[key] = value ?? ''
      values[key] = typeof value === 'string' ? value : ''
    }
  }
  return { input, values }
}

/** The first message for each field, as the form shows them. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    ;(errors[key] ??= []).push(issue.message)
  }
  return errors
}

export type ParsedForm<S extends z.ZodObject> =
  | { success: true; data: z.output<S>; values: FormValues }
  | { success: false; errors: FieldErrors; values: FormValues }

/** FormData -> object -> safeParse. */
export function parseFormData<S extends z.ZodObject>(
  form: FormData,
  definition: FormDefinition<S>,
): ParsedForm<S> {
  const { input, values } = readFormFields(form, definition)
  const result = definition.schema.safeParse(input)
  if (result.success) return { success: true, data: result.data as z.output<S>, values }
  return { success: false, errors: fieldErrorsOf(result.error), values }
}
