import type { MessageKey } from '../i18n/messages'

/**
 * The answers a business's photos page gives in English (the photo form's checks in
 * app/lib/photos/photo-form.server.ts and photo.schema.ts, the photo pipeline's refusals in
 * app/lib/photos/render.server.ts, the page's own rule), each a catalog message the page says in
 * its language through knownWords (app/lib/i18n/known-words.server.ts); the upload limits come from
 * the forms' words (`forms.messages.image*`). app/routes/partner/partner-photos.i18n.test.tsx
 * checks each English message is word for word what the code says.
 */
export const PHOTO_ANSWERS = [
  'partnerPhotos.error.fix',
  'partnerPhotos.error.notPossible',
  'partnerPhotos.error.editorsOnly',
  'partnerPhotos.error.alt',
  'partnerPhotos.error.altLength',
  'partnerPhotos.error.captionLength',
  'partnerPhotos.error.creditLength',
  'partnerPhotos.error.license',
  'partnerPhotos.error.file',
  'partnerPhotos.error.tooLarge',
  'partnerPhotos.error.unreadable',
] as const satisfies readonly MessageKey[]

/** A business's photos page takes new photos only (the editors change and remove them). */
export const ONLY_EDITORS =
  'Only our editors can change or remove a photo: write to us through the contact page.'
