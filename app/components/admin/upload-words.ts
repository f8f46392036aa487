import { IMAGE_LIMITS, PHOTO_FILE_LIMIT } from '~/lib/form-options'
import type { Translator } from '~/lib/i18n/use-t'
import { PHOTO_LICENSES, type PhotoLicense } from '~/lib/photos/photo.schema'

// The photo upload form's words (app/components/admin/photo-card.tsx's UploadForm), which the
// back office and a business's photos page each say in the page's language.

const FILE_DESCRIPTION = `${PHOTO_FILE_LIMIT}.`

/**
 * The upload form's words, in the page's language: the back office's from `adminPhotos.form.*`
 * (adminUploadWords), a business's /es/partner/.../photos from `partnerPhotos.form.*`.
 */
export interface UploadWords {
  photo: string
  fileDescription: string
  alt: string
  altDescription: string
  caption: string
  credit: string
  creditDescription: string
  license: string
  licenseDescription: string
  notStated: string
  licenses: Record<PhotoLicense, string>
  submit: string
}

/**
 * The form's English words as the code says them (PHOTO_FILE_LIMIT, PHOTO_LICENSES): the English
 * catalogs are checked against them (app/routes/partner/partner-photos.i18n.test.tsx); pages say
 * their catalog's words.
 */
export const UPLOAD_WORDS: UploadWords = {
  photo: 'Photo',
  fileDescription: FILE_DESCRIPTION,
  alt: 'Alt text',
  altDescription: 'What the photo shows, e.g. “Elk chop with roasted roots on a cast-iron plate”.',
  caption: 'Caption (optional)',
  credit: 'Photographer (optional)',
  creditDescription: 'Credited under the photo.',
  license: 'License',
  licenseDescription: 'Under which terms the guide shows it.',
  notStated: 'Not stated',
  licenses: PHOTO_LICENSES,
  submit: 'Add photo',
}

/** The back office's upload form words in the page's language (`adminPhotos.form.*`). */
export function adminUploadWords(t: Translator): UploadWords {
  return {
    photo: t('adminPhotos.form.photo'),
    fileDescription: t('adminPhotos.form.fileDescription', { megabytes: IMAGE_LIMITS.megabytes }),
    alt: t('adminPhotos.form.alt'),
    altDescription: t('adminPhotos.form.altDescription'),
    caption: t('adminPhotos.form.caption'),
    credit: t('adminPhotos.form.credit'),
    creditDescription: t('adminPhotos.form.creditDescription'),
    license: t('adminPhotos.form.license'),
    licenseDescription: t('adminPhotos.form.licenseDescription'),
    notStated: t('adminPhotos.form.notStated'),
    // the Creative Commons licenses and the guide's name are names
    licenses: {
      ...PHOTO_LICENSES,
      permission: t('adminPhotos.form.permission'),
      cc0: t('adminPhotos.form.publicDomain'),
    },
    submit: t('adminPhotos.form.submit'),
  }
}
