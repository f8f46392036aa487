import { notifyContentChanged, onContentChange, writeContentVersion } from './content-version.server'
import type { Db } from './db.server'
import { rebuildSearchIndex } from './search/index.server'
import { removeOrphanPhotos } from './photos/submission-photos.server'

/**
 * The seeded sample listings (issue 16): marked `sample = 1` by the seed, mentioned once on the
 * public pages while any remain, and removable by an admin in one confirmed action.
 */

/** Set in app_meta when an admin removed the sample content: the seed never brings it back. */
export const SAMPLE_REMOVED_KEY = 'sample_content_removed'

/** The listing tables that hold sample rows (event schedules go with their events). */
export const SAMPLE_TABLES = [
  'restaurants',
  'stays',
  'activities',
  'events',
  'music_shows',
  'articles',
] as const

export type SampleCounts = Record<(typeof SAMPLE_TABLES)[number], number> & { total: number }

/** How many sample listings of each kind remain. */
export async function countSampleContent(db: Db): Promise<SampleCounts> {
  const counts = { total: 0 } as SampleCounts
  for (const table of SAMPLE_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .where('sample', '=', 1)
      .executeTakeFirstOrThrow()
    counts[table] = Number(row.n)
    counts.total += counts[table]
  }
  return counts
}

// Whether any sample remains, per database, remembered for a second: the root loader asks on every
// rendered page. A change in this process forgets it at once; other processes' changes (another
// worker removing the samples) are seen within the second, like the page cache's version check.
let remembered = new WeakMap<Db, { value: boolean; at: number }>()
const REMEMBER_MS = 1_000
let forgetOnChange: (() => void) | undefined

export async function hasSampleContent(db: Db, now = Date.now()): Promise<boolean> {
  forgetOnChange ??= onContentChange(() => {
    remembered = new WeakMap()
  })
  const known = remembered.get(db)
  if (known && now - known.at < REMEMBER_MS) return known.value
  let value = false
  for (const table of SAMPLE_TABLES) {
    const row = await db.selectFrom(table).select('id').where('sample', '=', 1).limit(1).executeTakeFirst()
    if (row) {
      value = true
      break
    }
  }
  remembered.set(db, { value, at: now })
  return value
}

/**
 * Deletes every sample listing (their event schedules follow by cascade) in one transaction with
 * a new content version, and records that the samples were removed so the seed never brings
 * them back. Returns how many listings were removed.
 */
export async function removeSampleContent(db: Db): Promise<number> {
  const removed = await db.transaction().execute(async (trx) => {
    let total = 0
    for (const table of SAMPLE_TABLES) {
      // Their translations first (decision 057: kept beside the row, no foreign key).
      await trx
        .deleteFrom('content_translations')
        .where('entity_type', '=', table)
        .where('entity_id', 'in', trx.selectFrom(table).select('id').where('sample', '=', 1))
        .execute()
      const result = await trx.deleteFrom(table).where('sample', '=', 1).executeTakeFirst()
      total += Number(result.numDeletedRows)
    }
    // Search finds only what is left (the editorial pages stay indexed).
    await rebuildSearchIndex(trx)
    await trx
      .insertInto('app_meta')
      .values({ key: SAMPLE_REMOVED_KEY, value: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute()
    await writeContentVersion(trx)
    return total
  })
  notifyContentChanged()
  // Their photos too (rows, then files).
  await removeOrphanPhotos(db)
  return removed
}
