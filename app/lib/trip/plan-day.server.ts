import type { StopAlert } from '../conditions/alert-matching.server'
import { dayForecast, type ForecastPlaceLike, nearestPlace } from './day-forecast'
import { driveAlertWarnings, stopAlertWarnings, type TripAlert } from './alert-warnings'
import { type AccessibilityFacts, type AccessibilityKind, UNKNOWN_FACTS } from '../accessibility/facts'
import { needFit, TRIP_NEED_LABELS, type TripNeed } from '../accessibility/filters'
import { describeDrive } from '../maps/roads'
import { addDaysIso, formatLongDate, formatShortDate } from '../dates'
import { mapsSearchUrl } from '../maps'
import {
  checkOpeningHours,
  dayLoad,
  fullDayText,
  daylight,
  displayHours,
  displayTime,
  driveEstimate,
  isTime,
  JACKSON,
  minutesOf,
  parseDurationMinutes,
  type StopFacts,
  visitMinutes,
  stopWarnings,
  timeOf,
  warningText,
} from './checks'
import { basesOf, checkOutOf, nightsOf, sortDay } from './day-order'
import { driveBackWarning, type SequenceStop, sequenceWarnings, sequenceWarningText } from './day-sequence'
import {
  type DayBase,
  NO_LONGER_LISTED,
  NO_LONGER_LISTED_NAME,
  type PlannedDay,
  type PlannedStop,
  type StayNights,
  type TripDayOption,
} from './trip'
import type { ListingFacts } from './plan.server'
import type { TripStopRow } from './trip.server'
import type { TripWords } from './trip-words'

/**
 * One day of a trip as the pages show it (issue 50 items 1 and 2): its stops in order (by time,
 * untimed after, the stay last), each with its checks in words; where the day starts and ends
 * (the stays of its nights, else Jackson's Town Square) and the drives from and back to them.
 */

/** Jackson's Town Square: where a day without a stay the night before starts. */
export const TOWN_SQUARE_NAME = 'Jackson’s Town Square'

export interface TripContext {
  days: readonly string[]
  depart: string
  facts: ReadonlyMap<string, ListingFacts>
  /** the stay stop of each night */
  byNight: ReadonlyMap<string, TripStopRow & { checkOut: string | null }>
  /** active or coming alerts pointing at stops, by `<kind>:<listing id>` (issue 48 item 4) */
  alerts?: ReadonlyMap<string, readonly StopAlert[]>
  /** active or coming alerts with an area: stops whose pin lies in it, drives that enter it (decision 056) */
  areaAlerts?: readonly TripAlert[]
  /** the NWS forecast's places, for the days within its range (decision 056) */
  forecast?: { places: readonly ForecastPlaceLike[]; staleAfterMs: number; now: Date }
  /** the visitor's accessibility need for the trip (issue 46), and its places' facts by `kind:id` */
  need?: TripNeed | null
  access?: ReadonlyMap<string, AccessibilityFacts>
  /** the page's language's words (issue 47); without them, English */
  words?: TripWords
}

/** A stop's alert warnings: the alerts pointed at it, and those whose area its pin lies in. */
function alertWarnings(context: TripContext, s: TripStopRow, day: string, pin: StopFacts): string[] {
  return stopAlertWarnings(
    context.alerts?.get(`${s.kind}:${s.listing_id}`) ?? [],
    context.areaAlerts ?? [],
    pin,
    day,
    context.words,
  )
}

const NEED_KINDS: Partial<Record<string, AccessibilityKind>> = {
  restaurant: 'restaurants',
  stay: 'stays',
  activity: 'activities',
}

/**
 * The day check of a stop against the trip's need: nothing when it fits (or no need is set), else
 * that its facts do not fit or are not known (events and shows have no facts of their own).
 */
export function needWarning(
  context: Pick<TripContext, 'need' | 'access' | 'words'>,
  s: TripStopRow,
): string | null {
  const need = context.need
  if (!need) return null
  const kind = NEED_KINDS[s.kind]
  const facts = context.access?.get(`${s.kind}:${s.listing_id}`) ?? UNKNOWN_FACTS
  const fit = kind ? needFit(need, kind, facts) : 'unknown'
  if (fit === 'fits') return null
  const say = context.words?.say
  if (say) {
    const lower = say(`trip.need.${need}`).toLocaleLowerCase()
    return say(fit === 'no' ? 'trip.check.needNo' : 'trip.check.needUnknown', { need: lower })
  }
  const wanted = TRIP_NEED_LABELS[need].toLowerCase()
  if (fit === 'no') return `Does not fit your trip’s need (${wanted}): see its Accessibility section.`
  return `Accessibility not known for your trip’s need (${wanted}): ask them before you go.`
}

/** A stop's listing, when it is still listed (hidden or deleted ones are "no longer listed"). */
function listedFacts(context: TripContext, s: TripStopRow) {
  const f = context.facts.get(`${s.kind}:${s.listing_id}`)
  return f?.listed ? f : undefined
}

