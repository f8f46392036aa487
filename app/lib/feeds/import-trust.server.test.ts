import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { TEST_DIALECTS } from '../../../tests/setup/db'
import { useFeedImport } from '../../../tests/setup/feed-import'
import { listRevisions } from '../listing-revisions.server'
import { decideSubmission } from '../review-decision.server'
import { getSubmission } from '../review-queue.server'
import { suggestEventCategory } from './feed-categories.server'
import { listFeeds, publishedForCheck, updateFeed } from './feeds.server'
import { PUBLISHED_FROM_FEED_NOTE } from './import-outcomes.server'

// Issue 51 item 3: calendar import an editor can trust. The Silver Dollar Saloon's real calendar
// files (tests/fixtures/feeds/saloon/), served by a local HTTP server: a weekly series with a
// COUNT, then a Thursday cancelled (EXDATE), one moved (RECURRENCE-ID) and a concert cancelled.

const fixture = (name: string) =>
  fs.readFileSync(new URL(`../../../tests/fixtures/feeds/saloon/${name}`, import.meta.url), 'utf8')
const FIRST = fixture('first.ics')
const CHANGED = fixture('changed.ics')
const LATER = fixture('later.ics')

const START = new Date('2026-11-24T19:00:00Z').getTime()
const SERIES = 'rodeo-series@saloon.example'
const CAROLERS = 'carolers@saloon.example'

