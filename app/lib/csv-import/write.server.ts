import { notifyContentChanged, writeContentVersion } from '../content-version.server'
import type { Db } from '../db.server'
import { columnsOf, type PlaceRules } from '../kinds/editor.server'
import { LISTING_EDITORS } from '../kinds/editors.server'
import { insertDraftListing } from '../listing-admin.server'
import type { ListingKind } from '../osm/columns'
import { type CsvPreview, readCsv } from './read.server'

/**
 * Writing an editors' CSV of listings (issue 45 items 7-8, decision 054). The file is read and
 * checked again as a whole: a single error anywhere and nothing is written. Then batches of BATCH
 * rows, one transaction each: every row becomes a draft (hidden until published from
 * /admin/imports, as the OpenStreetMap import's places are) with a record in the import queue
 * (`osm_imports`, type 'csv', keyed by the row's content): a rerun after a stop finds the rows
 * already written and goes on. Rows of places the guide already has are not imported.
 */

const BATCH = 200

export type CsvImportResult =
  { ok: true; imported: number; existing: number; again: number } | { ok: false; preview: CsvPreview }

export async function importCsv(
  db: Db,
  kind: ListingKind,
  text: string,
  place: PlaceRules,
  actorId: string,
  now = new Date().toISOString(),
): Promise<CsvImportResult> {
  const preview = await readCsv(db, kind, text, place)
  if (preview.fileError || preview.counts.errors) return { ok: false, preview }
  const spec = LISTING_EDITORS[kind]
  const rows = preview.rows.filter((row) => !row.existing && row.data)
  let imported = 0
  let again = 0
  for (let start = 0; start < rows.length; start += BATCH) {
    await db.transaction().execute(async (trx) => {
      for (const row of rows.slice(start, start + BATCH)) {
        const known = await trx
          .selectFrom('osm_imports')
          .select('listing_id')
          .where('osm_type', '=', 'csv')
          .where('osm_id', '=', row.key)
          .executeTakeFirst()
        if (known) {
          again++
          continue
        }
        // The back office's own draft creation (hidden until published from /admin/imports).
        const id = await insertDraftListing(trx, kind, row.data!, actorId, {
          now,
          detail: `Imported from a CSV file (line ${row.line})`,
        })
        const columns = columnsOf(spec, row.data!)
        await trx
          .insertInto('osm_imports')
          .values({
            osm_type: 'csv',
            osm_id: row.key,
            listing_type: kind,
            listing_id: id,
            upstream: JSON.stringify(columns),
            confirmed: '{}',
            proposed: null,
            raw: '{}',
            review: 'new',
            possible_match: row.possible?.id ?? null,
            lat: (columns.lat as number | null) ?? null,
            lng: (columns.lng as number | null) ?? null,
            last_seen_at: now,
            gone_at: null,
            created_at: now,
          })
          .execute()
        imported++
      }
      await writeContentVersion(trx)
    })
  }
  notifyContentChanged()
  return { ok: true, imported, existing: preview.counts.existing, again }
}
