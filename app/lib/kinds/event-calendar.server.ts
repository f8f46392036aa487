import type { Db } from '../db.server'
import { publicUrl, siteUrl } from '../env.server'
import { serverT } from '../i18n/catalog.server'
import { DEFAULT_LOCALE, type Locale, localizedPath } from '../i18n/config'
import type { CalendarEvent } from '../ics'
import type { GuideEvent } from '../listings'
import { eventPriceText } from './event'
import { cancellationsOf } from './event-occurrences.server'

/**
 * Events as calendar entries: an event's .ics file, the /events feed and the saved events' file
 * all write them through here (app/lib/ics.ts turns the entries into iCalendar text). A repeating
 * event carries its rule and its cancelled days, so a calendar app repeats it itself.
 */

/**
 * An event as a calendar entry (its .ics file, the feed, saved events). The UID is the event's id,
 * so an edit updates the entry in calendars that subscribed; the page link is absolute only when
 * PUBLIC_URL is set (never built from the Host header). In `locale`'s words, linking to the event's
 * page in that language (the event's own texts are as given: translate them first).
 */
export function eventCalendarEntry(
  event: GuideEvent,
  cancelled: readonly string[] = [],
  locale: Locale = DEFAULT_LOCALE,
): CalendarEvent {
  const say = serverT(locale)
  const price = eventPriceText(event, say('events.card.free'))
  return {
    uid: `${event.id}@wyoming-navigator`,
    title: event.title,
    // Unknown values are left out, never written as facts (issue 51).
    description: [
      event.description,
      price && say('events.ics.tickets', { price }),
      event.organizer &&
        say('events.ics.organizer', { who: [event.organizer, event.phone].filter(Boolean).join(', ') }),
      event.website,
    ]
      .filter(Boolean)
      .join('\n\n'),
    location: `${event.location}, ${event.address}`,
    url: publicUrl() ? siteUrl(localizedPath(`/events/${encodeURIComponent(event.id)}`, locale)) : undefined,
    date: event.date,
    startTime: event.startTime,
    endTime: event.endTime,
    rrule: event.rrule ?? undefined,
    exdates: event.rrule ? cancelled : undefined,
  }
}

/** Calendar entries for events, each repeating one with its rule and its cancelled days, in `locale`'s words. */
export async function eventCalendarEntries(
  db: Db,
  events: readonly GuideEvent[],
  locale: Locale = DEFAULT_LOCALE,
): Promise<CalendarEvent[]> {
  const cancelled = await cancellationsOf(
    db,
    events.filter((event) => event.rrule).map((event) => event.id),
  )
  return events.map((event) => eventCalendarEntry(event, cancelled.get(event.id), locale))
}
