import { describe, expect, it } from 'vitest'
import { icsCalendar } from '../../../tests/feed-server'
import { HOSTILE_FEEDS, type HostileFeed, hostileFeed } from '../../../tests/hostile-feeds'
import { checkFeedShape } from './feed-limits.server'
import { FeedParseError, parseFeedEvents } from './ics-events.server'

const NOW = new Date('2026-11-24T19:00:00Z')
const parse = (text: string, recurrenceMs?: number) =>
  parseFeedEvents(text, { now: NOW, fallbackLocation: 'The Tavern', recurrenceMs })

describe('a feed’s limits', () => {
  // Before these limits, ical.js spent minutes on the rule feeds and half a minute on the
  // parameters; each is now refused at once with its reason (the endless rule is the worker's:
  // parse-feed.server.test.ts).
  for (const [name, reason] of Object.entries(HOSTILE_FEEDS)) {
    if (name === 'daily-never.ics') continue
    it(`refuses ${name} within a second, saying why`, () => {
      const started = performance.now()
      expect(() => parse(hostileFeed(name as HostileFeed))).toThrow(reason)
      expect(performance.now() - started).toBeLessThan(1_000)
    })
  }

  it('counts parameters outside quotes only, up to 32', () => {
    const params = (n: number) => `X-P${';A=1'.repeat(n)}:v`
    const feed = (line: string) => `BEGIN:VCALENDAR\r\n${line}\r\nEND:VCALENDAR\r\n`
    expect(() => checkFeedShape(feed(params(32)))).not.toThrow()
    expect(() => checkFeedShape(feed(params(33)))).toThrow(FeedParseError)
    // Semicolons and colons in a quoted value, or in the value, are not parameters.
    expect(() => checkFeedShape(feed(`X-P;A=${'";:"'.repeat(50)}:${';'.repeat(100)}`))).not.toThrow()
    // A line folded inside its parameters is counted as one.
    expect(() => checkFeedShape(feed(`X-P${';A=1'.repeat(20)}\r\n ${';A=1'.repeat(13)}:v`))).toThrow(
      /more than 32 parameters/,
    )
  })

  it('reads ordinary daily, weekly and yearly series, and stops expanding them by wall time', () => {
    const series = icsCalendar(
      ['UID:weekly@test', 'DTSTART:20200103T020000Z', 'RRULE:FREQ=WEEKLY', 'SUMMARY:Thursday nights'],
      ['UID:daily@test', 'DTSTART:20200103T020000Z', 'RRULE:FREQ=DAILY;COUNT=5000', 'SUMMARY:Daily'],
      [
        'UID:leap@test',
        'DTSTART;VALUE=DATE:20200229',
        'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29',
        'SUMMARY:Leap day',
      ],
    )
    expect(parse(series).events.map((e) => e.date)).toEqual(['2026-11-24', '2026-11-26', '2028-02-29'])
    // No time left for series: the feed is refused with the reason, not read partly.
    expect(() => parse(series, 0)).toThrow(/repeating events took longer than 0 s/)
  })
})
