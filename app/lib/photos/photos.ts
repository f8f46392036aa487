import { z } from 'zod'

/**
 * Listing photos, the browser-safe half (app/lib/photos/photos.server.ts stores them): the listing
 * types a photo can belong to, the public URLs of a processed photo's variants, and the editors'
 * form schemas.
 */

export const LISTING_PHOTO_TYPES = ['restaurants', 'stays', 'activities', 'events', 'music', 'articles'] as const
export type ListingPhotoType = (typeof LISTING_PHOTO_TYPES)[number]

/** The widths every photo is resized to (never beyond its own width), and the formats. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const
export const PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const
export type PhotoFormat = (typeof PHOTO_FORMATS)[number]

/** A published photo as the pages show it. */
export interface Photo {
  id: string
  alt: string
  caption: string | null
  /** the largest variant's size */
  width: number
  height: number
  /** the stored widths, smallest first */
  widths: number[]
}

/** The storage key of one variant (also its path under /media/). */
export const photoKey = (id: string, width: number, format: PhotoFormat) => `photos/${id}/${width}.${format}`

/** The public URL of one variant, served by app/routes/media-photo.ts with a year's caching. */
export const photoUrl = (id: string, width: number, format: PhotoFormat) => `/media/${photoKey(id, width, format)}`

/** `srcset` for one format: every stored width. */
export const photoSrcSet = (photo: Photo, format: PhotoFormat) =>
  photo.widths.map((width) => `${photoUrl(photo.id, width, format)} ${width}w`).join(', ')

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
  z.object({ intent: z.literal('remove'), photoId, confirm: z.literal('yes', { error: 'Tick the box to confirm.' }) }),
])
export type PhotoAction = z.infer<typeof PhotoActionSchema>
