import { describe, expect, it } from 'vitest'
import { icsCalendar as calendar } from '../../../tests/feed-server'
import { FeedParseError, parseFeedEvents } from './ics-events.server'

const NOW = new Date('2026-11-24T19:00:00Z') // noon in Denver

const parse = (text: string, now = NOW) => parseFeedEvents(text, { now, fallbackLocation: 'The Tavern' })

describe('reading a feed’s events', () => {
  it('moves TZID, UTC and floating times to America/Denver and keeps all-day events all-day', () => {
    const { events, skipped } = parse(
      calendar(
        [
          'UID:denver@test',
          'DTSTART;TZID=America/Denver:20261212T193000',
          'DTEND;TZID=America/Denver:20261212T220000',
          'SUMMARY:Fiddle Night',
        ],
        // 03:00 UTC on the 13th is 8 PM on the 12th in Denver (MST, UTC-7).
        ['UID:utc@test', 'DTSTART:20261213T030000Z', 'DTEND:20261213T050000Z', 'SUMMARY:Late Show'],
        ['UID:ny@test', 'DTSTART;TZID=America/New_York:20261215T200000', 'DURATION:PT90M', 'SUMMARY:From NY'],
        ['UID:floating@test', 'DTSTART:20261216T180000', 'SUMMARY:Floating'],
        ['UID:allday@test', 'DTSTART;VALUE=DATE:20261224', 'DTEND;VALUE=DATE:20261225', 'SUMMARY:Market'],
        // Summer time: 18:00 UTC is noon MDT (UTC-6).
        ['UID:summer@test', 'DTSTART:20270704T180000Z', 'SUMMARY:Fourth'],
      ),
    )
    expect(skipped).toEqual({ past: 0, cancelled: 0, invalid: 0, duplicate: 0 })
    const byUid = Object.fromEntries(events.map((e) => [e.uid, e]))
    expect(byUid['denver@test']).toMatchObject({ date: '2026-12-12', startTime: '19:30', endTime: '22:00' })
    expect(byUid['utc@test']).toMatchObject({ date: '2026-12-12', startTime: '20:00', endTime: '22:00' })
    expect(byUid['ny@test']).toMatchObject({ date: '2026-12-15', startTime: '18:00', endTime: '19:30' })
    expect(byUid['floating@test']).toMatchObject({ date: '2026-12-16', startTime: '18:00', endTime: null })
    expect(byUid['allday@test']).toMatchObject({ date: '2026-12-24', startTime: '', endTime: null })
    expect(byUid['summer@test']).toMatchObject({ date: '2027-07-04', startTime: '12:00' })
    // Soonest first.
    expect(events.map((e) => e.uid)).toEqual([
      'denver@test',
      'utc@test',
      'ny@test',
      'floating@test',
      'allday@test',
      'summer@test',
    ])
  })

  it('uses the feed’s VTIMEZONE for a TZID the runtime does not know, and Windows zone names', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VTIMEZONE',
      'TZID:Custom Mountain',
      'BEGIN:STANDARD',
      'DTSTART:19701101T020000',
      'TZOFFSETFROM:-0600',
      'TZOFFSETTO:-0700',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:19700308T020000',
      'TZOFFSETFROM:-0700',
      'TZOFFSETTO:-0600',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:custom@test',
      'DTSTART;TZID=Custom Mountain:20261212T190000',
      'SUMMARY:Custom zone',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:windows@test',
      'DTSTART;TZID=Pacific Standard Time:20261212T190000',
      'SUMMARY:Windows zone',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n')
    const byUid = Object.fromEntries(parse(text).events.map((e) => [e.uid, e]))
    expect(byUid['custom@test']).toMatchObject({ date: '2026-12-12', startTime: '19:00' })
    expect(byUid['windows@test']).toMatchObject({ date: '2026-12-12', startTime: '20:00' })
  })

  it('skips past, cancelled and unreadable events, and keeps one event per UID', () => {
    const { events, skipped } = parse(
      calendar(
        ['UID:past@test', 'DTSTART:20240101T030000Z', 'SUMMARY:Long ago'],
        // Ended this morning in Denver.
        ['UID:morning@test', 'DTSTART:20261124T150000Z', 'DTEND:20261124T170000Z', 'SUMMARY:Breakfast'],
        // Still on: started an hour ago, ends in an hour.
        ['UID:now@test', 'DTSTART:20261124T180000Z', 'DTEND:20261124T200000Z', 'SUMMARY:Lunch'],
        // An all-day event today is not past yet.
        ['UID:today@test', 'DTSTART;VALUE=DATE:20261124', 'SUMMARY:Today'],
        ['UID:yesterday@test', 'DTSTART;VALUE=DATE:20261123', 'SUMMARY:Yesterday'],
        ['UID:cancelled@test', 'DTSTART:20261212T030000Z', 'STATUS:CANCELLED', 'SUMMARY:Off'],
        ['UID:untitled@test', 'DTSTART:20261212T030000Z'],
        ['DTSTART:20261212T030000Z', 'SUMMARY:No UID'],
        ['UID:twice@test', 'DTSTART:20261212T030000Z', 'SUMMARY:First'],
        ['UID:twice@test', 'DTSTART:20261213T030000Z', 'SUMMARY:Second'],
      ),
    )
    expect(events.map((e) => e.uid)).toEqual(['today@test', 'now@test', 'twice@test'])
    expect(events.find((e) => e.uid === 'twice@test')!.title).toBe('First')
    expect(skipped).toEqual({ past: 3, cancelled: 1, invalid: 2, duplicate: 1 })
  })

  it('imports a series as its next occurrence, with a hash that does not move with it', () => {
    const series = [
      'UID:trivia@test',
      'DTSTART;TZID=America/Denver:20240105T190000',
      'DTEND;TZID=America/Denver:20240105T210000',
      'RRULE:FREQ=WEEKLY;BYDAY=FR',
      'SUMMARY:Trivia Night',
    ]
    const [thisWeek] = parse(calendar(series)).events
    expect(thisWeek).toMatchObject({
      date: '2026-11-27',
      startTime: '19:00',
      endTime: '21:00',
      recurring: true,
    })
    const [nextWeek] = parse(calendar(series), new Date('2026-11-28T19:00:00Z')).events
    expect(nextWeek!.date).toBe('2026-12-04')
    expect(nextWeek!.hash).toBe(thisWeek!.hash)
    const ended = parse(calendar([...series.slice(0, 3), 'RRULE:FREQ=WEEKLY;COUNT=3', series[4]!]))
    expect(ended.events).toEqual([])
    expect(ended.skipped.past).toBe(1)
  })

  it('maps the text fields: venue and address, plain-text description, website, organizer', () => {
    const [event] = parse(
      calendar([
        'UID:fields@test',
        'DTSTART:20261212T030000Z',
        'SUMMARY:  Fiddle\\n  Night  ',
        'LOCATION:Town Square Tavern\\, 20 E Broadway\\, Jackson\\, WY',
        'DESCRIPTION:<p>Old-time <b>fiddle</b> &amp\\; more</p><br>Come early &#9835\\;',
        'URL:https://tavern.example/fiddle',
        'ORGANIZER;CN=Tavern Staff:mailto:hello@tavern.example',
      ]),
    ).events
    expect(event).toMatchObject({
      title: 'Fiddle Night',
      location: 'Town Square Tavern',
      address: 'Town Square Tavern, 20 E Broadway, Jackson, WY',
      description: 'Old-time fiddle & more\n\nCome early ♫',
      website: 'https://tavern.example/fiddle',
      organizerName: 'Tavern Staff',
      organizerEmail: 'hello@tavern.example',
      recurring: false,
    })
    const [bare] = parse(
      calendar(['UID:bare@test', 'DTSTART:20261212T030000Z', 'SUMMARY:Bare', 'URL:javascript:alert(1)']),
    ).events
    expect(bare).toMatchObject({
      description: 'Bare',
      location: 'The Tavern',
      address: null,
      website: null,
      organizerName: null,
      organizerEmail: null,
    })
    const [long] = parse(
      calendar(['UID:long@test', 'DTSTART:20261212T030000Z', `SUMMARY:${'word '.repeat(60)}`]),
    ).events
    expect(long!.title.length).toBeLessThanOrEqual(100)
    expect(long!.title.endsWith('…')).toBe(true)
  })

  it('gives the same content the same hash, whatever else the feed rewrites', () => {
    const event = ['UID:same@test', 'DTSTART:20261212T030000Z', 'SUMMARY:Same']
    const first = parse(calendar(event)).events[0]!
    const restamped = parse(calendar([...event, 'SEQUENCE:4', 'LAST-MODIFIED:20261120T000000Z'])).events[0]!
    const moved = parse(calendar(['UID:same@test', 'DTSTART:20261212T040000Z', 'SUMMARY:Same'])).events[0]!
    expect(restamped.hash).toBe(first.hash)
    expect(moved.hash).not.toBe(first.hash)
  })

  it('refuses what is not an iCalendar file', () => {
    expect(() => parse('<!doctype html><title>Not found</title>')).toThrow(FeedParseError)
    expect(() => parse('BEGIN:VCALENDAR\r\nthis is not a content line\r\n')).toThrow(FeedParseError)
    expect(() => parse('')).toThrow('The feed is not an iCalendar file.')
    expect(parse('\uFEFF' + calendar()).events).toEqual([])
  })
})

