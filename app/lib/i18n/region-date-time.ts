import { REGION_TIME_ZONE } from '../dates'
import { formatRegionDateTime } from '../schedule-time'
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from './config'

/**
 * A moment as the back office shows it, in the page's language and the region's time ('Dec 1,
 * 2024, 10:00 AM MST' in English, exactly as before; '1 dic 2024, 10:00 a.m. MST' in Spanish).
 * Empty for no moment. Safe in the browser and on the server.
 */
export function regionDateTime(iso: string | null, locale: Locale): string {
  if (!iso) return ''
  if (locale === DEFAULT_LOCALE) return formatRegionDateTime(iso)
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const tag = LOCALE_INFO[locale].intl
  const text = new Intl.DateTimeFormat(tag, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: REGION_TIME_ZONE,
  }).format(date)
  const zone = new Intl.DateTimeFormat(tag, { timeZone: REGION_TIME_ZONE, timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value
  return `${text} ${zone ?? 'MT'}`
}
