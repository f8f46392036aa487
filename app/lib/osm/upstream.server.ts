import type { Transaction } from 'kysely'
import type { Database } from '../../../db/schema'
import { readAccessibility, saveAccessibility } from '../accessibility/facts.server'
import { markChecked } from '../freshness.server'
import { looseDb } from '../kinds/editor.server'
import { reindexListing } from '../search/index.server'
import { type Area, inArea } from './area'
import {
  columnsFor,
  type ImportSummary,
  type ListingKind,
  OWNED_COLUMNS,
  sameValue,
  type Town,
} from './columns'
import { accessibilityFromOsm, type MappedElement } from './mapping'

/**
 * Applying upstream changes (issue 45 item 2, decision 049): an element seen again updates what
 * changed upstream unless an editor changed it here since (then a proposal); its accessibility
 * tags give facts nobody here confirmed; places not seen again are flagged gone.
 */

type Trx = Transaction<Database>

/** What one run shares with each element it applies. */
export interface RunContext {
  summary: ImportSummary
  now: string
  towns: readonly Town[]
}

/**
 * The accessibility facts OSM's tags give (accessibilityFromOsm) over what the listing has, unless
 * an editor or the business confirmed its facts: theirs are never overwritten by an import.
 */
export async function importAccessibility(
  trx: Trx,
  kind: ListingKind,
  id: string,
  raw: Readonly<Record<string, string>>,
  now: string,
) {
  const fromOsm = accessibilityFromOsm(raw)
  if (!Object.keys(fromOsm).length) return
  const current = await readAccessibility(trx, kind, id)
  if (current.checked && current.checked.by !== 'import') return
  await saveAccessibility(trx, kind, id, { ...current.facts, ...fromOsm }, { by: 'import', now })
}

export type ImportRow = Database['osm_imports'] extends infer T ? { [K in keyof T]: T[K] } : never

/**
 * A known element seen again: each field changed upstream is updated unless it was changed here
 * since the last import (then a proposal showing both values); every field seen is confirmed now.
 */
export async function updateFromUpstream(
  trx: Trx,
  record: ImportRow,
  element: MappedElement,
  { summary, now, towns }: RunContext,
) {
  const kind = record.listing_type as ListingKind
  const row = (await looseDb(trx)
    .selectFrom(kind)
    .selectAll()
    .where('id', '=', record.listing_id)
    .executeTakeFirst()) as Record<string, unknown> | undefined
  const wasGone = record.gone_at !== null
  if (!row) {
    // Deleted by an editor: never brought back.
    await trx
      .updateTable('osm_imports')
      .set({ last_seen_at: now })
      .where('osm_type', '=', record.osm_type)
      .where('osm_id', '=', record.osm_id)
      .execute()
    summary.unchanged++
    return
  }
  const columns = columnsFor(kind, element.fields, towns)
  const before = JSON.parse(record.upstream) as Record<string, unknown>
  const confirmed = JSON.parse(record.confirmed) as Record<string, string>
  const proposed = (record.proposed ? JSON.parse(record.proposed) : {}) as Record<
    string,
    { upstream: unknown; current: unknown }
  >
  const update: Record<string, unknown> = {}
  let newProposal = false
  for (const column of OWNED_COLUMNS[kind]) {
    confirmed[column] = now
    const upstream = columns[column]
    if (sameValue(upstream, before[column])) continue
    if (sameValue(row[column], before[column])) update[column] = upstream
    else if (sameValue(row[column], upstream)) delete proposed[column]
    else {
      proposed[column] = { upstream, current: row[column] }
      newProposal = true
    }
  }
  const changed = Object.keys(update).length > 0
  if (changed) {
    await looseDb(trx).updateTable(kind).set(update).where('id', '=', record.listing_id).execute()
    await reindexListing(trx, kind, record.listing_id)
  }
  await markChecked(trx, kind, record.listing_id, 'import', null, now)
  await importAccessibility(trx, kind, record.listing_id, element.raw, now)
  await trx
    .updateTable('osm_imports')
    .set({
      upstream: JSON.stringify(columns),
      confirmed: JSON.stringify(confirmed),
      proposed: Object.keys(proposed).length ? JSON.stringify(proposed) : null,
      raw: JSON.stringify(element.raw),
      lat: element.fields.lat,
      lng: element.fields.lng,
      last_seen_at: now,
      gone_at: null,
      // Still new stays new; a change (or a place back from gone) asks for a look.
      review:
        record.review === 'new'
          ? 'new'
          : changed || wasGone
            ? 'changed'
            : record.review === 'gone'
              ? null
              : record.review,
    })
    .where('osm_type', '=', record.osm_type)
    .where('osm_id', '=', record.osm_id)
    .execute()
  if (changed) summary.changed++
  else summary.unchanged++
  if (newProposal) summary.proposed++
}

/** Elements of the area not in this extract: flagged gone (their listings stay, for an editor). */
export async function flagGonePlaces(trx: Trx, area: Area, now: string): Promise<number> {
  const missing = await trx
    .selectFrom('osm_imports')
    .select(['osm_type', 'osm_id', 'lat', 'lng'])
    .where('last_seen_at', '<', now)
    .where('gone_at', 'is', null)
    // Rows of an editors' CSV are no OpenStreetMap element: never gone upstream.
    .where('osm_type', '!=', 'csv')
    .execute()
  let gone = 0
  for (const row of missing) {
    if (row.lat === null || row.lng === null || !inArea({ lat: Number(row.lat), lng: Number(row.lng) }, area))
      continue
    await trx
      .updateTable('osm_imports')
      .set({ gone_at: now, review: 'gone' })
      .where('osm_type', '=', row.osm_type)
      .where('osm_id', '=', row.osm_id)
      .execute()
    gone++
  }
  return gone
}
