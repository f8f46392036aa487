import { describe, expect, it } from 'vitest'
import { distanceKm } from '~/lib/maps/distance'
import {
  checkOpeningHours,
  dayLoad,
  fullDayText,
  daylight,
  driveEstimate,
  parseDurationMinutes,
  stopWarnings,
  tripDays,
  validateOpeningHours,
  warningText,
} from './checks'
import { describeDrive, driveBetween, KM_PER_MILE } from '../maps/roads'

const SEASONAL = 'May 15-Oct 15 Mo-Su 08:00-18:00; Oct 16-May 14 off'
const ALPINE = { lat: 43.1613, lng: -111.0235 }
const JACKSON = { lat: 43.4799, lng: -110.7624 }

describe('opening hours', () => {
  it('are open in the summer season and closed all day in the winter one', () => {
    expect(checkOpeningHours(SEASONAL, '2026-07-04')).toEqual({ status: 'open', open: ['08:00–18:00'] })
    expect(checkOpeningHours(SEASONAL, '2026-07-04', '09:30', 120)).toMatchObject({ status: 'open' })
    expect(checkOpeningHours(SEASONAL, '2026-12-20')).toEqual({ status: 'closed-day' })
    expect(checkOpeningHours(SEASONAL, '2026-12-20', '09:30')).toEqual({ status: 'closed-day' })
    // The season's edges.
    expect(checkOpeningHours(SEASONAL, '2026-05-15').status).toBe('open')
    expect(checkOpeningHours(SEASONAL, '2026-05-14').status).toBe('closed-day')
    expect(checkOpeningHours(SEASONAL, '2026-10-15').status).toBe('open')
    expect(checkOpeningHours(SEASONAL, '2026-10-16').status).toBe('closed-day')
  })

  it('a season that wraps the new year (sleigh rides, December to April)', () => {
    const sleigh = 'Dec 15-Apr 05 Mo-Su 10:00-16:00; Apr 06-Dec 14 off'
    expect(checkOpeningHours(sleigh, '2027-01-10').status).toBe('open')
    expect(checkOpeningHours(sleigh, '2026-12-20').status).toBe('open')
    expect(checkOpeningHours(sleigh, '2026-08-01').status).toBe('closed-day')
  })

  it('are closed at a time outside the day’s hours, or when the visit outlasts them', () => {
    expect(checkOpeningHours(SEASONAL, '2026-07-04', '07:00')).toEqual({
      status: 'closed-at-time',
      open: ['08:00–18:00'],
    })
    expect(checkOpeningHours(SEASONAL, '2026-07-04', '17:00', 180).status).toBe('closed-at-time')
    // Weekdays: a Sunday closure.
    const creamery = 'Mo-Sa 08:00-20:00; Su off'
    expect(checkOpeningHours(creamery, '2026-07-05').status).toBe('closed-day') // a Sunday
    expect(checkOpeningHours(creamery, '2026-07-06', '12:00', 90).status).toBe('open')
    // Two openings on one day.
    expect(checkOpeningHours('We-Su 17:00-21:30; Sa,Su 09:00-13:00,17:00-21:30', '2026-07-04')).toEqual({
      status: 'open',
      open: ['09:00–13:00', '17:00–21:30'],
    })
  })

  it('unknown hours are unknown, never open', () => {
    expect(checkOpeningHours(null, '2026-07-04', '12:00')).toEqual({ status: 'unknown' })
    expect(checkOpeningHours('  ', '2026-07-04')).toEqual({ status: 'unknown' })
    expect(checkOpeningHours('whenever we feel like it', '2026-07-04')).toEqual({ status: 'unknown' })
    expect(
      stopWarnings({ kind: 'restaurant', startTime: '12:00', lat: null, lng: null }, '2026-07-04'),
    ).toEqual([{ kind: 'hours-unknown' }])
    expect(warningText({ kind: 'hours-unknown' })).toMatch(/^Hours unknown/)
    expect(warningText({ kind: 'closed-at-time', open: ['09:00–13:00', '17:00–24:00'] })).toBe(
      'Closed at this time. Open 9:00 AM–1:00 PM, 5:00 PM–midnight this day.',
    )
  })

  it('validates what an editor types, with a message that shows the syntax', () => {
    expect(validateOpeningHours('')).toBeUndefined()
    expect(validateOpeningHours(null)).toBeUndefined()
    expect(validateOpeningHours(SEASONAL)).toBeUndefined()
    expect(validateOpeningHours('Mo-Fr 09:00-17:00; Sa 10:00-14:00; Su off')).toBeUndefined()
    expect(validateOpeningHours('open daily 9 to 5')).toMatch(
      /^Opening hours are not quite right: .*Mo-Su.* Write them in OpenStreetMap syntax, e\.g\. "Mo-Sa 08:00-18:00; Su off"/,
    )
    expect(validateOpeningHours('bogus 12')).toMatch(
      /^Opening hours could not be read: .*OpenStreetMap syntax/,
    )
    expect(validateOpeningHours('x'.repeat(300))).toBe('Opening hours must be 255 characters or fewer')
  })
})

