import { unlocalizedPath } from './i18n/config'

/**
 * The back office and sign-in pages (in every language: /es/login too): no install card, no note
 * about sample listings and no canonical link there.
 */
export function isBackOffice(pathname: string): boolean {
  return /^\/(admin|login|logout)(\/|$)/.test(unlocalizedPath(pathname))
}

/**
 * The words the back office's layout sends to every page inside it: the frame's (`admin`) and
 * those of the parts many pages share (badges, field lists and duplicates; the bulk form).
 */
export const BACK_OFFICE_FRAME_WORDS = ['admin', 'adminEditor.common', 'adminReview.bulk'] as const

/** Whether a path is a page inside the back office's layout (`/admin/...`, `/es/admin/...`). */
export function isInBackOfficeFrame(pathname: string): boolean {
  return /^\/admin(\/|$)/.test(unlocalizedPath(pathname))
}
