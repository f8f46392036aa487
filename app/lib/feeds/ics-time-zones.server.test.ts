import { describe, expect, it } from 'vitest'
import { ianaZone, zonedToInstant } from './ics-time-zones.server'

describe('time in a feed', () => {
  it('reads a TZID as an IANA zone after a vendor prefix, and knows no made-up Windows name', () => {
    expect(ianaZone('/mozilla.org/20050126_1/America/Denver')).toBe('America/Denver')
    expect(ianaZone('Nowhere Standard Time')).toBeUndefined()
  })

  it('converts wall-clock times', () => {
    const at = (iso: string, zone: string) => {
      const [date, time] = iso.split('T') as [string, string]
      const [year, month, day] = date.split('-').map(Number) as [number, number, number]
      const [hour, minute] = time.split(':').map(Number) as [number, number]
      return new Date(zonedToInstant({ year, month, day, hour, minute, second: 0 }, zone)).toISOString()
    }
    expect(at('2026-12-12T19:30', 'America/Denver')).toBe('2026-12-13T02:30:00.000Z')
    expect(at('2026-07-04T12:00', 'America/Denver')).toBe('2026-07-04T18:00:00.000Z')
    // 2:30 AM on the day clocks spring forward does not exist: it is read as 3:30 AM MDT.
    expect(at('2026-03-08T02:30', 'America/Denver')).toBe('2026-03-08T09:30:00.000Z')
    // 1:30 AM on the day clocks go back happens twice: the first (MDT).
    expect(at('2026-11-01T01:30', 'America/Denver')).toBe('2026-11-01T07:30:00.000Z')
  })
})