describe('daylight in Jackson', () => {
  it('is short in December and long in June, in Denver time', () => {
    const winter = daylight('2026-12-21')
    const summer = daylight('2026-06-21')
    // Published times for Jackson: about 7:55 AM to 4:40 PM MST at the winter solstice,
    // 5:35 AM to 9:10 PM MDT at the summer one.
    expect(winter.sunrise).toMatch(/^07:(5\d)$/)
    expect(winter.sunset).toMatch(/^16:(3\d|4\d)$/)
    expect(summer.sunrise).toMatch(/^05:(3\d|4\d)$/)
    expect(summer.sunset).toMatch(/^21:(0\d|1\d)$/)
  })

  it('warns when an outdoor activity runs past sunset, not when it ends before', () => {
    const hike = {
      kind: 'activity',
      category: 'Hiking',
      durationMinutes: 180,
      openingHours: 'Mo-Su 05:00-22:00',
      lat: null,
      lng: null,
    }
    expect(stopWarnings({ ...hike, startTime: '15:00' }, '2026-12-21')).toEqual([
      { kind: 'after-sunset', endsAt: '18:00', sunset: daylight('2026-12-21').sunset },
    ])
    expect(stopWarnings({ ...hike, startTime: '15:00' }, '2026-06-21')).toEqual([])
    // Indoors it does not matter.
    expect(stopWarnings({ ...hike, category: 'Museums', startTime: '15:00' }, '2026-12-21')).toEqual([])
    expect(warningText(stopWarnings({ ...hike, startTime: '15:00' }, '2026-12-21')[0]!)).toMatch(
      /^Runs past sunset: ends about 6:00 PM, sunset is 4:\d\d PM\.$/,
    )
  })
})

describe('durations', () => {
  it.each([
    ['3 hours', 180],
    ['2 - 3 hours', 180],
    ['2-4 hours', 240],
    ['About 1 hour (plus a 10-minute shuttle)', 60],
    ['3 - 4 hours including transportation', 240],
    ['Half day (4 hours) or full day (8 hours)', 240],
    ['Full day', 480],
    ['half-day', 240],
    ['90 minutes', 90],
    ['an hour', 60],
    ['1.5 hours', 90],
  ])('%s is %i minutes', (text, minutes) => {
    expect(parseDurationMinutes(text)).toBe(minutes)
  })
  it('says nothing it cannot read', () => {
    expect(parseDurationMinutes('Varies')).toBeUndefined()
    expect(parseDurationMinutes('')).toBeUndefined()
    expect(parseDurationMinutes(null)).toBeUndefined()
  })
})

describe('distance', () => {
  it('Jackson to Alpine is about 35 miles in a straight line, and the road model’s drive', () => {
    const miles = distanceKm(JACKSON, ALPINE) / KM_PER_MILE
    expect(miles).toBeGreaterThan(24)
    expect(miles).toBeLessThan(36)
    const drive = driveEstimate(JACKSON, ALPINE)!
    expect(drive).toEqual(driveBetween(JACKSON, ALPINE))
    expect(describeDrive(drive)).toMatch(/^About \d+ min drive, \d+ mi \(estimate\)$/)
  })
  it('is zero to itself and unknown without a pin', () => {
    expect(distanceKm(JACKSON, JACKSON)).toBe(0)
    expect(driveEstimate(JACKSON, { lat: null, lng: null } as never)).toBeUndefined()
    expect(describeDrive(undefined)).toBe('Distance unknown (no map pin)')
  })
})

describe('a day', () => {
  it('is too full past ten hours or when outdoor time and driving outlast the daylight', () => {
    const stop = (durationMinutes: number, lat = 43.48, lng = -110.76) => ({
      kind: 'activity',
      category: 'Hiking',
      durationMinutes,
      startTime: null,
      lat,
      lng,
    })
    expect(dayLoad([stop(180), stop(180)], '2026-06-21').tooFull).toBeNull()
    const long = dayLoad([stop(360), stop(300)], '2026-06-21') // 11 hours
    expect(long.tooFull).toBe('long')
    expect(fullDayText(long)).toBe(
      'This day looks too full: about 11 h of visits and 1 min of driving (estimate), more than 10 hours in all: move a stop to another day.',
    )
    // 9 hours outdoors: fine in June, too much for a December day.
    expect(dayLoad([stop(300), stop(240)], '2026-06-21').tooFull).toBeNull()
    const dark = dayLoad([stop(300), stop(240)], '2026-12-21')
    expect(dark.tooFull).toBe('dark')
    expect(fullDayText(dark)).toMatch(
      /^This day looks too full: about 9 h outdoors and 1 min of driving \(estimate\), with 8 h \d+ min of daylight: move a stop to another day\.$/,
    )
    // An evening indoors (a show) does not count against the daylight.
    const evening = { ...stop(240), kind: 'event', category: 'Music' }
    expect(dayLoad([stop(240), evening], '2026-12-21').tooFull).toBeNull()
    // Driving counts: Jackson to Alpine and back between stops.
    const load = dayLoad([stop(60), stop(60, ALPINE.lat, ALPINE.lng), stop(60)], '2026-06-21')
    expect(load.driveMinutes).toBeGreaterThan(80)
  })
  it('lists the days from arrival to departure', () => {
    expect(tripDays('2026-12-30', '2027-01-01')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01'])
    expect(tripDays('2026-12-30', '2026-12-30')).toEqual(['2026-12-30'])
  })
})
