import { describe, expect, it } from 'vitest'
import { VALLEY_GEOGRAPHY } from '../../content/valley-map'
import { GEOGRAPHY } from '../../../tests/valley-fixture'
import { project } from './projection'
import { buildTripDayMap, buildTripMaps } from './trip-map'

const JACKSON = { lat: 43.4799, lng: -110.7624 }
const TETON_VILLAGE = { lat: 43.5875, lng: -110.8279 }
const AFTON = { lat: 42.7258, lng: -110.9317 }
const LABEL = 'Friday, December 20, 2024'

/** The frame of an SVG viewBox. */
const frameOf = (viewBox: string) => {
  const [x, y, width, height] = viewBox.split(' ').map(Number) as [number, number, number, number]
  return { x, y, width, height }
}

describe('buildTripDayMap', () => {
  it('numbers the pins as in the day list and names the figure', () => {
    const map = buildTripDayMap({
      geography: VALLEY_GEOGRAPHY,
      day: '2024-12-20',
      label: LABEL,
      stops: [
        { name: 'Breakfast', href: '/eat/a', coordinates: JACKSON },
        { name: 'Tram', href: '/play/b', coordinates: TETON_VILLAGE },
        { name: 'Dinner', href: '/eat/c', coordinates: AFTON },
      ],
    })
    expect(map.title).toBe(`Map of ${LABEL}: stops 1, 2 and 3 and the drives between them`)
    expect(map.legend.map((item) => [item.number, item.name, item.onMap])).toEqual([
      [1, 'Breakfast', true],
      [2, 'Tram', true],
      [3, 'Dinner', true],
    ])
    expect(map.drawing?.pins.map((pin) => pin.number)).toEqual([1, 2, 3])
    // Every pin in the view.
    const frame = frameOf(map.drawing!.viewBox)
    for (const pin of map.drawing!.pins) {
      expect(pin.x).toBeGreaterThan(frame.x)
      expect(pin.x).toBeLessThan(frame.x + frame.width)
      expect(pin.y).toBeGreaterThan(frame.y)
      expect(pin.y).toBeLessThan(frame.y + frame.height)
    }
    // Far apart, they sit on their places.
    const afton = project(AFTON)
    expect(map.drawing!.pins[2]!.x).toBeCloseTo(afton.x, 0)
    expect(map.drawing!.pins[2]!.y).toBeCloseTo(afton.y, 0)
  })

  it('draws each drive between consecutive stops along the road model, from one pin to the next', () => {
    const map = buildTripDayMap({
      geography: VALLEY_GEOGRAPHY,
      day: '2024-12-20',
      label: LABEL,
      stops: [
        { name: 'Lunch in Afton', href: '/eat/a', coordinates: AFTON },
        { name: 'Show in Jackson', href: '/events/b', coordinates: JACKSON },
      ],
    })
    const route = map.drawing!.route
    expect(route).toHaveLength(1)
    const points = route[0]!
      .split(/[ML]/)
      .filter(Boolean)
      .map((pair) => pair.split(' ').map(Number))
    const [start, end] = [points[0]!, points.at(-1)!]
    expect(start[0]).toBeCloseTo(project(AFTON).x, 1)
    expect(end[1]).toBeCloseTo(project(JACKSON).y, 1)
    // Through the Snake River Canyon's towns and junctions, not one straight line.
    expect(points.length).toBeGreaterThan(5)
  })

  it('lists a stop without a pin as not on the map, keeping the others numbered as in the list', () => {
    const map = buildTripDayMap({
      geography: VALLEY_GEOGRAPHY,
      day: '2024-12-20',
      label: LABEL,
      stops: [
        { name: 'Breakfast', href: '/eat/a', coordinates: JACKSON },
        { name: 'Somewhere', href: '/play/b', coordinates: null },
        { name: 'Tram', href: '/play/c', coordinates: TETON_VILLAGE },
      ],
    })
    expect(map.legend[1]).toEqual({ number: 2, name: 'Somewhere', href: '/play/b', onMap: false })
    expect(map.drawing!.pins.map((pin) => pin.number)).toEqual([1, 3])
    expect(map.title).toBe(`Map of ${LABEL}: stops 1 and 3 and the drives between them`)
    // The drive skips the stop it cannot place.
    expect(map.drawing!.route).toHaveLength(1)
  })

  it('moves apart two stops at one place and draws a leader to where they are', () => {
    const map = buildTripDayMap({
      geography: GEOGRAPHY,
      day: '2024-12-20',
      label: LABEL,
      stops: [
        { name: 'Dinner', href: '/eat/a', coordinates: { lat: 43.5, lng: -110.5 } },
        { name: 'Show at the same place', href: '/events/b', coordinates: { lat: 43.5, lng: -110.5 } },
      ],
    })
    const [a, b] = map.drawing!.pins
    const radius = map.drawing!.pinRadius
    expect(Math.hypot(a!.x - b!.x, a!.y - b!.y)).toBeGreaterThanOrEqual(2 * radius * 0.99)
    expect(map.drawing!.leaders.length).toBeGreaterThan(0)
    // The pins sit on the town: its name is written further off, clear of them.
    const [bigtown] = map.drawing!.towns
    expect(bigtown!.name).toBe('Bigtown')
    expect(Math.abs(bigtown!.labelX - bigtown!.x)).toBeGreaterThan(radius * 2)
  })

  it('writes a town’s name on the side of its dot that no pin covers', () => {
    const town = (lng: number) =>
      buildTripDayMap({
        geography: GEOGRAPHY,
        day: '2024-12-20',
        label: LABEL,
        stops: [{ name: 'Next to town', href: '/eat/a', coordinates: { lat: 43.5, lng } }],
      }).drawing!.towns
    // A pin just east of Bigtown: the name goes west of the dot, and the other way round.
    expect(town(-110.49).map((t) => [t.name, t.anchor])).toEqual([['Bigtown', 'end']])
    expect(town(-110.51).map((t) => [t.name, t.anchor])).toEqual([['Bigtown', 'start']])
    const [east] = town(-110.49)
    expect(east!.labelX).toBeLessThan(east!.x)
  })

  it('has no drawing when no stop has a pin', () => {
    const map = buildTripDayMap({
      geography: GEOGRAPHY,
      day: '2024-12-20',
      label: LABEL,
      stops: [{ name: 'Somewhere', href: null, coordinates: null }],
    })
    expect(map.drawing).toBeNull()
    expect(map.legend).toEqual([{ number: 1, name: 'Somewhere', href: null, onMap: false }])
  })
})

