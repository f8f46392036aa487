/**
 * The zod-free half of the form rules: option lists, limits, messages, the anti-spam field names and
 * the photo checks. Browser code imports these from here so a page's first load carries no zod;
 * app/lib/validation.ts re-exports everything (schemas and parsing live there).
 */

import { SEND_MESSAGES } from './send-messages'

export { IDEMPOTENCY_FIELD } from './send-messages'

// ---------------------------------------------------------------------------------------------
// Option lists (`as const`: they feed z.enum and the <option>s / checkboxes)

export * from './kinds/restaurant'
export * from './kinds/event'
export * from './kinds/activity'
export * from './kinds/story'
export * from './kinds/contact'
export * from './kinds/host'
export * from './kinds/newsletter'

// ---------------------------------------------------------------------------------------------
// Limits and messages

export const LIMITS = {
  name: 100,
  title: 100,
  storyTitle: 150,
  description: 1000,
  eventDescription: 2000,
  address: 200,
  location: 200,
  content: 5000,
  excerpt: 300,
  bio: 500,
  tags: 10,
  amenities: 15,
  phone: 30,
  email: 254,
  url: 500,
  short: 100,
  longText: 1000,
  subject: 200,
  message: 5000,
  capacity: 1_000_000,
  nightlyRate: 100_000,
} as const

/**
 * Photos a form takes: up to 5, each up to 25 MB (what a phone or a 40 MP camera sends; issue 51
 * item 9). They are streamed to disk as they arrive and processed one at a time (decision 030).
 */
export const IMAGE_LIMITS = {
  count: 5,
  megabytes: 25,
  bytes: 25 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'] as const,
} as const

/** The file limit as forms name it above their photo pickers. */
export const PHOTO_FILE_LIMIT = `JPEG, PNG or WebP, at most ${IMAGE_LIMITS.megabytes} MB`

/** The schemas' own messages for values no form control sends (app/lib/schema-fields.ts). */
export const BASIC_MESSAGES = {
  invalidValue: 'Invalid value',
  invalidDate: 'Invalid date',
  invalidTime: 'Invalid time',
} as const

/**
 * What forms say besides their fields' messages. English here is the text SPEC gives; other
 * languages translate each under `forms.messages.<name>` (app/lib/i18n/form-words.ts).
 */
export const MESSAGES = {
  validationTitle: 'Validation Error',
  validationDescription: 'Please fix the errors in the form.',
  offlineTitle: 'You are offline',
  offlineDescription:
    'Nothing was sent. Everything you entered is still here: send the form again when you have a signal.',
  ...SEND_MESSAGES,
  restaurantSuccess: {
    title: 'Submission Successful!',
    description: 'Your submission has been received and will be reviewed shortly.',
  },
  eventSuccess: {
    title: 'Event Submitted!',
    description: "We'll review it and add it to our calendar soon.",
  },
  activitySuccess: {
    title: 'Activity Submitted!',
    description: "We'll review it and add it to our listings soon.",
  },
  storySuccess: { title: 'Story Submitted!', description: "We'll review it and publish it soon." },
  contactSuccess: {
    title: 'Message Sent!',
    description: "Thank you for contacting us. We'll get back to you within 24 hours.",
  },
  hostSuccess: {
    title: 'Application Received!',
    description: "Thank you for applying to host. We'll review your property and reply within 24 hours.",
  },
  // The same answer whether or not the address was already on the list (double opt-in: the
  // confirmation link decides, and the form never tells who is subscribed).
  newsletterSuccess: {
    title: 'Subscribed!',
    description:
      'Thanks for subscribing. Check your email to confirm, then Wyoming stories are on their way to your inbox.',
  },
  tooLarge: `That was too much to send at once: photos up to ${IMAGE_LIMITS.megabytes} MB each (${IMAGE_LIMITS.count} at most) and text up to 1 MB in all. Nothing was saved; please try again with less.`,
  tooLargeTitle: 'Form too large',
  tooManyTitle: 'Too many submissions',
  expired: {
    title: 'Please send the form again',
    description:
      'This page was open for more than a day, so the form could not be accepted as it was. Everything you entered is still here: check it and send it again.',
  },
  tooManyRequests: 'Too many submissions from your connection. Please wait a few minutes and try again.',
  unreadable: 'The form could not be read. Please reload the page and try again.',
  badCharacters: 'The form contains characters that could not be read. Please check your text and try again.',
  imageCount: `You can upload at most ${IMAGE_LIMITS.count} images.`,
  imageSize: `Each image must be ${IMAGE_LIMITS.megabytes} MB or smaller.`,
  imageType: 'Only JPEG, PNG or WebP images can be uploaded.',
  draftNeedsScript:
    'Saving a draft on this device needs JavaScript. Your story is still here: submit it or copy it.',
} as const

// ---------------------------------------------------------------------------------------------
// Shapes shared by the browser and the server

/** What the form shows again after an error: text as typed, lists, and 'on' / 'off' for checkboxes. */
export type FormValues = Record<string, string | string[]>
export type FieldErrors = Record<string, string[]>

/** What a form action answers when it does not redirect. */
export interface FormActionData {
  errors?: FieldErrors
  values?: FormValues
  formError?: { title: string; description: string }
  /** a renewed fill-time stamp, when the form's own had expired (BotFields uses it) */
  stamp?: string
  /** the send itself failed (no connection, a 5xx): see app/lib/send-form.ts */
  sendFailed?: true
}

/** Hidden anti-spam fields every public form carries (see app/lib/form.server.ts). */
export const BOT_FIELDS = {
  /** the honeypot: people never see it, bots fill it */
  honeypot: 'name__confirm',
  /** a signed timestamp of when the form was shown */
  startedAt: 'form_started_at',
} as const

/** Browser-side checks of chosen photos (the server checks their bytes again). */
export function checkImageFiles(files: readonly { size: number; type: string }[]): string | null {
  const chosen = files.filter((f) => f.size > 0)
  if (chosen.length > IMAGE_LIMITS.count) return MESSAGES.imageCount
  if (chosen.some((f) => f.size > IMAGE_LIMITS.bytes)) return MESSAGES.imageSize
  if (chosen.some((f) => !(IMAGE_LIMITS.types as readonly string[]).includes(f.type)))
    return MESSAGES.imageType
  return null
}
