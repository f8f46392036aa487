import { describe, expect, it } from 'vitest'
import { areaOfGeometry, pathCrossesArea, pointInArea, segmentCrossesArea, segmentsMeet } from './areas'

// A square from (0,0) to (10,10) with a square hole from (4,4) to (6,6), in [lng, lat].
const SQUARE = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
      [0, 0],
    ],
    [
      [4, 4],
      [6, 4],
      [6, 6],
      [4, 6],
      [4, 4],
    ],
  ],
}
const at = (lng: number, lat: number) => ({ lng, lat })

describe('areas', () => {
  it('reads Polygon, MultiPolygon and collections of them, from objects or JSON text; anything else has no area', () => {
    expect(areaOfGeometry(SQUARE)).toHaveLength(1)
    expect(areaOfGeometry(JSON.stringify(SQUARE))).toHaveLength(1)
    const multi = {
      type: 'MultiPolygon',
      coordinates: [
        SQUARE.coordinates,
        [
          [
            [20, 20],
            [21, 20],
            [21, 21],
          ],
        ],
      ],
    }
    expect(areaOfGeometry(multi)).toHaveLength(2)
    expect(
      areaOfGeometry({
        type: 'GeometryCollection',
        geometries: [SQUARE, { type: 'Point', coordinates: [1, 1] }],
      }),
    ).toHaveLength(1)
    expect(areaOfGeometry({ type: 'Point', coordinates: [1, 1] })).toBeNull()
    expect(
      areaOfGeometry({
        type: 'LineString',
        coordinates: [
          [0, 0],
          [1, 1],
        ],
      }),
    ).toBeNull()
    expect(
      areaOfGeometry({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 'x'],
            [1, 1],
          ],
        ],
      }),
    ).toBeNull()
    expect(
      areaOfGeometry({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 1],
          ],
        ],
      }),
    ).toBeNull()
    expect(areaOfGeometry('not json')).toBeNull()
    expect(areaOfGeometry(null)).toBeNull()
  })

  it('finds a pin inside the outer ring and outside the holes', () => {
    const area = areaOfGeometry(SQUARE)!
    expect(pointInArea(at(1, 1), area)).toBe(true)
    expect(pointInArea(at(9.9, 5), area)).toBe(true)
    expect(pointInArea(at(5, 5), area)).toBe(false) // in the hole
    expect(pointInArea(at(11, 5), area)).toBe(false)
    expect(pointInArea(at(-0.1, 5), area)).toBe(false)
    // An unclosed ring works the same.
    expect(
      pointInArea(at(1, 1), [
        [
          [
            [0, 0],
            [2, 0],
            [2, 2],
            [0, 2],
          ],
        ],
      ]),
    ).toBe(true)
  })

  it('tells whether segments meet, touching included', () => {
    expect(segmentsMeet([0, 0], [2, 2], [0, 2], [2, 0])).toBe(true)
    expect(segmentsMeet([0, 0], [1, 1], [2, 2], [3, 3])).toBe(false) // same line, apart
    expect(segmentsMeet([0, 0], [2, 2], [2, 2], [3, 0])).toBe(true) // an end touches
    expect(segmentsMeet([0, 0], [1, 0], [0, 1], [1, 1])).toBe(false) // parallel
  })

  it('finds a segment that crosses an area with both ends outside, or has an end inside', () => {
    const area = areaOfGeometry(SQUARE)!
    expect(segmentCrossesArea(at(-5, 2), at(15, 2), area)).toBe(true) // through
    expect(segmentCrossesArea(at(-5, 2), at(1, 2), area)).toBe(true) // ends inside
    expect(segmentCrossesArea(at(-5, -5), at(-1, 15), area)).toBe(false) // passes by
    expect(segmentCrossesArea(at(4.5, 5), at(5.5, 5), area)).toBe(false) // inside the hole
    // A corner clipped: both ends outside, the line cuts the corner (10,10).
    expect(segmentCrossesArea(at(9, 11), at(11, 9), area)).toBe(true)
  })

  it('follows a path leg by leg', () => {
    const area = areaOfGeometry(SQUARE)!
    expect(pathCrossesArea([at(-5, -5), at(-5, 20), at(5, 20)], area)).toBe(false)
    expect(pathCrossesArea([at(-5, -5), at(-5, 20), at(5, 20), at(5, 9)], area)).toBe(true)
    expect(pathCrossesArea([at(1, 1)], area)).toBe(true)
    expect(pathCrossesArea([], area)).toBe(false)
  })
})
