import { describe, expect, it } from 'vitest'
import { alertArea, ZONE_OUTLINES } from '../conditions/zone-outlines'
import { pointInArea } from '../maps/areas'
import { regionLocalToInstant } from '../schedule-time'
import { driveAlertWarnings, meetsDay, stopAlertWarnings, type TripAlert } from './alert-warnings'

const JACKSON = { lat: 43.4799, lng: -110.7624 }
const WILSON = { lat: 43.5002, lng: -110.8752 }
const DRIGGS = { lat: 43.723, lng: -111.1113 }
const AFTON = { lat: 42.7258, lng: -110.9317 }
const MOOSE = { lat: 43.6566, lng: -110.7162 }
const DAY = '2026-12-05'
const local = (time: string) => regionLocalToInstant(time)!

const alert = (overrides: Partial<TripAlert> & Pick<TripAlert, 'id'>): TripAlert => ({
  title: 'Teton Pass closed',
  text: 'WY-22 is closed for avalanche control.',
  validFrom: local(`${DAY}T06:00`),
  validTo: local(`${DAY}T18:00`),
  area: alertArea({ zone: 'teton-pass', geometry: null }),
  ...overrides,
})

describe('zone outlines', () => {
  it('holds the towns of each zone and not the others', () => {
    expect(pointInArea(JACKSON, ZONE_OUTLINES.WYZ012!)).toBe(true)
    expect(pointInArea(MOOSE, ZONE_OUTLINES.WYZ012!)).toBe(true)
    expect(pointInArea(AFTON, ZONE_OUTLINES.WYZ012!)).toBe(false)
    expect(pointInArea(AFTON, ZONE_OUTLINES.WYZ024!)).toBe(true)
    expect(pointInArea(JACKSON, ZONE_OUTLINES.WYZ024!)).toBe(false)
    expect(pointInArea(MOOSE, ZONE_OUTLINES['grand-teton']!)).toBe(true)
    expect(pointInArea(JACKSON, ZONE_OUTLINES['grand-teton']!)).toBe(false)
    expect(pointInArea(DRIGGS, ZONE_OUTLINES['teton-pass']!)).toBe(false)
  })

  it('gives an alert its own geometry first, else its zones’ outlines, else no area', () => {
    const own = JSON.stringify({
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ],
    })
    expect(alertArea({ zone: 'WYZ012', geometry: own })).toEqual([
      [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ],
    ])
    expect(alertArea({ zone: 'WYZ012,WYZ024', geometry: null })).toHaveLength(2)
    // A point has no area: the zones count.
    expect(alertArea({ zone: 'wyz024', geometry: '{"type":"Point","coordinates":[1,1]}' })).toHaveLength(1)
    expect(alertArea({ zone: 'WYZ999', geometry: null })).toBeNull()
    expect(alertArea({ zone: null, geometry: null })).toBeNull()
    expect(alertArea({ zone: 'Jackson Hole; Star Valley', geometry: null })).toBeNull()
  })
})

describe('alert warnings on a trip day', () => {
  it('meets a day when its window overlaps the region’s midnight to midnight', () => {
    expect(meetsDay({ validFrom: local(`${DAY}T23:00`), validTo: null }, DAY)).toBe(true)
    expect(meetsDay({ validFrom: local('2026-12-06T00:00'), validTo: null }, DAY)).toBe(false)
    expect(meetsDay({ validFrom: local('2026-12-01T00:00'), validTo: local(`${DAY}T00:00`) }, DAY)).toBe(
      false,
    )
    expect(meetsDay({ validFrom: local('2026-12-01T00:00'), validTo: local(`${DAY}T00:01`) }, DAY)).toBe(true)
  })

  it('warns a stop pointed at or whose pin lies in the area, once per alert, on the days in force', () => {
    const valley = alert({
      id: 'valley',
      title: 'Winter storm',
      text: 'Heavy snow.',
      area: ZONE_OUTLINES.WYZ012,
    })
    expect(stopAlertWarnings([], [valley], JACKSON, DAY)).toEqual(['Alert: Winter storm: Heavy snow.'])
    expect(stopAlertWarnings([], [valley], AFTON, DAY)).toEqual([])
    expect(stopAlertWarnings([], [valley], { lat: null, lng: null }, DAY)).toEqual([])
    expect(stopAlertWarnings([], [valley], JACKSON, '2026-12-06')).toEqual([])
    // Pointed at and in the area: said once.
    expect(stopAlertWarnings([valley], [valley], JACKSON, DAY)).toEqual(['Alert: Winter storm: Heavy snow.'])
  })

  it('warns the drive whose route enters the area, in its window', () => {
    const pass = alert({ id: 'pass' })
    const text = 'Alert on this drive: Teton Pass closed: WY-22 is closed for avalanche control.'
    // Jackson to Driggs goes over Teton Pass: neither end is in its area.
    expect(driveAlertWarnings([pass], JACKSON, DRIGGS, DAY)).toEqual([text])
    expect(driveAlertWarnings([pass], DRIGGS, JACKSON, DAY)).toEqual([text])
    // Jackson to Wilson stops short of the pass; Jackson to Afton goes south.
    expect(driveAlertWarnings([pass], JACKSON, WILSON, DAY)).toEqual([])
    expect(driveAlertWarnings([pass], JACKSON, AFTON, DAY)).toEqual([])
    // Not on the day after, nor without pins.
    expect(driveAlertWarnings([pass], JACKSON, DRIGGS, '2026-12-06')).toEqual([])
    expect(driveAlertWarnings([pass], JACKSON, { lat: null, lng: null }, DAY)).toEqual([])
    // The route matters: the straight line Jackson–Driggs passes north of the pass's box.
    expect(driveAlertWarnings([pass], JACKSON, DRIGGS, DAY, [JACKSON, DRIGGS])).toEqual([])
  })

  it('leaves a drive alone when both its ends lie in the area (the stops say so)', () => {
    const valley = alert({ id: 'valley', title: 'Winter storm', text: '', area: ZONE_OUTLINES.WYZ012 })
    expect(driveAlertWarnings([valley], JACKSON, MOOSE, DAY)).toEqual([])
    // Leaving the valley: Afton to Jackson enters it.
    expect(driveAlertWarnings([valley], AFTON, JACKSON, DAY)).toEqual(['Alert on this drive: Winter storm'])
  })
})
