import type { Logger } from 'pino'
import { todayInTimeZone } from './dates'
import { bumpContentVersion, notifyContentChanged, writeContentVersion } from './content-version.server'
import type { Db } from './db.server'
import { logEditorialAction } from './editorial-log.server'
import { type ListingType, LISTING_TYPES } from './kinds/editor'
import { looseDb, readListingRow } from './kinds/editor.server'
import { LISTING_EDITORS } from './kinds/editors.server'
import { setListingPhotosPublic } from './photos/gone.server'
import { formatRegionDateTime } from './schedule-time'
import { reindexListing } from './search/index.server'

/**
 * Drafts and schedules (issue 51 item 4, decision 038). A draft is a listing with `draft` = 1 and
 * `hidden` = 1: the one flag every public query already leaves out (decision 032) keeps it off the
 * pages, lists, maps, search, sitemap, feeds and trips. Publishing clears both (now, or at
 * `publish_at` by the scheduler); `unpublish_at` hides it at its time. Each change is one
 * transaction with its photos' flag, the editorial log, the search index and the content version,
 * so every process's page cache drops the pages at once (the same process) or within a second.
 */

// The listing tables are addressed by name from the kind's spec, so their columns are dynamic here.
/* eslint-disable @typescript-eslint/no-explicit-any */

export interface Publication {
  draft: boolean
  /** UTC instants (ISO) or null */
  publishAt: string | null
  unpublishAt: string | null
}

export function publicationOf(row: Record<string, unknown>): Publication {
  return {
    draft: Number(row.draft) === 1,
    publishAt: typeof row.publish_at === 'string' ? row.publish_at : null,
    unpublishAt: typeof row.unpublish_at === 'string' ? row.unpublish_at : null,
  }
}

/**
 * Makes a listing public (or hides it), with its photos, the log, the index and the content
 * version. `where` narrows the update (the scheduler's claim on the time it read): false when no
 * row changed, nothing else written.
 */
async function setPublic(
  db: Db,
  type: ListingType,
  id: string,
  change: { isPublic: boolean; actorId: string | null; detail?: string; where?: [string, string] },
): Promise<boolean> {
  const spec = LISTING_EDITORS[type]
  const done = await db.transaction().execute(async (trx) => {
    const row = await readListingRow(trx, spec, id)
    if (!row) return false
    const set = change.isPublic
      ? { hidden: 0, draft: 0, publish_at: null, ...(type === 'events' ? { withdrawn_reason: null } : {}) }
      : { hidden: 1, unpublish_at: null }
    let update = looseDb(trx).updateTable(spec.table).set(set).where('id', '=', id)
    if (change.where) update = update.where(change.where[0], '=', change.where[1])
    const result = await update.executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) return false
    await setListingPhotosPublic(trx, spec.table, id, change.isPublic)
    await logEditorialAction(trx, {
      actorId: change.actorId,
      action: change.isPublic ? 'published' : 'hidden',
      subjectType: type,
      subjectId: id,
      subjectTitle: String(row[spec.titleColumn]),
      detail: change.detail,
    })
    await reindexListing(trx, spec.table, id)
    await writeContentVersion(trx)
    return true
  })
  if (done) notifyContentChanged()
  return done
}

/** Publishes a draft (or a hidden listing) now: on every public page, list, map and the search. */
export function publishListing(db: Db, type: ListingType, id: string, actorId: string): Promise<boolean> {
  return setPublic(db, type, id, { isPublic: true, actorId })
}

/**
 * Sets (or clears, with null) a listing's publication times. A time already past acts at once.
 * Returns false when there is no such listing.
 */
export async function scheduleListing(
  db: Db,
  type: ListingType,
  id: string,
  times: { publishAt: string | null; unpublishAt: string | null },
  actorId: string,
  now = new Date(),
): Promise<boolean> {
  const spec = LISTING_EDITORS[type]
  const done = await db.transaction().execute(async (trx) => {
    const row = await readListingRow(trx, spec, id)
    if (!row) return false
    await looseDb(trx)
      .updateTable(spec.table)
      .set({ publish_at: times.publishAt, unpublish_at: times.unpublishAt })
      .where('id', '=', id)
      .execute()
    const said = [
      times.publishAt ? `Publish ${formatRegionDateTime(times.publishAt)}` : 'No publication time',
      times.unpublishAt ? `unpublish ${formatRegionDateTime(times.unpublishAt)}` : 'no unpublication time',
    ]
    await logEditorialAction(trx, {
      actorId,
      action: 'scheduled',
      subjectType: type,
      subjectId: id,
      subjectTitle: String(row[spec.titleColumn]),
      detail: `${said[0]}; ${said[1]}.`,
    })
    return true
  })
  if (done) {
    await applyDueSchedules(db, now)
    wakeListeners.forEach((wake) => wake())
  }
  return done
}

