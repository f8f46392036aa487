import { z } from 'zod'
import { PHOTO_FILE_LIMIT } from '../form-options'

/** The editors' photo forms (/admin/listings/:type/:id/photos): limits, messages and schemas. */

export const ALT_MAX = 250
export const CAPTION_MAX = 300
export const CREDIT_MAX = 120

/** The licenses a photo can be used under, as an editor picks one and as the pages name it. */
export const PHOTO_LICENSES = {
  permission: 'Used with permission',
  'cc-by': 'CC BY 4.0',
  'cc-by-sa': 'CC BY-SA 4.0',
  cc0: 'CC0 (public domain)',
  own: 'Wyoming Navigator',
} as const
export type PhotoLicense = keyof typeof PHOTO_LICENSES
const LICENSE_KEYS = Object.keys(PHOTO_LICENSES) as [PhotoLicense, ...PhotoLicense[]]

/**
 * The line under a photo on public pages, from its credit and license: "Photo: Ann Lee, CC BY 4.0",
 * "Photo: Ann Lee", "Photo: CC0 (public domain)"; null when neither is stated.
 */
export function photoCreditLine(
  credit: string | null,
  license: string | null,
  /** a licence as the photo's source names it (a Wikimedia Commons file): "…, CC BY-SA 3.0, via Wikimedia Commons" */
  sourceLicense: string | null = null,
): string | null {
  const licenseName = license && license in PHOTO_LICENSES ? PHOTO_LICENSES[license as PhotoLicense] : null
  const parts = [credit?.trim() || null, licenseName ?? sourceLicense?.trim() ?? null].filter(Boolean)
  if (sourceLicense) parts.push('via Wikimedia Commons')
  return parts.length ? `Photo: ${parts.join(', ')}` : null
}

export const PHOTO_MESSAGES = {
  alt: 'Describe the photo for people who cannot see it (alt text is required).',
  altLength: `Alt text must be at most ${ALT_MAX} characters.`,
  captionLength: `The caption must be at most ${CAPTION_MAX} characters.`,
  creditLength: `The photographer's name must be at most ${CREDIT_MAX} characters.`,
  license: 'Choose one of the licenses in the list.',
  file: `Choose a photo (${PHOTO_FILE_LIMIT}).`,
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
const credit = z
  .string()
  .trim()
  .max(CREDIT_MAX, { error: PHOTO_MESSAGES.creditLength })
  .optional()
  .transform((value) => value || null)
const license = z
  .union([z.literal(''), z.enum(LICENSE_KEYS)], { error: PHOTO_MESSAGES.license })
  .optional()
  .transform((value) => value || null)
const photoId = z.string().uuid()

/** The editors' photo form: one intent per button (the file itself is checked by readImages). */
export const PhotoActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('upload'), alt, caption, credit, license }),
  z.object({ intent: z.literal('edit'), photoId, alt, caption, credit, license }),
  z.object({ intent: z.literal('replace'), photoId }),
  z.object({ intent: z.literal('move'), photoId, direction: z.enum(['up', 'down']) }),
  z.object({
    intent: z.literal('remove'),
    photoId,
    confirm: z.literal('yes', { error: 'Tick the box to confirm.' }),
  }),
])
export type PhotoAction = z.infer<typeof PhotoActionSchema>
