import { addDaysIso } from '../dates'
import { driveBetween } from '../maps/roads'
import { isTime, minutesOf } from './checks'

/**
 * The order of a day and the nights of its stays (issue 50 items 1 and 2), as pure functions: the
 * planner, the store's moves and "Order by route" all use them, so the page, the moves and the
 * checks see one order.
 *
 * - A day's stops go by time; stops without a time come after, in the order the visitor put them
 *   (added, moved, or ordered by route); stays (the night's base, not a visit) come last.
 * - A stay covers the nights from its check-in day (`day`) up to its check-out day. Each day starts
 *   at the stay of the night before and ends at the stay of its own night.
 */

/** What ordering needs of a stop. */
export interface OrderedStop {
  kind: string
  startTime: string | null
}

/** The stops in the day's order (a new array; ties keep the given order). */
export function sortDay<T extends OrderedStop>(stops: readonly T[]): T[] {
  const rank = (s: T) => (s.kind === 'stay' ? 2 : isTime(s.startTime) ? 0 : 1)
  return stops
    .map((stop, index) => ({ stop, index }))
    .sort((a, b) => {
      const byRank = rank(a.stop) - rank(b.stop)
      if (byRank !== 0) return byRank
      if (rank(a.stop) === 0) {
        const byTime = minutesOf(a.stop.startTime!) - minutesOf(b.stop.startTime!)
        if (byTime !== 0) return byTime
      }
      return a.index - b.index
    })
    .map(({ stop }) => stop)
}

/** A place with an optional pin. */
export interface Pinned {
  lat: number | null
  lng: number | null
}

/** Up to this many stops are ordered by trying every order; more, by the nearest next. */
const EXHAUSTIVE = 7

/**
 * The order of `stops` (untimed visits) with the shortest driving: from `from` (the day's base, or
 * the last timed stop) through every stop and, when given, back to `back` (the night's stay). Stops
 * without a pin keep their order after the others. Answers indexes into `stops`.
 */
export function routeOrder(
  from: Pinned | null,
  stops: readonly Pinned[],
  back: Pinned | null = null,
): number[] {
  const pinned = stops.flatMap((s, i) => (s.lat != null && s.lng != null ? [i] : []))
  const unpinned = stops.flatMap((s, i) => (s.lat != null && s.lng != null ? [] : [i]))
  const at = (p: Pinned | null) => (p && p.lat != null && p.lng != null ? { lat: p.lat, lng: p.lng } : null)
  const start = at(from)
  const end = at(back)
  const drive = new Map<string, number>()
  const minutes = (a: number | 'start', b: number | 'end') => {
    const key = `${a}>${b}`
    let value = drive.get(key)
    if (value === undefined) {
      const origin = a === 'start' ? start : at(stops[a]!)
      const target = b === 'end' ? end : at(stops[b]!)
      value = origin && target ? driveBetween(origin, target).minutes : 0
      drive.set(key, value)
    }
    return value
  }
  const cost = (order: readonly number[]) =>
    order.reduce((sum, i, k) => sum + minutes(k === 0 ? 'start' : order[k - 1]!, i), 0) +
    (order.length > 0 ? minutes(order.at(-1)!, 'end') : 0)

  let best: number[] = pinned
  if (pinned.length <= EXHAUSTIVE) {
    let bestCost = cost(pinned)
    for (const order of permutations(pinned)) {
      const c = cost(order)
      if (c < bestCost) [best, bestCost] = [order, c]
    }
  } else {
    const left = new Set(pinned)
    best = []
    let here: number | 'start' = 'start'
    while (left.size > 0) {
      let next = -1
      for (const i of left) if (next < 0 || minutes(here, i) < minutes(here, next)) next = i
      best.push(next)
      left.delete(next)
      here = next
    }
  }
  return [...best, ...unpinned]
}

function* permutations(items: readonly number[]): Generator<number[]> {
  if (items.length <= 1) {
    yield [...items]
    return
  }
  for (const [i, item] of items.entries())
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) yield [item, ...rest]
}

// ---------------------------------------------------------------------------------------------
// Stays

/** What the nights need of a stay stop. */
export interface StayStop {
  /** the check-in day */
  day: string
  /** the check-out day, or null: one night */
  checkOut: string | null
}

/** The check-out day: the stored one when it is after check-in, else the morning after. */
export function checkOutOf(stay: StayStop): string {
  const next = addDaysIso(stay.day, 1)
  return stay.checkOut && stay.checkOut > stay.day ? stay.checkOut : next
}

/** The nights a stay covers (each the day whose evening you sleep there), YYYY-MM-DD. */
export function nightsOf(stay: StayStop): string[] {
  const nights: string[] = []
  const out = checkOutOf(stay)
  for (let night = stay.day; night < out && nights.length < 62; night = addDaysIso(night, 1))
    nights.push(night)
  return nights
}

/**
 * The stay of each night, by night (YYYY-MM-DD): the one booked for it; two booked for one night,
 * the one checked in later (you moved on to it).
 */
export function staysByNight<T extends StayStop>(stays: readonly T[]): Map<string, T> {
  const byNight = new Map<string, T>()
  for (const stay of [...stays].sort((a, b) => a.day.localeCompare(b.day)))
    for (const night of nightsOf(stay)) byNight.set(night, stay)
  return byNight
}

/** Where a day starts and ends: the stay of the night before and of its own night (or none). */
export function basesOf<T extends StayStop>(day: string, byNight: ReadonlyMap<string, T>) {
  return { start: byNight.get(addDaysIso(day, -1)) ?? null, end: byNight.get(day) ?? null }
}

/** The check-out day a stay added on `day` gets: through the trip's end (one night at least). */
export function defaultCheckOut(day: string, depart: string): string {
  return depart > day ? depart : addDaysIso(day, 1)
}
