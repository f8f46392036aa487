import { describe, expect, it } from 'vitest'
import { VALLEY_GEOGRAPHY } from '../../content/valley-map'
import { describeDrive, driveBetween, formatDriveTime, formatMiles, TOWN_SQUARE } from './roads'

const town = (name: string) => {
  const found = VALLEY_GEOGRAPHY.towns.find((t) => t.name === name)
  if (!found) throw new Error(name)
  return { lat: found.lat, lng: found.lng }
}

// Known drives from Jackson's Town Square (WYDOT mileposts, posted speeds): the model must stay
// within a few miles and minutes of them, and the guide gives one answer everywhere.
describe('the road model', () => {
  it.each([
    ['Afton', 70, 90, ['US-89', 'US-26/89 through the Snake River Canyon']],
    ['Thayne', 54, 70, ['US-26/89 through the Snake River Canyon']],
    ['Alpine', 36, 48, ['US-89']],
    ['Teton Village', 12, 20, ['WY-22', 'WY-390']],
    ['Wilson', 6.6, 11, ['WY-22']],
    ['Driggs', 33, 49, ['WY-22 over Teton Pass', 'ID-33']],
    ['Moran', 31, 34, ['US-89']],
  ] as const)('Jackson to %s: about %d mi, %d min', (name, miles, minutes, roads) => {
    const drive = driveBetween(TOWN_SQUARE, town(name))
    expect(drive.miles).toBeCloseTo(miles, -0.5)
    expect(Math.abs(drive.minutes - minutes)).toBeLessThanOrEqual(3)
    for (const road of roads) expect(drive.via).toContain(road)
  })

  it('is the same both ways', () => {
    const there = driveBetween(town('Afton'), town('Teton Village'))
    const back = driveBetween(town('Teton Village'), town('Afton'))
    expect(back.minutes).toBe(there.minutes)
    expect(back.miles).toBeCloseTo(there.miles, 6)
    expect(back.via).toEqual([...there.via].reverse())
  })

  it('goes by the highways between towns, never across the mountains', () => {
    // Alpine to Victor: 30 mi apart over the Snake River Range; by road round by the Y.
    const drive = driveBetween(town('Alpine'), town('Victor'))
    expect(drive.via).toEqual([
      'US-26/89 through the Snake River Canyon',
      'US-89',
      'WY-22',
      'WY-22 over Teton Pass',
    ])
    expect(drive.miles).toBeGreaterThan(55)
  })

  it('takes local roads between two pins in one town, at least a minute', () => {
    const a = { lat: 43.4799, lng: -110.7624 }
    const b = { lat: 43.4805, lng: -110.77 }
    const drive = driveBetween(a, b)
    expect(drive.via).toEqual([])
    expect(drive.miles).toBeLessThan(1)
    expect(drive.minutes).toBe(1)
    expect(driveBetween(a, a)).toEqual({ miles: 0, minutes: 1, via: [] })
  })

  it('writes times and distances the same way everywhere', () => {
    expect(formatDriveTime(20)).toBe('20 min')
    expect(formatDriveTime(90)).toBe('1 h 30 min')
    expect(formatDriveTime(120)).toBe('2 h')
    expect(formatMiles(6.62)).toBe('6.6 mi')
    expect(formatMiles(70.2)).toBe('70 mi')
    expect(describeDrive(driveBetween(TOWN_SQUARE, town('Afton')))).toBe(
      'About 1 h 30 min drive, 70 mi (estimate)',
    )
  })
})
