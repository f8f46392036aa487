import type { ExpressionBuilder, Kysely, Transaction } from 'kysely'
import type { Database, ListingPhotoRow } from '../../../db/schema'
import { notifyContentChanged, writeContentVersion } from '../content-version.server'
import type { Db } from '../db.server'
import { photoCreditLine } from './photo.schema'
import { type EditorPhoto, type ListingPhotoType, type Photo, photoView } from './photos'
import { type ProcessedPhoto, photoKeys, processPhoto, removePhotoFiles } from './process.server'

/**
 * Listing photos (issue 16 item 4): reading a listing's photos for its page, the editors'
 * changes (upload, alt text, order, replace, remove); publishing a submission's photos when it is
 * approved is ./submission-photos.server.ts. Every change writes the content version in its transaction, so every process
 * drops its cached pages, and is announced after commit.
 */

export type Writer = Kysely<Database>

/** Where each listing type lives, the column that names a listing, and its public page. */
export const LISTINGS = {
  restaurants: { table: 'restaurants', name: 'name', path: (id: string) => `/eat/${id}` },
  stays: { table: 'stays', name: 'name', path: (id: string) => `/stay/${id}` },
  activities: { table: 'activities', name: 'name', path: (id: string) => `/play/${id}` },
  events: { table: 'events', name: 'title', path: (id: string) => `/events/${id}` },
  music: { table: 'music_shows', name: 'artist', path: () => '/events/live-music' },
  articles: { table: 'articles', name: 'title', path: (id: string) => `/blog/${id}` },
} as const satisfies Record<
  ListingPhotoType,
  { table: keyof Database; name: string; path: (id: string) => string }
>

export interface ListingRef {
  type: ListingPhotoType
  id: string
  name: string
  path: string
}

/** A listing by its type and id, straight from its table, or undefined. */
export async function findListing(
  db: Writer,
  type: ListingPhotoType,
  id: string,
): Promise<ListingRef | undefined> {
  const { table, name, path } = LISTINGS[type]
  const row = (await db
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one lookup over the listing tables
    .selectFrom(table as any)
    .select(['id', `${name} as name`])
    .where('id', '=', id)
    .executeTakeFirst()) as { id: string; name: string } | undefined
  return row && { type, id: row.id, name: row.name, path: path(row.id) }
}

/** What an editor writes about a photo: alt text, caption, credit and license (photo.schema.ts). */
export interface PhotoText {
  alt: string
  caption: string | null
  credit?: string | null
  license?: string | null
  /** where a photo fetched from open data came from (Wikimedia Commons), and its licence as named there */
  source?: PhotoSource | null
}

export interface PhotoSource {
  /** the file's page */
  url: string
  licenseName: string
  licenseUrl: string | null
}

function toPhoto(
  row: Pick<
    ListingPhotoRow,
    'id' | 'alt' | 'caption' | 'credit' | 'license' | 'license_name' | 'width' | 'height' | 'widths'
  >,
): Photo {
  return photoView({
    id: row.id,
    alt: row.alt,
    caption: row.caption,
    credit: photoCreditLine(row.credit, row.license, row.license_name),
    width: Number(row.width),
    height: Number(row.height),
    widths: JSON.parse(row.widths) as number[],
  })
}

/** A listing's photos in order, the first being its hero (one query); never one waiting for review. */
export async function listPhotos(db: Writer, type: ListingPhotoType, id: string): Promise<Photo[]> {
  return (await photoRows(db, type, id)).map(toPhoto)
}

/** A listing's photos for its editors' page: also the credit and license as stored. */
export async function listEditorPhotos(
  db: Writer,
  type: ListingPhotoType,
  id: string,
): Promise<EditorPhoto[]> {
  return (await photoRows(db, type, id, { withPending: true })).map((row) => ({
    ...toPhoto(row),
    creditName: row.credit,
    license: row.license,
    review: row.review === 'pending' || row.review === 'look' ? row.review : null,
  }))
}

