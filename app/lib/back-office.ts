import { unlocalizedPath } from './i18n/config'

/**
 * The back office and sign-in pages (in every language: /es/login too): no install card, no note
 * about sample listings and no canonical link there.
 */
export function isBackOffice(pathname: string): boolean {
  return /^\/(admin|login|logout)(\/|$)/.test(unlocalizedPath(pathname))
}
