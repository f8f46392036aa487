import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from './i18n/config'
import { REGION_TIME_ZONE } from './dates'
import { formatRegionDateTime } from './schedule-time'

const formats = new Map<Locale, [Intl.DateTimeFormat, Intl.DateTimeFormat]>()

/**
 * A kept instant as the back office shows it, in a page's language: English exactly as
 * formatRegionDateTime ("Mar 1, 2027, 9:00 AM MST"), another language with Intl in its tag
 * ("1 mar 2027, 9:00 a.m. MST"); always America/Denver's time. Empty for no instant.
 */
export function formatRegionDateTimeIn(iso: string | null, locale: Locale): string {
  if (!iso) return ''
  if (locale === DEFAULT_LOCALE) return formatRegionDateTime(iso)
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  let pair = formats.get(locale)
  if (!pair) {
    const tag = LOCALE_INFO[locale].intl
    pair = [
      new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: REGION_TIME_ZONE }),
      new Intl.DateTimeFormat(tag, { timeZone: REGION_TIME_ZONE, timeZoneName: 'short' }),
    ]
    formats.set(locale, pair)
  }
  const zone = pair[1].formatToParts(date).find((part) => part.type === 'timeZoneName')?.value
  return `${pair[0].format(date)} ${zone ?? 'MT'}`
}
