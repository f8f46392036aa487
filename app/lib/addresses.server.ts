import { redirect } from 'react-router'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import { ListingAddressSchema } from './addresses'
import { notifyContentChanged, writeContentVersion } from './content-version.server'
import type { Db } from './db.server'
import { logEditorialAction } from './editorial-log.server'
import type { ListingType } from './kinds/editor'
import { freeListingId, looseDb, readListingRow } from './kinds/editor.server'
import { LISTING_EDITORS } from './kinds/editors.server'
import { slugify } from './publication'
import { reindexListing, removeFromIndex } from './search/index.server'
import { TABLE_OF } from './trip/trip'

/**
 * A listing's address (issue 51 item 6, decision 037): its id is the last part of its public URL.
 * An editor may change it; everything keyed by the id follows in one transaction (photos,
 * revisions, the event's schedule and cancelled days, trip stops, feed items, the published
 * submission's path, the activity log, the search entry), and the former address is kept in
 * listing_redirects, pointing straight at the current one, so old links answer 301.
 */

type Trx = Transaction<Database>

export type RenameResult =
  | { ok: true; id: string }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'invalid'; message: string }

/**
 * Moves a listing from `oldId` to `newId` inside the caller's transaction: the row, every row that
 * points at it, and the redirects (`redirect: false` for a listing just published, whose first
 * address was never public). The caller has checked that `newId` is free.
 */
export async function moveListingId(
  trx: Trx,
  type: ListingType,
  oldId: string,
  newId: string,
  { now, redirect: keepRedirect = true }: { now: string; redirect?: boolean },
): Promise<boolean> {
  const spec = LISTING_EDITORS[type]
  const row = await readListingRow(trx, spec, oldId)
  if (!row) return false
  // A copy under the new id first, so the rows that reference it (foreign keys on PostgreSQL)
  // can move before the old row goes.
  await looseDb(trx)
    .insertInto(spec.table)
    .values({ ...row, id: newId })
    .execute()
  if (type === 'events') {
    for (const table of ['event_schedule', 'event_cancellations'] as const)
      await trx.updateTable(table).set({ event_id: newId }).where('event_id', '=', oldId).execute()
    await trx.updateTable('event_feed_items').set({ event_id: newId }).where('event_id', '=', oldId).execute()
  }
  for (const table of [
    'listing_photos',
    'listing_revisions',
    'listing_partners',
    'listing_proposals',
    'osm_imports',
    'listing_accessibility',
  ] as const)
    await trx
      .updateTable(table)
      .set({ listing_id: newId })
      .where('listing_type', '=', type)
      .where('listing_id', '=', oldId)
      .execute()
  // A venue that is this listing (decision 040) follows it.
  await trx
    .updateTable('venues')
    .set({ listing_id: newId })
    .where('listing_type', '=', type)
    .where('listing_id', '=', oldId)
    .execute()
  const tripKind = Object.entries(TABLE_OF).find(([, table]) => table === spec.table)?.[0]
  if (tripKind)
    for (const table of ['trip_stops', 'trip_favorites'] as const)
      await trx
        .updateTable(table)
        .set({ listing_id: newId })
        .where('kind', '=', tripKind)
        .where('listing_id', '=', oldId)
        .execute()
  const [oldPath, newPath] = [spec.publicPath(oldId), spec.publicPath(newId)]
  if (oldPath !== newPath)
    await trx
      .updateTable('published_submissions')
      .set({ path: newPath })
      .where('path', '=', oldPath)
      .execute()
  await trx
    .updateTable('editorial_log')
    .set({ subject_id: newId })
    .where('subject_type', '=', type)
    .where('subject_id', '=', oldId)
    .execute()
  await removeFromIndex(trx, spec.table, oldId)
  await looseDb(trx).deleteFrom(spec.table).where('id', '=', oldId).execute()
  await reindexListing(trx, spec.table, newId)
  // Redirects: earlier addresses now point at the new one (no chains); the new address is no
  // longer a redirect (no loops, and a listing may take an address another one left).
  await trx
    .updateTable('listing_redirects')
    .set({ new_id: newId })
    .where('listing_type', '=', type)
    .where('new_id', '=', oldId)
    .execute()
  await trx
    .deleteFrom('listing_redirects')
    .where('listing_type', '=', type)
    .where('old_id', '=', newId)
    .execute()
  if (keepRedirect)
    await trx
      .insertInto('listing_redirects')
      .values({ listing_type: type, old_id: oldId, new_id: newId, created_at: now })
      .execute()
  return true
}