/** Planned minutes of a visit: an event's own length, an activity's duration text. */
function durationOf(facts: ListingFacts | undefined): number | undefined {
  if (!facts) return undefined
  if (facts.startTime && facts.endTime) {
    const minutes = minutesOf(facts.endTime) - minutesOf(facts.startTime)
    return minutes > 0 ? minutes : minutes + 24 * 60
  }
  return parseDurationMinutes(facts.duration)
}

function hoursLabel(facts: ListingFacts | undefined, day: string, w?: TripWords): string | null {
  if (!facts || (facts.kind !== 'restaurant' && facts.kind !== 'activity')) return null
  const check = checkOpeningHours(facts.openingHours, day)
  if (w) {
    if (check.status === 'unknown') return w.say('trip.hours.unknown')
    if (check.status === 'closed-day') return w.say('trip.hours.closed')
    return w.say('trip.hours.open', { hours: displayHours(check.open, w) })
  }
  if (check.status === 'unknown') return 'Hours unknown'
  if (check.status === 'closed-day') return 'Closed this day'
  return `Open ${displayHours(check.open)}`
}

/** Whether an event's or show's time comes from its schedule (then the stop's time is that). */
function fixedTime(facts: ListingFacts | undefined): string | null {
  return facts && (facts.kind === 'event' || facts.kind === 'music') && isTime(facts.startTime)
    ? facts.startTime
    : null
}

interface Base extends DayBase {
  lat: number | null
  lng: number | null
}

function baseOf(context: TripContext, stay: TripStopRow | null): Base {
  const say = context.words?.say
  if (!stay)
    return { name: say ? say('trip.townSquare') : TOWN_SQUARE_NAME, href: null, stopId: null, ...JACKSON }
  const f = listedFacts(context, stay)
  return {
    name: f?.name ?? context.facts.get(`stay:${stay.listing_id}`)?.name ?? goneName(context),
    href: f?.href ?? null,
    stopId: stay.id,
    lat: f?.lat ?? null,
    lng: f?.lng ?? null,
  }
}

/** A stop whose listing is gone: its name and its note. */
const goneName = (context: Pick<TripContext, 'words'>) =>
  context.words ? context.words.say('trip.gone.name') : NO_LONGER_LISTED_NAME

function nightsLabel(checkIn: string, checkOut: string, count: number, w?: TripWords) {
  if (w) return w.say('trip.nights.label', { count, from: w.shortDay(checkIn), to: w.shortDay(checkOut) })
  return `${count} ${count === 1 ? 'night' : 'nights'}: ${formatShortDate(checkIn)} to ${formatShortDate(checkOut)}`
}

/** A stay's nights and the check-out days it may take (after check-in, up to departure). */
export function stayNights(stay: TripStopRow, depart: string, w?: TripWords): StayNights {
  const short = w?.shortDay ?? formatShortDate
  const checkOut = checkOutOf({ day: stay.day, checkOut: stay.check_out })
  const options: TripDayOption[] = []
  const last = depart > stay.day ? depart : addDaysIso(stay.day, 1)
  for (let day = addDaysIso(stay.day, 1); day <= last; day = addDaysIso(day, 1))
    options.push({ day, label: short(day) })
  if (!options.some((o) => o.day === checkOut)) options.push({ day: checkOut, label: short(checkOut) })
  return {
    checkIn: stay.day,
    checkOut,
    label: nightsLabel(stay.day, checkOut, nightsOf({ day: stay.day, checkOut }).length, w),
    checkOutOptions: options,
  }
}

