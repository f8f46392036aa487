import { describe, expect, it } from 'vitest'
import { todayInTimeZone } from '../dates'
import { pickInSeason, runsOn, seasonOfDay } from './activity-season'

const DECEMBER = todayInTimeZone(undefined, new Date('2026-12-12T19:00:00Z'))
const JULY = todayInTimeZone(undefined, new Date('2026-07-10T19:00:00Z'))

const sleigh = {
  id: 'sleigh',
  season: 'Winter',
  featured: 1,
  opening_hours: 'Dec 15-Apr 5 Mo-Su 10:00-16:00',
}
const float = { id: 'float', season: 'Summer', featured: 1, opening_hours: null }
const heritage = { id: 'heritage', season: 'Summer', featured: 1, opening_hours: null }
const lessons = { id: 'lessons', season: 'Winter', featured: 0, opening_hours: null }
const photo = { id: 'photo', season: 'Year-Round', featured: 0, opening_hours: 'Mo-Fr 07:00-11:00' }
const shut = {
  id: 'shut',
  season: 'Year-Round',
  featured: 1,
  opening_hours: 'May 1-Oct 31 Mo-Su 09:00-17:00',
}
const all = [sleigh, float, heritage, lessons, photo, shut]

describe('what runs this season', () => {
  it('names the valley’s seasons', () => {
    expect(DECEMBER).toBe('2026-12-12')
    expect(seasonOfDay(DECEMBER)).toBe('Winter')
    expect(seasonOfDay('2026-03-31')).toBe('Winter')
    expect(seasonOfDay('2026-04-01')).toBe('Spring')
    expect(seasonOfDay(JULY)).toBe('Summer')
    expect(seasonOfDay('2026-09-15')).toBe('Summer')
    expect(seasonOfDay('2026-09-16')).toBe('Fall')
    expect(seasonOfDay('2026-11-30')).toBe('Fall')
  })

  it('by season first, then by opening hours in the week ahead', () => {
    expect(runsOn(float, DECEMBER)).toBe(false)
    expect(runsOn(float, JULY)).toBe(true)
    // In season, and its hours open within the week (from Dec 15).
    expect(runsOn(sleigh, DECEMBER)).toBe(true)
    expect(runsOn(sleigh, '2026-12-01')).toBe(false)
    // Closed at weekends: still runs on a Saturday (it opens on Monday).
    expect(runsOn(photo, DECEMBER)).toBe(true)
    // Year-round by season, but its hours say closed until May.
    expect(runsOn(shut, DECEMBER)).toBe(false)
    expect(runsOn(shut, JULY)).toBe(true)
    // Hours that cannot be read, or no season: the other fact decides.
    expect(runsOn({ season: 'Winter', opening_hours: 'whenever' }, DECEMBER)).toBe(true)
    expect(runsOn({ season: '', opening_hours: null }, JULY)).toBe(true)
  })

  it('shows no summer float trip on a December home page, and no sleigh ride in July', () => {
    const december = pickInSeason(all, DECEMBER, 3).map((a) => a.id)
    expect(december).toEqual(['sleigh', 'lessons', 'photo'])
    const july = pickInSeason(all, JULY, 3).map((a) => a.id)
    expect(july).toEqual(['float', 'heritage', 'shut'])
    expect(pickInSeason(all, JULY, 10).map((a) => a.id)).toEqual(['float', 'heritage', 'shut', 'photo'])
  })
})
