import { formatDateTime } from '~/components/admin/field-list'
import { formatLongDate, parseIsoDate, REGION_TIME_ZONE } from '~/lib/dates'
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '~/lib/i18n/config'

/**
 * The back office's dates in the page's language: English as it always was (field-list's
 * 'Nov 3, 2026, 4:05 PM MST', dates' 'Tuesday, November 3, 2026'), another language by Intl with
 * its tag, the region's times as Denver times.
 */

/** An instant as a Denver date and time ('3 nov 2026, 4:05 p.m. MST'). */
export function formatAdminDateTime(iso: string | null, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !iso) return formatDateTime(iso)
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const tag = LOCALE_INFO[locale].intl
  const text = new Intl.DateTimeFormat(tag, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: REGION_TIME_ZONE,
  }).format(date)
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: REGION_TIME_ZONE, timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value
  return `${text} ${zone ?? 'MT'}`
}

/** A calendar day (YYYY-MM-DD) written out ('martes, 3 de noviembre de 2026'). */
export function formatAdminLongDate(iso: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return formatLongDate(iso)
  const day = parseIsoDate(iso)
  if (!day) return formatLongDate(iso)
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, { dateStyle: 'full' }).format(day)
}
