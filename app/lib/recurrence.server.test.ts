import { describe, expect, it } from 'vitest'
import { buildCalendar, ruleForCalendar } from './ics'
import { buildRule, describeRule, isValidRule, lastOccurrence, occurrenceDates } from './recurrence.server'

const YEAR = { from: '2026-01-01', to: '2027-12-31' }

describe('repeating events', () => {
  it('builds weekly, two-weekly and monthly rules from the first day', () => {
    expect(buildRule('2026-10-30', 'weekly', '2026-11-20')).toBe(
      'FREQ=WEEKLY;INTERVAL=1;BYDAY=FR;UNTIL=20261120T235900Z',
    )
    expect(
      occurrenceDates({ date: '2026-10-30', rrule: buildRule('2026-10-30', 'weekly', '2026-11-20') }, YEAR),
    ).toEqual(['2026-10-30', '2026-11-06', '2026-11-13', '2026-11-20'])
    const biweekly = buildRule('2026-12-02', 'biweekly', '2027-01-13')
    expect(occurrenceDates({ date: '2026-12-02', rrule: biweekly }, YEAR)).toEqual([
      '2026-12-02',
      '2026-12-16',
      '2026-12-30',
      '2027-01-13',
    ])
    // The first Saturday of each month; a 5th weekday becomes the last one.
    const market = buildRule('2026-12-05', 'monthly', '2027-03-31')
    expect(occurrenceDates({ date: '2026-12-05', rrule: market }, YEAR)).toEqual([
      '2026-12-05',
      '2027-01-02',
      '2027-02-06',
      '2027-03-06',
    ])
    const last = buildRule('2026-12-31', 'monthly', '2027-02-28')
    expect(occurrenceDates({ date: '2026-12-31', rrule: last }, YEAR)).toEqual([
      '2026-12-31',
      '2027-01-28',
      '2027-02-25',
    ])
  })

  it('keeps the same weekday and day across both daylight-saving changes in America/Denver', () => {
    // DST ends on Sunday 2026-11-01 and starts on Sunday 2027-03-14: a Saturday-night event
    // before and after each change stays on Saturdays.
    const rule = buildRule('2026-10-24', 'weekly', '2027-03-20')
    const days = occurrenceDates({ date: '2026-10-24', rrule: rule }, YEAR)
    expect(days.slice(0, 3)).toEqual(['2026-10-24', '2026-10-31', '2026-11-07'])
    expect(days.slice(-3)).toEqual(['2027-03-06', '2027-03-13', '2027-03-20'])
    expect(days).toHaveLength(22)
    expect(new Set(days.map((day) => new Date(`${day}T12:00:00Z`).getUTCDay()))).toEqual(new Set([6]))
  })

  it('leaves out cancelled days, limits to the range and to `limit`', () => {
    const rule = buildRule('2026-10-30', 'weekly', '2026-11-20')
    const event = { date: '2026-10-30', rrule: rule }
    expect(occurrenceDates(event, YEAR, { cancelled: ['2026-11-13'] })).toEqual([
      '2026-10-30',
      '2026-11-06',
      '2026-11-20',
    ])
    expect(occurrenceDates(event, { from: '2026-11-06', to: '2026-11-13' })).toEqual([
      '2026-11-06',
      '2026-11-13',
    ])
    expect(occurrenceDates(event, YEAR, { limit: 2 })).toEqual(['2026-10-30', '2026-11-06'])
    // A one-off: its own day, when in range.
    expect(occurrenceDates({ date: '2026-11-06', rrule: null }, YEAR)).toEqual(['2026-11-06'])
    expect(occurrenceDates({ date: '2025-11-06' }, YEAR)).toEqual([])
  })

  it('knows the last day and says the rule in words; a broken rule is a one-off', () => {
    const rule = buildRule('2026-10-30', 'weekly', '2026-11-20')
    expect(lastOccurrence({ date: '2026-10-30', rrule: rule })).toBe('2026-11-20')
    expect(lastOccurrence({ date: '2026-10-30', rrule: 'FREQ=WEEKLY' })).toBeUndefined()
    expect(describeRule(rule)).toBe('Every week on Friday until November 20, 2026')
    expect(isValidRule('FREQ=NOPE')).toBe(false)
    expect(occurrenceDates({ date: '2026-11-06', rrule: 'garbage' }, YEAR)).toEqual(['2026-11-06'])
  })

  it('writes the rule to calendar files with UNTIL in UTC (23:59 in Denver, winter and summer) and cancelled days as EXDATE', () => {
    expect(ruleForCalendar('FREQ=WEEKLY;INTERVAL=1;BYDAY=FR;UNTIL=20261218T235900Z')).toBe(
      'FREQ=WEEKLY;INTERVAL=1;BYDAY=FR;UNTIL=20261219T065900Z',
    )
    expect(ruleForCalendar('FREQ=WEEKLY;INTERVAL=1;BYDAY=FR;UNTIL=20270618T235900Z')).toBe(
      'FREQ=WEEKLY;INTERVAL=1;BYDAY=FR;UNTIL=20270619T055900Z',
    )
    const ics = buildCalendar(
      [
        {
          uid: 'jam@wyoming-navigator',
          title: 'Bluegrass jam',
          description: 'Bring a fiddle.',
          location: 'Hall',
          date: '2026-12-04',
          startTime: '19:00',
          endTime: '21:00',
          rrule: buildRule('2026-12-04', 'weekly', '2027-01-29'),
          exdates: ['2026-12-25', '2027-01-01'],
        },
      ],
      { now: new Date('2026-11-24T12:00:00Z') },
    )
    expect(ics).toContain('DTSTART;TZID=America/Denver:20261204T190000\r\n')
    expect(ics).toContain('RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=FR;UNTIL=20270130T065900Z\r\n')
    expect(ics).toContain('EXDATE;TZID=America/Denver:20261225T190000,20270101T190000\r\n')
  })
})
