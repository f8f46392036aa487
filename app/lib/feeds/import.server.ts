import type { EventFeedRow } from '../../../db/schema'
import { notifyContentChanged } from '../content-version.server'
import type { Db } from '../db.server'
import { env } from '../env.server'
import { EVENT_KIND } from '../kinds/event-submission.server'
import { logger } from '../logger.server'
import { insertSubmissionRow, submissionRow } from '../submission-store.server'
import { DEFAULT_FETCH_LIMITS, type FetchLimits, FeedFetchError, fetchFeedAt } from './fetch-feed.server'
import { FeedParseError } from './feed-errors.server'
import { feedEventSubmission } from './feed-items.server'
import { CANCELLED_HASH, cancelImported, publishTrusted } from './import-outcomes.server'
import type { ParsedFeed } from './ics-events.server'
import { DEFAULT_PARSE_LIMITS, type ParseLimits, parseFeedOffThread } from './parse-feed.server'

/**
 * Calendar import: fetching a registered feed and putting its new and changed events in the review
 * queue as pending event submissions (the same rows and insert as a visitor's, marked with the
 * feed's name). Per feed and UID, event_feed_items keeps the hash of what was imported, so an
 * unchanged event is not submitted again; a changed one is submitted again as a new pending
 * submission naming the one it updates (an earlier version still pending is withdrawn, so the
 * queue holds one version of each event). A feed's listings change only through approval: by an
 * editor, or, for a feed an editor marked trusted, at once after the import (publishTrusted); an
 * event the feed cancels is withdrawn from the queue, and its listing hidden (trusted) or proposed
 * for withdrawal (decision 035).
 *
 * A process fetches a feed only after claiming it: one UPDATE that moves `last_fetched_at` forward
 * only while it is older than the cutoff, so of several processes (node:cluster workers, or
 * machines sharing PostgreSQL) exactly one gets each due feed.
 */

export interface ImportSettings {
  limits: FetchLimits
  /** the parse worker's deadline and heap */
  parseLimits: ParseLimits
  /** new or changed events one fetch may submit; the rest wait for the next fetch */
  maxEvents: number
  now: () => Date
  /** stops a fetch under way (shutdown) */
  signal?: AbortSignal
}

export const MAX_EVENTS_PER_FETCH = 200
/** "Fetch now" is refused while a fetch of the same feed may still be running (the fetch deadline and some). */
export const FETCH_NOW_GAP_MS = 30_000

export function importSettings(overrides: Partial<ImportSettings> = {}): ImportSettings {
  return {
    limits: { ...DEFAULT_FETCH_LIMITS, allowPrivate: env().FEED_ALLOW_PRIVATE === '1' },
    parseLimits: DEFAULT_PARSE_LIMITS,
    maxEvents: MAX_EVENTS_PER_FETCH,
    now: () => new Date(),
    ...overrides,
  }
}

export interface ImportCounts {
  created: number
  updated: number
  unchanged: number
  /** events imported before that the feed now cancels: withdrawn, or proposed for withdrawal */
  cancelled: number
  /** a trusted feed's new and changed events published at once */
  published: number
  /** new or changed events left for the next fetch (over maxEvents) */
  deferred: number
  skipped: ParsedFeed['skipped']
}

export type FeedRunResult =
  | { outcome: 'busy' }
  | { outcome: 'not-modified' }
  | ({ outcome: 'imported' } & ImportCounts)
  | { outcome: 'failed'; error: string }

// ---------------------------------------------------------------------------------------------
// Claiming

/**
 * Claims a feed for this process: moves `last_fetched_at` to now only while it is unset or older
 * than `cutoff`. One conditional UPDATE, so on either engine only one of several processes trying
 * at once changes the row (PostgreSQL re-checks the condition after the first one commits).
 */
async function claimFeed(
  db: Db,
  id: string,
  now: Date,
  cutoff: Date,
  onlyEnabled: boolean,
): Promise<boolean> {
  let query = db
    .updateTable('event_feeds')
    .set({ last_fetched_at: now.toISOString() })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('last_fetched_at', 'is', null), eb('last_fetched_at', '<', cutoff.toISOString())]),
    )
  if (onlyEnabled) query = query.where('enabled', '=', 1)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/**
 * An editor's "Fetch now": fetches the feed unless a fetch of it started less than
 * FETCH_NOW_GAP_MS ago ('busy'). Undefined when the feed does not exist.
 */
