import { describe, expect, it } from 'vitest'
import { TEST_DIALECTS } from '../../../tests/setup/db'
import { useFeedImport } from '../../../tests/setup/feed-import'
import { type FeedServer, icsCalendar } from '../../../tests/feed-server'
import { createDb, type Db } from '../db.server'
import { logger } from '../logger.server'
import { decideSubmission } from '../review-decision.server'
import { getSubmission, listSubmissions } from '../review-queue.server'
import { listFeeds, setFeedEnabled } from './feeds.server'
import { fetchDueFeeds, fetchFeedNow } from './import.server'
import { startFeedScheduler } from './scheduler.server'

const HOUR = 60 * 60 * 1000
const START = new Date('2026-11-24T19:00:00Z').getTime() // noon in Denver

const FIDDLE = [
  'UID:fiddle@tavern.example',
  'DTSTART;TZID=America/Denver:20261212T193000',
  'DTEND;TZID=America/Denver:20261212T220000',
  'SUMMARY:Fiddle Night',
  'DESCRIPTION:Old-time fiddlers\\, all evening.',
  'LOCATION:Town Square Tavern\\, 20 E Broadway\\, Jackson\\, WY',
  'URL:https://tavern.example/fiddle',
]
const LATE_SHOW = [
  'UID:late@tavern.example',
  'DTSTART:20261213T030000Z',
  'DTEND:20261213T050000Z',
  'SUMMARY:Late Show',
]
const MARKET = [
  'UID:market@tavern.example',
  'DTSTART;VALUE=DATE:20261224',
  'DTEND;VALUE=DATE:20261225',
  'SUMMARY:Christmas Eve Market',
]
const PAST = ['UID:old@tavern.example', 'DTSTART:20240101T030000Z', 'SUMMARY:Last Year’s Party']
/** The same UID twice (a feed that lists an event in two places): one submission. */
const LATE_SHOW_AGAIN = [...LATE_SHOW.slice(0, 3), 'SUMMARY:Late Show (again)']

const FEED = icsCalendar(FIDDLE, LATE_SHOW, MARKET, PAST, LATE_SHOW_AGAIN)

