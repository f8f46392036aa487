import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseForecast } from '../conditions/sources/nws-forecast.server'
import { dayForecast, nearestPlace } from './day-forecast'

// The recorded NWS forecast for Jackson (made 2024-12-01 11:02 UTC): today, tonight, Monday…
const body = readFileSync(
  new URL('../../../tests/fixtures/conditions/nws-forecast-jackson.json', import.meta.url),
  'utf8',
)
const NOW = new Date('2024-12-01T15:00:00Z') // 8 AM in Jackson
const jackson = { ...parseForecast(body, 'Jackson', NOW), lat: 43.4799, lng: -110.7624 }
const afton = { ...jackson, name: 'Afton', lat: 42.7252, lng: -110.9318 }
const TWELVE_HOURS = 12 * 3_600_000

describe('the forecast in a trip day', () => {
  it('gives the day’s high, the low of its night and the snow, as of the forecast’s time', () => {
    const today = dayForecast(jackson, '2024-12-01', NOW, TWELVE_HOURS)!
    expect(today).toMatchObject({
      place: 'Jackson',
      highF: 27,
      lowF: 9,
      snow: ['2 to 4 inches', 'little or none'],
    })
    expect(today.text).toBe(
      'Forecast for Jackson: high 27°F, low 9°F; snow 2 to 4 inches, then little or none.',
    )
    expect(today.asOf).toMatchObject({ at: '2024-12-01T11:02:13.000Z', stale: false })
    expect(today.asOf.text).toMatch(/^As of Dec 1, 4:02 AM MST$/)
    const monday = dayForecast(jackson, '2024-12-02', NOW, TWELVE_HOURS)!
    expect(monday.highF).toBe(24)
  })

  it('claims nothing outside the forecast’s range', () => {
    expect(dayForecast(jackson, '2024-11-30', NOW, TWELVE_HOURS)).toBeNull()
    expect(dayForecast(jackson, '2024-12-20', NOW, TWELVE_HOURS)).toBeNull()
    expect(dayForecast(undefined, '2024-12-01', NOW, TWELVE_HOURS)).toBeNull()
    // Once a day's periods are over, it has no forecast left.
    expect(dayForecast(jackson, '2024-12-01', new Date('2024-12-02T14:00:00Z'), TWELVE_HOURS)).toBeNull()
  })

  it('says plainly when the forecast is out of date', () => {
    const late = new Date('2024-12-02T02:00:00Z') // 7 PM, 15 hours after it was made
    const evening = dayForecast(jackson, '2024-12-01', late, TWELVE_HOURS)!
    expect(evening.asOf.stale).toBe(true)
    expect(evening.asOf.text).toMatch(/^Out of date: as of Dec 1, 4:02 AM MST \(15 hours old/)
    // The day's daytime period is over: only tonight's low is left.
    expect(evening).toMatchObject({ highF: null, lowF: 9 })
    expect(evening.text).toBe('Forecast for Jackson: low 9°F; snow little or none.')
  })

  it('picks the forecast place nearest the day’s stops', () => {
    expect(nearestPlace([jackson, afton], { lat: 42.73, lng: -110.93 })?.name).toBe('Afton')
    expect(nearestPlace([jackson, afton], { lat: 43.6, lng: -110.8 })?.name).toBe('Jackson')
    expect(nearestPlace([jackson, afton], { lat: null, lng: null })?.name).toBe('Jackson')
    expect(nearestPlace([], null)).toBeUndefined()
  })
})
