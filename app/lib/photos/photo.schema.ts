import { z } from 'zod'

/** The editors' photo forms (/admin/listings/:type/:id/photos): limits, messages and schemas. */

export const ALT_MAX = 250
export const CAPTION_MAX = 300

export const PHOTO_MESSAGES = {
  alt: 'Describe the photo for people who cannot see it (alt text is required).',
  altLength: `Alt text must be at most ${ALT_MAX} characters.`,
  captionLength: `The caption must be at most ${CAPTION_MAX} characters.`,
  file: 'Choose a photo (JPEG, PNG or WebP, at most 5 MB).',
  notFound: 'That photo is no longer on this listing.',
} as const

const alt = z
  .string({ error: PHOTO_MESSAGES.alt })
  .trim()
  .min(1, { error: PHOTO_MESSAGES.alt })
  .max(ALT_MAX, { error: PHOTO_MESSAGES.altLength })
const caption = z
  .string()
  .trim()
  .max(CAPTION_MAX, { error: PHOTO_MESSAGES.captionLength })
  .optional()
  .transform((value) => value || null)
const photoId = z.string().uuid()

/** The editors' photo form: one intent per button (the file itself is checked by readImages). */
export const PhotoActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('upload'), alt, caption }),
  z.object({ intent: z.literal('edit'), photoId, alt, caption }),
  z.object({ intent: z.literal('replace'), photoId }),
  z.object({ intent: z.literal('move'), photoId, direction: z.enum(['up', 'down']) }),
  z.object({
    intent: z.literal('remove'),
    photoId,
    confirm: z.literal('yes', { error: 'Tick the box to confirm.' }),
  }),
])
export type PhotoAction = z.infer<typeof PhotoActionSchema>
