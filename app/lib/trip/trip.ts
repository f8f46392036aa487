import type { DayForecast } from './day-forecast'
/**
 * The trip planner's browser-safe half: the kinds of listing a trip holds, the form intents, and
 * the shape of a planned day as the /trip loader sends it (checks already worked out on the server;
 * the browser never loads the opening-hours or sun libraries).
 */
export const TRIP_KINDS = ['restaurant', 'stay', 'activity', 'event', 'music'] as const
export type TripKind = (typeof TRIP_KINDS)[number]

export const TRIP_KIND_LABELS: Record<TripKind, string> = {
  restaurant: 'Restaurant',
  stay: 'Stay',
  activity: 'Activity',
  event: 'Event',
  music: 'Live music',
}

export const TRIP_INTENTS = [
  'add',
  'dates',
  'move-up',
  'move-down',
  'move-day',
  'place',
  'stop',
  'remove',
  'clear',
  'copy',
  'route',
  'nights',
  // the trip's accessibility need (issue 46), set once for the whole trip
  'need',
] as const
export type TripIntent = (typeof TRIP_INTENTS)[number]

/** The longest trip the planner takes, in days. */
export const MAX_TRIP_DAYS = 21
/** The longest note on a stop. */
export const MAX_NOTE_LENGTH = 500

/** The note on a stop whose listing an editor hid or deleted (trip, shared page and calendar). */
export const NO_LONGER_LISTED = 'No longer listed: this place was taken out of the guide.'
/** A deleted listing's stop is named this (its own name went with it). */
export const NO_LONGER_LISTED_NAME = 'A place no longer listed'

export interface PlannedStop {
  id: string
  kind: TripKind
  listingId: string
  name: string
  /** the listing's page, e.g. /eat/elk-antler-grill; null when the listing is gone */
  href: string | null
  address: string
  /** Google Maps search link for directions */
  directions: string | null
  startTime: string | null
  note: string
  /** '1:00 PM' etc. for display */
  startLabel: string | null
  /** e.g. 'Open 11:30–22:00' / 'Hours unknown' (restaurants and activities) */
  hoursLabel: string | null
  /** e.g. 'About 3 hours' */
  durationLabel: string | null
  /** planned minutes of the visit, when known */
  durationMinutes: number | null
  /** warnings in words, shown next to the stop */
  warnings: string[]
  /** how to get here from the stop before (null for the first stop of a day) */
  driveFromPrevious: string | null
  /** alerts whose area the drive from the previous stop (or the day's start) enters, in words */
  driveWarnings: string[]
  /** listing category (events: for suggestions) */
  category: string | null
  /** an event's or show's time is its schedule's: shown, not changed */
  timeFixed: boolean
  /** a stay: the nights it covers, and the check-out days it may take */
  nights: StayNights | null
}

export interface StayNights {
  checkIn: string
  checkOut: string
  /** '2 nights: Sat, Dec 19 to Mon, Dec 21' */
  label: string
  checkOutOptions: TripDayOption[]
}

/** Where a day starts or ends: a stay on the trip, or (no stay) Jackson's Town Square. */
export interface DayBase {
  name: string
  href: string | null
  /** the stay's stop on the trip, or null for the Town Square */
  stopId: string | null
}

export interface PlannedDay {
  day: string
  /** 'Friday, December 20, 2024' */
  label: string
  /** 'Fri, Dec 20' */
  shortLabel: string
  sunrise: string
  sunset: string
  stops: PlannedStop[]
  /** 'This day looks too full: ...' or null */
  fullWarning: string | null
  /** where the day starts: the stay of the night before, else Jackson's Town Square */
  start: DayBase
  /** where it ends: the stay of its own night, or null (no stay booked that night) */
  end: DayBase | null
  /** the drive from the last stop back to `end`, in words */
  driveBack: string | null
  /** alerts whose area the drive back enters, in words */
  driveBackWarnings: string[]
  /** the NWS forecast for the day (high, low, snow, as of), or null outside its range */
  forecast: DayForecast | null
  /** two or more stops without a time: "Order by route" can order them */
  routable: boolean
}

export interface TripSuggestion {
  kind: 'event' | 'music'
  id: string
  name: string
  href: string
  date: string
  dateLabel: string
  category: string
}

/** A day of the trip for a day list, labelled on the server. */
export interface TripDayOption {
  day: string
  label: string
}

/** Each kind of stop's listing table. */
export const TABLE_OF = {
  restaurant: 'restaurants',
  stay: 'stays',
  activity: 'activities',
  event: 'events',
  music: 'music_shows',
} as const satisfies Record<TripKind, string>
