/**
 * Where numbered pins go on a map so none covers another (pure, browser-safe). Works in pixels of
 * the map drawn at its narrowest (the pins are fixed-size HTML over a scalable SVG, so on a wider
 * map they only move further apart): each pin starts at its place; pins that overlap push each
 * other apart, a little at a time, until none overlaps; a pin that had to move gets a leader line
 * back to its place. Every pin stays inside the map.
 */

export interface LayoutNode {
  /** Where the place is, in pixels from the map's top-left corner. */
  x: number
  y: number
  /** The pin's radius in pixels. */
  radius: number
}

export interface PlacedNode extends LayoutNode {
  /** Where the pin is drawn. */
  px: number
  py: number
  /** Whether it was moved far enough from its place to need a leader line. */
  moved: boolean
}

/** A rectangle pins keep out of (a name on the map), in pixels. */
export interface Rect {
  left: number
  top: number
  right: number
  bottom: number
}

export interface LayoutOptions {
  width: number
  height: number
  /** Rectangles the pins keep out of. */
  obstacles?: readonly Rect[]
  /** Space kept between two pins, in pixels. */
  gap?: number
  /** Moves shorter than this are not drawn as leader lines. */
  leaderMin?: number
  iterations?: number
}

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5))

export function layoutPins(nodes: readonly LayoutNode[], options: LayoutOptions): PlacedNode[] {
  const { width, height, gap = 2, leaderMin = 4, iterations = 400, obstacles = [] } = options
  const clampX = (x: number, r: number) => Math.min(Math.max(x, r), width - r)
  const clampY = (y: number, r: number) => Math.min(Math.max(y, r), height - r)
  // Pins at the same spot start a hair apart (deterministically), so they have a direction to part in.
  const seen = new Map<string, number>()
  const placed = nodes.map((node) => {
    const key = `${Math.round(node.x)},${Math.round(node.y)}`
    const twin = seen.get(key) ?? 0
    seen.set(key, twin + 1)
    const angle = twin * GOLDEN_ANGLE
    const spread = twin === 0 ? 0 : 0.5
    return {
      ...node,
      px: clampX(node.x + Math.cos(angle) * spread, node.radius),
      py: clampY(node.y + Math.sin(angle) * spread, node.radius),
    }
  })
  for (let round = 0; round < iterations; round++) {
    let overlapping = false
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) {
        const a = placed[i]!
        const b = placed[j]!
        const need = a.radius + b.radius + gap
        let dx = b.px - a.px
        let dy = b.py - a.py
        let distance = Math.hypot(dx, dy)
        if (distance >= need - 0.01) continue
        overlapping = true
        if (distance < 0.001) {
          const angle = (i + j) * GOLDEN_ANGLE
          dx = Math.cos(angle)
          dy = Math.sin(angle)
          distance = 1
        }
        // Each moves half the missing distance (a bit more, so they settle sooner).
        const push = ((need - distance) / 2) * 1.05
        const ux = dx / distance
        const uy = dy / distance
        a.px = clampX(a.px - ux * push, a.radius)
        a.py = clampY(a.py - uy * push, a.radius)
        b.px = clampX(b.px + ux * push, b.radius)
        b.py = clampY(b.py + uy * push, b.radius)
      }
    }
    // Out of the names' way: to the nearest outside of each rectangle a pin touches.
    for (const node of placed) {
      for (const rect of obstacles) {
        const nx = Math.min(Math.max(node.px, rect.left), rect.right)
        const ny = Math.min(Math.max(node.py, rect.top), rect.bottom)
        const distance = Math.hypot(node.px - nx, node.py - ny)
        const need = node.radius + gap
        if (distance >= need - 0.01) continue
        overlapping = true
        if (distance > 0.001) {
          node.px = clampX(node.px + ((node.px - nx) / distance) * (need - distance), node.radius)
          node.py = clampY(node.py + ((node.py - ny) / distance) * (need - distance), node.radius)
        } else {
          // Inside it: out through the nearest edge.
          const exits = [
            { dx: rect.left - need - node.px, dy: 0 },
            { dx: rect.right + need - node.px, dy: 0 },
            { dx: 0, dy: rect.top - need - node.py },
            { dx: 0, dy: rect.bottom + need - node.py },
          ].sort((a, b) => Math.abs(a.dx + a.dy) - Math.abs(b.dx + b.dy))
          node.px = clampX(node.px + exits[0]!.dx, node.radius)
          node.py = clampY(node.py + exits[0]!.dy, node.radius)
        }
      }
    }
    if (!overlapping) break
  }
  return placed.map((node) => ({
    ...node,
    moved: Math.hypot(node.px - node.x, node.py - node.y) >= leaderMin,
  }))
}

/** Whether any two placed pins overlap (for tests and checks). */
export function overlaps(nodes: readonly PlacedNode[], gap = 0): boolean {
  for (let i = 0; i < nodes.length; i++) {
    for (let j = i + 1; j < nodes.length; j++) {
      const a = nodes[i]!
      const b = nodes[j]!
      if (Math.hypot(a.px - b.px, a.py - b.py) < a.radius + b.radius + gap - 0.01) return true
    }
  }
  return false
}

/**
 * Groups points that lie within `distance` of a group's first point, in order (greedy: the first
 * point of each group is its seed). Answers the groups as lists of indexes.
 */
export function groupClose(points: readonly { x: number; y: number }[], distance: number): number[][] {
  const groups: number[][] = []
  for (const [index, point] of points.entries()) {
    const group = groups.find((g) => {
      const seed = points[g[0]!]!
      return Math.hypot(seed.x - point.x, seed.y - point.y) < distance
    })
    if (group) group.push(index)
    else groups.push([index])
  }
  return groups
}
