import { describe, expect, it } from 'vitest'
import { GEOGRAPHY, SQUARE_COUNTY } from '../../../tests/valley-fixture'
import { buildPlaceMap, insidePath, pathRings, placeMapOf } from './place-map'
import { project } from './projection'

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
    expect(insidePath(project({ lat: 43.5, lng: -110.5 }), SQUARE_COUNTY)).toBe(true)
    expect(insidePath(project({ lat: 42.5, lng: -110.5 }), SQUARE_COUNTY)).toBe(false)
  })
})
