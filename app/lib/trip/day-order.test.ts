import { describe, expect, it } from 'vitest'
import {
  basesOf,
  checkOutOf,
  defaultCheckOut,
  nightsOf,
  routeOrder,
  sortDay,
  staysByNight,
} from './day-order'

const at = (lat: number, lng: number) => ({ lat, lng })
const TETON_VILLAGE = at(43.5875, -110.8279)
const WILSON = at(43.5002, -110.8752)
const JACKSON = at(43.4799, -110.7624)
const THAYNE = at(42.9194, -111.0019)
const AFTON = at(42.7258, -110.9317)
const NO_PIN = { lat: null, lng: null }

describe('a day’s order', () => {
  it('goes by time, the untimed stops after in their order, stays last', () => {
    const stops = [
      { id: 'lodge', kind: 'stay', startTime: null },
      { id: 'a', kind: 'activity', startTime: null },
      { id: 'lunch', kind: 'restaurant', startTime: '10:30' },
      { id: 'b', kind: 'restaurant', startTime: null },
      { id: 'early', kind: 'restaurant', startTime: '08:00' },
      { id: 'nine', kind: 'event', startTime: '09:00' },
    ]
    expect(sortDay(stops).map((s) => s.id)).toEqual(['early', 'nine', 'lunch', 'a', 'b', 'lodge'])
  })
})

describe('ordering by route (the road model)', () => {
  it('goes out along the road from the base, whatever order the stops were added in', () => {
    expect(routeOrder(TETON_VILLAGE, [THAYNE, JACKSON, WILSON])).toEqual([2, 1, 0])
    expect(routeOrder(JACKSON, [AFTON, THAYNE])).toEqual([1, 0])
  })

  it('counts the drive back to the night’s stay, and puts stops without a pin last', () => {
    // From Jackson: Wilson then Afton, unless the night is in Teton Village (then Wilson on the way back).
    expect(routeOrder(JACKSON, [WILSON, AFTON])).toEqual([0, 1])
    expect(routeOrder(JACKSON, [WILSON, AFTON], TETON_VILLAGE)).toEqual([1, 0])
    expect(routeOrder(JACKSON, [NO_PIN, WILSON, AFTON])).toEqual([1, 2, 0])
  })

  it('orders many stops by the nearest next one', () => {
    const many = [AFTON, JACKSON, THAYNE, WILSON, TETON_VILLAGE, AFTON, JACKSON, THAYNE]
    expect(routeOrder(TETON_VILLAGE, many)).toEqual([4, 3, 1, 6, 2, 7, 0, 5])
  })
})

describe('a stay’s nights', () => {
  const stay = (id: string, day: string, checkOut: string | null) => ({ id, day, checkOut })

  it('covers the nights from check-in up to check-out; a stay saved without one, its one night', () => {
    expect(nightsOf(stay('a', '2024-12-19', '2024-12-21'))).toEqual(['2024-12-19', '2024-12-20'])
    expect(nightsOf(stay('a', '2024-12-19', null))).toEqual(['2024-12-19'])
    expect(checkOutOf(stay('a', '2024-12-19', '2024-12-19'))).toBe('2024-12-20')
  })

  it('starts each day at the night before’s stay and ends it at its own night’s', () => {
    const byNight = staysByNight([
      stay('lodge', '2024-12-19', '2024-12-21'),
      stay('cabin', '2024-12-20', '2024-12-22'),
    ])
    // Two stays booked for one night: the one checked in later (you moved on).
    expect(byNight.get('2024-12-20')!.id).toBe('cabin')
    const ids = (day: string) => {
      const { start, end } = basesOf(day, byNight)
      return [start?.id ?? null, end?.id ?? null]
    }
    expect(ids('2024-12-19')).toEqual([null, 'lodge'])
    expect(ids('2024-12-20')).toEqual(['lodge', 'cabin'])
    expect(ids('2024-12-21')).toEqual(['cabin', 'cabin'])
    expect(ids('2024-12-22')).toEqual(['cabin', null])
  })

  it('is booked through the end of the trip by default, one night at least', () => {
    expect(defaultCheckOut('2024-12-19', '2024-12-21')).toBe('2024-12-21')
    expect(defaultCheckOut('2024-12-21', '2024-12-21')).toBe('2024-12-22')
  })
})
