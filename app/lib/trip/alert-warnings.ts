import { addDaysIso } from '../dates'
import { type Area, pathCrossesArea, pointInArea } from '../maps/areas'
import { drivePath } from '../maps/roads'
import { regionLocalToInstant } from '../schedule-time'
import type { TripWords } from './trip-words'

/**
 * The trip day's alert checks (issue 48 item 4, decision 056), pure: an alert concerns a stop it
 * points at, or whose pin lies in its area; and a drive between two stops whose route (the road
 * model's line through towns and junctions) enters its area. In time, its window must meet the
 * trip day (the region's midnight to midnight).
 */

/** An alert a trip may meet: its window, its text for the warning, and its area if it has one. */
export interface TripAlert {
  id: string
  title: string
  text: string
  validFrom: string
  validTo: string | null
  area?: Area | null
}

interface Pin {
  lat: number | null
  lng: number | null
}

/** Whether an alert's window meets a day in the region (YYYY-MM-DD). */
export function meetsDay(alert: Pick<TripAlert, 'validFrom' | 'validTo'>, day: string): boolean {
  const start = regionLocalToInstant(`${day}T00:00`)
  const end = regionLocalToInstant(`${addDaysIso(day, 1)}T00:00`)
  if (!start || !end) return false
  return alert.validFrom < end && (alert.validTo === null || alert.validTo > start)
}

/** An alert's own words (as its source wrote them): its title, and its text after a colon. */
const alertWords = (alert: TripAlert) => `${alert.title}${alert.text ? `: ${alert.text}` : ''}`
export const alertWarningText = (alert: TripAlert, w?: TripWords) =>
  w ? w.say('trip.alert.stop', { alert: alertWords(alert) }) : `Alert: ${alertWords(alert)}`
export const driveAlertWarningText = (alert: TripAlert, w?: TripWords) =>
  w ? w.say('trip.alert.drive', { alert: alertWords(alert) }) : `Alert on this drive: ${alertWords(alert)}`

const hasPin = (pin: Pin | null | undefined): pin is { lat: number; lng: number } =>
  pin?.lat != null && pin.lng != null

const inArea = (alert: TripAlert, pin: Pin | null | undefined) =>
  !!alert.area && hasPin(pin) && pointInArea(pin, alert.area)

/**
 * A stop's alert warnings on a day: the alerts pointed at it, then the area alerts its pin lies
 * in (each alert once).
 */
export function stopAlertWarnings(
  pointed: readonly TripAlert[],
  areaAlerts: readonly TripAlert[],
  pin: Pin | null | undefined,
  day: string,
  w?: TripWords,
): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const alert of [...pointed, ...areaAlerts.filter((a) => inArea(a, pin))]) {
    if (seen.has(alert.id) || !meetsDay(alert, day)) continue
    seen.add(alert.id)
    out.push(alertWarningText(alert, w))
  }
  return out
}

/**
 * A drive's alert warnings on a day: the area alerts its route enters, except those both its ends
 * lie in (the stops say so already: a storm over the whole valley is not repeated on every drive).
 * `path` defaults to the road model's line between the two pins.
 */
export function driveAlertWarnings(
  areaAlerts: readonly TripAlert[],
  from: Pin | null | undefined,
  to: Pin | null | undefined,
  day: string,
  path: readonly { lat: number; lng: number }[] = hasPin(from) && hasPin(to) ? drivePath(from, to) : [],
  w?: TripWords,
): string[] {
  if (!hasPin(from) || !hasPin(to)) return []
  return areaAlerts
    .filter(
      (alert) =>
        !!alert.area &&
        meetsDay(alert, day) &&
        !(inArea(alert, from) && inArea(alert, to)) &&
        pathCrossesArea(path.length >= 2 ? path : [from, to], alert.area),
    )
    .map((alert) => driveAlertWarningText(alert, w))
}