export async function fetchFeedNow(
  db: Db,
  id: string,
  settings: ImportSettings = importSettings(),
): Promise<FeedRunResult | undefined> {
  const now = settings.now()
  const claimed = await claimFeed(db, id, now, new Date(now.getTime() - FETCH_NOW_GAP_MS), false)
  const feed = await db.selectFrom('event_feeds').selectAll().where('id', '=', id).executeTakeFirst()
  if (!feed) return undefined
  if (!claimed) return { outcome: 'busy' }
  return runClaimedFeed(db, feed, settings)
}

/**
 * The scheduled job's turn: every enabled feed not fetched for `intervalMs` (or never) that this
 * process manages to claim is fetched, one after the other. Answers how many it fetched. One
 * feed's failure is recorded on it and does not stop the others.
 */
export async function fetchDueFeeds(
  db: Db,
  intervalMs: number,
  settings: ImportSettings = importSettings(),
): Promise<number> {
  const due = (now: Date) => new Date(now.getTime() - intervalMs)
  const candidates = await db
    .selectFrom('event_feeds')
    .select('id')
    .where('enabled', '=', 1)
    .where((eb) =>
      eb.or([
        eb('last_fetched_at', 'is', null),
        eb('last_fetched_at', '<', due(settings.now()).toISOString()),
      ]),
    )
    // Never fetched first, then the longest waiting ('' sorts first on both engines, unlike NULL).
    .orderBy((eb) => eb.fn.coalesce('last_fetched_at', eb.val('')))
    .orderBy('id')
    .limit(50)
    .execute()
  let fetched = 0
  for (const { id } of candidates) {
    if (settings.signal?.aborted) break
    const now = settings.now()
    if (!(await claimFeed(db, id, now, due(now), true))) continue
    const feed = await db.selectFrom('event_feeds').selectAll().where('id', '=', id).executeTakeFirst()
    if (!feed) continue
    await runClaimedFeed(db, feed, settings)
    fetched++
  }
  return fetched
}

// ---------------------------------------------------------------------------------------------
// One fetch

/** Where a feed is, for logs: its host only (a private calendar's address may hold a token). */
function feedLog(feed: EventFeedRow) {
  let host = ''
  try {
    host = new URL(feed.url).host
  } catch {
    // logged without a host
  }
  return { feed: feed.id, feedName: feed.name, host }
}

async function recordFailure(
  db: Db,
  feed: EventFeedRow,
  error: string,
  detail?: string,
): Promise<FeedRunResult> {
  // `detail`: the cause behind a generic message (a connection error's code), for operators only.
  logger().warn({ ...feedLog(feed), error, ...(detail ? { detail } : {}) }, 'calendar feed fetch failed')
  await db
    .updateTable('event_feeds')
    .set({ last_status: 'error', last_error: error })
    .where('id', '=', feed.id)
    .execute()
  return { outcome: 'failed', error }
}

/** Fetches, parses and imports a feed this process has claimed; records what happened on the feed. */
async function runClaimedFeed(db: Db, feed: EventFeedRow, settings: ImportSettings): Promise<FeedRunResult> {
  let fetched
  try {
    fetched = await fetchFeedAt(
      feed.url,
      { etag: feed.etag, lastModified: feed.last_modified },
      settings.limits,
      settings.signal,
    )
  } catch (error) {
    if (!(error instanceof FeedFetchError))
      logger().error({ ...feedLog(feed), err: error }, 'calendar feed fetch crashed')
    return recordFailure(
      db,
      feed,
      error instanceof FeedFetchError ? error.message : 'The feed could not be fetched.',
      error instanceof FeedFetchError ? error.detail : undefined,
    )
  }
  if (fetched.status === 'not-modified') {
    // A 304 changes nothing but the fetch time (moved by the claim) and the status.
    await db
      .updateTable('event_feeds')
      .set({ last_status: 'not_modified', last_error: null })
      .where('id', '=', feed.id)
      .execute()
    logger().info(feedLog(feed), 'calendar feed not modified')
    return { outcome: 'not-modified' }
  }
  let parsed: ParsedFeed
  try {
    // In a worker thread, within a deadline and a heap cap: a hostile feed cannot stall this process.
    parsed = await parseFeedOffThread(
      fetched.body,
      { now: settings.now(), fallbackLocation: feed.name },
      settings.parseLimits,
    )
  } catch (error) {
    if (error instanceof FeedParseError) return recordFailure(db, feed, error.message)
    logger().error({ ...feedLog(feed), err: error }, 'calendar feed parse crashed')
    return recordFailure(db, feed, 'The feed could not be read as iCalendar.')
  }
  try {
    const counts = await importEvents(db, feed, parsed, fetched, settings)
    logger().info({ ...feedLog(feed), ...counts }, 'calendar feed imported')
    return { outcome: 'imported', ...counts }
  } catch (error) {
    logger().error({ ...feedLog(feed), err: error }, 'calendar feed import failed')
    return recordFailure(db, feed, 'The feed’s events could not be stored; see the server log.')
  }
}

