import type { Db } from './db.server'
import { logger } from './logger.server'
import type { ReviewKind } from './kinds'
import { REVIEWED_KINDS } from './kinds/index.server'
import { listingTypeOf, previewPublication } from './review-decision.server'
import { type DuplicateListing, isLikelyDuplicate, type PlaceName } from './duplicates'
import type { EditorValues, ListingType } from './kinds/editor'
import { looseDb } from './kinds/editor.server'
import { LISTING_EDITORS } from './kinds/editors.server'

/** A listing's name and place as the editor form's values read them. */
export function placeNameOf(type: ListingType, values: EditorValues): PlaceName {
  const spec = LISTING_EDITORS[type]
  const text = (name: string) => {
    const value = values[name]
    return typeof value === 'string' ? value.trim() : ''
  }
  const number = (name: string) =>
    text(name) === '' || Number.isNaN(Number(text(name))) ? null : Number(text(name))
  return { name: text(spec.titleColumn), town: text('town') || null, lat: number('lat'), lng: number('lng') }
}

/**
 * The listings of `type` (hidden ones too) that `candidate` likely duplicates
 * (app/lib/duplicates.ts), leaving out `exceptId` (the listing itself).
 */
export async function findDuplicateListings(
  db: Db,
  type: ListingType,
  candidate: PlaceName,
  exceptId?: string,
): Promise<DuplicateListing[]> {
  const spec = LISTING_EDITORS[type]
  const placeless = !spec.fields.some((field) => field.input === 'town')
  if (!candidate.name.trim()) return []
  const rows = (await looseDb(db)
    .selectFrom(spec.table)
    .select(['id', `${spec.titleColumn} as title`, 'hidden', ...(placeless ? [] : ['town', 'lat', 'lng'])])
    .execute()) as {
    id: string
    title: string
    hidden: number
    town?: string | null
    lat?: number | null
    lng?: number | null
  }[]
  return rows
    .filter((row) => row.id !== exceptId)
    .filter((row) =>
      isLikelyDuplicate(
        candidate,
        {
          name: row.title,
          town: row.town,
          lat: row.lat === null ? null : Number(row.lat),
          lng: row.lng === null ? null : Number(row.lng),
        },
        { placeless },
      ),
    )
    .map((row) => ({
      id: row.id,
      title: row.title,
      town: row.town ?? null,
      editPath: `/admin/listings/${type}/${encodeURIComponent(row.id)}`,
      publicPath: spec.publicPath(encodeURIComponent(row.id)),
      hidden: Number(row.hidden) === 1,
    }))
}

/**
 * The listings a pending submission looks like once published (its preview's name and place),
 * leaving out the listing it updates (an imported event already published). None once decided.
 */
export async function submissionDuplicates(
  db: Db,
  kind: ReviewKind,
  id: string,
): Promise<DuplicateListing[]> {
  // The warning never keeps the review page from answering: a preview that fails is logged.
  const values = await previewPublication(db, kind, id).catch((error: unknown) => {
    logger().warn({ err: error, kind, id }, 'duplicate check: the submission could not be previewed')
    return null
  })
  if (!values) return []
  const reviewed = REVIEWED_KINDS[kind]
  const row = await db.selectFrom(reviewed.table).selectAll().where('id', '=', id).executeTakeFirst()
  const updating = row ? await reviewed.listingOf?.(db as never, row as never) : undefined
  const type = listingTypeOf(kind)
  return findDuplicateListings(db, type, placeNameOf(type, values), updating)
}
