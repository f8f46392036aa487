import { notifyContentChanged, writeContentVersion } from '../content-version.server'
import type { Db } from '../db.server'
import { logEditorialAction } from '../editorial-log.server'
import type { ListingType } from '../kinds/editor'
import { looseDb } from '../kinds/editor.server'
import { deleteListing, setListingHidden } from '../listing-admin.server'
import { publishListing } from '../listing-publication.server'
import { reindexListing } from '../search/index.server'
import type { ListingKind } from './columns'
import type { ImportReview } from './review'

/**
 * The OpenStreetMap review queue (/admin/imports, issue 45 items 2-3, decision 049): what the
 * imports brought that an editor should look at (new drafts, upstream changes, places gone, changes
 * proposed to fields edited here, possible duplicates) and what an editor does about each. Every
 * action names a record by its key "node/123"; publishing runs the listing's own publish action.
 */

export interface ImportQueueItem {
  key: string
  /** the element on openstreetmap.org; null for a row of an editors' CSV */
  osmUrl: string | null
  listingType: ListingKind
  listingId: string
  title: string
  draft: boolean
  hidden: boolean
  editPath: string
  reviews: ImportReview[]
  proposed: { field: string; upstream: string; current: string }[]
  possibleMatch: { id: string; title: string; editPath: string } | null
}

export type ImportCounts = Record<ImportReview, number>

const KINDS: ListingKind[] = ['restaurants', 'stays', 'activities']

interface ListingInfo {
  id: string
  name: string
  hidden: number
  draft: number
}

/** Every import record an editor should look at, with its listing (records of deleted listings left out). */
export async function importQueue(db: Db): Promise<{ items: ImportQueueItem[]; counts: ImportCounts }> {
  const records = await db
    .selectFrom('osm_imports')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('review', 'is not', null),
        eb('proposed', 'is not', null),
        eb('possible_match', 'is not', null),
      ]),
    )
    .orderBy('created_at')
    .orderBy('osm_type')
    .orderBy('osm_id')
    .execute()
  const listings = new Map<string, ListingInfo>()
  for (const kind of KINDS) {
    const ids = [
      ...new Set(
        records
          .filter((r) => r.listing_type === kind)
          .flatMap((r) => [r.listing_id, ...(r.possible_match ? [r.possible_match] : [])]),
      ),
    ]
    for (let i = 0; i < ids.length; i += 500) {
      const rows = (await looseDb(db)
        .selectFrom(kind)
        .select(['id', 'name', 'hidden', 'draft'])
        .where('id', 'in', ids.slice(i, i + 500))
        .execute()) as ListingInfo[]
      for (const row of rows) listings.set(`${kind}/${row.id}`, row)
    }
  }
  const counts: ImportCounts = { new: 0, changed: 0, gone: 0, proposed: 0, uncertain: 0 }
  const items: ImportQueueItem[] = []
  for (const record of records) {
    const kind = record.listing_type as ListingKind
    const listing = listings.get(`${kind}/${record.listing_id}`)
    if (!listing) continue
    const match = record.possible_match ? listings.get(`${kind}/${record.possible_match}`) : undefined
    const proposed = Object.entries(
      (record.proposed ? JSON.parse(record.proposed) : {}) as Record<
        string,
        { upstream: unknown; current: unknown }
      >,
    ).map(([field, values]) => ({
      field,
      upstream: String(values.upstream ?? ''),
      current: String(values.current ?? ''),
    }))
    const reviews: ImportReview[] = []
    if (record.review === 'new' || record.review === 'changed' || record.review === 'gone')
      reviews.push(record.review)
    if (proposed.length) reviews.push('proposed')
    if (match) reviews.push('uncertain')
    if (!reviews.length) continue
    for (const review of reviews) counts[review]++
    const editPath = (id: string) => `/admin/listings/${kind}/${encodeURIComponent(id)}`
    items.push({
      key: `${record.osm_type}/${record.osm_id}`,
      osmUrl:
        record.osm_type === 'csv'
          ? null
          : `https://www.openstreetmap.org/${record.osm_type}/${record.osm_id}`,
      listingType: kind,
      listingId: listing.id,
      title: listing.name,
      draft: Number(listing.draft) === 1,
      hidden: Number(listing.hidden) === 1,
      editPath: editPath(listing.id),
      reviews,
      proposed,
      possibleMatch: match ? { id: match.id, title: match.name, editPath: editPath(match.id) } : null,
    })
  }
  return { items, counts }
}

/** "214 new, 12 changed, 3 gone" (and the rest when there are any). */
export function countsLine(counts: ImportCounts): string {
  const parts = [`${counts.new} new`, `${counts.changed} changed`, `${counts.gone} gone`]
  if (counts.proposed) parts.push(`${counts.proposed} with proposed changes`)
  if (counts.uncertain)
    parts.push(`${counts.uncertain} possible ${counts.uncertain === 1 ? 'duplicate' : 'duplicates'}`)
  return parts.join(', ')
}

function parseKey(key: string): { osmType: string; osmId: string } | null {
  const match = /^(node|way|relation)\/(-?\d{1,20})$/.exec(key) ?? /^(csv)\/([0-9a-f]{20})$/.exec(key)
  return match ? { osmType: match[1]!, osmId: match[2]! } : null
}

