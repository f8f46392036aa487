import { describe, expect, it } from 'vitest'
import { applyPending, changeFrom } from './pending'
import type { PlannedDay, PlannedStop } from './trip'

const stop = (id: string, extra: Partial<PlannedStop> = {}): PlannedStop => ({
  id,
  kind: 'restaurant',
  listingId: id,
  name: id,
  href: `/eat/${id}`,
  address: '',
  directions: null,
  startTime: null,
  note: '',
  startLabel: null,
  hoursLabel: null,
  durationLabel: null,
  durationMinutes: null,
  warnings: [],
  driveFromPrevious: 'About 5 min drive, 3.0 mi (estimate)',
  driveWarnings: [],
  category: null,
  timeFixed: false,
  nights: null,
  ...extra,
})
const day = (d: string, stops: PlannedStop[]): PlannedDay => ({
  day: d,
  label: d,
  shortLabel: d,
  sunrise: '7:00 AM',
  sunset: '5:00 PM',
  stops,
  fullWarning: null,
  start: { name: 'Jackson’s Town Square', href: null, stopId: null },
  end: null,
  driveBack: null,
  driveBackWarnings: [],
  forecast: null,
  routable: false,
})
const names = (days: PlannedDay[]) => days.map((d) => d.stops.map((s) => s.id))

describe('changes shown before the server confirms them', () => {
  const days = [
    day('2026-07-01', [stop('a', { driveFromPrevious: null }), stop('b'), stop('c')]),
    day('2026-07-02', []),
  ]

  it('reads a form’s change, and only changes to stops', () => {
    expect(
      changeFrom([
        ['intent', 'move-up'],
        ['stop', 'b'],
      ]),
    ).toEqual({
      intent: 'move-up',
      stop: 'b',
      day: undefined,
      index: undefined,
      startTime: undefined,
      note: undefined,
    })
    expect(
      changeFrom([
        ['intent', 'add'],
        ['kind', 'stay'],
        ['id', 'x'],
      ]),
    ).toBeNull()
    expect(changeFrom([['intent', 'remove']])).toBeNull()
  })

  it('moves, places, removes, and sets times and notes, leaving the server’s days alone', () => {
    expect(names(applyPending(days, [{ intent: 'move-up', stop: 'b' }]))).toEqual([['b', 'a', 'c'], []])
    expect(names(applyPending(days, [{ intent: 'move-down', stop: 'c' }]))).toEqual([['a', 'b', 'c'], []])
    expect(names(applyPending(days, [{ intent: 'move-day', stop: 'a', day: '2026-07-02' }]))).toEqual([
      ['b', 'c'],
      ['a'],
    ])
    expect(names(applyPending(days, [{ intent: 'place', stop: 'c', day: '2026-07-01', index: 0 }]))).toEqual([
      ['c', 'a', 'b'],
      [],
    ])
    expect(
      names(
        applyPending(days, [
          { intent: 'remove', stop: 'b' },
          { intent: 'remove', stop: 'gone' },
        ]),
      ),
    ).toEqual([['a', 'c'], []])
    const timed = applyPending(days, [{ intent: 'stop', stop: 'b', startTime: '18:30', note: ' Window ' }])
    expect(timed[0]!.stops[1]).toMatchObject({ startTime: '18:30', startLabel: '6:30 PM', note: 'Window' })
    // The first stop of a day has no drive before it.
    expect(applyPending(days, [{ intent: 'move-up', stop: 'b' }])[0]!.stops[0]!.driveFromPrevious).toBeNull()
    expect(names(days)).toEqual([['a', 'b', 'c'], []])
  })
})
