import { categorySlug, EVENTS_QUERY_PARAMS, parseEventsQuery } from '~/lib/events-query'
import { readsQuery } from '~/lib/meta'
import { todayInTimeZone } from '~/lib/dates'
import { getDb } from '~/lib/db.server'
import { buildCalendar } from '~/lib/ics'
import { eventCalendarEntries } from '~/lib/kinds/event-calendar.server'
import { listEvents } from '~/lib/kinds/event-queries.server'
import { calendarResponse } from './event-ics'
import { serverT } from '~/lib/i18n/catalog.server'
import { DEFAULT_LOCALE, localeOfPath } from '~/lib/i18n/config'
import type { MessageKey } from '~/lib/i18n/messages'
import { localizeListings } from '~/lib/translations.server'
import type { Route } from './+types/feed'

// The query parameters it reads (the page cache keys it by these alone).
export const handle = readsQuery(EVENTS_QUERY_PARAMS)

/**
 * /events/feed.ics: a calendar to subscribe to (offered as a webcal: link): every upcoming event,
 * or one category's (?category=, as on /events). Calendar apps fetch it again now and then; each
 * event keeps its UID, so edits replace the entry instead of adding one; a repeating event is one
 * entry with its rule and cancelled days.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { category } = parseEventsQuery(new URL(request.url).searchParams)
  const db = getDb()
  const listed = await listEvents(db, { category, from: todayInTimeZone() }, { expand: false })
  // /es/events/feed.ics: Spanish titles and descriptions where they exist (decision 057).
  const locale = localeOfPath(new URL(request.url).pathname)
  const events = await localizeListings(db, 'events', listed, locale)
  const say = serverT(locale)
  const name = category
    ? `Wyoming Navigator: ${locale === DEFAULT_LOCALE ? category : say(`events.category.${categorySlug(category)}` as MessageKey)}`
    : say('events.ics.feed')
  const body = buildCalendar(await eventCalendarEntries(db, events, locale), { name })
  return calendarResponse(body, 'wyoming-navigator-events.ics', 'inline')
}