/** "3 new, 1 changed, 12 unchanged, 2 past skipped; 40 more next time (at most 200 per fetch)" */
export function importSummary(counts: ImportCounts, maxEvents: number): string {
  const parts = [`${counts.created} new`, `${counts.updated} changed`, `${counts.unchanged} unchanged`]
  if (counts.cancelled) parts.push(`${counts.cancelled} cancelled`)
  if (counts.published) parts.push(`${counts.published} published at once (trusted feed)`)
  if (counts.skipped.past) parts.push(`${counts.skipped.past} past skipped`)
  if (counts.skipped.invalid) parts.push(`${counts.skipped.invalid} unreadable skipped`)
  const text = parts.join(', ')
  return counts.deferred
    ? `${text}; ${counts.deferred} more next time (at most ${maxEvents} per fetch)`
    : text
}

/**
 * Stores what changed in one transaction: a pending submission per new or changed event, the
 * per-UID bookkeeping, and the feed's new validators and status. Validators are kept only when
 * every event was taken: with some left for the next fetch, that fetch must get the whole body.
 */
async function importEvents(
  db: Db,
  feed: EventFeedRow,
  parsed: ParsedFeed,
  fetched: { etag: string | null; lastModified: string | null },
  settings: ImportSettings,
): Promise<ImportCounts> {
  const counts: ImportCounts = {
    created: 0,
    updated: 0,
    unchanged: 0,
    cancelled: 0,
    published: 0,
    deferred: 0,
    skipped: parsed.skipped,
  }
  const toPublish: string[] = []
  /** a published listing was hidden (a trusted feed): this process's cached pages go after commit */
  let withdrawn = false
  const now = settings.now().toISOString()
  await db.transaction().execute(async (trx) => {
    const known = new Map(
      (await trx.selectFrom('event_feed_items').selectAll().where('feed_id', '=', feed.id).execute()).map(
        (item) => [item.uid, item],
      ),
    )
    for (const event of parsed.events) {
      const item = known.get(event.uid)
      if (item?.content_hash === event.hash) {
        counts.unchanged++
        continue
      }
      if (counts.created + counts.updated >= settings.maxEvents) {
        counts.deferred++
        continue
      }
      if (item) {
        // An earlier version nobody decided on yet is withdrawn: the new one replaces it in the queue.
        await trx
          .updateTable('event_submissions')
          .set({
            status: 'rejected',
            reviewed_at: now,
            reviewed_by: null,
            review_note: `Replaced by a newer version from the calendar feed “${feed.name}”.`,
          })
          .where('id', '=', item.submission_id)
          .where('status', '=', 'pending')
          .execute()
      }
      const row = submissionRow(feedEventSubmission(event, feed, item?.submission_id ?? null), {
        submittedBy: null,
      })
      await insertSubmissionRow(trx, EVENT_KIND, row)
      if (Number(feed.trusted) === 1) toPublish.push(row.id)
      if (item) {
        await trx
          .updateTable('event_feed_items')
          .set({ content_hash: event.hash, submission_id: row.id, updated_at: now })
          .where('feed_id', '=', feed.id)
          .where('uid', '=', event.uid)
          .execute()
        counts.updated++
      } else {
        await trx
          .insertInto('event_feed_items')
          .values({
            feed_id: feed.id,
            uid: event.uid,
            content_hash: event.hash,
            submission_id: row.id,
            event_id: null,
            published_submission_id: null,
            created_at: now,
            updated_at: now,
          })
          .execute()
        counts.created++
      }
    }
    for (const uid of parsed.cancelled) {
      const item = known.get(uid)
      if (!item || item.content_hash === CANCELLED_HASH) continue
      if ((await cancelImported(trx, feed, item, now)) === 'withdrawn') withdrawn = true
      counts.cancelled++
    }
    const complete = counts.deferred === 0
    await trx
      .updateTable('event_feeds')
      .set({
        etag: complete ? fetched.etag : null,
        last_modified: complete ? fetched.lastModified : null,
        last_status: 'ok',
        last_error: null,
        last_summary: importSummary(counts, settings.maxEvents),
      })
      .where('id', '=', feed.id)
      .execute()
  })
  if (withdrawn) notifyContentChanged()
  if (toPublish.length > 0) {
    counts.published = await publishTrusted(db, toPublish)
    if (counts.published > 0)
      await db
        .updateTable('event_feeds')
        .set({ last_summary: importSummary(counts, settings.maxEvents) })
        .where('id', '=', feed.id)
        .execute()
  }
  return counts
}
