import {
  DAYS,
  formatHeadingDate as englishHeading,
  formatShortDate as englishShort,
  formatLongDay as englishLongDay,
  formatMonthYear as englishMonth,
  parseIsoDate,
} from './dates'
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from './i18n/config'

/**
 * Calendar dates in a page's language (issue 47, decision 059): English keeps ./dates.ts's own
 * words, exactly; other languages format with Intl in their tag. Local Dates at midnight, their
 * own fields (no time zone), as in ./dates.ts. Apart from ./dates.ts so pages that format no
 * date in the browser (an event's page: its loader writes them) carry none of this.
 */

const STYLES = {
  long: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  date: { year: 'numeric', month: 'long', day: 'numeric' },
  month: { year: 'numeric', month: 'long' },
  weekday: { weekday: 'long' },
  short: { weekday: 'short', month: 'short', day: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>
const formats = new Map<string, Intl.DateTimeFormat>()

/** One Intl formatter per language and style, kept (building one costs far more than using it). */
function format(locale: Locale, style: keyof typeof STYLES, date: Date): string {
  const key = `${locale}:${style}`
  let formatter = formats.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, STYLES[style])
    formats.set(key, formatter)
  }
  return formatter.format(date)
}

/** A name that starts a label ("diciembre de 2024" as a heading) with a capital. */
const capitalize = (text: string, locale: Locale) =>
  text.charAt(0).toLocaleUpperCase(LOCALE_INFO[locale].intl) + text.slice(1)

function mustParse(iso: string): Date {
  const date = parseIsoDate(iso)
  if (!date) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`)
  return date
}

/** 'Friday, December 20, 2024' / 'viernes, 20 de diciembre de 2024'. */
export function formatLongDay(d: Date, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? englishLongDay(d) : format(locale, 'long', d)
}

export function formatLongDate(iso: string, locale: Locale): string {
  return formatLongDay(mustParse(iso), locale)
}

/** 'December 20, 2024' / '20 de diciembre de 2024' (the events page's heading). */
export function formatHeadingDate(iso: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? englishHeading(iso) : format(locale, 'date', mustParse(iso))
}

/** 'Fri, Dec 20' / 'vie, 20 de dic' (a trip's day in a list). */
export function formatShortDate(iso: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? englishShort(iso) : format(locale, 'short', mustParse(iso))
}

/** 'December 2024' / 'Diciembre de 2024' (the calendar's month). */
export function formatMonthYear(d: Date, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? englishMonth(d) : capitalize(format(locale, 'month', d), locale)
}

/** The weekdays' names from Sunday (the calendar's column headers). */
export function weekdayNames(locale: Locale): string[] {
  if (locale === DEFAULT_LOCALE) return DAYS
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, day) =>
    capitalize(format(locale, 'weekday', new Date(2023, 0, 1 + day)), locale),
  )
}

const suggestionDays = new Map<string, Intl.DateTimeFormat>()

/**
 * A day in a search suggestion, short, in the page's language, as America/Denver has it: 'Sat,
 * Dec 5' / 'sáb, 5 de dic', with its year when it is not `today`'s ('Thu, Dec 5, 2024'). Anything
 * but a YYYY-MM-DD day as it is.
 */
export function formatSuggestionDay(iso: string, locale: Locale, today: string): string {
  if (!parseIsoDate(iso)) return iso
  const withYear = iso.slice(0, 4) !== today.slice(0, 4)
  const key = `${locale}:${withYear}`
  let formatter = suggestionDays.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'America/Denver',
    })
    suggestionDays.set(key, formatter)
  }
  // A calendar day, not an instant: noon UTC is the same day in Denver.
  return formatter.format(new Date(`${iso}T12:00:00Z`))
}
