import { notifyContentChanged, writeContentVersion } from './content-version.server'
import { checkedColumns, markChecked } from './freshness.server'
import {
  type CheckedBy,
  checkedDaysAgo,
  checkedLine,
  checkedOf,
  daysAgoText,
  isCheckedTable,
} from './freshness'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import type { Db } from './db.server'
import { logEditorialAction } from './editorial-log.server'
import type { EditorValues, FieldChange, ListingType } from './kinds/editor'
import {
  columnsOf,
  freeListingId,
  type ListingEditorSpec,
  listingValues,
  looseDb,
  parseEditorValues,
  type PlaceRules,
  readListingRow,
  valuesAsInput,
  withChoices,
} from './kinds/editor.server'
import { LISTING_EDITORS } from './kinds/editors.server'
import {
  changedFields,
  deleteRevisions,
  ensureFirstRevision,
  insertRevision,
  latestRevision,
  listRevisions,
  recordCreatedRevision,
} from './listing-revisions.server'
import { type Publication, publicationOf } from './listing-publication.server'
import { deleteListingPhotoRows, setListingPhotosPublic } from './photos/gone.server'
import { removePhotoFiles } from './photos/process.server'
import { reindexListing, removeFromIndex } from './search/index.server'
import { unhookTripStops } from './trip/trip-listings.server'
import { dropListingPartners } from './partners/partners.server'

/**
 * Listings management (issue 16 items 1 and 2): the back office's create, edit, hide/show,
 * delete and restore of every kind of listing. Each change is one transaction that also records a
 * revision (edits and restores, ./listing-revisions.server.ts), writes the editorial log, updates
 * the search index and bumps the content version (so every process drops its cached pages);
 * notifyContentChanged after commit. Corrections made while approving a submission are
 * ./listing-corrections.server.ts; the list is ./listing-list.server.ts, bulk actions
 * ./bulk-actions.server.ts.
 */

export function editorOf(type: ListingType): ListingEditorSpec {
  return LISTING_EDITORS[type]
}

export interface EditableListing {
  id: string
  title: string
  hidden: boolean
  /** why it was withdrawn when not by an editor ("Cancelled by the feed … on …"), while hidden */
  withdrawnReason: string | null
  publicPath: string
  values: EditorValues
  /** the newest revision's number (0: none recorded yet) */
  revision: number
  /** draft or not, and its scheduled publication times */
  publication: Publication
  /** when its facts were last confirmed, in words (null: a kind without, or never recorded) */
  checked: string | null
}

export async function getEditableListing(
  db: Db,
  type: ListingType,
  id: string,
): Promise<EditableListing | undefined> {
  const spec = editorOf(type)
  const row = await readListingRow(db, spec, id)
  if (!row) return undefined
  return {
    id,
    title: String(row[spec.titleColumn]),
    hidden: Number(row.hidden) === 1,
    withdrawnReason:
      Number(row.hidden) === 1 && typeof row.withdrawn_reason === 'string' ? row.withdrawn_reason : null,
    publicPath: spec.publicPath(id),
    values: await listingValues(db, spec, row),
    revision: await latestRevision(db, type, id),
    publication: publicationOf(row),
    checked: isCheckedTable(spec.table)
      ? (checkedSummary(row) ?? 'No check of its facts is recorded yet.')
      : null,
  }
}

/** "Checked by our editors on November 3, 2026 (26 days ago)", for the editor. */
function checkedSummary(row: Record<string, unknown>): string | null {
  const checked = checkedOf(row as { checked_at?: string | null; checked_by?: string | null })
  if (!checked) return null
  return `${checkedLine(checked)} (${daysAgoText(checkedDaysAgo(checked))}).`
}

export type SaveResult =
  | { ok: true; id: string; revision: number; changes: FieldChange[] }
  | { ok: false; reason: 'invalid'; errors: Record<string, string[]> }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'conflict'; revision: number }

export async function createListing(
  db: Db,
  type: ListingType,
  data: Record<string, unknown>,
  actorId: string,
): Promise<{ id: string }> {
  const id = await db.transaction().execute(async (trx) => {
    const id = await insertDraftListing(trx, type, data, actorId)
    await writeContentVersion(trx)
    return id
  })
  notifyContentChanged()
  return { id }
}

