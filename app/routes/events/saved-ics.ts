import { readsQuery } from '~/lib/meta'
import { getDb } from '~/lib/db.server'
import { buildCalendar } from '~/lib/ics'
import { eventCalendarEntries } from '~/lib/kinds/event-calendar.server'
import { getEvent } from '~/lib/kinds/event-queries.server'
import { serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath } from '~/lib/i18n/config'
import { localizeListings } from '~/lib/translations.server'
import { calendarResponse } from './event-ics'
import type { Route } from './+types/saved-ics'

/** At most this many events in one file (the ids come from the visitor's device). */
const MAX_SAVED = 100

// The query parameters it reads (the page cache keys it by these alone).
export const handle = readsQuery(['id'])

/**
 * /events/saved.ics?id=a&id=b: the visitor's saved events (favorites live on the device, so the
 * /favorites page names them) as one calendar file. Unknown ids are skipped. /es/events/saved.ics
 * (Spanish /favorites' link): Spanish titles and descriptions where they exist (decision 057), its
 * own words and links in Spanish.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const ids = [...new Set(new URL(request.url).searchParams.getAll('id'))].slice(0, MAX_SAVED)
  const db = getDb()
  const found = await Promise.all(ids.filter((id) => id.length <= 200).map((id) => getEvent(db, id)))
  const locale = localeOfPath(new URL(request.url).pathname)
  const listed = found
    .filter((event) => event !== undefined)
    .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime))
  const events = await localizeListings(db, 'events', listed, locale)
  const body = buildCalendar(await eventCalendarEntries(db, events, locale), {
    name: serverT(locale)('events.ics.saved'),
  })
  return calendarResponse(body, 'saved-events.ics')
}
