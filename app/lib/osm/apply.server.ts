import type { Transaction } from 'kysely'
import type { Database } from '../../../db/schema'
import { logEditorialAction } from '../editorial-log.server'
import { markChecked } from '../freshness.server'
import { freeListingId, looseDb } from '../kinds/editor.server'
import { LISTING_EDITORS } from '../kinds/editors.server'
import { reindexListing } from '../search/index.server'
import {
  columnsFor,
  type ListingKind,
  MATCH_PROPOSES,
  newListingColumns,
  OWNED_COLUMNS,
  sameValue,
} from './columns'
import type { ExtractElement } from './extract.server'
import { digits, type Guide, possibleMatch, site, sureMatch } from './match.server'
import { importAccessibility, type RunContext, updateFromUpstream } from './upstream.server'

/**
 * One element of an extract written (decision 049): a known OSM id is applied as an upstream
 * change (./upstream.server.ts); otherwise a sure match links it to the listing the guide already
 * has (empty fields filled, differing facts proposed), or it becomes a new draft (an uncertain
 * match listed for an editor).
 */

type Trx = Transaction<Database>

/** What one run's elements share. */
export interface Run extends RunContext {
  guide: Guide
}

export async function importElement(trx: Trx, element: ExtractElement, run: Run) {
  const { guide, summary, now, towns } = run
  const kind = element.kind as ListingKind
  const existing = await trx
    .selectFrom('osm_imports')
    .selectAll()
    .where('osm_type', '=', element.osmType)
    .where('osm_id', '=', element.osmId)
    .executeTakeFirst()
  if (existing) return updateFromUpstream(trx, existing, element, run)

  const columns = columnsFor(kind, element.fields, towns)
  const { rows, linked } = guide[kind]
  const free = rows.filter((row) => !linked.has(row.id))
  const match = free.find((row) => sureMatch(columns, row))
  const record = {
    osm_type: element.osmType,
    osm_id: element.osmId,
    listing_type: kind,
    upstream: JSON.stringify(columns),
    confirmed: JSON.stringify(Object.fromEntries(Object.keys(columns).map((key) => [key, now]))),
    raw: JSON.stringify(element.raw),
    lat: element.fields.lat,
    lng: element.fields.lng,
    last_seen_at: now,
    created_at: now,
  }
  if (match) {
    // Matched, not added twice: the editors' values stay; where OSM says otherwise, a proposal.
    const row = (await looseDb(trx)
      .selectFrom(kind)
      .selectAll()
      .where('id', '=', match.id)
      .executeTakeFirst()) as Record<string, unknown>
    const fill: Record<string, unknown> = {}
    const proposed: Record<string, { upstream: unknown; current: unknown }> = {}
    for (const column of OWNED_COLUMNS[kind]) {
      if (sameValue(row[column], columns[column])) continue
      if (row[column] === null || row[column] === '') fill[column] = columns[column]
      else if (
        MATCH_PROPOSES.includes(column) &&
        columns[column] !== null &&
        columns[column] !== '' &&
        !(column === 'phone' && digits(row[column]) === digits(columns[column])) &&
        !(column === 'website' && site(row[column]) === site(columns[column])) &&
        !(column === 'location' && !element.fields.location)
      )
        proposed[column] = { upstream: columns[column], current: row[column] }
    }
    if (Object.keys(fill).length)
      await looseDb(trx).updateTable(kind).set(fill).where('id', '=', match.id).execute()
    await trx
      .insertInto('osm_imports')
      .values({
        ...record,
        listing_id: match.id,
        proposed: Object.keys(proposed).length ? JSON.stringify(proposed) : null,
        review: null,
        possible_match: null,
      })
      .execute()
    await markChecked(trx, kind, match.id, 'import', null, now)
    await importAccessibility(trx, kind, match.id, element.raw, now)
    linked.add(match.id)
    summary.matched++
    if (Object.keys(proposed).length) summary.proposed++
    return
  }
  const maybe = free.find((row) => possibleMatch(columns, row))
  const spec = LISTING_EDITORS[kind]
  const id = await freeListingId(trx, kind, String(columns.name))
  await looseDb(trx)
    .insertInto(kind)
    .values({
      ...spec.defaults(columns),
      ...newListingColumns(kind, columns),
      ...columns,
      id,
      created_at: now,
      // A draft until an editor publishes it from /admin/imports (decision 038).
      hidden: 1,
      draft: 1,
      checked_at: now,
      checked_by: 'import',
      checked_by_user: null,
    })
    .execute()
  await trx
    .insertInto('osm_imports')
    .values({ ...record, listing_id: id, proposed: null, review: 'new', possible_match: maybe?.id ?? null })
    .execute()
  await logEditorialAction(
    trx,
    {
      actorId: null,
      action: 'created',
      subjectType: kind,
      subjectId: id,
      subjectTitle: String(columns.name),
      detail: `Imported from OpenStreetMap (${element.osmType} ${element.osmId})`,
    },
    now,
  )
  await importAccessibility(trx, kind, id, element.raw, now)
  await reindexListing(trx, kind, id)
  linked.add(id)
  summary.new++
  if (maybe) summary.uncertain++
}