/**
 * A new draft listing of `type` from an editor's checked `data`, inside the caller's transaction:
 * its row (hidden until published, issue 51), the kind's extra rows, its first revision, the
 * editorial log and the search index. The back office's "new" form and the CSV import
 * (app/lib/csv-import/write.server.ts, in batches) both make drafts this way; the caller bumps
 * the content version once and notifies after commit. Returns the new id.
 */
export async function insertDraftListing(
  trx: Transaction<Database>,
  type: ListingType,
  data: Record<string, unknown>,
  actorId: string,
  { now = new Date().toISOString(), detail }: { now?: string; detail?: string } = {},
): Promise<string> {
  const spec = editorOf(type)
  const columns = columnsOf(spec, data)
  const id = await freeListingId(trx, spec.table, String(columns[spec.titleColumn]))
  await looseDb(trx)
    .insertInto(spec.table)
    // A draft until published (issue 51): hidden keeps it off every public page and search.
    .values({
      ...spec.defaults(columns),
      ...columns,
      id,
      created_at: now,
      hidden: 1,
      draft: 1,
      // Facts typed by an editor are checked by that editor, now (decision 046).
      ...(isCheckedTable(spec.table) ? { ...checkedColumns(now), checked_by_user: actorId } : {}),
    })
    .execute()
  await spec.writeExtra?.(trx, id, data, { actorId, now })
  await recordCreatedRevision(trx, type, id, actorId, now)
  await logEditorialAction(
    trx,
    {
      actorId,
      action: 'created',
      subjectType: type,
      subjectId: id,
      subjectTitle: String(columns[spec.titleColumn]),
      detail,
    },
    now,
  )
  await reindexListing(trx, spec.table, id)
  return id
}

/**
 * Saves an edit made from revision `baseRevision` (what the form was showing). A newer revision
 * saved meanwhile is a conflict: nothing is written. The id (its URL) never changes.
 */
export async function updateListing(
  db: Db,
  type: ListingType,
  id: string,
  data: Record<string, unknown>,
  {
    actorId,
    baseRevision,
    restoredFrom,
    checked,
  }: {
    actorId: string
    baseRevision: number
    restoredFrom?: number
    /** whose check a saved change is (default: the editor's own); a partner's change is the business's */
    checked?: { by: CheckedBy; userId: string }
  },
): Promise<SaveResult> {
  const spec = editorOf(type)
  const result = await db.transaction().execute(async (trx): Promise<SaveResult> => {
    const now = new Date().toISOString()
    const row = await readListingRow(trx, spec, id)
    if (!row) return { ok: false, reason: 'not-found' }
    const existing = await latestRevision(trx, type, id)
    // 0: the form was shown before any revision was recorded; the lazy revision 1 is that state.
    if (existing !== baseRevision && !(existing === 0 && baseRevision <= 1))
      return { ok: false, reason: 'conflict', revision: existing }
    const latest = await ensureFirstRevision(trx, spec, row, now)
    const before = await listingValues(trx, spec, row)
    const columns = columnsOf(spec, data)
    await looseDb(trx).updateTable(spec.table).set(columns).where('id', '=', id).execute()
    await spec.writeExtra?.(trx, id, data, { actorId, now })
    const updated = (await readListingRow(trx, spec, id))!
    const after = await listingValues(trx, spec, updated)
    const changes = changedFields(spec, before, after)
    if (changes.length === 0 && restoredFrom === undefined) return { ok: true, id, revision: latest, changes }
    const number = latest + 1
    // A change saved by an editor is a check of the listing's facts (decision 046); a partner's
    // change, approved or published at once, the business's (decision 048).
    if (changes.length > 0 && isCheckedTable(spec.table))
      await markChecked(trx, spec.table, id, checked?.by ?? 'editor', checked?.userId ?? actorId, now)
    await insertRevision(
      trx,
      type,
      id,
      { number, authorId: actorId, snapshot: after, changes, restoredFrom },
      now,
    )
    await logEditorialAction(
      trx,
      {
        actorId,
        action: restoredFrom === undefined ? 'edited' : 'restored',
        subjectType: type,
        subjectId: id,
        subjectTitle: String(updated[spec.titleColumn]),
        detail:
          (restoredFrom === undefined ? '' : `Restored revision ${restoredFrom}. `) +
          (changes.length ? `Changed: ${changes.map((c) => c.label).join(', ')}` : 'No field changed'),
      },
      now,
    )
    await reindexListing(trx, spec.table, id)
    await writeContentVersion(trx)
    return { ok: true, id, revision: number, changes }
  })
  if (result.ok && result.changes.length > 0) notifyContentChanged()
  return result
}

