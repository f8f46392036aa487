import { describe, expect, it } from 'vitest'
import {
  addDaysIso,
  DAYS,
  formatLongDay,
  formatMonthYear,
  formatHeadingDate,
  formatLongDate,
  formatShortDate,
  formatWrittenDate,
  isIsoDate,
  localToday,
  nearestDateWithItems,
  nextDateWithItems,
  onDate,
  parseIsoDate,
  parseIsoMonth,
  todayInTimeZone,
  toIsoDate,
  toIsoMonth,
  withinDays,
} from './dates'

describe('calendar dates', () => {
  it('parses YYYY-MM-DD as a local calendar day, never shifted through UTC', () => {
    const date = parseIsoDate('2024-12-20')!
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2024, 11, 20, 0])
    expect(toIsoDate(date)).toBe('2024-12-20')
    expect(toIsoDate(parseIsoDate('2025-01-01')!)).toBe('2025-01-01')
  })

  it('rejects malformed and impossible dates', () => {
    for (const bad of [
      '',
      '2024-12-32',
      '2024-02-30',
      '2024-13-01',
      '20-12-2024',
      '2024-12-20T00:00',
      null,
      undefined,
    ]) {
      expect(parseIsoDate(bad), String(bad)).toBeUndefined()
      expect(isIsoDate(bad)).toBe(false)
    }
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(parseIsoMonth('2024-12')?.getDate()).toBe(1)
    expect(parseIsoMonth('2024-13')).toBeUndefined()
  })

  it('formats the heading, long and short dates', () => {
    expect(formatHeadingDate('2024-12-20')).toBe('December 20, 2024')
    expect(formatLongDate('2024-12-20')).toBe('Friday, December 20, 2024')
    expect(formatLongDate('2025-01-01')).toBe('Wednesday, January 1, 2025')
    expect(formatShortDate('2024-12-07')).toBe('Sat, Dec 7')
    expect(() => formatLongDate('not a date')).toThrow(RangeError)
  })

  it('writes the calendar’s words as the platform’s English dates do, for every day of two years', () => {
    // The events calendar names its days, months and weekdays with these, not with Intl (slower on
    // a phone, and the server's and the browser's ICU data could differ): the texts must agree.
    const longDay = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    })
    const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' })
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long' })
    for (let day = new Date(2024, 0, 1); day.getFullYear() < 2026; day.setDate(day.getDate() + 1)) {
      expect(formatLongDay(day)).toBe(longDay.format(day))
      expect(formatMonthYear(day)).toBe(monthYear.format(day))
      expect(DAYS[day.getDay()]).toBe(weekday.format(day))
      expect(toIsoDate(day)).toBe(
        `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`,
      )
      expect(toIsoMonth(day)).toBe(toIsoDate(day).slice(0, 7))
    }
  })

  it('adds days across month and year ends', () => {
    expect(addDaysIso('2024-12-31', 1)).toBe('2025-01-01')
    expect(addDaysIso('2024-03-01', -1)).toBe('2024-02-29')
    // Across the March daylight-saving change in the US.
    expect(addDaysIso('2025-03-08', 2)).toBe('2025-03-10')
  })

  it("finds today's date in America/Denver whatever the server's zone", () => {
    // 2024-12-21 03:00 UTC is still the evening of December 20 in Denver (UTC-7).
    expect(todayInTimeZone('America/Denver', new Date('2024-12-21T03:00:00Z'))).toBe('2024-12-20')
    expect(todayInTimeZone('America/Denver', new Date('2024-12-21T07:00:00Z'))).toBe('2024-12-21')
    // Summer: UTC-6.
    expect(todayInTimeZone('America/Denver', new Date('2025-07-01T05:59:00Z'))).toBe('2025-06-30')
    expect(localToday(new Date(2024, 11, 20, 23, 59))).toBe('2024-12-20')
    // Another zone after Denver: each keeps its own formatter.
    expect(todayInTimeZone('Asia/Tokyo', new Date('2024-12-20T16:00:00Z'))).toBe('2024-12-21')
    expect(todayInTimeZone('America/Denver', new Date('2024-12-20T16:00:00Z'))).toBe('2024-12-20')
  })

  it('writes out the date an article or story was written, and leaves anything else as it is', () => {
    expect(formatWrittenDate('2024-11-18')).toBe('November 18, 2024')
    expect(formatWrittenDate('2025-01-06')).toBe('January 6, 2025')
    for (const odd of ['not a date', '2024-13-01', '2024-00-10', '2024-05-00', '']) {
      expect(formatWrittenDate(odd)).toBe(odd)
    }
  })
})

describe('dates of events', () => {
  const items = [
    { id: 'a', date: '2024-12-07' },
    { id: 'b', date: '2024-12-20' },
    { id: 'c', date: '2024-12-20' },
    { id: 'd', date: '2025-01-25' },
  ]

  it('picks the items of one day', () => {
    expect(onDate(items, '2024-12-20').map((i) => i.id)).toEqual(['b', 'c'])
    expect(onDate(items, '2024-12-21')).toEqual([])
  })

  it('names the next day with items, else the most recent one', () => {
    expect(nearestDateWithItems(items, '2024-12-08')).toEqual({ direction: 'next', date: '2024-12-20' })
    expect(nearestDateWithItems(items, '2024-12-20')).toEqual({ direction: 'next', date: '2025-01-25' })
    expect(nearestDateWithItems(items, '2026-07-04')).toEqual({ direction: 'previous', date: '2025-01-25' })
    expect(nearestDateWithItems([], '2026-07-04')).toBeUndefined()
  })

  it('opens the calendar on today when it has items, else on the next day that has some', () => {
    const items = [
      { date: '2025-01-25' },
      { date: '2024-12-20' },
      { date: '2024-12-01' },
      { date: '2024-12-20' },
    ]
    expect(nextDateWithItems(items, '2024-12-20')).toBe('2024-12-20')
    expect(nextDateWithItems(items, '2024-12-08')).toBe('2024-12-20')
    expect(nextDateWithItems(items, '2024-12-21')).toBe('2025-01-25')
    expect(nextDateWithItems(items, '2025-01-26')).toBeUndefined()
  })

  it('keeps the items of the next N days, today included', () => {
    expect(withinDays(items, '2024-12-14', 7).map((i) => i.id)).toEqual(['b', 'c'])
    expect(withinDays(items, '2024-12-20', 1).map((i) => i.id)).toEqual(['b', 'c'])
    expect(withinDays(items, '2024-12-21', 30)).toEqual([])
    expect(withinDays(items, '2024-12-07', 90).map((i) => i.id)).toEqual(['a', 'b', 'c', 'd'])
  })
})
