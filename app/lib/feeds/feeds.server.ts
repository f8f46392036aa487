import crypto from 'node:crypto'
import type { Db } from '../db.server'
import { categoryKey, parseCategoryMap } from './feed-categories.server'
import type { FeedEditInput, FeedInput } from './feed.schema'

/**
 * The calendar feeds editors register at /admin/feeds: listing them with what their last fetch
 * did, adding, switching on and off, deleting. Fetching and importing is ./import.server.ts.
 */

export interface FeedSummary {
  id: string
  name: string
  url: string
  category: string
  enabled: boolean
  /** its new and changed events publish at once (listed for a look) */
  trusted: boolean
  /** feed category -> public category, as editors chose them */
  mapping: Record<string, string>
  lastFetchedAt: string | null
  /** 'ok' | 'not_modified' | 'error'; null before the first fetch */
  lastStatus: string | null
  lastError: string | null
  lastSummary: string | null
  createdBy: string | null
  createdAt: string
  /** events (UIDs) imported from it so far */
  imported: number
  /** its submissions waiting for review */
  pending: number
}

const count = (value: string | number | bigint | null | undefined) => Number(value ?? 0)

export async function listFeeds(db: Db): Promise<FeedSummary[]> {
  const [feeds, imported, pending] = await Promise.all([
    db
      .selectFrom('event_feeds')
      .leftJoin('user', 'user.id', 'event_feeds.created_by')
      .selectAll('event_feeds')
      .select('user.email as created_by_email')
      .orderBy('event_feeds.name')
      .orderBy('event_feeds.id')
      .execute(),
    db
      .selectFrom('event_feed_items')
      .select((eb) => ['feed_id', eb.fn.countAll().as('n')])
      .groupBy('feed_id')
      .execute(),
    db
      .selectFrom('event_submissions')
      .select((eb) => ['feed_id', eb.fn.countAll().as('n')])
      .where('status', '=', 'pending')
      .where('feed_id', 'is not', null)
      .groupBy('feed_id')
      .execute(),
  ])
  const importedBy = new Map(imported.map((row) => [row.feed_id, count(row.n)]))
  const pendingBy = new Map(pending.map((row) => [row.feed_id, count(row.n)]))
  return feeds.map((feed) => ({
    id: feed.id,
    name: feed.name,
    url: feed.url,
    category: feed.default_category,
    enabled: Number(feed.enabled) === 1,
    trusted: Number(feed.trusted) === 1,
    mapping: parseCategoryMap(feed.category_map),
    lastFetchedAt: feed.last_fetched_at,
    lastStatus: feed.last_status,
    lastError: feed.last_error,
    lastSummary: feed.last_summary,
    createdBy: feed.created_by_email ?? null,
    createdAt: feed.created_at,
    imported: importedBy.get(feed.id) ?? 0,
    pending: pendingBy.get(feed.id) ?? 0,
  }))
}

export async function getFeed(db: Db, id: string) {
  return db.selectFrom('event_feeds').selectAll().where('id', '=', id).executeTakeFirst()
}

export const DUPLICATE_FEED = (name: string) => `This feed is already registered as “${name}”.`

/** Registers a feed (fetched at the scheduler's next turn); a URL already registered is refused. */
export async function addFeed(
  db: Db,
  input: FeedInput,
  createdBy: string | null,
): Promise<{ ok: true; id: string } | { ok: false; message: string }> {
  const existing = await db
    .selectFrom('event_feeds')
    .select('name')
    .where('url', '=', input.url)
    .executeTakeFirst()
  if (existing) return { ok: false, message: DUPLICATE_FEED(existing.name) }
  const id = crypto.randomUUID()
  try {
    await db
      .insertInto('event_feeds')
      .values({
        id,
        name: input.name,
        url: input.url,
        default_category: input.category,
        enabled: 1,
        etag: null,
        last_modified: null,
        last_fetched_at: null,
        last_status: null,
        last_error: null,
        last_summary: null,
        created_by: createdBy,
        created_at: new Date().toISOString(),
      })
      .execute()
  } catch (error) {
    // Two editors adding the same address at once: the unique index keeps one.
    const winner = await db
      .selectFrom('event_feeds')
      .select('name')
      .where('url', '=', input.url)
      .executeTakeFirst()
    if (winner) return { ok: false, message: DUPLICATE_FEED(winner.name) }
    throw error
  }
  return { ok: true, id }
}