async function recordOf(db: Db, key: string) {
  const parsed = parseKey(key)
  if (!parsed) return undefined
  return db
    .selectFrom('osm_imports')
    .selectAll()
    .where('osm_type', '=', parsed.osmType)
    .where('osm_id', '=', parsed.osmId)
    .executeTakeFirst()
}

type ImportRecord = NonNullable<Awaited<ReturnType<typeof recordOf>>>

async function setRecord(
  db: Db,
  record: ImportRecord,
  values: Partial<Omit<ImportRecord, 'osm_type' | 'osm_id'>>,
) {
  await db
    .updateTable('osm_imports')
    .set(values)
    .where('osm_type', '=', record.osm_type)
    .where('osm_id', '=', record.osm_id)
    .execute()
}

export type ReviewResult = { ok: true; title: string } | { ok: false; message: string }

const GONE = {
  ok: false,
  message: 'That import is no longer in the queue (another editor may have dealt with it).',
} as const

/** Publishes the listing a record brought (a draft) and clears its review. */
export async function publishImported(db: Db, key: string, actorId: string): Promise<ReviewResult> {
  const record = await recordOf(db, key)
  if (!record) return GONE
  const type = record.listing_type as ListingType
  const published = await publishListing(db, type, record.listing_id, actorId)
  if (!published) return { ok: false, message: 'Its listing no longer exists.' }
  if (record.review === 'new' || record.review === 'changed') await setRecord(db, record, { review: null })
  return { ok: true, title: await titleOf(db, record) }
}

async function titleOf(db: Db, record: ImportRecord): Promise<string> {
  const row = (await looseDb(db)
    .selectFrom(record.listing_type)
    .select('name')
    .where('id', '=', record.listing_id)
    .executeTakeFirst()) as { name: string } | undefined
  return row?.name ?? record.listing_id
}

/** "Looked at": the change (or a gone place kept listed) needs nothing more. */
export async function dismissReview(db: Db, key: string): Promise<ReviewResult> {
  const record = await recordOf(db, key)
  if (!record) return GONE
  await setRecord(db, record, { review: record.review === 'new' ? 'new' : null })
  return { ok: true, title: await titleOf(db, record) }
}

/** A place gone upstream: its listing hidden (kept in the back office), the flag cleared. */
export async function hideGone(db: Db, key: string, actorId: string): Promise<ReviewResult> {
  const record = await recordOf(db, key)
  if (!record) return GONE
  await setListingHidden(db, record.listing_type as ListingType, record.listing_id, true, actorId)
  await setRecord(db, record, { review: null })
  return { ok: true, title: await titleOf(db, record) }
}

/** A proposed change: take OpenStreetMap's value (`accept`) or keep the one edited here. */
export async function decideProposal(
  db: Db,
  key: string,
  field: string,
  accept: boolean,
  actorId: string,
): Promise<ReviewResult> {
  const record = await recordOf(db, key)
  if (!record) return GONE
  const proposed = (record.proposed ? JSON.parse(record.proposed) : {}) as Record<
    string,
    { upstream: unknown }
  >
  const proposal = proposed[field]
  if (!proposal) return GONE
  const kind = record.listing_type as ListingKind
  const title = await titleOf(db, record)
  await db.transaction().execute(async (trx) => {
    if (accept) {
      await looseDb(trx)
        .updateTable(kind)
        .set({ [field]: proposal.upstream })
        .where('id', '=', record.listing_id)
        .execute()
      await logEditorialAction(trx, {
        actorId,
        action: 'edited',
        subjectType: kind,
        subjectId: record.listing_id,
        subjectTitle: title,
        detail: `${field} taken from OpenStreetMap`,
      })
      await reindexListing(trx, kind, record.listing_id)
      await writeContentVersion(trx)
    }
    delete proposed[field]
    await trx
      .updateTable('osm_imports')
      .set({ proposed: Object.keys(proposed).length ? JSON.stringify(proposed) : null })
      .where('osm_type', '=', record.osm_type)
      .where('osm_id', '=', record.osm_id)
      .execute()
  })
  if (accept) notifyContentChanged()
  return { ok: true, title }
}

/**
 * A possible duplicate: `merge` links the OpenStreetMap element to the listing already in the
 * guide (the imported draft is deleted; the guide's listing keeps its values), `apart` keeps both.
 */
export async function decideDuplicate(
  db: Db,
  key: string,
  merge: boolean,
  actorId: string,
): Promise<ReviewResult> {
  const record = await recordOf(db, key)
  if (!record?.possible_match) return GONE
  const kind = record.listing_type as ListingKind
  const title = await titleOf(db, record)
  if (!merge) {
    await setRecord(db, record, { possible_match: null })
    return { ok: true, title }
  }
  const target = record.possible_match
  const exists = await looseDb(db).selectFrom(kind).select('id').where('id', '=', target).executeTakeFirst()
  if (!exists) return { ok: false, message: 'The listing it may duplicate no longer exists.' }
  const draft = record.listing_id
  await setRecord(db, record, { listing_id: target, possible_match: null, review: null })
  await deleteListing(db, kind, draft, actorId)
  return { ok: true, title }
}

/** The public page's credit: whether a listing's data came from OpenStreetMap. */
export async function fromOpenStreetMap(db: Db, type: ListingKind, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('osm_imports')
    .select('osm_id')
    .where('listing_type', '=', type)
    .where('listing_id', '=', id)
    .where('osm_type', '!=', 'csv')
    .executeTakeFirst()
  return row !== undefined
}
