import { describe, expect, it } from 'vitest'
import { icsCalendar } from '../../../tests/feed-server'
import { hostileFeed } from '../../../tests/hostile-feeds'
import { watchLoopLag } from '../../../tests/loop-lag'
import { FeedParseError, parseFeedEvents } from './ics-events.server'
import { parseFeedOffThread } from './parse-feed.server'

const NOW = new Date('2026-11-24T19:00:00Z')
const OPTIONS = { now: NOW, fallbackLocation: 'The Tavern' }

describe('parsing a feed in a worker thread', () => {
  it('answers what parsing on this thread answers', async () => {
    const feed = icsCalendar(
      ['UID:a@test', 'DTSTART;TZID=America/Denver:20261212T193000', 'SUMMARY:Fiddle Night'],
      ['UID:b@test', 'DTSTART:20200103T020000Z', 'RRULE:FREQ=WEEKLY', 'SUMMARY:Thursday nights'],
      ['UID:c@test', 'DTSTART:20240101T030000Z', 'SUMMARY:Past'],
    )
    expect(await parseFeedOffThread(feed, OPTIONS)).toEqual(parseFeedEvents(feed, OPTIONS))
    await expect(parseFeedOffThread('not a calendar', OPTIONS)).rejects.toThrow(
      new FeedParseError('The feed is not an iCalendar file.'),
    )
  })

  it('stops a feed at its deadline while this thread keeps running', async () => {
    // A daily rule that never matches: ical.js looks for its next date forever (on this thread,
    // before the worker, it blocked the server for good).
    const lag = watchLoopLag()
    const started = performance.now()
    await expect(
      parseFeedOffThread(hostileFeed('daily-never.ics'), OPTIONS, { timeoutMs: 1_000, heapMb: 64 }),
    ).rejects.toThrow(/^Reading the feed took longer than 1 s; the guide stopped it/)
    const took = performance.now() - started
    // On this thread it would never end; the bound leaves room for a loaded machine (other test
    // files in parallel), tests/e2e/feeds-hostile.spec.ts holds /healthz to 100 ms.
    expect(lag.stop()).toBeLessThan(500)
    expect(took).toBeGreaterThanOrEqual(1_000)
    // The worker's own start (tsx from source) comes on top of the deadline.
    expect(took).toBeLessThan(15_000)
  })

  it('stops a feed that needs more memory than its heap cap', async () => {
    const events = Array.from({ length: 6_000 }, (_, i) => [
      `UID:${i}@test`,
      'DTSTART:20261212T030000Z',
      `SUMMARY:Event ${i}`,
      `DESCRIPTION:${'A long description. '.repeat(10)}`,
    ])
    await expect(
      parseFeedOffThread(icsCalendar(...events), OPTIONS, { timeoutMs: 30_000, heapMb: 4 }),
    ).rejects.toThrow(/needed more than 4 MB of memory/)
  })

  it('runs one parse at a time, each within its own deadline', async () => {
    const limits = { timeoutMs: 500, heapMb: 64 }
    const feed = icsCalendar(['UID:a@test', 'DTSTART:20261212T030000Z', 'SUMMARY:A'])
    const results = await Promise.allSettled([
      parseFeedOffThread(hostileFeed('daily-never.ics'), OPTIONS, limits),
      parseFeedOffThread(feed, OPTIONS, limits),
    ])
    expect(results[0]).toMatchObject({ status: 'rejected' })
    expect(results[1]).toMatchObject({ status: 'fulfilled', value: { events: [{ uid: 'a@test' }] } })
  })
})
