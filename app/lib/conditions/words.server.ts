import { serverT } from '../i18n/catalog.server'
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '../i18n/config'
import { REGION_TIME_ZONE } from '../dates'
import type { AlertKind, AlertSeverity, AsOf } from './alerts'

/**
 * The conditions' words in a page's language (issue 47, decision 059): an alert's severity, kind
 * and source, a moment in the region's time, how old a figure is and its "as of" line, all made on
 * the server so the pages carrying an alert card carry no labels. English says what alerts.ts says.
 */
export interface ConditionsWords {
  locale: Locale
  severity: (severity: AlertSeverity) => string
  kind: (kind: AlertKind) => string
  /** whose alert it is ('nws', 'editor' ...); an unknown source as it is */
  source: (source: string) => string
  /** "Nov 29, 7:05 AM MST" ("29 nov, 7:05 a. m. MST") */
  regionTime: (iso: string) => string
  /** "Until Nov 29, 7:05 AM MST", or "Until further notice" */
  until: (iso: string | null) => string
  asOf: (at: string, now: Date, expectedRefreshMs: number) => AsOf
  /** the alert card's own words */
  card: { details: string; detailsOf: (title: string) => string; all: string; banner: string }
  /** the drawn map's own words: what it shows, and how many alert areas it shades */
  map: { subject: string; areas: (count: number) => string }
}

const cache = new Map<Locale, ConditionsWords>()

export function conditionsWords(locale: Locale = DEFAULT_LOCALE): ConditionsWords {
  const known = cache.get(locale)
  if (known) return known
  const t = serverT(locale)
  const intl = LOCALE_INFO[locale].intl
  const moment = new Intl.DateTimeFormat(intl, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: REGION_TIME_ZONE,
  })
  const zoneName = new Intl.DateTimeFormat('en-US', { timeZone: REGION_TIME_ZONE, timeZoneName: 'short' })
  const regionTime = (iso: string) => {
    const date = new Date(iso)
    if (Number.isNaN(date.getTime())) return t('conditions.unknownTime')
    const zone = zoneName.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value
    return `${moment.format(date)} ${zone ?? 'MT'}`
  }
  const age = (ms: number) => {
    const minutes = Math.max(0, Math.round(ms / 60_000))
    if (minutes < 60) return t('conditions.age.minutes', { count: minutes })
    const hours = Math.round(minutes / 60)
    if (hours < 48) return t('conditions.age.hours', { count: hours })
    return t('conditions.age.days', { count: Math.round(hours / 24) })
  }
  const words: ConditionsWords = {
    locale,
    severity: (severity) => t(`conditions.severity.${severity}`),
    kind: (kind) => t(`conditions.kind.${kind}`),
    source: (source) =>
      ['nws', 'nps', 'editor', 'partner'].includes(source)
        ? t(`conditions.source.${source as 'nws' | 'nps' | 'editor' | 'partner'}`)
        : source,
    regionTime,
    until: (iso) =>
      iso ? t('conditions.until', { time: regionTime(iso) }) : t('conditions.untilFurtherNotice'),
    asOf(at, now, expectedRefreshMs) {
      const ms = now.getTime() - new Date(at).getTime()
      const stale = !(ms <= expectedRefreshMs)
      return {
        at,
        stale,
        text: stale
          ? t('conditions.stale', { time: regionTime(at), age: age(ms) })
          : t('conditions.asOf', { time: regionTime(at) }),
      }
    },
    card: {
      details: t('conditions.card.details'),
      detailsOf: (title) => t('conditions.card.detailsOf', { title }),
      all: t('conditions.card.all'),
      banner: t('conditions.banner'),
    },
    map: {
      subject: t('conditions.map.subject'),
      areas: (count) => t('conditions.map.areas', { count }),
    },
  }
  cache.set(locale, words)
  return words
}
