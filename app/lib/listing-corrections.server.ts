import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import { type Db, rolledBack } from './db.server'
import type { EditorValues, ListingType } from './kinds/editor'
import {
  columnsOf,
  type EditorParse,
  type PlaceRules,
  listingValues,
  looseDb,
  parseEditorValues,
  readEditorForm,
  readListingRow,
} from './kinds/editor.server'
import { LISTING_EDITORS } from './kinds/editors.server'
import { changedFields } from './listing-revisions.server'
import { reindexListing } from './search/index.server'

/**
 * The listing editor's part in approving a submission (app/lib/review-decision.server.ts): the
 * editor form's values of the listing a submission would become, for the correction form, and
 * the editor's corrected values written over the listing just published, in the decision's
 * transaction.
 */

type Trx = Transaction<Database>

/**
 * The correction form's values as sent (approving with corrections, or its Preview), checked with
 * the listing editor's own schema (`place`: where a pin may be, routes/admin/listing-place.server.ts).
 */
export function readCorrections(type: ListingType, form: FormData, place: PlaceRules): EditorParse {
  const spec = LISTING_EDITORS[type]
  const { input, values } = readEditorForm(spec, form)
  return parseEditorValues(spec, place, input, values)
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
  const spec = LISTING_EDITORS[type]
  const row = await readListingRow(trx, spec, id)
  if (!row) return []
  const before = await listingValues(trx, spec, row)
  await looseDb(trx).updateTable(spec.table).set(columnsOf(spec, data)).where('id', '=', id).execute()
  await spec.writeExtra?.(trx, id, data)
  const after = await listingValues(trx, spec, (await readListingRow(trx, spec, id))!)
  await reindexListing(trx, spec.table, id)
  return changedFields(spec, before, after).map((change) => change.label)
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
  const spec = LISTING_EDITORS[type]
  return rolledBack(db, async (trx) => {
    const path = await publish(trx, new Date().toISOString())
    const row = await readListingRow(trx, spec, decodeURIComponent(path.split('/').pop() ?? ''))
    return row ? listingValues(trx, spec, row) : {}
  })
}