describe.each(TEST_DIALECTS)('calendar import an editor can trust on %s', (dialect) => {
  const f = useFeedImport(dialect, {
    body: FIRST,
    feedName: 'Silver Dollar Saloon',
    start: START,
    tables: [
      'listing_revisions',
      'event_cancellations',
      'event_feed_items',
      'event_feeds',
      'event_submissions',
      'published_submissions',
      'editorial_log',
      'events',
    ],
  })

  const { fetchNow } = f
  const pending = async (uid: string) =>
    f.t.db
      .selectFrom('event_submissions')
      .selectAll()
      .where('external_uid', '=', uid)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow()
  const event = (id: string) =>
    f.t.db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const cancellations = (id: string) =>
    f.t.db
      .selectFrom('event_cancellations')
      .select('date')
      .where('event_id', '=', id)
      .orderBy('date')
      .execute()
      .then((rows) => rows.map((row) => row.date))
  const trust = async () => {
    const [feed] = await listFeeds(f.t.db)
    const saved = await updateFeed(f.t.db, f.feedId, {
      name: feed!.name,
      url: feed!.url,
      category: 'Music',
      trusted: true,
      mapping: [],
    })
    expect(saved).toEqual({ ok: true })
  }

  it('keeps a weekly series as its rule (COUNT as its last day) and applies EXDATE and RECURRENCE-ID changes', async () => {
    expect(await fetchNow()).toMatchObject({ outcome: 'imported', created: 2 })
    const series = await pending(SERIES)
    expect(series).toMatchObject({
      date: '2026-12-03',
      start_time: '19:00',
      recurring: 1,
      // Ten Thursdays from December 3: the last is February 4.
      rrule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20270204T235959',
      exdates: '[]',
      feed_category: 'Dances',
    })
    await decideSubmission(f.t.db, 'events', series.id, 'approved', {
      reviewerId: 'editor-1',
      choices: { category: 'Cowboy Culture' },
    })
    const listing = await event('thursday-night-rodeo-dance')
    expect(listing).toMatchObject({ rrule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20270204T235959', date: '2026-12-03' })
    // Its facts are as checked as its feed, when it was published (decision 046).
    expect(listing).toMatchObject({ checked_by: 'import', checked_by_user: null })
    expect(listing.checked_at).toEqual(expect.any(String))

    // One Thursday is cancelled, one moved to 8 PM: the series counts as changed.
    f.server.setBody(CHANGED)
    expect(await fetchNow()).toMatchObject({ outcome: 'imported', created: 1, updated: 1, cancelled: 1 })
    const update = await pending(SERIES)
    expect(JSON.parse(update.exdates!)).toEqual(['2026-12-10', '2026-12-17'])
    expect((await getSubmission(f.t.db, 'events', update.id))!.origin).toMatchObject({
      changed: ['Days it is not held'],
      cancelled: null,
    })
    const moved = await pending(`${SERIES}/2026-12-17`)
    expect(moved).toMatchObject({ date: '2026-12-17', start_time: '20:00', recurring: 0, rrule: null })

    // Approving the update cancels both days on the listing, as a new revision.
    expect(
      await decideSubmission(f.t.db, 'events', update.id, 'approved', {
        reviewerId: 'editor-1',
        choices: { category: 'Cowboy Culture' },
      }),
    ).toMatchObject({
      ok: true,
      path: '/events/thursday-night-rodeo-dance',
    })
    expect(await cancellations(listing.id)).toEqual(['2026-12-10', '2026-12-17'])
    const revisions = await listRevisions(f.t.db, 'events', listing.id)
    expect(revisions.map((r) => r.number)).toEqual([2, 1])
  })

  it('proposes withdrawing a published event the feed cancels, and withdraws it on approval with the reason', async () => {
    await fetchNow()
    const carolers = await pending(CAROLERS)
    await decideSubmission(f.t.db, 'events', carolers.id, 'approved', {
      reviewerId: 'editor-1',
      choices: { category: 'Family Events' },
    })
    f.server.setBody(CHANGED)
    await fetchNow()
    // Still listed: an untrusted feed only proposes it.
    expect(await event('carolers-at-the-bar')).toMatchObject({ hidden: 0, withdrawn_reason: null })
    const proposal = await pending(CAROLERS)
    expect(proposal).toMatchObject({ cancels: 1, updates_submission_id: carolers.id })
    const reason = 'Cancelled by the feed “Silver Dollar Saloon” on November 24, 2026.'
    expect((await getSubmission(f.t.db, 'events', proposal.id))!.origin).toMatchObject({ cancelled: reason })
    await decideSubmission(f.t.db, 'events', proposal.id, 'approved', {
      reviewerId: 'editor-1',
      choices: { category: 'Family Events' },
    })
    expect(await event('carolers-at-the-bar')).toMatchObject({ hidden: 1, withdrawn_reason: reason })
    // Still cancelled in the next fetch: nothing new is proposed.
    f.server.setBody(LATER)
    expect(await fetchNow()).toMatchObject({ cancelled: 0, created: 1, updated: 0 })
  })

  it('withdraws a cancelled event still waiting for review from the queue, with the reason', async () => {
    await fetchNow()
    const carolers = await pending(CAROLERS)
    f.server.setBody(CHANGED)
    await fetchNow()
    const row = await f.t.db
      .selectFrom('event_submissions')
      .selectAll()
      .where('id', '=', carolers.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      status: 'rejected',
      review_note: 'Cancelled by the feed “Silver Dollar Saloon” on November 24, 2026.',
    })
  })

  it('remembers the category an editor chose for a feed category, and applies a category chosen on an update', async () => {
    await fetchNow()
    const carolers = await pending(CAROLERS)
    // Nothing in "Carolers at the Bar" or "Concerts" names a public category: the editor chooses.
    expect(await suggestEventCategory(f.t.db, carolers)).toBe('')
    // "Rodeo" in the title: Cowboy Culture, not a fixed category.
    expect(await suggestEventCategory(f.t.db, await pending(SERIES))).toBe('Cowboy Culture')
    await decideSubmission(f.t.db, 'events', carolers.id, 'approved', {
      reviewerId: 'editor-1',
      choices: { category: 'Family Events' },
    })
    expect((await listFeeds(f.t.db))[0]!.mapping).toEqual({ concerts: 'Family Events' })

    const series = await pending(SERIES)
    await decideSubmission(f.t.db, 'events', series.id, 'approved', {
      reviewerId: 'editor-1',
      choices: { category: 'Cowboy Culture' },
    })
    f.server.setBody(LATER)
    await fetchNow()
    // A new event of the mapped feed category is prefilled with the mapping.
    expect(await suggestEventCategory(f.t.db, await pending('fiddlers@saloon.example'))).toBe('Family Events')
    // An update is prefilled with the listing's category; choosing another applies it, as a revision.
    const update = await pending(SERIES)
    expect(await suggestEventCategory(f.t.db, update)).toBe('Cowboy Culture')
    await decideSubmission(f.t.db, 'events', update.id, 'approved', {
      reviewerId: 'editor-1',
      choices: { category: 'Family Events' },
    })
    expect(await event('thursday-night-rodeo-dance')).toMatchObject({ category: 'Family Events' })
    const [latest] = await listRevisions(f.t.db, 'events', 'thursday-night-rodeo-dance')
    expect(latest).toMatchObject({ number: 2, author: null })
    expect(latest!.changes.map((change) => change.field)).toContain('category')
  })

  it('publishes a trusted feed’s events at once, lists them for a look, and withdraws what it cancels', async () => {
    await trust()
    expect(await fetchNow()).toMatchObject({ outcome: 'imported', created: 2, published: 1 })
    // The series says "Rodeo": published under Cowboy Culture. The carolers name no category: they wait.
    expect(await event('thursday-night-rodeo-dance')).toMatchObject({ category: 'Cowboy Culture', hidden: 0 })
    expect(await pending(CAROLERS)).toMatchObject({ status: 'pending' })
    const series = await f.t.db
      .selectFrom('event_submissions')
      .selectAll()
      .where('external_uid', '=', SERIES)
      .executeTakeFirstOrThrow()
    expect(series).toMatchObject({
      status: 'approved',
      reviewed_by: null,
      review_note: PUBLISHED_FROM_FEED_NOTE,
    })
    expect(await publishedForCheck(f.t.db)).toEqual([
      expect.objectContaining({
        title: 'Thursday Night Rodeo Dance',
        feed: 'Silver Dollar Saloon',
        path: '/events/thursday-night-rodeo-dance',
      }),
    ])
    await decideSubmission(f.t.db, 'events', (await pending(CAROLERS)).id, 'approved', {
      reviewerId: 'editor-1',
      choices: { category: 'Family Events' },
    })

    // Changes publish at once too (as a revision); a cancelled event is withdrawn at once, with the reason.
    f.server.setBody(CHANGED)
    expect(await fetchNow()).toMatchObject({ updated: 1, cancelled: 1 })
    expect(await cancellations('thursday-night-rodeo-dance')).toEqual(['2026-12-10', '2026-12-17'])
    expect((await listRevisions(f.t.db, 'events', 'thursday-night-rodeo-dance'))[0]).toMatchObject({
      number: 2,
    })
    expect(await event('carolers-at-the-bar')).toMatchObject({
      hidden: 1,
      withdrawn_reason: 'Cancelled by the feed “Silver Dollar Saloon” on November 24, 2026.',
    })
  })
})
