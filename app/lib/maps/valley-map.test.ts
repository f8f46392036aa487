import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { MapGeography, MapView } from './geography'
import { buildPlaceMap, insidePath, pathRings, placeMapOf } from './place-map'
import { groupClose, layoutPins, overlaps } from './pin-layout'
import { frameOf, project } from './projection'
import { buildValleyMap, type MapListing, PIN_RADIUS_PX } from './valley-map'

describe('layoutPins', () => {
  it('leaves pins that do not touch where they are', () => {
    const placed = layoutPins(
      [
        { x: 50, y: 50, radius: 14 },
        { x: 150, y: 50, radius: 14 },
      ],
      { width: 320, height: 320 },
    )
    expect(placed.map((p) => [p.px, p.py, p.moved])).toEqual([
      [50, 50, false],
      [150, 50, false],
    ])
  })

  it('parts pins at the same place, with leader lines back to it', () => {
    const placed = layoutPins(
      Array.from({ length: 4 }, () => ({ x: 100, y: 100, radius: 14 })),
      { width: 320, height: 320 },
    )
    expect(overlaps(placed)).toBe(false)
    expect(placed.every((p) => p.moved)).toBe(true)
    // Not scattered: each stays within a few pin widths of the place.
    for (const p of placed) expect(Math.hypot(p.px - 100, p.py - 100)).toBeLessThan(60)
  })

  it('never leaves two pins overlapping, and keeps every pin inside the map', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ x: fc.integer({ min: 0, max: 320 }), y: fc.integer({ min: 0, max: 400 }) }), {
          maxLength: 30,
        }),
        (points) => {
          const placed = layoutPins(
            points.map((p) => ({ ...p, radius: 14 })),
            { width: 320, height: 400, iterations: 2000 },
          )
          expect(overlaps(placed)).toBe(false)
          for (const p of placed) {
            expect(p.px).toBeGreaterThanOrEqual(14)
            expect(p.px).toBeLessThanOrEqual(320 - 14)
            expect(p.py).toBeGreaterThanOrEqual(14)
            expect(p.py).toBeLessThanOrEqual(400 - 14)
          }
        },
      ),
      { numRuns: 60 },
    )
  })

  it('keeps pins out of the names’ rectangles', () => {
    const name = { left: 90, top: 92, right: 190, bottom: 108 }
    const placed = layoutPins(
      [
        { x: 100, y: 100, radius: 14 },
        { x: 150, y: 100, radius: 14 },
        { x: 300, y: 300, radius: 14 },
      ],
      { width: 320, height: 400, obstacles: [name] },
    )
    for (const p of placed.slice(0, 2)) {
      const nx = Math.min(Math.max(p.px, name.left), name.right)
      const ny = Math.min(Math.max(p.py, name.top), name.bottom)
      expect(Math.hypot(p.px - nx, p.py - ny)).toBeGreaterThanOrEqual(14)
      expect(p.moved).toBe(true)
    }
    expect(overlaps(placed)).toBe(false)
    expect(placed[2]).toMatchObject({ px: 300, py: 300, moved: false })
  })

  it('groups points near a group’s first point', () => {
    expect(
      groupClose(
        [
          { x: 0, y: 0 },
          { x: 10, y: 0 },
          { x: 100, y: 0 },
          { x: 5, y: 5 },
        ],
        20,
      ),
    ).toEqual([[0, 1, 3], [2]])
  })
})

