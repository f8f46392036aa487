import { describe, expect, it } from 'vitest'
import { events, musicShows } from '../../../db/seed-data'
import { sampleSeason } from './seed.server'
import { articleDates, seasonDates } from './seed-dates'

const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay()
const written = [...events, ...musicShows].map((item) => item.date)

describe('the sample season moves to the season after the day the database is seeded', () => {
  it('seeded on 2026-11-24: December 2026 to January 2027, all upcoming, same weekdays', () => {
    const move = seasonDates(written, '2026-11-24')
    for (const date of written) {
      const moved = move(date)
      expect(moved >= '2026-11-24', `${date} -> ${moved}`).toBe(true)
      expect(moved < '2027-02-01').toBe(true)
      if (!['12-24', '12-31'].includes(date.slice(5))) expect(weekday(moved)).toBe(weekday(date))
    }
    // The SPEC's sample event, Friday 20 December 2024, stays a Friday before Christmas.
    expect(move('2024-12-20')).toBe('2026-12-18')
  })

  it('holidays keep their calendar day', () => {
    const move = seasonDates(written, '2026-11-24')
    expect(move('2024-12-24')).toBe('2026-12-24')
    expect(move('2024-12-31')).toBe('2026-12-31')
  })

  it('in the middle of a season, the rest of it is still ahead; after it, the next one', () => {
    expect(seasonDates(written, '2027-01-10')('2025-01-25')).toBe('2027-01-23')
    const after = seasonDates(written, '2027-02-01')
    expect(after('2024-12-06') >= '2027-12-01').toBe(true)
    expect(after('2025-01-25') <= '2028-01-31').toBe(true)
  })

  it('on the written season itself nothing moves', () => {
    expect(seasonDates(written, '2024-12-01')('2024-12-20')).toBe('2024-12-20')
  })

  it('a leap day without a leap year falls back to the 28th', () => {
    const move = seasonDates(['2024-02-29'], '2025-01-01')
    expect(move('2024-02-29') <= '2025-03-03').toBe(true)
    expect(move('2024-02-29') >= '2025-02-25').toBe(true)
  })

  it('moves events and shows together, keeping every other field', () => {
    const season = sampleSeason('2026-11-24')
    expect(season.events).toHaveLength(events.length)
    expect(season.musicShows).toHaveLength(musicShows.length)
    expect(season.events[0]).toEqual({ ...events[0], date: '2026-12-18' })
  })
})

describe('articleDates', () => {
  const written = ['2024-10-09', '2024-11-18', '2025-01-22']
  it('keeps the blog as written when seeded within its season', () => {
    expect(articleDates(written, '2024-12-01')('2024-11-18')).toBe('2024-11-18')
  })
  it('moves the blog by whole years so its newest article is the latest one not after the seeding day', () => {
    const move = articleDates(written, '2026-11-30')
    expect(written.map(move)).toEqual(['2025-10-09', '2025-11-18', '2026-01-22'])
    expect(articleDates(written, '2027-01-22')('2025-01-22')).toBe('2027-01-22')
  })
})
