import { sql } from 'kysely'
import type { Db } from './db.server'
import { env, MAX_RATE_WINDOW_MS } from './env.server'

export interface RateLimit {
  /** requests allowed per window */
  limit: number
  windowMs: number
}

/**
 * The limit on public form submissions per client address, read at call time so tests and the
 * benchmark can change it: SUBMISSION_RATE_LIMIT (default 10) per SUBMISSION_RATE_WINDOW_MS
 * (default 10 minutes).
 */
export function submissionRateLimit(): RateLimit {
  return { limit: env().SUBMISSION_RATE_LIMIT, windowMs: env().SUBMISSION_RATE_WINDOW_MS }
}

/** New trips per client address: TRIP_RATE_LIMIT (default 20) an hour. */
export function tripRateLimit(): RateLimit {
  return { limit: env().TRIP_RATE_LIMIT, windowMs: 60 * 60 * 1000 }
}

export interface RateLimitResult {
  allowed: boolean
  count: number
  /** seconds until the current window ends */
  retryAfter: number
}

/**
 * Counts one hit for `key` in the current fixed window and says whether it is within the limit.
 * The counter lives in the database (one atomic upsert), so it holds across app processes.
 * Windows are fixed (aligned on multiples of `windowMs` since the epoch): hits on both sides of a
 * window's end count in two windows. At most MAX_RATE_WINDOW_MS long.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  { limit, windowMs }: RateLimit,
  now = Date.now(),
): Promise<RateLimitResult> {
  if (!(windowMs > 0 && windowMs <= MAX_RATE_WINDOW_MS))
    throw new RangeError(
      `A rate limit's window must be from 1 to ${MAX_RATE_WINDOW_MS} ms (got ${windowMs}).`,
    )
  const windowStartMs = Math.floor(now / windowMs) * windowMs
  const windowStart = new Date(windowStartMs).toISOString()
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end`,
        window_start: sql<string>`excluded.window_start`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow()
  const count = Number(row.count)
  // Now and then, forget counters of windows that have ended. The table holds every limit's
  // counters, with windows of different lengths (10 minutes per address, an hour per listing…):
  // only a counter begun more than the longest window ago has surely ended. (Forgetting those
  // older than this window's start dropped the live counters of longer windows.)
  if (Math.random() < 0.01) {
    const ended = new Date(now - MAX_RATE_WINDOW_MS).toISOString()
    await db.deleteFrom('rate_limits').where('window_start', '<', ended).execute()
  }
  return {
    allowed: count <= limit,
    count,
    retryAfter: Math.max(1, Math.ceil((windowStartMs + windowMs - now) / 1000)),
  }
}