// A small made-up valley: one square county, two towns, a wide view and a close one.
const county = (() => {
  const corners = [
    { lat: 44, lng: -111 },
    { lat: 44, lng: -110 },
    { lat: 43, lng: -110 },
    { lat: 43, lng: -111 },
  ].map(project)
  return `M${corners.map((p) => `${p.x} ${p.y}`).join('L')}Z`
})()
const GEOGRAPHY: MapGeography = {
  counties: [
    {
      fips: '99001',
      name: 'Square County',
      state: 'WY',
      bounds: { north: 44, south: 43, west: -111, east: -110 },
      d: county,
      labelAt: { lat: 43.9, lng: -110.5 },
    },
  ],
  towns: [
    { name: 'Bigtown', state: 'WY', rank: 1, lat: 43.5, lng: -110.5 },
    { name: 'Hamlet', state: 'WY', rank: 3, lat: 43.2, lng: -110.8 },
  ],
  roads: [
    { name: 'Main Highway', kind: 'highway', d: 'M0 0L10 10' },
    { name: 'Main Street', kind: 'street', d: 'M5 5L6 6' },
  ],
  water: [{ name: 'Lake', d: 'M0 0L1 0L1 1Z' }],
}
const VIEWS: MapView[] = [
  {
    key: 'wide',
    label: 'Whole valley',
    bounds: { north: 44, south: 43, west: -111, east: -110 },
    townRank: 2,
    countyLabels: true,
  },
  {
    key: 'town',
    label: 'Bigtown',
    bounds: { north: 43.52, south: 43.48, west: -110.53, east: -110.47 },
    townRank: 0,
    countyLabels: false,
  },
]
const at = (id: string, lat: number, lng: number): MapListing => ({
  id,
  name: `Place ${id}`,
  href: `/eat/${id}`,
  subtitle: 'Cafe · $',
  location: `${id} Main St`,
  coordinates: { lat, lng },
})
const build = (listings: MapListing[], viewKey?: string, firstNumber?: number) =>
  buildValleyMap({
    geography: GEOGRAPHY,
    views: VIEWS,
    viewKey,
    listings,
    firstNumber,
    subject: 'Restaurants',
    viewHref: (key) => (key === 'wide' ? '/eat/map' : `/eat/map?view=${key}`),
  })

describe('buildValleyMap', () => {
  it('numbers the listings, pins each one that is on the view, and links each pin to its listing', () => {
    const map = build([at('a', 43.8, -110.8), at('b', 43.2, -110.2)], undefined, 25)
    expect(map.items.map((i) => [i.number, i.note])).toEqual([
      [25, undefined],
      [26, undefined],
    ])
    expect(map.pins.map((p) => [p.number, p.href, p.name])).toEqual([
      [25, '/eat/a', 'Place a'],
      [26, '/eat/b', 'Place b'],
    ])
    // In percent of the map: a is up and left of b.
    const [a, b] = map.pins
    expect(a!.left).toBeCloseTo(20, 0)
    expect(a!.top).toBeCloseTo(20, 0)
    expect(b!.left).toBeCloseTo(80, 0)
    expect(b!.top).toBeCloseTo(80, 0)
    expect(map.viewBox).toBe(
      (() => {
        const f = frameOf(VIEWS[0]!.bounds)
        return [f.x, f.y, f.width, f.height].map((n) => Math.round(n * 10) / 10).join(' ')
      })(),
    )
  })

  it('describes itself for the image title, names its county and towns up to its rank', () => {
    const map = build([at('a', 43.8, -110.8)])
    expect(map.title).toBe('Restaurants on a map of Jackson Hole and Star Valley')
    expect(map.description).toBe(
      'Outlines of Square County, WY, with Bigtown; 1 numbered place, listed beside the map.',
    )
    expect(map.towns.map((t) => t.name)).toEqual(['Bigtown'])
    expect(map.countyLabels.map((l) => l.text)).toEqual(['Square County\nWyoming'])
  })

  it('lists a place off the view with a link to a view that shows it, and one without a pin as such', () => {
    const map = build(
      [
        at('in-town', 43.5, -110.5),
        at('far', 43.2, -110.2),
        { ...at('nowhere', 0, 0), coordinates: null },
        at('away', 40, -100),
      ],
      'town',
    )
    expect(map.pins.map((p) => p.number)).toEqual([1])
    expect(map.items[1]!.note).toEqual({
      text: 'Not on the Bigtown map.',
      href: '/eat/map',
      linkText: 'Show the Whole valley map',
    })
    expect(map.items[2]!.note).toEqual({ text: 'No map location yet.' })
    expect(map.items[3]!.note).toEqual({ text: 'Outside the map of the valley.' })
    expect(map.view).toEqual({ key: 'town', label: 'Bigtown', param: 'town' })
    expect(map.views.map((v) => [v.key, v.href, v.current])).toEqual([
      ['wide', '/eat/map', false],
      ['town', '/eat/map?view=town', true],
    ])
  })

  it('falls back to the first view for an unknown ?view=', () => {
    expect(build([], 'nope').view.key).toBe('wide')
  })

  it('turns a crowd into one link to the closer view, and the list says so', () => {
    const crowd = Array.from({ length: 7 }, (_, i) => at(`c${i}`, 43.5 + i * 0.001, -110.5 + i * 0.001))
    const map = build([...crowd, at('alone', 43.8, -110.8)])
    expect(map.clusters).toHaveLength(1)
    expect(map.clusters[0]).toMatchObject({
      count: 7,
      numbers: [1, 2, 3, 4, 5, 6, 7],
      href: '/eat/map?view=town',
    })
    expect(map.pins.map((p) => p.number)).toEqual([8])
    expect(map.items[0]!.note).toMatchObject({ href: '/eat/map?view=town', linkText: 'Show the Bigtown map' })
    // On the close view they are pins again, none on another.
    const close = build([...crowd], 'town')
    expect(close.clusters).toEqual([])
    expect(close.pins).toHaveLength(7)
  })

  it('moves a few pins at one place apart, with leader lines from the place', () => {
    const map = build([at('a', 43.5, -110.5), at('b', 43.5, -110.5), at('c', 43.5, -110.5)])
    expect(map.clusters).toEqual([])
    expect(map.pins).toHaveLength(3)
    expect(map.leaders.length).toBeGreaterThan(0)
    const place = project({ lat: 43.5, lng: -110.5 })
    for (const leader of map.leaders) {
      expect(leader.x1).toBeCloseTo(place.x, 0)
      expect(leader.y1).toBeCloseTo(place.y, 0)
    }
    // At the narrowest width the pins are 28 px and do not overlap.
    const px = (p: { left: number; top: number }) => ({
      x: (p.left / 100) * 320,
      y: ((p.top / 100) * 320) / map.aspect,
    })
    const spots = map.pins.map(px)
    for (const [i, j] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ] as const) {
      const p = spots[i]!
      const q = spots[j]!
      expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeGreaterThanOrEqual(2 * PIN_RADIUS_PX - 0.5)
    }
  })
})