/**
 * A listing's photo rows in order. Photos a business proposed wait for an editor (issue 44):
 * only the editors' and the business's own pages ask for them (`withPending`).
 */
export function photoRows(
  db: Writer,
  type: ListingPhotoType,
  id: string,
  { withPending = false }: { withPending?: boolean } = {},
) {
  let query = db
    .selectFrom('listing_photos')
    .select([
      'id',
      'alt',
      'caption',
      'credit',
      'license',
      'license_name',
      'width',
      'height',
      'widths',
      'review',
    ])
    .where('listing_type', '=', type)
    .where('listing_id', '=', id)
  if (!withPending) query = query.where(notPending)
  return query.orderBy('position').orderBy('created_at').execute()
}

/** Not a business's photo waiting for an editor (review 'pending'). */
export const notPending = (eb: ExpressionBuilder<Database, 'listing_photos'>) =>
  eb.or([eb('listing_photos.review', 'is', null), eb('listing_photos.review', '!=', 'pending')])

/** One photo's row (its listing too), or undefined. */
export async function getPhoto(db: Writer, photoId: string) {
  return db.selectFrom('listing_photos').selectAll().where('id', '=', photoId).executeTakeFirst()
}

export async function nextPosition(trx: Writer, type: ListingPhotoType, id: string): Promise<number> {
  const row = await trx
    .selectFrom('listing_photos')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('listing_type', '=', type)
    .where('listing_id', '=', id)
    .executeTakeFirst()
  return row?.last == null ? 0 : Number(row.last) + 1
}

/** Whether a listing is listed (not hidden): its new photo rows' `public` (decision 033). */
export async function listingIsPublic(db: Writer, type: ListingPhotoType, id: string): Promise<boolean> {
  const row = (await db
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one lookup over the listing tables
    .selectFrom(LISTINGS[type].table as any)
    .select('hidden')
    .where('id', '=', id)
    .executeTakeFirst()) as { hidden: number } | undefined
  return row !== undefined && Number(row.hidden) === 0
}

export function photoRow(
  processed: ProcessedPhoto,
  listing: { type: ListingPhotoType; id: string },
  fields: { position: number; createdBy: string | null; isPublic: boolean } & PhotoText & PhotoProposal,
) {
  return {
    id: processed.id,
    listing_type: listing.type,
    listing_id: listing.id,
    position: fields.position,
    alt: fields.alt,
    caption: fields.caption,
    credit: fields.credit ?? null,
    license: fields.license ?? null,
    source_url: fields.source?.url ?? null,
    license_name: fields.source?.licenseName ?? null,
    license_url: fields.source?.licenseUrl ?? null,
    width: processed.width,
    height: processed.height,
    widths: JSON.stringify(processed.widths),
    created_by: fields.createdBy,
    created_at: new Date().toISOString(),
    public: fields.isPublic ? 1 : 0,
    proposed_by: fields.proposedBy ?? null,
    review: fields.review ?? null,
  }
}

/** A photo a business adds to its own listing (issue 44): by whom, and whether it waits for an editor. */
export interface PhotoProposal {
  proposedBy?: string | null
  /** 'pending': waiting for an editor, shown to nobody else; 'look': published, for an editor's look */
  review?: 'pending' | 'look' | null
}

/** Runs `change` in a transaction that also moves the content version; announces it after commit. */
export async function contentChange<T>(
  db: Db,
  change: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const result = await db.transaction().execute(async (trx) => {
    const value = await change(trx)
    await writeContentVersion(trx)
    return value
  })
  notifyContentChanged()
  return result
}