/**
 * Saves an editor's changes to a feed: name, address (a new address fetches afresh: its
 * validators are dropped), category for its events, trusted or not, and its category mapping
 * (a mapping left empty is forgotten). An address another feed has is refused.
 */
export async function updateFeed(
  db: Db,
  id: string,
  input: FeedEditInput,
): Promise<
  { ok: true } | { ok: false; reason: 'not-found' } | { ok: false; reason: 'duplicate'; message: string }
> {
  return db.transaction().execute(async (trx) => {
    const feed = await trx.selectFrom('event_feeds').selectAll().where('id', '=', id).executeTakeFirst()
    if (!feed) return { ok: false, reason: 'not-found' } as const
    const other = await trx
      .selectFrom('event_feeds')
      .select('name')
      .where('url', '=', input.url)
      .where('id', '!=', id)
      .executeTakeFirst()
    if (other) return { ok: false, reason: 'duplicate', message: DUPLICATE_FEED(other.name) } as const
    const mapping = Object.fromEntries(
      input.mapping
        .filter((row) => row.category !== '')
        .map((row) => [categoryKey(row.feedCategory), row.category]),
    )
    const moved = feed.url !== input.url
    await trx
      .updateTable('event_feeds')
      .set({
        name: input.name,
        url: input.url,
        default_category: input.category,
        trusted: input.trusted ? 1 : 0,
        category_map: JSON.stringify(mapping),
        ...(moved ? { etag: null, last_modified: null } : {}),
      })
      .where('id', '=', id)
      .execute()
    return { ok: true } as const
  })
}

/** The feed categories its events used so far (for the mapping form), with the mapped ones first. */
export async function feedCategories(db: Db, id: string): Promise<string[]> {
  const rows = await db
    .selectFrom('event_submissions')
    .select('feed_category')
    .distinct()
    .where('feed_id', '=', id)
    .where('feed_category', 'is not', null)
    .orderBy('feed_category')
    .limit(200)
    .execute()
  return rows.map((row) => row.feed_category!).filter(Boolean)
}

/** A trusted feed's events published at once, newest first: the list an editor looks through. */
export async function publishedForCheck(db: Db, limit = 50) {
  const rows = await db
    .selectFrom('event_submissions')
    .innerJoin('published_submissions', 'published_submissions.submission_id', 'event_submissions.id')
    .select([
      'event_submissions.id',
      'event_submissions.title',
      'event_submissions.imported_from',
      'event_submissions.reviewed_at',
      'published_submissions.path',
    ])
    .where('event_submissions.status', '=', 'approved')
    .where('event_submissions.reviewed_by', 'is', null)
    .where('event_submissions.feed_id', 'is not', null)
    .orderBy('event_submissions.reviewed_at', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    feed: row.imported_from ?? '',
    publishedAt: row.reviewed_at ?? '',
    path: row.path,
  }))
}

/** Switches the scheduled fetch on or off; answers false when the feed is gone. */
export async function setFeedEnabled(db: Db, id: string, enabled: boolean): Promise<boolean> {
  const result = await db
    .updateTable('event_feeds')
    .set({ enabled: enabled ? 1 : 0 })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/**
 * Deletes a feed and its import history. What it already submitted stays in the review queue
 * (marked with the feed's name), and published events stay published.
 */
export async function deleteFeed(db: Db, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('event_feed_items').where('feed_id', '=', id).execute()
    const result = await trx.deleteFrom('event_feeds').where('id', '=', id).executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  })
}
