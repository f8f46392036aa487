import { unlocalizedPath } from '../i18n/config'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { sql } from 'kysely'
import type { Logger } from 'pino'
import { addDaysIso, todayInTimeZone } from '../dates'
import type { Db } from '../db.server'
import { type CountedType, countedRequest, isPersonRequest, type Metric, missedQuery } from './stats'

/**
 * The counters (issue 44 item 5, decision 052). Each serving process adds up in memory and writes
 * its sums every few seconds (one upsert per listing, day and metric), so counting costs a request
 * a map update, never a database write. Page views, directions pages and calendar files are counted
 * from the request itself once it is answered 200 (server.js asks `countRequest` first, so cached
 * pages count too); clicks come from the links' `ping` (app/routes/count.ts); trip adds and
 * favorites from their actions; searches that found nothing from the search page. Kept 13 months.
 */

type Key = string // day \t type \t id \t metric
const counts = new Map<Key, number>()
const misses = new Map<string, number>() // day \t query

/** At most this many distinct keys wait in memory; past it, a flush is due at once. */
const MAX_PENDING = 5_000

let flushSoon: (() => void) | undefined

function add(map: Map<string, number>, key: string) {
  map.set(key, (map.get(key) ?? 0) + 1)
  if (map.size >= MAX_PENDING) flushSoon?.()
}

/** One more of `metric` for a listing, today (in the region's zone). */
export function countListing(type: CountedType, id: string, metric: Metric, now = new Date()): void {
  add(counts, `${todayInTimeZone(undefined, now)}\t${type}\t${id}\t${metric}`)
}

/** A search that found nothing, kept when it carries no personal data (see missedQuery). */
export function countSearchMiss(query: string, now = new Date()): void {
  const kept = missedQuery(query)
  if (kept) add(misses, `${todayInTimeZone(undefined, now)}\t${kept}`)
}

/**
 * What the last search for each query found, as the search page's loader saw it (a cached answer
 * does not run it, so the request is counted from this): true when it found something.
 */
const searchOutcomes = new Map<string, boolean>()

/** The search page's loader tells what a plain search (no filter, first page) found. */
export function noteSearchOutcome(query: string, found: boolean): void {
  const kept = missedQuery(query)
  if (!kept) return
  if (searchOutcomes.size >= MAX_PENDING) searchOutcomes.clear()
  searchOutcomes.set(kept, found)
}

// /search and its copy in every language (/es/search).
const SEARCH_PATH = /^\/search(\.data)?$/

/**
 * Counts a request when it is a person's GET of a listing page, its directions or its calendar
 * file, once answered 200 (an unknown listing answers 404 and counts nothing), and a plain search
 * that found nothing. Cheap for every other request: a regular expression or two.
 */
export function countRequest(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET' || !req.url) return
  const queryAt = req.url.indexOf('?')
  const path = queryAt < 0 ? req.url : req.url.slice(0, queryAt)
  if (SEARCH_PATH.test(unlocalizedPath(path))) {
    if (queryAt < 0 || !isPersonRequest(req.headers)) return
    const params = new URLSearchParams(req.url.slice(queryAt + 1))
    const plain = [...params.keys()].every((key) => key === 'q' || key === '_routes')
    const kept = plain ? missedQuery(params.get('q') ?? '') : undefined
    if (!kept) return
    res.once('finish', () => {
      if (res.statusCode === 200 && searchOutcomes.get(kept) === false) countSearchMiss(kept)
    })
    return
  }
  const counted = countedRequest(path)
  if (!counted || !isPersonRequest(req.headers)) return
  res.once('finish', () => {
    if (res.statusCode === 200) countListing(counted.type, counted.id, counted.metric)
  })
}

/** Writes what this process has counted so far (adding to what is stored) and forgets it. */
export async function flushCounts(db: Db): Promise<void> {
  await writeSums(counts, async (sums) => {
    const rows = sums.map(([key, count]) => {
      const [day, listing_type, listing_id, metric] = key.split('\t') as [string, string, string, string]
      return { day, listing_type, listing_id, metric, count }
    })
    await db
      .insertInto('listing_counts')
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['listing_type', 'listing_id', 'day', 'metric'])
          .doUpdateSet({ count: sql`listing_counts.count + excluded.count` }),
      )
      .execute()
  })
  await writeSums(misses, async (sums) => {
    const rows = sums.map(([key, count]) => {
      const [day, query] = key.split('\t') as [string, string]
      return { day, query, count }
    })
    await db
      .insertInto('search_misses')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['day', 'query']).doUpdateSet({ count: sql`search_misses.count + excluded.count` }),
      )
      .execute()
  })
}

/** Hands the sums over in batches; a batch that fails is added back, to be written next time. */
async function writeSums(map: Map<string, number>, write: (sums: [string, number][]) => Promise<void>) {
  if (!map.size) return
  const sums = [...map]
  map.clear()
  for (let i = 0; i < sums.length; i += 500) {
    const batch = sums.slice(i, i + 500)
    try {
      await write(batch)
    } catch (error) {
      for (const [key, count] of sums.slice(i)) map.set(key, (map.get(key) ?? 0) + count)
      throw error
    }
  }
}

/** How long counts are kept: 13 months. */
export const KEPT_DAYS = 396

/** Drops counts older than 13 months; answers how many rows went. */
export async function sweepOldCounts(db: Db, now = new Date()): Promise<number> {
  const first = addDaysIso(todayInTimeZone(undefined, now), -KEPT_DAYS)
  const listing = await db.deleteFrom('listing_counts').where('day', '<', first).executeTakeFirst()
  const searches = await db.deleteFrom('search_misses').where('day', '<', first).executeTakeFirst()
  return Number(listing.numDeletedRows) + Number(searches.numDeletedRows)
}

export interface CountsWriter {
  stop(): Promise<void>
}

/**
 * Writes this process's counts every `intervalMs` (and at once when many are waiting), sweeps old
 * ones once a day, and writes the last ones on stop (a graceful shutdown loses none).
 */
export function startCountsWriter({
  db,
  log,
  intervalMs = 10_000,
}: {
  db: () => Db
  log: Logger
  intervalMs?: number
}): CountsWriter {
  let running: Promise<void> | undefined
  let swept = ''
  const write = () => {
    running ??= (async () => {
      await flushCounts(db())
      const today = todayInTimeZone()
      if (swept !== today) {
        swept = today
        await sweepOldCounts(db())
      }
    })()
      .catch((error: unknown) => log.error({ err: error }, 'writing the counts failed'))
      .finally(() => {
        running = undefined
      })
    return running
  }
  const timer = setInterval(write, intervalMs)
  timer.unref()
  flushSoon = () => void write()
  return {
    async stop() {
      clearInterval(timer)
      flushSoon = undefined
      await running
      await write()
    },
  }
}
