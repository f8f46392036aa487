import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  boundsAround,
  frameAround,
  frameOf,
  inBounds,
  inFrame,
  isCoordinates,
  project,
  toPercent,
  unproject,
  viewBoxOf,
} from './projection'

const JACKSON = { lat: 43.4799, lng: -110.7624 }
const AFTON = { lat: 42.7258, lng: -110.9317 }

describe('the map projection', () => {
  it('puts north up and east right, a thousandth of a degree of latitude per unit', () => {
    const jackson = project(JACKSON)
    const north = project({ lat: JACKSON.lat + 0.1, lng: JACKSON.lng })
    const east = project({ lat: JACKSON.lat, lng: JACKSON.lng + 0.1 })
    expect(north.y).toBeCloseTo(jackson.y - 100, 6)
    expect(north.x).toBeCloseTo(jackson.x, 6)
    expect(east.x).toBeGreaterThan(jackson.x)
    // Longitudes shrink by cos(43.5°) so a kilometre is as long east-west as north-south.
    expect(east.x - jackson.x).toBeCloseTo(100 * Math.cos((43.5 * Math.PI) / 180), 6)
  })

  it('gives positive coordinates everywhere in the three counties', () => {
    for (const corner of [
      { lat: 44.67, lng: -111.4 },
      { lat: 41.57, lng: -110.04 },
    ]) {
      const point = project(corner)
      expect(point.x).toBeGreaterThan(0)
      expect(point.y).toBeGreaterThan(0)
    }
  })

  it('turns back into the coordinates it came from', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 41, max: 45, noNaN: true }),
        fc.double({ min: -112, max: -109, noNaN: true }),
        (lat, lng) => {
          const back = unproject(project({ lat, lng }))
          expect(back.lat).toBeCloseTo(lat, 9)
          expect(back.lng).toBeCloseTo(lng, 9)
        },
      ),
    )
  })
})

describe('frames', () => {
  const bounds = { north: 43.6, south: 43.4, west: -110.9, east: -110.6 }
  const frame = frameOf(bounds)

  it('covers the box of latitudes and longitudes it is made from', () => {
    expect(inFrame(project(JACKSON), frame)).toBe(true)
    expect(inFrame(project(AFTON), frame)).toBe(false)
    expect(inBounds(JACKSON, bounds)).toBe(true)
    expect(inBounds(AFTON, bounds)).toBe(false)
    const topLeft = project({ lat: 43.6, lng: -110.9 })
    expect(frame.x).toBeCloseTo(topLeft.x, 6)
    expect(frame.y).toBeCloseTo(topLeft.y, 6)
    expect(frame.height).toBeCloseTo(200, 6)
  })

  it('places points in percent of the frame, corners at 0 and 100', () => {
    expect(toPercent(project({ lat: 43.6, lng: -110.9 }), frame)).toEqual({ left: 0, top: 0 })
    expect(toPercent(project({ lat: 43.4, lng: -110.6 }), frame)).toEqual({ left: 100, top: 100 })
    expect(toPercent(project({ lat: 43.5, lng: -110.75 }), frame)).toEqual({ left: 50, top: 50 })
  })

  it('writes a viewBox', () => {
    expect(viewBoxOf({ x: 1.234, y: 5, width: 10.06, height: 3 })).toBe('1.2 5 10.1 3')
  })

  it('frames a place with its aspect, grown to take in another point', () => {
    const small = frameAround(JACKSON, { minWidthKm: 30, aspect: 1.6 })
    expect(small.width / small.height).toBeCloseTo(1.6, 6)
    expect(small.width * (111.2 / 1000)).toBeCloseTo(30, 6)
    expect(inFrame(project(JACKSON), small)).toBe(true)
    const grown = frameAround(JACKSON, { minWidthKm: 30, aspect: 1.6, include: [AFTON], paddingKm: 4 })
    expect(inFrame(project(AFTON), grown, 4 / (111.2 / 1000) - 1e-6)).toBe(true)
    // Still centred on the place.
    const center = { x: grown.x + grown.width / 2, y: grown.y + grown.height / 2 }
    expect(center.x).toBeCloseTo(project(JACKSON).x, 6)
    expect(center.y).toBeCloseTo(project(JACKSON).y, 6)
  })

  it('boxes a set of coordinates', () => {
    expect(boundsAround([JACKSON, AFTON])).toEqual({
      north: JACKSON.lat,
      south: AFTON.lat,
      west: AFTON.lng,
      east: JACKSON.lng,
    })
  })
})

describe('isCoordinates', () => {
  it('accepts real positions and refuses anything else', () => {
    expect(isCoordinates(JACKSON)).toBe(true)
    expect(isCoordinates({ lat: Number.NaN, lng: 1 })).toBe(false)
    expect(isCoordinates({ lat: 91, lng: 1 })).toBe(false)
    expect(isCoordinates({ lat: 1, lng: -181 })).toBe(false)
    expect(isCoordinates({ lat: '43', lng: 1 })).toBe(false)
  })
})
