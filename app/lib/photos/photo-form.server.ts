import { readImages, imageInput } from '../uploads.server'
import { PHOTO_MESSAGES, type PhotoAction, PhotoActionSchema } from './photo.schema'

/**
 * Reading a photo form (app/components/admin/photo-card.tsx's forms): the editors' photos page
 * (app/routes/admin/listing-photos.tsx) and a business's own (app/routes/partner/photos.tsx) post
 * the same fields, checked by the same schema, with the same answers when something is wrong.
 */

/** What a photo page's action answers when a form fails. */
export type PhotoFormAnswer = {
  error: string
  /** the photo whose form failed, or 'new' for the upload form */
  target?: string
  errors?: Partial<Record<'alt' | 'caption' | 'credit' | 'license' | 'photo' | 'confirm', string[]>>
  values?: { alt?: string; caption?: string; credit?: string; license?: string }
}

type FieldName = keyof NonNullable<PhotoFormAnswer['errors']>
const FIELDS: readonly string[] = ['alt', 'caption', 'credit', 'license', 'confirm']
const FIX = 'Please fix the errors in the form.'

/** The form's action, checked; or the answer that shows each field's error next to it. */
export function readPhotoAction(
  form: FormData,
): { ok: true; action: PhotoAction } | { ok: false; answer: PhotoFormAnswer } {
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
  const input = {
    intent: text('intent'),
    photoId: text('photoId'),
    alt: text('alt') ?? '',
    caption: text('caption'),
    credit: text('credit'),
    license: text('license'),
    direction: text('direction'),
    confirm: text('confirm'),
  }
  const parsed = PhotoActionSchema.safeParse(input)
  if (parsed.success) return { ok: true, action: parsed.data }
  const errors: Partial<Record<FieldName, string[]>> = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as FieldName
    if (FIELDS.includes(field)) (errors[field] ??= []).push(issue.message)
  }
  if (Object.keys(errors).length === 0)
    return { ok: false, answer: { error: 'That action is not possible here.' } }
  return {
    ok: false,
    answer: {
      error: FIX,
      target: input.intent === 'upload' ? 'new' : input.photoId,
      errors,
      values: photoFormValues(input),
    },
  }
}

/** What was typed, to show again with an error. */
export function photoFormValues(input: {
  alt?: string
  caption?: string | null
  credit?: string | null
  license?: string | null
}): NonNullable<PhotoFormAnswer['values']> {
  return {
    alt: input.alt ?? '',
    caption: input.caption ?? '',
    credit: input.credit ?? '',
    license: input.license ?? '',
  }
}

/** The one photo file of an upload or replace form, ready for processing; or the answer saying why not. */
export async function readPhotoFile(
  form: FormData,
  answer: Omit<PhotoFormAnswer, 'error' | 'errors'>,
): Promise<{ ok: true; input: string | Uint8Array } | { ok: false; answer: PhotoFormAnswer }> {
  const images = await readImages(form, 'photo')
  const image = images.ok ? images.images[0] : undefined
  const fileError = !images.ok
    ? images.error
    : !image || images.images.length > 1
      ? PHOTO_MESSAGES.file
      : null
  if (fileError || !image)
    return {
      ok: false,
      answer: { ...answer, error: FIX, errors: { photo: [fileError ?? PHOTO_MESSAGES.file] } },
    }
  return { ok: true, input: await imageInput(image) }
}

/** A file the photo pipeline refused (too small, not a picture...), as the upload form's answer. */
export function photoFileRefused(
  message: string,
  answer: Omit<PhotoFormAnswer, 'error' | 'errors'>,
): PhotoFormAnswer {
  return { ...answer, error: FIX, errors: { photo: [message] } }
}