/** Hides a listing from every public page and the search (or shows it again). */
export async function setListingHidden(
  db: Db,
  type: ListingType,
  id: string,
  hidden: boolean,
  actorId: string,
): Promise<boolean> {
  const spec = editorOf(type)
  const done = await db.transaction().execute(async (trx) => {
    const row = await readListingRow(trx, spec, id)
    if (!row) return false
    await looseDb(trx)
      .updateTable(spec.table)
      // Shown again by an editor: a feed's reason for withdrawing it no longer holds.
      // Shown: a draft is published by it.
      .set({
        hidden: hidden ? 1 : 0,
        ...(hidden ? {} : { draft: 0, publish_at: null }),
        ...(type === 'events' && !hidden ? { withdrawn_reason: null } : {}),
      })
      .where('id', '=', id)
      .execute()
    // Its photos follow: a hidden listing's are served to editors only.
    await setListingPhotosPublic(trx, spec.table, id, !hidden)
    await logEditorialAction(trx, {
      actorId,
      action: hidden ? 'hidden' : 'shown',
      subjectType: type,
      subjectId: id,
      subjectTitle: String(row[spec.titleColumn]),
    })
    await reindexListing(trx, spec.table, id)
    await writeContentVersion(trx)
    return true
  })
  if (done) notifyContentChanged()
  return done
}

/**
 * Deletes a listing with everything keyed by its id, so a new listing given the same id starts
 * clean: what hangs on it (an event's schedule), its search entry, its revisions and its photos
 * (rows here, files after the commit), and trip stops are unhooked ("no longer listed"). The
 * editorial log keeps the record of it. The content version moves, so every page cache drops the
 * pages that showed it.
 */
export async function deleteListing(
  db: Db,
  type: ListingType,
  id: string,
  actorId: string,
): Promise<boolean> {
  const spec = editorOf(type)
  let photoFiles: string[] = []
  const done = await db.transaction().execute(async (trx) => {
    const row = await readListingRow(trx, spec, id)
    if (!row) return false
    await spec.deleteExtra?.(trx, id)
    await deleteRevisions(trx, type, id)
    // Its former addresses go with it (they answer 404 again, as the listing's own does).
    await trx
      .deleteFrom('listing_redirects')
      .where('listing_type', '=', type)
      .where('new_id', '=', id)
      .execute()
    photoFiles = await deleteListingPhotoRows(trx, type, id)
    await unhookTripStops(trx, spec.table, id)
    await dropListingPartners(trx, type, id)
    // Partners' proposed changes go with it (decision 048).
    await trx
      .deleteFrom('listing_proposals')
      .where('listing_type', '=', type)
      .where('listing_id', '=', id)
      .execute()
    await looseDb(trx).deleteFrom(spec.table).where('id', '=', id).execute()
    await logEditorialAction(trx, {
      actorId,
      action: 'deleted',
      subjectType: type,
      subjectId: id,
      subjectTitle: String(row[spec.titleColumn]),
    })
    await removeFromIndex(trx, spec.table, id)
    await writeContentVersion(trx)
    return true
  })
  if (done) {
    notifyContentChanged()
    await removePhotoFiles(photoFiles)
  }
  return done
}

/**
 * Restores a past revision: its values become a new revision (history is never rewritten). A
 * snapshot that no longer passes today's checks is answered with the messages, nothing written.
 */
export async function restoreRevision(
  db: Db,
  type: ListingType,
  id: string,
  number: number,
  { actorId, baseRevision, place }: { actorId: string; baseRevision: number; place: PlaceRules },
): Promise<SaveResult> {
  const spec = await withChoices(db, editorOf(type))
  const revision = (await listRevisions(db, type, id)).find((r) => r.number === number)
  if (!revision) return { ok: false, reason: 'not-found' }
  // A field the revision did not record (added to the editor since, like a series' repeat
  // fields) keeps its value of today.
  const current = await getEditableListing(db, type, id)
  const snapshot = { ...current?.values, ...revision.snapshot }
  const parsed = parseEditorValues(spec, place, valuesAsInput(spec, snapshot), snapshot)
  if (!parsed.success) return { ok: false, reason: 'invalid', errors: parsed.errors }
  return updateListing(db, type, id, parsed.data, { actorId, baseRevision, restoredFrom: number })
}
