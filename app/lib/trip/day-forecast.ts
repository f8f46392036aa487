import { type AsOf, asOf } from '../conditions/alerts'
import { distanceKm } from '../maps/distance'
import { todayInTimeZone } from '../dates'
import type { TripWords } from './trip-words'

/**
 * The forecast in a trip day's checks (issue 48 item 4, decision 056), pure: the NWS forecast of
 * the forecast place nearest the day (Jackson or Afton) gives the day's high (its daytime
 * period), its low (the night that starts that evening) and the snow the periods' texts forecast,
 * with the forecast's "as of" and whether it is stale. A day with no period of its own (beyond
 * the forecast's week, or already past) gets nothing: nothing is claimed outside the range.
 */

export interface ForecastPeriodLike {
  start: string
  end: string
  isDaytime: boolean
  temperatureF: number
  snow: string | null
}

export interface ForecastPlaceLike {
  name: string
  lat: number
  lng: number
  updated: string
  periods: readonly ForecastPeriodLike[]
}

export interface DayForecast {
  place: string
  highF: number | null
  lowF: number | null
  /** the snow the day's periods forecast ("2 to 4 inches"), in order; empty: none forecast */
  snow: string[]
  /** "Forecast for Jackson: high 27°F, low 9°F; snow 2 to 4 inches, then little or none." */
  text: string
  asOf: AsOf
}

/** The day (YYYY-MM-DD, the region's) a period starts on. */
const dayOf = (iso: string) => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : todayInTimeZone(undefined, date)
}

/** The place nearest a pin (the first place with no pin). */
export function nearestPlace<P extends { lat: number; lng: number }>(
  places: readonly P[],
  pin: { lat: number | null; lng: number | null } | null | undefined,
): P | undefined {
  if (pin?.lat == null || pin.lng == null) return places[0]
  const at = { lat: pin.lat, lng: pin.lng }
  return [...places].sort((a, b) => distanceKm(a, at) - distanceKm(b, at))[0]
}

export function dayForecast(
  place: ForecastPlaceLike | undefined,
  day: string,
  now: Date,
  staleAfterMs: number,
  w?: TripWords,
): DayForecast | null {
  if (!place) return null
  const at = now.toISOString()
  const periods = place.periods.filter((p) => p.end > at && dayOf(p.start) === day)
  if (periods.length === 0) return null
  const high = periods.find((p) => p.isDaytime)?.temperatureF ?? null
  const low = periods.find((p) => !p.isDaytime)?.temperatureF ?? null
  const snow = periods.flatMap((p) => (p.snow ? [p.snow] : []))
  if (w) {
    const { say } = w
    const temps = [
      high !== null ? say('trip.forecast.high', { temp: Math.round(high) }) : null,
      low !== null ? say('trip.forecast.low', { temp: Math.round(low) }) : null,
    ].filter(Boolean)
    const snowWords =
      snow.length > 0
        ? say('trip.forecast.snow', {
            amounts: snow.reduce((first, next) => say('trip.forecast.then', { first, next })),
          })
        : say('trip.forecast.noSnow')
    const stamp = asOf(place.updated, now, staleAfterMs)
    const age = Math.max(0, Math.round((now.getTime() - new Date(place.updated).getTime()) / 60_000))
    const hours = Math.round(age / 60)
    const [unit, count] =
      age < 60 ? ['minute', age] : hours < 48 ? ['hour', hours] : ['day', Math.round(hours / 24)]
    const time = w.regionTime(place.updated)
    return {
      place: place.name,
      highF: high,
      lowF: low,
      snow,
      text: say('trip.forecast.line', {
        place: place.name,
        details: [temps.join(', '), snowWords].filter(Boolean).join('; '),
      }),
      asOf: {
        ...stamp,
        text: stamp.stale
          ? say('trip.forecast.stale', { time, age: say('trip.forecast.age', { unit, count }) })
          : say('trip.forecast.asOf', { time }),
      },
    }
  }
  const temperatures = [
    high !== null ? `high ${Math.round(high)}°F` : null,
    low !== null ? `low ${Math.round(low)}°F` : null,
  ].filter(Boolean)
  const snowText = snow.length > 0 ? `snow ${snow.join(', then ')}` : 'no snow forecast'
  return {
    place: place.name,
    highF: high,
    lowF: low,
    snow,
    text: `Forecast for ${place.name}: ${[temperatures.join(', '), snowText].filter(Boolean).join('; ')}.`,
    asOf: asOf(place.updated, now, staleAfterMs),
  }
}