/** The rows of each table whose `column` time has come (at most `limit` a table per turn). */
async function dueRows(db: Db, column: 'publish_at' | 'unpublish_at', now: Date, limit = 50) {
  const due: { type: ListingType; id: string; at: string }[] = []
  for (const type of LISTING_TYPES) {
    const rows = await looseDb(db)
      .selectFrom(LISTING_EDITORS[type].table)
      .select(['id', column])
      .where(column, 'is not', null)
      .where(column, '<=', now.toISOString())
      .orderBy(column)
      .limit(limit)
      .execute()
    for (const row of rows as any[]) due.push({ type, id: String(row.id), at: String(row[column]) })
  }
  return due
}

/**
 * Publishes the listings whose `publish_at` has come and hides those whose `unpublish_at` has
 * (publication first: both past, it ends hidden). Each row is claimed by its time, so two
 * processes never both act on it. Returns how many changed.
 */
export async function applyDueSchedules(db: Db, now = new Date()): Promise<number> {
  let changed = 0
  for (const due of await dueRows(db, 'publish_at', now)) {
    const detail = `Scheduled for ${formatRegionDateTime(due.at)}.`
    if (
      await setPublic(db, due.type, due.id, {
        isPublic: true,
        actorId: null,
        detail,
        where: ['publish_at', due.at],
      })
    )
      changed++
  }
  for (const due of await dueRows(db, 'unpublish_at', now)) {
    const detail = `Unpublished as scheduled for ${formatRegionDateTime(due.at)}.`
    if (
      await setPublic(db, due.type, due.id, {
        isPublic: false,
        actorId: null,
        detail,
        where: ['unpublish_at', due.at],
      })
    )
      changed++
  }
  return changed
}

/** The soonest publication time still to come, as epoch milliseconds (undefined: none). */
export async function nextScheduledTime(db: Db, now = new Date()): Promise<number | undefined> {
  let next: number | undefined
  for (const type of LISTING_TYPES) {
    for (const column of ['publish_at', 'unpublish_at']) {
      const row = (await looseDb(db)
        .selectFrom(LISTING_EDITORS[type].table)
        .select((eb: any) => eb.fn.min(column).as('at'))
        .where(column, '>', now.toISOString())
        .executeTakeFirst()) as { at: string | null } | undefined
      const at = row?.at ? Date.parse(row.at) : NaN
      if (Number.isFinite(at) && (next === undefined || at < next)) next = at
    }
  }
  return next
}

const wakeListeners = new Set<() => void>()

export interface PublicationScheduler {
  stop(): Promise<void>
}

/**
 * The scheduler inside each serving process: a turn applies the due schedules, then sleeps until
 * the next time to come (at most `tickMs`, so times set by another process are seen). When the
 * region's day changes it bumps the content version once: articles dated that day become public
 * and events of the day before leave the lists, and no cached page may outlive the change.
 */
export function startPublicationScheduler({
  db,
  log,
  tickMs = 60_000,
}: {
  db: () => Db
  log: Logger
  tickMs?: number
}): PublicationScheduler {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let day = todayInTimeZone()

  const schedule = (delay: number) => {
    if (stopped) return
    if (timer) clearTimeout(timer)
    timer = setTimeout(turn, Math.max(0, delay))
    timer.unref()
  }
  const turn = () => {
    if (running) return
    running = (async () => {
      const changed = await applyDueSchedules(db())
      if (changed > 0) log.info({ changed }, 'scheduled publications applied')
      const today = todayInTimeZone()
      if (today !== day) {
        day = today
        await bumpContentVersion(db())
      }
      const now = Date.now()
      const next = await nextScheduledTime(db(), new Date(now))
      return Math.min(tickMs, next === undefined ? tickMs : next - now + 50, msUntilNextRegionDay(now) + 50)
    })()
      .catch((error: unknown) => {
        log.error({ err: error }, 'scheduled publications turn failed')
        return tickMs
      })
      .then((delay) => {
        running = undefined
        schedule(delay)
      })
  }
  const wake = () => schedule(0)
  wakeListeners.add(wake)
  schedule(1_000)
  return {
    async stop() {
      stopped = true
      wakeListeners.delete(wake)
      if (timer) clearTimeout(timer)
      await running
    },
  }
}

/** Milliseconds from `now` until the region's date next changes (looked at a minute at a time). */
function msUntilNextRegionDay(now: number): number {
  const today = todayInTimeZone(undefined, new Date(now))
  // Within the next 25 hours; a binary search on the minute the date changes.
  let low = 0
  let high = 25 * 60
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2)
    if (todayInTimeZone(undefined, new Date(now + mid * 60_000)) === today) low = mid
    else high = mid
  }
  return high * 60_000 - (now % 60_000)
}