describe.each(TEST_DIALECTS)('calendar import on %s', (dialect) => {
  const f = useFeedImport(dialect, {
    body: FEED,
    feedName: 'Town Square Tavern',
    start: START,
    tables: ['event_feed_items', 'event_feeds', 'event_submissions', 'published_submissions', 'events'],
  })

  const submissions = () =>
    f.t.db.selectFrom('event_submissions').selectAll().orderBy('date').orderBy('created_at').execute()
  const feedRow = () =>
    f.t.db.selectFrom('event_feeds').selectAll().where('id', '=', f.feedId).executeTakeFirstOrThrow()
  const { fetchNow } = f

  it('puts new upcoming events in the review queue as pending submissions, marked with the feed', async () => {
    const result = await fetchNow()
    expect(result).toMatchObject({
      outcome: 'imported',
      created: 3,
      updated: 0,
      unchanged: 0,
      skipped: { past: 1, duplicate: 1 },
    })
    expect(f.server.requests).toHaveLength(1)
    expect(f.server.requests[0]!.headers['if-none-match']).toBeUndefined()
    const rows = await submissions()
    expect(rows.map((row) => [row.external_uid, row.date, row.start_time, row.end_time])).toEqual([
      ['fiddle@tavern.example', '2026-12-12', '19:30', '22:00'],
      // 03:00 UTC on the 13th is 8 PM on the 12th in Denver.
      ['late@tavern.example', '2026-12-12', '20:00', '22:00'],
      ['market@tavern.example', '2026-12-24', '', null],
    ])
    expect(rows[0]).toMatchObject({
      status: 'pending',
      title: 'Fiddle Night',
      description: 'Old-time fiddlers, all evening.',
      category: 'Music',
      location: 'Town Square Tavern',
      address: 'Town Square Tavern, 20 E Broadway, Jackson, WY',
      website: 'https://tavern.example/fiddle',
      organizer_name: 'Town Square Tavern',
      imported_from: 'Town Square Tavern',
      feed_id: f.feedId,
      updates_submission_id: null,
      submitted_by: null,
    })
    // The review queue lists them like visitors' submissions, marked as imported.
    const queue = await listSubmissions(f.t.db, 'events', { status: 'pending' })
    expect(queue.total).toBe(3)
    expect(queue.items.map((item) => item.submitter)).toEqual(
      Array(3).fill('Imported from Town Square Tavern'),
    )
    const feed = await feedRow()
    expect(feed).toMatchObject({
      last_status: 'ok',
      last_error: null,
      last_summary: '3 new, 0 changed, 0 unchanged, 1 past skipped',
      last_fetched_at: new Date(START + HOUR).toISOString(),
    })
    expect(feed.etag).toMatch(/^"/)
    expect(feed.last_modified).toMatch(/GMT$/)
    const [listed] = await listFeeds(f.t.db)
    expect(listed).toMatchObject({ imported: 3, pending: 3, enabled: true })
  })

  it('sends the validators next time: a 304 creates nothing and changes only the fetch time', async () => {
    await fetchNow()
    const before = await feedRow()
    expect(await fetchNow()).toEqual({ outcome: 'not-modified' })
    expect(f.server.requests[1]!.headers['if-none-match']).toBe(before.etag)
    expect(f.server.requests[1]!.headers['if-modified-since']).toBe(before.last_modified)
    expect(await submissions()).toHaveLength(3)
    const after = await feedRow()
    expect(after).toEqual({
      ...before,
      last_fetched_at: new Date(START + 2 * HOUR).toISOString(),
      last_status: 'not_modified',
    })
  })

  it('creates nothing for an unchanged feed sent again in full', async () => {
    await fetchNow()
    // New stamps and ETag, same events: only the content counts.
    f.server.setBody(FEED.replaceAll('DTSTAMP:20261101T000000Z', 'DTSTAMP:20261124T000000Z'))
    expect(await fetchNow()).toMatchObject({ outcome: 'imported', created: 0, updated: 0, unchanged: 3 })
    expect(await submissions()).toHaveLength(3)
    expect((await feedRow()).last_summary).toBe('0 new, 0 changed, 3 unchanged, 1 past skipped')
  })

  it('offers a change to a published event as a new submission, and never writes over the listing', async () => {
    await fetchNow()
    const fiddle = (await submissions()).find((row) => row.external_uid === 'fiddle@tavern.example')!
    const approved = await decideSubmission(f.t.db, 'events', fiddle.id, 'approved', {
      reviewerId: 'editor-1',
    })
    expect(approved).toMatchObject({ ok: true, path: '/events/fiddle-night' })
    // An editor improves the published event.
    await f.t.db
      .updateTable('events')
      .set({ title: 'Fiddle Night on the Square', price: '$10' })
      .where('id', '=', 'fiddle-night')
      .execute()
    const listing = () =>
      f.t.db.selectFrom('events').selectAll().where('id', '=', 'fiddle-night').executeTakeFirstOrThrow()
    const edited = await listing()

    // Upstream, the fiddlers start half an hour later.
    f.server.setBody(FEED.replace('20261212T193000', '20261212T200000'))
    expect(await fetchNow()).toMatchObject({ outcome: 'imported', created: 0, updated: 1, unchanged: 2 })
    expect(await listing()).toEqual(edited)
    const update = (await submissions()).find(
      (row) => row.status === 'pending' && row.external_uid === fiddle.external_uid,
    )!
    expect(update).toMatchObject({ start_time: '20:00', updates_submission_id: fiddle.id })
    expect((await submissions()).find((row) => row.id === fiddle.id)!.status).toBe('approved')
    const detail = await getSubmission(f.t.db, 'events', update.id)
    expect(detail!.origin).toEqual({
      importedFrom: 'Town Square Tavern',
      updates: { id: fiddle.id, title: 'Fiddle Night', status: 'approved' },
      updatesListing: '/events/fiddle-night',
      changed: ['Start time'],
      cancelled: null,
    })

    // Approving it changes what the feed changed, and nothing the editor did.
    const applied = await decideSubmission(f.t.db, 'events', update.id, 'approved', {
      reviewerId: 'editor-1',
    })
    expect(applied).toMatchObject({ ok: true, path: '/events/fiddle-night' })
    // Its facts count as checked by its feed again, now (decision 046).
    expect(await listing()).toEqual({
      ...edited,
      start_time: '20:00',
      time: '8:00 PM',
      checked_at: expect.any(String),
    })
    expect((await listing()).checked_at! > edited.checked_at!).toBe(true)
    expect(await f.t.db.selectFrom('events').select('id').execute()).toHaveLength(1)

    // The same content again is no change.
    expect(await fetchNow()).toEqual({ outcome: 'not-modified' })
    f.server.setBody(
      FEED.replace('20261212T193000', '20261212T200000').replace('PRODID:', 'X-NOTE:x\r\nPRODID:'),
    )
    expect(await fetchNow()).toMatchObject({ outcome: 'imported', created: 0, updated: 0, unchanged: 3 })
  })

  it('replaces a version still waiting in the queue, keeping one event per UID', async () => {
    await fetchNow()
    const first = (await submissions()).find((row) => row.external_uid === 'late@tavern.example')!
    f.server.setBody(FEED.replace('SUMMARY:Late Show\r\n', 'SUMMARY:Late Late Show\r\n'))
    expect(await fetchNow()).toMatchObject({ outcome: 'imported', created: 0, updated: 1, unchanged: 2 })
    const rows = await submissions()
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(3)
    expect(rows.find((row) => row.id === first.id)).toMatchObject({
      status: 'rejected',
      reviewed_by: null,
      review_note: 'Replaced by a newer version from the calendar feed “Town Square Tavern”.',
    })
    expect(rows.find((row) => row.updates_submission_id === first.id)).toMatchObject({
      status: 'pending',
      title: 'Late Late Show',
    })
    const detail = await getSubmission(
      f.t.db,
      'events',
      rows.find((row) => row.updates_submission_id === first.id)!.id,
    )
    // Without a DESCRIPTION the title stands for it, so both changed.
    expect(detail!.origin).toMatchObject({ updatesListing: null, changed: ['Event title', 'Description'] })
    expect(await f.t.db.selectFrom('event_feed_items').select('uid').execute()).toHaveLength(3)
  })

  it('records a broken feed’s error and creates nothing', async () => {
    const logged = f.logs.lines().length
    const cases: [string, Parameters<FeedServer['respondWith']>[0], string][] = [
      [
        'a server error',
        (_req, res) => {
          res.writeHead(500)
          res.end('Internal error')
        },
        'The feed answered HTTP 500.',
      ],
      [
        'garbage',
        (_req, res) => {
          res.writeHead(200, { 'Content-Type': 'text/html' })
          res.end('<!doctype html><title>Moved</title>')
        },
        'The feed is not an iCalendar file.',
      ],
      [
        'a broken calendar',
        (_req, res) => res.end('BEGIN:VCALENDAR\r\nnot a content line\r\nEND:VCALENDAR\r\n'),
        'The feed could not be read as iCalendar',
      ],
      ['too large', (_req, res) => res.end(`${FEED}${'X'.repeat(64 * 1024)}`), 'The feed is larger than'],
      [
        'too slow',
        (_req, res) => {
          res.writeHead(200)
          res.write('BEGIN:VCALENDAR\r\n')
        },
        'The feed’s server could not be reached or did not answer in time.',
      ],
    ]
    for (const [what, handler, message] of cases) {
      f.server.respondWith(handler)
      const result = await fetchNow()
      expect(result, what).toMatchObject({ outcome: 'failed', error: expect.stringContaining(message) })
      expect(await feedRow(), what).toMatchObject({
        last_status: 'error',
        last_error: expect.stringContaining(message),
        etag: null,
      })
      expect(await submissions(), what).toHaveLength(0)
    }
    const lines = f.logs.lines().slice(logged)
    const failures = lines.filter((line) => line.msg === 'calendar feed fetch failed')
    expect(failures).toHaveLength(cases.length)
    expect(failures[0]).toMatchObject({
      level: 'warn',
      feedName: 'Town Square Tavern',
      error: 'The feed answered HTTP 500.',
    })
    // The log names the host, never the address (a private calendar's address can hold a token).
    expect(JSON.stringify(lines)).not.toContain('/calendar.ics')
    // Working again: imported, and the error cleared.
    f.server.reset()
    expect(await fetchNow()).toMatchObject({ outcome: 'imported', created: 3 })
    expect(await feedRow()).toMatchObject({ last_status: 'ok', last_error: null })
  })

  it('imports at most maxEvents per fetch and the rest next time', async () => {
    f.settings = { ...f.settings, maxEvents: 2 }
    expect(await fetchNow()).toMatchObject({ outcome: 'imported', created: 2, deferred: 1 })
    const partial = await feedRow()
    expect(partial.etag).toBeNull()
    expect(partial.last_summary).toBe(
      '2 new, 0 changed, 0 unchanged, 1 past skipped; 1 more next time (at most 2 per fetch)',
    )
    expect(await fetchNow()).toMatchObject({ outcome: 'imported', created: 1, unchanged: 2, deferred: 0 })
    expect(f.server.requests[1]!.headers['if-none-match']).toBeUndefined()
    expect((await feedRow()).etag).toMatch(/^"/)
    expect(await submissions()).toHaveLength(3)
  })

  it('gives a due feed to exactly one of two processes running the schedule at once', async () => {
    // A second connection (pool) to the same database: another process.
    const other: Db = createDb(f.t.url).db
    try {
      // Slow answers, so the two runs overlap.
      f.server.respondWith((_req, res) => {
        setTimeout(() => res.end(FEED), 150)
      })
      const [a, b] = await Promise.all([
        fetchDueFeeds(f.t.db, HOUR, f.settings),
        fetchDueFeeds(other, HOUR, f.settings),
      ])
      expect(a + b).toBe(1)
      expect(f.server.requests).toHaveLength(1)
      expect(await submissions()).toHaveLength(3)
      // Not due again within the interval, nor by "Fetch now" within a minute; due after it.
      expect(await fetchDueFeeds(other, HOUR, f.settings)).toBe(0)
      expect(await fetchFeedNow(f.t.db, f.feedId, f.settings)).toEqual({ outcome: 'busy' })
      f.clock += HOUR + 1
      f.server.reset()
      expect(await fetchDueFeeds(other, HOUR, f.settings)).toBe(1)
      // A paused feed waits for "Fetch now".
      await setFeedEnabled(f.t.db, f.feedId, false)
      f.clock += 2 * HOUR
      expect(await fetchDueFeeds(f.t.db, HOUR, f.settings)).toBe(0)
      expect(await fetchFeedNow(f.t.db, f.feedId, f.settings)).toEqual({ outcome: 'not-modified' })
      expect(f.server.requests).toHaveLength(3)
    } finally {
      await other.destroy()
    }
  })

  it('runs on a schedule that survives failures and stops cleanly', async () => {
    const failing = startFeedScheduler({
      db: () => {
        throw new Error('database unavailable')
      },
      intervalMs: HOUR,
      tickMs: 10,
      log: logger(),
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    await failing!.stop()
    expect(f.logs.lines().some((line) => line.msg === 'calendar import turn failed')).toBe(true)

    const scheduler = startFeedScheduler({
      db: () => f.t.db,
      intervalMs: HOUR,
      tickMs: 10,
      log: logger(),
      settings: f.settings,
    })
    for (let i = 0; i < 100 && (await submissions()).length < 3; i++)
      await new Promise((resolve) => setTimeout(resolve, 50))
    await scheduler!.stop()
    expect(await submissions()).toHaveLength(3)
    // Fetched once: the feed is not due again within the hour.
    expect(f.server.requests).toHaveLength(1)
    // FEED_FETCH_INTERVAL_MS=0: no schedule.
    expect(startFeedScheduler({ db: () => f.t.db, intervalMs: 0, log: logger() })).toBeUndefined()
  })
})