describe('buildTripMaps', () => {
  it('maps the days with stops, taking pins from the facts and none for a listing gone', () => {
    const facts = new Map([
      ['restaurant:a', { lat: JACKSON.lat, lng: JACKSON.lng }],
      ['activity:b', { lat: null, lng: null }],
      ['event:c', { lat: AFTON.lat, lng: AFTON.lng }],
    ])
    const stop = (kind: string, listingId: string, href: string | null) => ({
      kind,
      listingId,
      name: listingId,
      href,
    })
    const maps = buildTripMaps(
      GEOGRAPHY,
      [
        {
          day: '2024-12-20',
          label: 'Day 1',
          stops: [stop('restaurant', 'a', '/eat/a'), stop('activity', 'b', '/play/b')],
        },
        { day: '2024-12-21', label: 'Day 2', stops: [] },
        { day: '2024-12-22', label: 'Day 3', stops: [stop('event', 'c', null)] },
      ],
      facts,
    )
    expect(maps.map((m) => m.day)).toEqual(['2024-12-20', '2024-12-22'])
    expect(maps[0]!.legend.map((item) => item.onMap)).toEqual([true, false])
    // An event no longer listed (no link) has no pin, though its facts still have one.
    expect(maps[1]!.drawing).toBeNull()
  })
})
