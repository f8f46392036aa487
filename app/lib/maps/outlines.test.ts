import { describe, expect, it } from 'vitest'
import { VALLEY_GEOGRAPHY } from '~/content/valley-map'
import { outlinesOf, pathPoints } from './outlines'
import { project } from './projection'

describe('pathPoints', () => {
  it('reads rings and lines of absolute M, L and Z commands', () => {
    expect(pathPoints('M1 2L3 4L5 6Z')).toEqual([
      [
        { x: 1, y: 2 },
        { x: 3, y: 4 },
        { x: 5, y: 6 },
        { x: 1, y: 2 },
      ],
    ])
    expect(pathPoints('M0 0L1 1M5 5L6 6')).toHaveLength(2)
  })

  it('refuses commands the bundled outlines never use', () => {
    expect(() => pathPoints('M0 0C1 1 2 2 3 3')).toThrow(/Unsupported/)
  })
})

describe('outlinesOf', () => {
  const outlines = outlinesOf(VALLEY_GEOGRAPHY)

  it('has the three counties as closed polygons around their towns', () => {
    const counties = outlines.features.filter((f) => f.properties.layer === 'county')
    expect(counties.map((f) => f.properties.name)).toEqual(
      expect.arrayContaining(['Teton County, WY', 'Lincoln County, WY', 'Teton County, ID']),
    )
    const teton = counties.find((f) => f.properties.name === 'Teton County, WY')!
    if (teton.geometry.type !== 'Polygon') throw new Error('not a polygon')
    const ring = teton.geometry.coordinates[0]!
    expect(ring[0]).toEqual(ring.at(-1))
    // Back in degrees: the ring spans the county's recorded box (within the simplification).
    const lngs = ring.map(([lng]) => lng)
    const lats = ring.map(([, lat]) => lat)
    const county = VALLEY_GEOGRAPHY.counties.find((c) => c.fips === '56039')!
    expect(Math.min(...lngs)).toBeCloseTo(county.bounds.west, 1)
    expect(Math.max(...lats)).toBeCloseTo(county.bounds.north, 1)
  })

  it('undoes the projection exactly for the towns', () => {
    const jackson = outlines.features.find(
      (f) => f.properties.layer === 'town' && f.properties.name === 'Jackson',
    )!
    expect(jackson.geometry).toEqual({ type: 'Point', coordinates: [-110.7624, 43.4799] })
    // and a road point round-trips through the plane
    const road = outlines.features.find((f) => f.properties.layer === 'road')!
    if (road.geometry.type !== 'MultiLineString') throw new Error('not lines')
    const [lng, lat] = road.geometry.coordinates[0]![0]!
    const firstPoint = pathPoints(VALLEY_GEOGRAPHY.roads[0]!.d)[0]![0]!
    const back = project({ lat, lng })
    expect(back.x).toBeCloseTo(firstPoint.x, 0)
    expect(back.y).toBeCloseTo(firstPoint.y, 0)
  })
})
