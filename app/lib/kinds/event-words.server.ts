import { parseIsoDate } from '../dates'
import { formatLongDate } from '../dates-intl'
import { serverT } from '../i18n/catalog.server'
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '../i18n/config'
import { repeatFieldsOf } from '../recurrence.server'
import type { GuideEvent } from '../listings'
import type { EventRecurrence } from './event-occurrences.server'
import { categorySlug } from '../events-query'
import type { MessageKey } from '../i18n/messages'
import { shownTags } from '../i18n/choice-text.server'

/**
 * An event page's sentences with values (its dates, times, names, capacity), written on the
 * server in the page's language (decision 059), so the page needs no message formatter in the
 * browser: /events/:id is the largest public page. Days the visitor's today decides between
 * (which are upcoming, which is next) travel as a table of their names.
 */
export function eventPageWords(
  locale: Locale,
  event: Pick<
    GuideEvent,
    'title' | 'category' | 'date' | 'time' | 'startTime' | 'capacity' | 'rrule' | 'tags'
  >,
  recurrence: EventRecurrence | null,
  places: { venue: { name: string } | null; organizer: { name: string } | null },
) {
  const t = serverT(locale)
  const long = (iso: string) => formatLongDate(iso, locale)
  const lastDay = recurrence ? (recurrence.last ?? event.date) : event.date
  const at = event.startTime ? t('events.detailServer.at', { time: event.time }) : null
  // its tags in the page's language where the catalog knows them, the others named (lang="en")
  const tags = shownTags(locale, event.tags, (part) => [`submit.event.options.${part}`])
  return {
    tags: tags.tags,
    englishTags: tags.englishTags,
    /** Its category's name. */
    category: t(`events.category.${categorySlug(event.category)}` as MessageKey),
    tookPlace: t(recurrence ? 'events.detailServer.lastTookPlace' : 'events.detailServer.tookPlace', {
      date: long(lastDay),
    }),
    /** The date line: the day (or the rule) and the time. */
    when: recurrence
      ? `${ruleInWords(locale, event, recurrence.text)}${
          event.startTime
            ? t('events.detailServer.atRepeat', { time: event.time })
            : t('events.detail.allDay')
        }`
      : `${long(event.date)}${at ?? t('events.detail.allDay')}`,
    shareText: event.startTime
      ? t('events.detailServer.shareText', { title: event.title, date: long(event.date), time: event.time })
      : t('events.detailServer.shareTextAllDay', { title: event.title, date: long(event.date) }),
    capacity: t('events.detailServer.capacity', {
      count: new Intl.NumberFormat(LOCALE_INFO[locale].intl).format(event.capacity),
    }),
    moreAt: places.venue ? t('events.detailServer.moreAt', { name: places.venue.name }) : null,
    moreBy: places.organizer ? t('events.detailServer.moreBy', { name: places.organizer.name }) : null,
    /** Every day the page may name (upcoming and cancelled ones), by its YYYY-MM-DD. */
    days: Object.fromEntries(
      [...(recurrence?.upcoming ?? []), ...(recurrence?.cancelled ?? []), event.date].map((iso) => [
        iso,
        long(iso),
      ]),
    ),
  }
}

/**
 * A repeating event's rule in words: English as the rule library says it; other languages for
 * the submission form's choices (weekly, every two weeks, monthly), else the English words.
 */
export function ruleInWords(
  locale: Locale,
  event: Pick<GuideEvent, 'date' | 'rrule'>,
  english: string,
): string {
  if (locale === DEFAULT_LOCALE) return english
  const { frequency, until } = repeatFieldsOf(event)
  const first = parseIsoDate(event.date)
  if (frequency === '' || frequency === 'custom' || !first) return english
  const tag = LOCALE_INFO[locale].intl
  const name = new Intl.DateTimeFormat(tag, { weekday: 'long' }).format(first)
  // Every week "on Saturdays": Spanish names the days in the plural (sábados; lunes stays lunes).
  const weekday = locale === 'es' && !name.endsWith('s') ? `${name}s` : name
  return serverT(locale)(`events.detailServer.rule.${frequency}`, {
    weekday,
    day: first.getDate(),
    until: until ? new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(parseIsoDate(until)) : 'none',
  })
}
