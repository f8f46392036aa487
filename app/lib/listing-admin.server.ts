import crypto from 'node:crypto'
import { type Kysely, type Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import { notifyContentChanged, writeContentVersion } from './content-version.server'
import type { Db } from './db.server'
import { logEditorialAction } from './editorial-log.server'
import type { EditorValues, FieldChange, ListingType } from './kinds/editor'
import { valueText } from './kinds/editor'
import {
  columnsOf,
  freeListingId,
  type ListingEditorSpec,
  parseEditorValues,
  type PlaceRules,
  valuesOfRow,
} from './kinds/editor.server'
import { LISTING_EDITORS } from './kinds/editors.server'
import { PAGE_SIZE, type Paged } from './pagination'
import { selectPage } from './pagination.server'
import { reindexListing, removeFromIndex } from './search/index.server'

/**
 * Listings management (issue 16 items 1 and 2): the back office's list, create, edit, hide/show,
 * delete and restore of every kind of listing. Each change is one transaction that also records a
 * revision (edits and restores), writes the editorial log, updates the search index and bumps the
 * content version (so every process drops its cached pages); notifyContentChanged after commit.
 */

// The listing tables are addressed by name from the kind's spec, so their columns are dynamic here.
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyDb = Kysely<any>
type Trx = Transaction<Database>
const loose = (db: Db | Trx) => db as unknown as AnyDb

export function editorOf(type: ListingType): ListingEditorSpec {
  return LISTING_EDITORS[type]
}

export interface ListingSummary {
  id: string
  title: string
  hidden: boolean
  publicPath: string
}

export type ListingStatus = 'published' | 'hidden'

/** One page of a kind's listings for the back office (hidden ones too), searched by title. */
export async function pageListings(
  db: Db,
  type: ListingType,
  { q, status, page }: { q?: string; status?: ListingStatus; page: number },
  size = PAGE_SIZE,
): Promise<Paged<ListingSummary>> {
  const spec = editorOf(type)
  let query = loose(db)
    .selectFrom(spec.table)
    .select(['id', `${spec.titleColumn} as title`, 'hidden'])
    .orderBy(spec.titleColumn)
    .orderBy('id')
  if (q) {
    const escaped = q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)
    query = query.where((eb: any) =>
      eb(eb.fn('lower', [eb.ref(spec.titleColumn)]), 'like', eb.val(`%${escaped}%`)),
    )
  }
  if (status) query = query.where('hidden', '=', status === 'hidden' ? 1 : 0)
  const paged = await selectPage(query, page, size)
  return {
    ...paged,
    items: paged.items.map((row: any) => ({
      id: String(row.id),
      title: String(row.title),
      hidden: Number(row.hidden) === 1,
      publicPath: spec.publicPath(String(row.id)),
    })),
  }
}

export interface EditableListing {
  id: string
  title: string
  hidden: boolean
  publicPath: string
  values: EditorValues
  /** the newest revision's number (0: none recorded yet) */
  revision: number
}

async function readRow(db: Db | Trx, spec: ListingEditorSpec, id: string) {
  return (await loose(db).selectFrom(spec.table).selectAll().where('id', '=', id).executeTakeFirst()) as
    Record<string, unknown> | undefined
}

async function snapshotOf(db: Db | Trx, spec: ListingEditorSpec, row: Record<string, unknown>) {
  const values = valuesOfRow(spec, row)
  if (spec.readExtra) Object.assign(values, await spec.readExtra(db as never, String(row.id)))
  return values
}

