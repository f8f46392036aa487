import { buildCalendar, type CalendarEvent } from '../ics'
import { siteUrl } from '../env.server'
import { timeOf, minutesOf } from './checks'
import type { PlannedDay } from './trip'
import type { Say } from '../i18n/messages'

/** Default length of a calendar entry when a stop has a time but no known length. */
const DEFAULT_MINUTES = 60

/**
 * The whole trip as one calendar: each stop at its time in America/Denver (all day when it has
 * none), with its address and a directions link (the same Google Maps search the listing pages
 * use) in the description.
 */
export function tripCalendar(
  days: readonly PlannedDay[],
  tripKey: string,
  now = new Date(),
  say?: Say,
  /** a guide path in the calendar's language (`/eat/x` is `/es/eat/x` in Spanish) */
  inLanguage: (path: string) => string = (path) => path,
): string {
  const events: CalendarEvent[] = days.flatMap((day) =>
    day.stops.map((stop): CalendarEvent => {
      const minutes = stop.durationMinutes ?? DEFAULT_MINUTES
      const start = stop.startTime
      const page = stop.href ? siteUrl(inLanguage(stop.href)) : ''
      return {
        uid: `trip-${tripKey}-${stop.id}@wyoming-navigator`,
        title: stop.name,
        description: [
          stop.note,
          stop.directions
            ? say
              ? say('trip.ics.directions', { url: stop.directions })
              : `Directions: ${stop.directions}`
            : '',
          page ? (say ? say('trip.ics.guide', { url: page }) : `In the guide: ${page}`) : '',
          ...stop.warnings.map((w) => (say ? say('trip.ics.note', { text: w }) : `Note: ${w}`)),
        ]
          .filter(Boolean)
          .join('\n'),
        location: stop.address,
        url: page.startsWith('http') ? page : undefined,
        date: day.day,
        startTime: start ?? '',
        endTime: start ? timeOf(minutesOf(start) + Math.min(minutes, 23 * 60)) : '',
      }
    }),
  )
  return buildCalendar(events, { now, name: say ? say('trip.ics.name') : 'My Wyoming trip' })
}
