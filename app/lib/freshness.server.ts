import { notifyContentChanged, writeContentVersion } from './content-version.server'
import type { Db } from './db.server'
import { logEditorialAction } from './editorial-log.server'
import type { ListingType } from './kinds/editor'
import { todayInTimeZone } from './dates'
import {
  type Age,
  type Checked,
  type CheckedBy,
  CHECKED_TABLES,
  type CheckedTable,
  checkedDaysAgo,
  checkedOf,
  DUE_DAYS,
  STALE_DAYS,
} from './freshness'
import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/schema'

/**
 * A listing table's ids, titles and checks (events are titled, the others named; every column
 * read is common to the four tables, hence one query shape).
 */
function titled(db: Db | Transaction<Database>, table: CheckedTable) {
  const title = table === 'events' ? 'title' : 'name'
  return db
    .selectFrom(table as 'events')
    .select(['id', sql<string>`${sql.ref(title)}`.as('title'), 'checked_at', 'checked_by'])
}

/** Records that a listing's facts were confirmed now, by whom (and the account, when one did). */
export async function markChecked(
  db: Db | Transaction<Database>,
  table: CheckedTable,
  id: string,
  by: CheckedBy,
  userId: string | null,
  now = new Date().toISOString(),
): Promise<void> {
  await db
    .updateTable(table)
    .set({ checked_at: now, checked_by: by, checked_by_user: userId })
    .where('id', '=', id)
    .execute()
}

/**
 * "Still accurate": confirms a listing's facts without changing them (the back office's button,
 * and later the partner area's), logged, and its public page refreshed. False: no such listing.
 */
export async function confirmChecked(
  db: Db,
  {
    type,
    table,
    id,
    by,
    userId,
  }: { type: ListingType; table: CheckedTable; id: string; by: CheckedBy; userId: string },
): Promise<boolean> {
  const done = await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString()
    const row = await titled(trx, table).where('id', '=', id).executeTakeFirst()
    if (!row) return false
    await markChecked(trx, table, id, by, userId, now)
    await logEditorialAction(
      trx,
      { actorId: userId, action: 'checked', subjectType: type, subjectId: id, subjectTitle: row.title },
      now,
    )
    await writeContentVersion(trx)
    return true
  })
  if (done) notifyContentChanged()
  return done
}

/** The columns a new listing row starts with: checked when it was made, by an editor. */
export function checkedColumns(createdAt: string, by: CheckedBy = 'editor') {
  return { checked_at: createdAt, checked_by: by }
}

/** Where a check stands: within DUE_DAYS, due (to STALE_DAYS), stale, or never recorded. */
export function ageOf(checked: Checked | null, today: string): Age {
  if (!checked) return 'never'
  const days = checkedDaysAgo(checked, today)
  return days > STALE_DAYS ? 'stale' : days >= DUE_DAYS ? 'due' : 'fresh'
}

export interface FreshnessRow {
  table: CheckedTable
  id: string
  title: string
  checked: Checked | null
  days: number | null
  age: Age
}

export type AgeCounts = Record<Age, number> & { total: number }

/**
 * Every public listing (not hidden; drafts are hidden too) by the age of its check, the oldest (and the
 * never checked) first, with counts per kind: what /admin/freshness shows.
 */
export async function freshnessReport(db: Db, today = todayInTimeZone()) {
  const rows: FreshnessRow[] = []
  for (const table of CHECKED_TABLES) {
    const listed = await titled(db, table).where('hidden', '=', 0).execute()
    for (const row of listed) {
      const checked = checkedOf(row)
      rows.push({
        table,
        id: row.id,
        title: row.title,
        checked,
        days: checked && checkedDaysAgo(checked, today),
        age: ageOf(checked, today),
      })
    }
  }
  rows.sort((a, b) => (b.days ?? Infinity) - (a.days ?? Infinity) || a.title.localeCompare(b.title))
  const counts = Object.fromEntries(
    CHECKED_TABLES.map((table) => {
      const of = rows.filter((row) => row.table === table)
      const count = (age: Age) => of.filter((row) => row.age === age).length
      return [
        table,
        {
          total: of.length,
          fresh: count('fresh'),
          due: count('due'),
          stale: count('stale'),
          never: count('never'),
        },
      ]
    }),
  ) as Record<CheckedTable, AgeCounts>
  return { rows, counts }
}