async function latestRevision(db: Db | Trx, type: ListingType, id: string): Promise<number> {
  const row = await (db as Db)
    .selectFrom('listing_revisions')
    .select((eb) => eb.fn.max('number').as('n'))
    .where('listing_type', '=', type)
    .where('listing_id', '=', id)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export async function getEditableListing(
  db: Db,
  type: ListingType,
  id: string,
): Promise<EditableListing | undefined> {
  const spec = editorOf(type)
  const row = await readRow(db, spec, id)
  if (!row) return undefined
  return {
    id,
    title: String(row[spec.titleColumn]),
    hidden: Number(row.hidden) === 1,
    publicPath: spec.publicPath(id),
    values: await snapshotOf(db, spec, row),
    revision: await latestRevision(db, type, id),
  }
}

/** The fields whose values differ between two snapshots. */
export function changedFields(
  spec: ListingEditorSpec,
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

async function insertRevision(
  trx: Trx,
  type: ListingType,
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
async function ensureFirstRevision(
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
    { number: 1, authorId: null, snapshot: await snapshotOf(trx, spec, row), changes: [] },
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
  const spec = editorOf(type)
  const row = await readRow(trx, spec, id)
  if (!row) return
  if ((await latestRevision(trx, type, id)) > 0) return
  await insertRevision(
    trx,
    type,
    id,
    { number: 1, authorId, snapshot: await snapshotOf(trx, spec, row), changes: [] },
    now,
  )
}

/**
 * Writes an editor's corrected values over a listing just published from a submission (inside the
 * decision's transaction, before its revision 1 is recorded). Answers the labels of the fields the
 * corrections changed.
 */
export async function applyListingCorrections(
  trx: Trx,
  type: ListingType,
  id: string,
  data: Record<string, unknown>,
): Promise<string[]> {
  const spec = editorOf(type)
  const row = await readRow(trx, spec, id)
  if (!row) return []
  const before = await snapshotOf(trx, spec, row)
  await loose(trx).updateTable(spec.table).set(columnsOf(spec, data)).where('id', '=', id).execute()
  await spec.writeExtra?.(trx, id, data)
  const after = await snapshotOf(trx, spec, (await readRow(trx, spec, id))!)
  await reindexListing(trx, spec.table, id)
  return changedFields(spec, before, after).map((change) => change.label)
}

class Preview extends Error {
  constructor(readonly values: EditorValues) {
    super('preview')
  }
}

/**
 * The editor form's values of the listing a submission would become: published inside a
 * transaction that is then rolled back, so the preview is exactly what approving makes.
 */
export async function previewListingValues(
  db: Db,
  type: ListingType,
  publish: (trx: Trx, now: string) => Promise<string>,
): Promise<EditorValues | null> {
  const spec = editorOf(type)
  try {
    await db.transaction().execute(async (trx) => {
      const path = await publish(trx, new Date().toISOString())
      const row = await readRow(trx, spec, decodeURIComponent(path.split('/').pop() ?? ''))
      throw new Preview(row ? await snapshotOf(trx, spec, row) : {})
    })
  } catch (error) {
    if (error instanceof Preview) return error.values
    throw error
  }
  return null
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
  const spec = editorOf(type)
  const id = await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString()
    const columns = columnsOf(spec, data)
    const id = await freeListingId(trx, spec.table, String(columns[spec.titleColumn]))
    await loose(trx)
      .insertInto(spec.table)
      .values({ ...spec.defaults(columns), ...columns, id, created_at: now })
      .execute()
    await spec.writeExtra?.(trx, id, data)
    await recordCreatedRevision(trx, type, id, actorId, now)
    await logEditorialAction(
      trx,
      {
        actorId,
        action: 'created',
        subjectType: type,
        subjectId: id,
        subjectTitle: String(columns[spec.titleColumn]),
      },
      now,
    )
    await reindexListing(trx, spec.table, id)
    await writeContentVersion(trx)
    return id
  })
  notifyContentChanged()
  return { id }
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
  { actorId, baseRevision, restoredFrom }: { actorId: string; baseRevision: number; restoredFrom?: number },
): Promise<SaveResult> {
  const spec = editorOf(type)
  const result = await db.transaction().execute(async (trx): Promise<SaveResult> => {
    const now = new Date().toISOString()
    const row = await readRow(trx, spec, id)
    if (!row) return { ok: false, reason: 'not-found' }
    const existing = await latestRevision(trx, type, id)
    // 0: the form was shown before any revision was recorded; the lazy revision 1 is that state.
    if (existing !== baseRevision && !(existing === 0 && baseRevision <= 1))
      return { ok: false, reason: 'conflict', revision: existing }
    const latest = await ensureFirstRevision(trx, spec, row, now)
    const before = await snapshotOf(trx, spec, row)
    const columns = columnsOf(spec, data)
    await loose(trx).updateTable(spec.table).set(columns).where('id', '=', id).execute()
    await spec.writeExtra?.(trx, id, data)
    const updated = (await readRow(trx, spec, id))!
    const after = await snapshotOf(trx, spec, updated)
    const changes = changedFields(spec, before, after)
    if (changes.length === 0 && restoredFrom === undefined) return { ok: true, id, revision: latest, changes }
    const number = latest + 1
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
    const row = await readRow(trx, spec, id)
    if (!row) return false
    await loose(trx)
      .updateTable(spec.table)
      .set({ hidden: hidden ? 1 : 0 })
      .where('id', '=', id)
      .execute()
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

/** Deletes a listing with what hangs on it (an event's schedule) and its search entry. */
export async function deleteListing(
  db: Db,
  type: ListingType,
  id: string,
  actorId: string,
): Promise<boolean> {
  const spec = editorOf(type)
  const done = await db.transaction().execute(async (trx) => {
    const row = await readRow(trx, spec, id)
    if (!row) return false
    await spec.deleteExtra?.(trx, id)
    await loose(trx).deleteFrom(spec.table).where('id', '=', id).execute()
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
  if (done) notifyContentChanged()
  return done
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
export async function listRevisions(db: Db, type: ListingType, id: string): Promise<Revision[]> {
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
  const spec = editorOf(type)
  const revision = (await listRevisions(db, type, id)).find((r) => r.number === number)
  if (!revision) return { ok: false, reason: 'not-found' }
  const input: Record<string, unknown> = {}
  for (const field of spec.fields) {
    const value = revision.snapshot[field.name]
    input[field.name] =
      field.input === 'checkboxes'
        ? Array.isArray(value)
          ? value
          : []
        : field.input === 'checkbox'
          ? value === 'on'
            ? 'on'
            : 'off'
          : valueText(value)
  }
  const parsed = parseEditorValues(spec, place, input, revision.snapshot)
  if (!parsed.success) return { ok: false, reason: 'invalid', errors: parsed.errors }
  return updateListing(db, type, id, parsed.data, { actorId, baseRevision, restoredFrom: number })
}