/** Processes and stores a photo, then adds it last on the listing. The files go if the insert fails. */
export async function addPhoto(
  db: Db,
  listing: { type: ListingPhotoType; id: string },
  input: string | Uint8Array,
  fields: PhotoText & PhotoProposal & { createdBy: string | null },
): Promise<Photo> {
  const processed = await processPhoto(input)
  try {
    return await contentChange(db, async (trx) => {
      const row = photoRow(processed, listing, {
        ...fields,
        position: await nextPosition(trx, listing.type, listing.id),
        isPublic: fields.review !== 'pending' && (await listingIsPublic(trx, listing.type, listing.id)),
      })
      await trx.insertInto('listing_photos').values(row).execute()
      return toPhoto(row)
    })
  } catch (error) {
    await removePhotoFiles(processed.keys)
    throw error
  }
}

/** Changes a photo's alt text, caption, credit and license; false when the photo is gone. */
export async function updatePhotoText(db: Db, photoId: string, fields: PhotoText) {
  return contentChange(db, async (trx) => {
    const result = await trx
      .updateTable('listing_photos')
      .set({
        alt: fields.alt,
        caption: fields.caption,
        credit: fields.credit ?? null,
        license: fields.license ?? null,
      })
      .where('id', '=', photoId)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  })
}

/**
 * A new file for a photo: processed under a new id (so cached URLs of the old one never show the
 * new picture), taking the old one's place, alt text, caption, credit and license; the old files
 * are removed.
 */
export async function replacePhoto(
  db: Db,
  photoId: string,
  input: string | Uint8Array,
  createdBy: string | null,
) {
  const processed = await processPhoto(input)
  let old: ListingPhotoRow | undefined
  try {
    old = await contentChange(db, async (trx) => {
      const current = await getPhoto(trx, photoId)
      if (!current) return undefined
      await trx.deleteFrom('listing_photos').where('id', '=', photoId).execute()
      await trx
        .insertInto('listing_photos')
        .values(
          photoRow(
            processed,
            { type: current.listing_type as ListingPhotoType, id: current.listing_id },
            {
              position: Number(current.position),
              alt: current.alt,
              caption: current.caption,
              credit: current.credit,
              license: current.license,
              createdBy,
              isPublic: Number(current.public) === 1,
            },
          ),
        )
        .execute()
      return current
    })
  } catch (error) {
    await removePhotoFiles(processed.keys)
    throw error
  }
  if (!old) {
    await removePhotoFiles(processed.keys)
    return false
  }
  await removePhotoFiles(photoKeys(old.id, JSON.parse(old.widths) as number[]))
  return true
}

/** Swaps a photo with its neighbour before or after it; false when it is gone or already at that end. */
export async function movePhoto(db: Db, photoId: string, direction: 'up' | 'down') {
  return contentChange(db, async (trx) => {
    const current = await getPhoto(trx, photoId)
    if (!current) return false
    const siblings = await trx
      .selectFrom('listing_photos')
      .select(['id', 'position'])
      .where('listing_type', '=', current.listing_type)
      .where('listing_id', '=', current.listing_id)
      .orderBy('position')
      .orderBy('created_at')
      .execute()
    const index = siblings.findIndex((photo) => photo.id === photoId)
    const other = siblings[direction === 'up' ? index - 1 : index + 1]
    if (!other) return false
    // Positions are renumbered 0..n-1 in the new order, so equal or gapped positions cannot stick.
    const order = siblings.map((photo) => photo.id)
    order[index] = other.id
    order[direction === 'up' ? index - 1 : index + 1] = photoId
    for (const [position, id] of order.entries())
      await trx.updateTable('listing_photos').set({ position }).where('id', '=', id).execute()
    return true
  })
}

/** Removes a photo and then its files; false when it was already gone. */
export async function removePhoto(db: Db, photoId: string) {
  const removed = await contentChange(db, async (trx) => {
    const current = await getPhoto(trx, photoId)
    if (current) await trx.deleteFrom('listing_photos').where('id', '=', photoId).execute()
    return current
  })
  if (!removed) return false
  await removePhotoFiles(photoKeys(removed.id, JSON.parse(removed.widths) as number[]))
  return true
}