describe('a feed’s series, cancellations and categories (issue 51)', () => {
  it('keeps a single RRULE (UNTIL as its last day in Denver), not RDATE series', () => {
    const { events } = parse(
      calendar(
        [
          'UID:weekly@test',
          'DTSTART;TZID=America/Denver:20261204T190000',
          'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=FR;UNTIL=20270226T235959Z',
          'EXDATE;TZID=America/Denver:20261218T190000',
          'EXDATE;TZID=America/Denver:20261120T190000',
          'SUMMARY:Fortnightly',
          'CATEGORIES:Dances,Music',
        ],
        ['UID:rdate@test', 'DTSTART:20261205T020000Z', 'RDATE:20261212T020000Z', 'SUMMARY:Listed days'],
      ),
    )
    const byUid = Object.fromEntries(events.map((e) => [e.uid, e]))
    expect(byUid['weekly@test']).toMatchObject({
      date: '2026-12-04',
      recurring: true,
      rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR;UNTIL=20270226T235959',
      // Only upcoming cancelled days.
      exdates: ['2026-12-18'],
      category: 'Dances',
    })
    expect(byUid['rdate@test']).toMatchObject({ recurring: true, rrule: null, exdates: [] })
  })

  it('lists cancelled UIDs, and a cancelled occurrence changes its series’ hash', () => {
    const series = [
      'UID:series@test',
      'DTSTART;TZID=America/Denver:20261203T190000',
      'RRULE:FREQ=WEEKLY;BYDAY=TH',
      'SUMMARY:Thursdays',
    ]
    const before = parse(calendar(series, ['UID:gone@test', 'DTSTART:20261212T030000Z', 'SUMMARY:Gone']))
    const after = parse(
      calendar(
        series,
        [
          'UID:series@test',
          'RECURRENCE-ID;TZID=America/Denver:20261210T190000',
          'DTSTART;TZID=America/Denver:20261210T190000',
          'STATUS:CANCELLED',
          'SUMMARY:Thursdays',
        ],
        ['UID:gone@test', 'DTSTART:20261212T030000Z', 'STATUS:CANCELLED', 'SUMMARY:Gone'],
      ),
    )
    expect(after.cancelled).toEqual(['gone@test'])
    const [b, a] = [before, after].map((feed) => feed.events.find((e) => e.uid === 'series@test')!)
    expect(a!.exdates).toEqual(['2026-12-10'])
    expect(a!.hash).not.toBe(b!.hash)
    // No one-off for a cancelled occurrence.
    expect(after.events.map((e) => e.uid)).toEqual(['series@test'])
  })
})
