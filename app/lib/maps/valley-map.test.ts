import { describe, expect, it } from 'vitest'
import { GEOGRAPHY, VIEWS } from '../../../tests/valley-fixture'
import { frameOf, project } from './projection'
import { buildValleyMap, type MapListing, PIN_RADIUS_PX } from './valley-map'

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
