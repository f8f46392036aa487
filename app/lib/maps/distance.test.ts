import { describe, expect, it } from 'vitest'
import { distanceKm, formatDistance, nearest } from './distance'

const JACKSON = { lat: 43.4799, lng: -110.7624 }
const AFTON = { lat: 42.7258, lng: -110.9317 }

describe('distance', () => {
  it('measures Jackson to Alpine and Jackson to Afton as the crow flies', () => {
    const jackson = { lat: 43.4799, lng: -110.7624 }
    expect(distanceKm(jackson, { lat: 43.1624, lng: -111.0232 })).toBeCloseTo(40.9, 0)
    expect(distanceKm(jackson, { lat: 42.7258, lng: -110.9317 })).toBeCloseTo(84.9, 0)
    expect(distanceKm(jackson, jackson)).toBe(0)
  })

  it('says short distances in metres and longer ones in kilometres and miles', () => {
    expect(formatDistance(0.06)).toBe('60 m')
    expect(formatDistance(2.4)).toBe('2.4 km (1.5 mi)')
    expect(formatDistance(40.9)).toBe('41 km (25 mi)')
  })

  it('finds the nearest of a list', () => {
    const towns = [
      { name: 'Afton', ...AFTON },
      { name: 'Jackson', ...JACKSON },
    ]
    expect(nearest({ lat: 43.46, lng: -110.8 }, towns)?.name).toBe('Jackson')
    expect(nearest({ lat: 42.6, lng: -110.9 }, towns)?.name).toBe('Afton')
    expect(nearest(JACKSON, [])).toBeUndefined()
  })
})
