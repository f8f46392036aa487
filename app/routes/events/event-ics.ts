import { getDb } from '~/lib/db.server'
import { redirectFromFormerAddress } from '~/lib/addresses.server'
import { notFoundUnless } from '~/lib/http.server'
import { buildIcs, icsFileName } from '~/lib/ics'
import { eventCalendarEntries } from '~/lib/kinds/event-calendar.server'
import { getEvent } from '~/lib/kinds/event-queries.server'
import { localeOfPath } from '~/lib/i18n/config'
import { localizeListings } from '~/lib/translations.server'
import type { Route } from './+types/event-ics'

/**
 * /events/<id>.ics: one event as an iCalendar file ("Add to Calendar"), text/calendar; /es/...:
 * its Spanish title and description where they exist (decision 057), its own words in Spanish.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const db = getDb()
  const event = await getEvent(db, params.id)
  // A former address (the listing's id before an editor changed it) answers 301.
  if (!event) await redirectFromFormerAddress(getDb(), 'events', params.id, request, '.ics')
  notFoundUnless(event)
  const locale = localeOfPath(new URL(request.url).pathname)
  const [entry] = await eventCalendarEntries(
    db,
    await localizeListings(db, 'events', [event], locale),
    locale,
  )
  return calendarResponse(buildIcs(entry!), icsFileName(event.id))
}

/** An iCalendar answer: downloaded as `fileName`, cached briefly (the content version moves it). */
export function calendarResponse(body: string, fileName: string, disposition = 'attachment') {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `${disposition}; filename="${fileName}"`,
      'Cache-Control': 'public, max-age=300',
    },
  })
}
