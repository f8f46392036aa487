import { formatLongDate, parseIsoDate } from '~/lib/dates'
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '~/lib/i18n/config'

/**
 * The back office's dates in the page's language: English as it always was (field-list's
 * 'Nov 3, 2026, 4:05 PM MST', dates' 'Tuesday, November 3, 2026'), another language by Intl with
 * its tag, the region's times as Denver times.
 */

/** A calendar day (YYYY-MM-DD) written out ('martes, 3 de noviembre de 2026'). */
export function formatAdminLongDate(iso: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return formatLongDate(iso)
  const day = parseIsoDate(iso)
  if (!day) return formatLongDate(iso)
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, { dateStyle: 'full' }).format(day)
}