export function planDay(context: TripContext, day: string, onDay: readonly TripStopRow[]): PlannedDay {
  const light = daylight(day)
  const w = context.words
  const say = w?.say
  const clock = w?.time ?? displayTime
  const drive = (d: Parameters<typeof describeDrive>[0]) => describeDrive(d, say)
  const listed = (s: TripStopRow) => listedFacts(context, s)
  // An event's time is its schedule's; a stop no longer listed has no time to keep.
  const effectiveTime = (s: TripStopRow) => (listed(s) ? (fixedTime(listed(s)) ?? s.start_time) : null)
  const ordered = sortDay(onDay.map((row) => ({ row, kind: row.kind, startTime: effectiveTime(row) })))
  const bases = basesOf(day, context.byNight)
  const start = baseOf(context, bases.start)
  const end = bases.end ? baseOf(context, bases.end) : null

  const visits = ordered.filter((s) => s.kind !== 'stay')
  const factsOf = ({ row, startTime }: (typeof ordered)[number]): StopFacts => {
    const f = listed(row)
    return {
      kind: row.kind,
      category: f?.category,
      startTime,
      durationMinutes: durationOf(f),
      openingHours: f?.openingHours,
      lat: f?.lat ?? null,
      lng: f?.lng ?? null,
    }
  }
  const visitFacts = visits.map(factsOf)
  const asBase = (b: Base): StopFacts => ({ kind: 'stay', startTime: null, lat: b.lat, lng: b.lng })
  const load = dayLoad([asBase(start), ...visitFacts, ...(end ? [asBase(end)] : [])], day, light)
  const sequenceStops: SequenceStop[] = visits.map((s, i) => ({
    ...visitFacts[i]!,
    name: listed(s.row)?.name ?? goneName(context),
    minutes: visitMinutes(visitFacts[i]!),
    fixed: fixedTime(listed(s.row)) !== null,
  }))
  const sequence = sequenceWarnings(sequenceStops)
  const back = driveBackWarning(sequenceStops.at(-1), end, light.sunset)
  if (back) sequence.at(-1)!.push(back)

  const driveTo = (i: number): string => {
    if (i > 0) return drive(driveEstimate(visitFacts[i - 1], visitFacts[i]))
    const estimate = driveEstimate(start, visitFacts[0])
    const first = visitFacts[0]!
    const leaveAt =
      estimate && isTime(first.startTime)
        ? clock(timeOf(minutesOf(first.startTime) - estimate.minutes))
        : null
    if (say) {
      const from = say('trip.drive.from', { start: start.name, drive: drive(estimate) })
      return leaveAt ? `${from} ${say('trip.drive.leaveBy', { time: leaveAt })}` : from
    }
    const leave = leaveAt ? ` Leave by ${leaveAt}.` : ''
    return `From ${start.name}: ${drive(estimate)}.${leave}`
  }

  const planned = ordered.map(({ row: s, startTime }): PlannedStop => {
    const f = listed(s)
    const visit = visits.findIndex((v) => v.row === s)
    const facts = visit >= 0 ? visitFacts[visit]! : factsOf({ row: s, kind: s.kind, startTime })
    const minutes = facts.durationMinutes
    return {
      id: s.id,
      kind: s.kind as PlannedStop['kind'],
      listingId: s.listing_id,
      name: f?.name ?? context.facts.get(`${s.kind}:${s.listing_id}`)?.name ?? goneName(context),
      href: f?.href ?? null,
      address: f?.address ?? '',
      directions: f?.address ? mapsSearchUrl(f.address) : null,
      startTime,
      note: s.note,
      startLabel: startTime ? clock(startTime) : null,
      hoursLabel: hoursLabel(f, day, w),
      durationLabel: minutes
        ? say
          ? minutes % 60 === 0
            ? say('trip.duration.hours', { count: minutes / 60 })
            : say('trip.duration.minutes', { count: minutes })
          : minutes % 60 === 0
            ? `About ${minutes / 60} hour${minutes === 60 ? '' : 's'}`
            : `About ${minutes} minutes`
        : null,
      // Planned length: the listing's own, else the usual visit (a meal 90 minutes, an event 2 hours).
      durationMinutes: visitMinutes(facts) || null,
      warnings: f
        ? [
            ...alertWarnings(context, s, day, facts),
            ...stopWarnings(facts, day, light).map((warning) => warningText(warning, w)),
            ...(visit >= 0 ? sequence[visit]!.map((warning) => sequenceWarningText(warning, w)) : []),
            ...[needWarning(context, s)].filter((w): w is string => w !== null),
          ]
        : [say ? say('trip.gone.note') : NO_LONGER_LISTED],
      driveFromPrevious: visit >= 0 ? driveTo(visit) : null,
      driveWarnings:
        visit >= 0
          ? driveAlertWarnings(
              context.areaAlerts ?? [],
              visit > 0 ? visitFacts[visit - 1] : start,
              facts,
              day,
              undefined,
              w,
            )
          : [],
      category: f?.category ?? null,
      timeFixed: fixedTime(f) !== null,
      nights: s.kind === 'stay' ? stayNights(s, context.depart, w) : null,
    }
  })
  const publicBase = (b: Base): DayBase => ({ name: b.name, href: b.href, stopId: b.stopId })
  return {
    day,
    label: (w?.longDay ?? formatLongDate)(day),
    shortLabel: (w?.shortDay ?? formatShortDate)(day),
    sunrise: clock(light.sunrise),
    sunset: clock(light.sunset),
    stops: planned,
    fullWarning: fullDayText(load, w),
    start: publicBase(start),
    end: end ? publicBase(end) : null,
    driveBack:
      end && visitFacts.length > 0
        ? say
          ? say('trip.drive.back', { end: end.name, drive: drive(driveEstimate(visitFacts.at(-1), end)) })
          : `To ${end.name}: ${drive(driveEstimate(visitFacts.at(-1), end))}.`
        : null,
    driveBackWarnings:
      end && visitFacts.length > 0
        ? driveAlertWarnings(context.areaAlerts ?? [], visitFacts.at(-1), end, day, undefined, w)
        : [],
    forecast: context.forecast
      ? dayForecast(
          nearestPlace(context.forecast.places, visitFacts.find((f) => f.lat != null) ?? start),
          day,
          context.forecast.now,
          context.forecast.staleAfterMs,
          w,
        )
      : null,
    routable: visits.filter((v) => !isTime(v.startTime)).length >= 2,
  }
}
