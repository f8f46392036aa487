import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { TEST_DIALECTS, createTestDb, type TestDb } from '../../tests/setup/db'
import { MAX_RATE_WINDOW_MS } from './env.server'
import { hitRateLimit } from './rate-limit.server'

// The fixed-window counters every rate limit shares (one `rate_limits` table, windows of different
// lengths), on SQLite and PostgreSQL.

const MINUTE = 60_000
const HOUR = 60 * MINUTE
// 12:25 on a day: in the third 10-minute window of the hour, the hour's window began at 12:00.
const NOW = Date.parse('2026-11-29T12:25:00Z')

describe.each(TEST_DIALECTS)('rate limits on %s', (dialect) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(dialect, { seed: false })
  })
  afterAll(async () => {
    await t.cleanup()
  })
  afterEach(async () => {
    vi.restoreAllMocks()
    await t.db.deleteFrom('rate_limits').execute()
  })

  const counters = async () =>
    Object.fromEntries(
      (await t.db.selectFrom('rate_limits').select(['key', 'count']).orderBy('key').execute()).map((row) => [
        row.key,
        Number(row.count),
      ]),
    )

  it('counts hits in fixed windows: over the limit is refused until the window ends, then counting starts again', async () => {
    const limit = { limit: 2, windowMs: 10 * MINUTE }
    const answers = []
    for (const at of [NOW, NOW + MINUTE, NOW + 4 * MINUTE])
      answers.push(await hitRateLimit(t.db, 'k', limit, at))
    expect(answers.map((a) => [a.allowed, a.count])).toEqual([
      [true, 1],
      [true, 2],
      [false, 3],
    ])
    // 12:29 → the window ends at 12:30.
    expect(answers[2]!.retryAfter).toBe(60)
    // Windows are fixed: 12:30 begins a new one.
    expect(await hitRateLimit(t.db, 'k', limit, NOW + 5 * MINUTE)).toMatchObject({ allowed: true, count: 1 })
  })

  it('forgetting ended counters never drops a live counter of a longer window', async () => {
    // Every hit forgets (the 1 in 100 made certain).
    vi.spyOn(Math, 'random').mockReturnValue(0)
    // A counter long ended, and a listing's hourly counter begun at 12:00, still counting.
    await hitRateLimit(t.db, 'old', { limit: 5, windowMs: 10 * MINUTE }, NOW - MAX_RATE_WINDOW_MS - HOUR)
    for (let i = 0; i < 4; i++) await hitRateLimit(t.db, 'listing', { limit: 5, windowMs: HOUR }, NOW)
    // A hit with a 10-minute window (its window began at 12:20, after the hour's began).
    await hitRateLimit(t.db, 'address', { limit: 10, windowMs: 10 * MINUTE }, NOW)
    expect(await counters()).toEqual({ address: 1, listing: 4 })
    // The listing's fifth and sixth hits: the limit still holds.
    expect((await hitRateLimit(t.db, 'listing', { limit: 5, windowMs: HOUR }, NOW + MINUTE)).allowed).toBe(
      true,
    )
    expect(await hitRateLimit(t.db, 'listing', { limit: 5, windowMs: HOUR }, NOW + MINUTE)).toMatchObject({
      allowed: false,
      count: 6,
    })
    // A day-long window's counter lives its whole day, and is forgotten after it.
    const day = { limit: 1, windowMs: MAX_RATE_WINDOW_MS }
    const dayStart = Math.floor(NOW / MAX_RATE_WINDOW_MS) * MAX_RATE_WINDOW_MS
    await hitRateLimit(t.db, 'day', day, dayStart)
    await hitRateLimit(
      t.db,
      'address',
      { limit: 10, windowMs: 10 * MINUTE },
      dayStart + MAX_RATE_WINDOW_MS - 1,
    )
    expect((await counters()).day).toBe(1)
    await hitRateLimit(
      t.db,
      'address',
      { limit: 10, windowMs: 10 * MINUTE },
      dayStart + MAX_RATE_WINDOW_MS + 1,
    )
    expect((await counters()).day).toBeUndefined()
  })

  it('refuses a window longer than the longest one counters are kept for', async () => {
    await expect(hitRateLimit(t.db, 'k', { limit: 1, windowMs: MAX_RATE_WINDOW_MS + 1 })).rejects.toThrow(
      RangeError,
    )
    await expect(hitRateLimit(t.db, 'k', { limit: 1, windowMs: 0 })).rejects.toThrow(RangeError)
    expect(await counters()).toEqual({})
  })
})
