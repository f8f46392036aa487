import crypto from 'node:crypto'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import type { Db } from './db.server'
import type { EditorValues, FieldChange, ListingType } from './kinds/editor'
import type { PlaceKind } from './kinds/event-places'
import { valueText } from './kinds/editor'
import { type ListingEditorSpec, listingValues, readListingRow } from './kinds/editor.server'
import { LISTING_EDITORS } from './kinds/editors.server'

/**
 * A listing's revisions (listing_revisions, decision record 012): each keeps a snapshot of the
 * listing's editor values, the fields that changed from the one before, its author and, for a
 * restore, the revision it brought back. Numbers count up from 1 per listing; history is never
 * rewritten. A listing published before revisions were kept gets its state as revision 1 before
 * its first edit. The edits that record them are ./listing-admin.server.ts.
 */

type Trx = Transaction<Database>

/**
 * Whose revisions: a listing type, or a venue or organizer (decision 041: their saves are kept in
 * the same table, `listing_type` 'venues' or 'organizers').
 */
export type RevisionOwner = ListingType | PlaceKind

/** Deletes a listing's revisions, with the listing (a new one of the same id starts at revision 1). */
export async function deleteRevisions(trx: Trx, type: RevisionOwner, id: string): Promise<void> {
  await trx
    .deleteFrom('listing_revisions')
    .where('listing_type', '=', type)
    .where('listing_id', '=', id)
    .execute()
}

/** The newest revision's number (0: none recorded yet). */
export async function latestRevision(db: Db | Trx, type: RevisionOwner, id: string): Promise<number> {
  const row = await (db as Db)
    .selectFrom('listing_revisions')
    .select((eb) => eb.fn.max('number').as('n'))
    .where('listing_type', '=', type)
    .where('listing_id', '=', id)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** The fields whose values differ between two snapshots. */
export function changedFields(
  spec: Pick<ListingEditorSpec, 'fields'>,
  before: EditorValues,
  after: EditorValues,
): FieldChange[] {
  return spec.fields
    .filter((field) => valueText(before[field.name]) !== valueText(after[field.name]))
    .map((field) => ({
      field: field.name,
      label: field.label,
      old: valueText(before[field.name]),
      new: valueText(after[field.name]),
    }))
}

export async function insertRevision(
  trx: Trx,
  type: RevisionOwner,
  id: string,
  revision: {
    number: number
    authorId: string | null
    snapshot: EditorValues
    changes: FieldChange[]
    restoredFrom?: number
  },
  now: string,
) {
  await trx
    .insertInto('listing_revisions')
    .values({
      id: crypto.randomUUID(),
      listing_type: type,
      listing_id: id,
      number: revision.number,
      author_id: revision.authorId,
      created_at: now,
      restored_from: revision.restoredFrom ?? null,
      snapshot: JSON.stringify(revision.snapshot),
      changes: JSON.stringify(revision.changes),
    })
    .execute()
}

/**
 * Records a listing's first revision when it has none yet: a listing published before revisions
 * were kept (or seeded) gets its current state as revision 1 before its first edit. Answers the
 * newest revision's number.
 */
export async function ensureFirstRevision(
  trx: Trx,
  spec: ListingEditorSpec,
  row: Record<string, unknown>,
  now: string,
) {
  const id = String(row.id)
  const latest = await latestRevision(trx, spec.type, id)
  if (latest > 0) return latest
  await insertRevision(
    trx,
    spec.type,
    id,
    { number: 1, authorId: null, snapshot: await listingValues(trx, spec, row), changes: [] },
    now,
  )
  return 1
}

/** Records a new listing's revision 1 (called by create and by the publication of a submission). */
export async function recordCreatedRevision(
  trx: Trx,
  type: ListingType,
  id: string,
  authorId: string | null,
  now: string,
) {
  const spec = LISTING_EDITORS[type]
  const row = await readListingRow(trx, spec, id)
  if (!row) return
  if ((await latestRevision(trx, type, id)) > 0) return
  await insertRevision(
    trx,
    type,
    id,
    { number: 1, authorId, snapshot: await listingValues(trx, spec, row), changes: [] },
    now,
  )
}

/**
 * A change to a listing made outside the listing editor (approving an imported event's newer
 * version), recorded the editor's way: call before changing it (its revision 1 is kept first when
 * it has none), then `record` after: a new revision with the fields that changed, when any did.
 */
export async function startRevision(trx: Trx, type: ListingType, id: string, now: string) {
  const spec = LISTING_EDITORS[type]
  const row = await readListingRow(trx, spec, id)
  if (!row) return null
  const latest = await ensureFirstRevision(trx, spec, row, now)
  const before = await listingValues(trx, spec, row)
  const daysBefore = await cancelledDays(trx, type, id)
  return {
    async record(authorId: string | null): Promise<FieldChange[]> {
      const updated = await readListingRow(trx, spec, id)
      if (!updated) return []
      const after = await listingValues(trx, spec, updated)
      const changes = changedFields(spec, before, after)
      // A repeating event's cancelled days are kept beside the editor's fields (Repeating events).
      const daysAfter = await cancelledDays(trx, type, id)
      if (daysAfter !== daysBefore)
        changes.push({
          field: 'cancelledDays',
          label: 'Days it is not held',
          old: daysBefore,
          new: daysAfter,
        })
      if (changes.length > 0)
        await insertRevision(trx, type, id, { number: latest + 1, authorId, snapshot: after, changes }, now)
      return changes
    },
  }
}

/** An event's cancelled days as one text ("2026-12-10, 2026-12-17"); '' for other listings. */
async function cancelledDays(trx: Trx, type: ListingType, id: string): Promise<string> {
  if (type !== 'events') return ''
  const rows = await trx
    .selectFrom('event_cancellations')
    .select('date')
    .where('event_id', '=', id)
    .orderBy('date')
    .execute()
  return rows.map((row) => row.date).join(', ')
}

export interface Revision {
  number: number
  createdAt: string
  author: string | null
  restoredFrom: number | null
  snapshot: EditorValues
  changes: FieldChange[]
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

/** A listing's revisions, newest first. */
export async function listRevisions(db: Db, type: RevisionOwner, id: string): Promise<Revision[]> {
  const rows = await db
    .selectFrom('listing_revisions')
    .leftJoin('user', 'user.id', 'listing_revisions.author_id')
    .select([
      'listing_revisions.number',
      'listing_revisions.created_at',
      'listing_revisions.restored_from',
      'listing_revisions.snapshot',
      'listing_revisions.changes',
      'user.email',
    ])
    .where('listing_type', '=', type)
    .where('listing_id', '=', id)
    .orderBy('listing_revisions.number', 'desc')
    .execute()
  return rows.map((row) => ({
    number: Number(row.number),
    createdAt: row.created_at,
    author: row.email ?? null,
    restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
    snapshot: parseJson<EditorValues>(row.snapshot, {}),
    changes: parseJson<FieldChange[]>(row.changes, []),
  }))
}
