import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { groupClose, layoutPins, overlaps } from './pin-layout'

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
