import { formatHeadingDate, formatLongDate, formatShortDate } from '../dates-intl'
import { REGION_TIME_ZONE } from '../dates'
import { formatRegionTime } from '../conditions/alerts'
import { serverT } from '../i18n/catalog.server'
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale, localizedPath } from '../i18n/config'
import { displayTime, minutesOf } from './checks'
import type { TripWords } from './trip-words'

/** The trip planner's words in a language (./trip-words.ts); English says exactly what it always said. */
export function tripWords(locale: Locale): TripWords {
  const tag = LOCALE_INFO[locale].intl
  // Spanish writes a time of day on the 24-hour clock ('16:30'), so no 'p.m.' runs into a sentence's full stop.
  const clock = new Intl.DateTimeFormat(tag, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  })
  const instant = new Intl.DateTimeFormat(tag, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: REGION_TIME_ZONE,
    timeZoneName: 'short',
  })
  const english = locale === DEFAULT_LOCALE
  return {
    say: serverT(locale),
    time: english ? displayTime : (hhmm) => clock.format(new Date(Date.UTC(2000, 0, 1, 0, minutesOf(hhmm)))),
    longDay: (iso) => formatLongDate(iso, locale),
    shortDay: (iso) => formatShortDate(iso, locale),
    headingDay: (iso) => formatHeadingDate(iso, locale),
    path: (path) => localizedPath(path, locale),
    regionTime: (iso) =>
      english || Number.isNaN(new Date(iso).getTime())
        ? formatRegionTime(iso)
        : instant.format(new Date(iso)),
  }
}