/** Whether a listing of this type already has the address. */
export async function addressTaken(trx: Db | Trx, type: ListingType, id: string): Promise<boolean> {
  return (await readListingRow(trx as Db, LISTING_EDITORS[type], id)) !== undefined
}

/**
 * An editor changes a listing's address: checked (format, free within its kind), moved, logged,
 * the content version bumped (cached pages of the old address are dropped).
 */
export async function renameListing(
  db: Db,
  type: ListingType,
  oldId: string,
  address: unknown,
  actorId: string,
): Promise<RenameResult> {
  const parsed = ListingAddressSchema.safeParse(typeof address === 'string' ? address : '')
  if (!parsed.success) return { ok: false, reason: 'invalid', message: parsed.error.issues[0]!.message }
  const newId = parsed.data
  const spec = LISTING_EDITORS[type]
  const result = await db.transaction().execute(async (trx): Promise<RenameResult> => {
    const row = await readListingRow(trx, spec, oldId)
    if (!row) return { ok: false, reason: 'not-found' }
    if (newId === oldId) return { ok: true, id: oldId }
    if (await addressTaken(trx, type, newId))
      return {
        ok: false,
        reason: 'invalid',
        message: `Another listing already has the address ${spec.publicPath(newId)}: choose another one`,
      }
    const now = new Date().toISOString()
    await moveListingId(trx, type, oldId, newId, { now })
    await logEditorialAction(
      trx,
      {
        actorId,
        action: 'edited',
        subjectType: type,
        subjectId: newId,
        subjectTitle: String(row[spec.titleColumn]),
        detail: `Address changed from ${spec.publicPath(oldId)} to ${spec.publicPath(newId)}`,
      },
      now,
    )
    await writeContentVersion(trx)
    return { ok: true, id: newId }
  })
  if (result.ok && result.id !== oldId) notifyContentChanged()
  return result
}

/** The current address of a listing's former one, if it had that address. */
export async function currentAddress(db: Db, type: ListingType, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('listing_redirects')
    .select('new_id')
    .where('listing_type', '=', type)
    .where('old_id', '=', id)
    .executeTakeFirst()
  return row?.new_id
}

/**
 * For a public route whose listing was not found: a 301 to its current address when `id` is a
 * former one (`suffix` is the sub-page: '/directions', '.ics'; the query string is kept).
 */
export async function redirectFromFormerAddress(
  db: Db,
  type: ListingType,
  id: string | undefined,
  request: Request,
  suffix = '',
): Promise<void> {
  if (!id) return
  const current = await currentAddress(db, type, id)
  if (!current) return
  const path = LISTING_EDITORS[type].publicPath(encodeURIComponent(current))
  throw redirect(`${path}${suffix}${new URL(request.url).search}`, 301)
}

/**
 * After "Correct before approving" (inside the decision's transaction): a listing just published
 * under the submitted name moves to the address of its corrected name (no redirect: the first
 * address was never public), and its photos' alt text names it as corrected. Answers the id.
 */
export async function followCorrectedName(
  trx: Trx,
  type: ListingType,
  id: string,
  submittedTitle: string,
  now: string,
): Promise<string> {
  const spec = LISTING_EDITORS[type]
  const row = await readListingRow(trx, spec, id)
  const title = String(row?.[spec.titleColumn] ?? '')
  if (!row || title === submittedTitle) return id
  const photos = await trx
    .selectFrom('listing_photos')
    .select(['id', 'alt'])
    .where('listing_type', '=', type)
    .where('listing_id', '=', id)
    .execute()
  for (const photo of photos)
    if (submittedTitle && photo.alt.startsWith(`${submittedTitle} — `))
      await trx
        .updateTable('listing_photos')
        .set({ alt: `${title}${photo.alt.slice(submittedTitle.length)}` })
        .where('id', '=', photo.id)
        .execute()
  const wanted = slugify(title)
  if (id === wanted || new RegExp(`^${wanted}-\\d+$`).test(id)) return id
  const newId = await freeListingId(trx, spec.table, title)
  await moveListingId(trx, type, id, newId, { now, redirect: false })
  return newId
}

/** A listing's title (its kind's title column), '' when there is none. */
export async function listingTitleOf(trx: Trx, type: ListingType, id: string): Promise<string> {
  const spec = LISTING_EDITORS[type]
  const row = await readListingRow(trx, spec, id)
  return String(row?.[spec.titleColumn] ?? '')
}
