import { describe, expect, it } from 'vitest'
import { buildIcs, type CalendarEvent, escapeText, foldLine, icsFileName, utcStamp } from './ics'

const EVENT: CalendarEvent = {
  uid: 'cowboy-christmas-winter-festival@wyoming-navigator',
  title: 'Cowboy Christmas Winter Festival',
  description: 'Hayrides, supper; carols, and more.\nSupper included.',
  location: 'Snow King Mountain Base Area, 402 E Snow King Ave, Jackson, WY 83001',
  url: 'https://guide.example/events/cowboy-christmas-winter-festival',
  date: '2024-12-20',
  startTime: '16:00',
  endTime: '21:00',
}
const NOW = new Date('2024-11-21T15:04:05Z')

/** Undoes line folding (RFC 5545 3.1). */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n')
}

describe('ics text values', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
  })

  it('folds lines longer than 75 octets with CRLF and a leading space', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`
    const folded = foldLine(line)
    const parts = folded.split('\r\n')
    expect(parts.length).toBe(3)
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75)
    expect(parts[0]!.length).toBe(75)
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true)
    expect(folded.replace(/\r\n /g, '')).toBe(line)
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short')
  })

  it('never splits a multi-byte character when folding', () => {
    const line = `SUMMARY:${'é'.repeat(60)}🎻${'ü'.repeat(40)}`
    const parts = foldLine(line).split('\r\n')
    for (const part of parts) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75)
      expect(part).not.toContain('\uFFFD')
    }
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line)
  })

  it('writes UTC stamps', () => {
    expect(utcStamp(NOW)).toBe('20241121T150405Z')
  })
})

describe('buildIcs', () => {
  const ics = buildIcs(EVENT, NOW)
  const lines = unfold(ics)

  it('is a VCALENDAR with one VEVENT and CRLF line endings only', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1)
    expect(lines).toContain('PRODID:-//Wyoming Navigator//Events Calendar//EN')
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
  })

  it('places the event in America/Denver with a VTIMEZONE block', () => {
    expect(lines).toContain('DTSTART;TZID=America/Denver:20241220T160000')
    expect(lines).toContain('DTEND;TZID=America/Denver:20241220T210000')
    const tz = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1)
    expect(tz).toContain('TZID:America/Denver')
    expect(tz).toContain('TZOFFSETTO:-0700')
    expect(tz).toContain('TZOFFSETTO:-0600')
    expect(lines.indexOf('END:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'))
  })

  it('carries UID, DTSTAMP, SUMMARY, LOCATION, DESCRIPTION and URL, escaped', () => {
    expect(lines).toContain('UID:cowboy-christmas-winter-festival@wyoming-navigator')
    expect(lines).toContain('DTSTAMP:20241121T150405Z')
    expect(lines).toContain('SUMMARY:Cowboy Christmas Winter Festival')
    expect(lines).toContain(
      'LOCATION:Snow King Mountain Base Area\\, 402 E Snow King Ave\\, Jackson\\, WY 83001',
    )
    expect(lines).toContain('DESCRIPTION:Hayrides\\, supper\\; carols\\, and more.\\nSupper included.')
    expect(lines).toContain('URL:https://guide.example/events/cowboy-christmas-winter-festival')
  })

  it('ends the next day when the end time is not after the start', () => {
    const late = unfold(buildIcs({ ...EVENT, date: '2024-12-31', startTime: '21:00', endTime: '00:30' }, NOW))
    expect(late).toContain('DTSTART;TZID=America/Denver:20241231T210000')
    expect(late).toContain('DTEND;TZID=America/Denver:20250101T003000')
  })

  it('writes an all-day event (no times, as imported from a calendar feed) as dates', () => {
    const allDay = unfold(buildIcs({ ...EVENT, date: '2024-12-31', startTime: '', endTime: '' }, NOW))
    expect(allDay).toContain('DTSTART;VALUE=DATE:20241231')
    expect(allDay).toContain('DTEND;VALUE=DATE:20250101')
    expect(allDay.some((line) => line.startsWith('DTSTART;TZID'))).toBe(false)
  })

  it('writes no DTEND when the end time is not known, and reads times with seconds', () => {
    const open = unfold(buildIcs({ ...EVENT, startTime: '18:00', endTime: '' }, NOW))
    expect(open).toContain('DTSTART;TZID=America/Denver:20241220T180000')
    expect(open.some((line) => line.startsWith('DTEND'))).toBe(false)
    const withSeconds = unfold(buildIcs({ ...EVENT, startTime: '18:00:00', endTime: '20:30:00' }, NOW))
    expect(withSeconds).toContain('DTEND;TZID=America/Denver:20241220T203000')
  })

  it('refuses malformed dates and times', () => {
    expect(() => buildIcs({ ...EVENT, date: '12/20/2024' }, NOW)).toThrow(RangeError)
    expect(() => buildIcs({ ...EVENT, startTime: '4:00 PM' }, NOW)).toThrow(RangeError)
    expect(() => buildIcs({ ...EVENT, startTime: '' }, NOW)).toThrow(RangeError)
    expect(() => buildIcs({ ...EVENT, endTime: '9 PM' }, NOW)).toThrow(RangeError)
  })

  it('names the download after the event id', () => {
    expect(icsFileName('cowboy-christmas-winter-festival')).toBe('cowboy-christmas-winter-festival.ics')
    expect(icsFileName('../etc/passwd')).toBe('etc-passwd.ics')
  })
})
