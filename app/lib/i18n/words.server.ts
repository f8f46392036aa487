import { LOCALE_INFO, type Locale } from './config'
import { hasMessage, serverT } from './catalog.server'
import type { MessageKey, Words } from './messages'
import { PAGE_SIZE } from '../pagination'

/**
 * Words made on the server in a page's language (decision 059): its messages (`say`) and its
 * calendar days written out with Intl ('November 3, 2026', '3 de noviembre de 2026').
 */
export function wordsFor(locale: Locale): Words {
  const days = new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, { dateStyle: 'long', timeZone: 'UTC' })
  return {
    say: serverT(locale),
    // A calendar day is a date, not an instant: noon UTC keeps it the same day everywhere.
    day: (iso) => days.format(new Date(`${iso}T12:00:00Z`)),
  }
}

/**
 * The catalog's words for a value of a fixed list (`eat.amenity.full-bar`) when it has them, else
 * the value as written (an editor's free text stays as it is).
 */
export function labelOr(locale: Locale, key: string, fallback: string): string {
  return hasMessage(key) ? serverT(locale)(key as never) : fallback
}

/** A value as a key's last part: 'Bar & Grill' is `bar-grill`. */
export function keyPart(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/**
 * 'Showing 6 restaurants' on one page, 'Showing 25–48 of 1,250 restaurants' on one of several,
 * in the page's language: `all` has a plural of {total}, `range` {from}, {to} and {total}.
 */
export function showingWords(
  locale: Locale,
  paged: { page: number; pageCount: number; total: number },
  all: MessageKey,
  range: MessageKey,
  size = PAGE_SIZE,
): string {
  const say = serverT(locale)
  if (paged.pageCount <= 1) return say(all, { total: paged.total })
  return say(range, {
    from: (paged.page - 1) * size + 1,
    to: Math.min(paged.total, paged.page * size),
    total: new Intl.NumberFormat(LOCALE_INFO[locale].intl).format(paged.total),
  })
}