describe('buildPlaceMap', () => {
  it('titles the map with the place and its town, and captions it with the county', () => {
    const map = buildPlaceMap({
      geography: GEOGRAPHY,
      name: 'Elk Grill',
      coordinates: { lat: 43.5, lng: -110.5 },
      town: 'Bigtown',
    })
    expect(map.title).toBe('Map: Elk Grill, in Bigtown')
    expect(map.caption).toBe('In Bigtown, Square County, Wyoming')
    expect(map.pin).toEqual({
      x: Math.round(project({ lat: 43.5, lng: -110.5 }).x * 10) / 10,
      y: Math.round(project({ lat: 43.5, lng: -110.5 }).y * 10) / 10,
    })
    expect(map.towns.map((t) => t.name)).toEqual(['Bigtown'])
  })

  it('names the nearest town when the listing has none, and takes it into the frame', () => {
    const map = buildPlaceMap({
      geography: GEOGRAPHY,
      name: 'Camp',
      coordinates: { lat: 43.1, lng: -110.95 },
    })
    expect(map.title).toBe('Map: Camp, in Hamlet')
    expect(map.towns.map((t) => t.name)).toContain('Hamlet')
  })

  it('has no map for a listing without a pin', () => {
    expect(placeMapOf(GEOGRAPHY, 'X', { coordinates: null })).toBeNull()
    expect(placeMapOf(GEOGRAPHY, 'X', { coordinates: { lat: 43.5, lng: -110.5 } })?.title).toBe(
      'Map: X, in Bigtown',
    )
  })

  it('reads the outlines back and tells inside from outside', () => {
    expect(pathRings('M0 0L10 0L10 10Z')).toEqual([
      [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 10, y: 10 },
      ],
    ])
    expect(insidePath(project({ lat: 43.5, lng: -110.5 }), county)).toBe(true)
    expect(insidePath(project({ lat: 42.5, lng: -110.5 }), county)).toBe(false)
  })
})
