/**
 * Where the names go on the big map (pure, browser-safe), in pixels of the map drawn at its
 * narrowest (app/lib/maps/valley-map.ts): about how wide a name is drawn, the box it covers on
 * each side of its dot, and the side (right, left, above, below; close or a little further) where
 * a town's name covers no place, dot or other name and stays on the map. The pins are laid out
 * afterwards, out of the names' way (./pin-layout.ts).
 */

/** Which side of its dot a town's name is written on. */
export type Side = 'right' | 'left' | 'above' | 'below'
/** How a centred name is aligned on its point (start or end when it would run off the map). */
export type Align = 'center' | 'start' | 'end'

/** A dot or pin a name keeps clear of, in pixels. */
export interface Circle {
  x: number
  y: number
  r: number
}
/** The rectangle a name covers, in pixels. */
export interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

/** About how wide a name is drawn (13 px bold; 8 px a letter for the spaced capitals), in pixels. */
export function textWidth(text: string, perLetter = 7.4): number {
  return text.length * perLetter + 2
}

const SIDES: Side[] = ['right', 'left', 'above', 'below']
/** How far from its dot a name starts, nearest first (further when a pin sits on the town). */
const GAPS = [8, 24] as const
export type Gap = (typeof GAPS)[number]

/** The box a name covers when written on `side` of its dot, `gap` pixels away. */
export function labelBox({ x, y }: { x: number; y: number }, text: string, side: Side, gap: number): Box {
  const w = textWidth(text)
  const h = 16
  switch (side) {
    case 'right':
      return { left: x + gap, top: y - h / 2, right: x + gap + w, bottom: y + h / 2 }
    case 'left':
      return { left: x - gap - w, top: y - h / 2, right: x - gap, bottom: y + h / 2 }
    case 'above':
      return { left: x - w / 2, top: y - gap - h, right: x + w / 2, bottom: y - gap }
    case 'below':
      return { left: x - w / 2, top: y + gap, right: x + w / 2, bottom: y + gap + h }
  }
}

/**
 * Where a town's name goes: the first side (right, left, above, below), close to the dot or a
 * little further, where it covers no place, dot or other name and stays on the map; else the
 * least bad. The pins are laid out afterwards, out of the names' way.
 */
export function labelPlace(
  dot: { x: number; y: number },
  text: string,
  circles: readonly Circle[],
  others: readonly { dot: { x: number; y: number }; text: string; side: Side; gap: Gap }[],
  width: number,
  height: number,
): { side: Side; gap: Gap } {
  let best: { side: Side; gap: Gap } = { side: 'right', gap: GAPS[0] }
  let bestCost = Infinity
  for (const gap of GAPS) {
    for (const side of SIDES) {
      let cost = gap === GAPS[0] ? 0 : 1
      const box = labelBox(dot, text, side, gap)
      for (const c of circles) {
        const nx = Math.min(Math.max(c.x, box.left), box.right)
        const ny = Math.min(Math.max(c.y, box.top), box.bottom)
        if (Math.hypot(c.x - nx, c.y - ny) < c.r) cost += 10
      }
      for (const other of others) {
        const b = labelBox(other.dot, other.text, other.side, other.gap)
        if (b.left < box.right && box.left < b.right && b.top < box.bottom && box.top < b.bottom) cost += 10
      }
      if (box.left < 0 || box.right > width || box.top < 0 || box.bottom > height) cost += 5
      if (cost < bestCost) {
        best = { side, gap }
        bestCost = cost
      }
      if (cost === 0) return best
    }
  }
  return best
}
