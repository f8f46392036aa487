import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../../db/schema'
import type { ListingPhotoType } from './photos'
import { LISTINGS, notPending } from './photos.server'
import { photoKeys } from './process.server'

/**
 * Photos of listings that are hidden or gone (issue 49 item 6): who may still see a photo, and
 * the photo rows a listing's deletion takes with it (./photos.server.ts is the photo store).
 */

/**
 * Who may see a photo: 'public' when its listing is listed, 'editors' when an editor hid the
 * listing, undefined when the photo (or its listing) is gone. A public photo costs one lookup by
 * its id: the row's `public` flag follows its listing (setListingPhotosPublic, decision 033); only
 * a photo that is not public has its listing looked up, to tell hidden from gone.
 */
export async function photoAudience(
  db: Kysely<Database>,
  photoId: string,
): Promise<'public' | 'editors' | undefined> {
  const photo = await db
    .selectFrom('listing_photos')
    .select(['listing_type', 'listing_id', 'public', 'review'])
    .where('id', '=', photoId)
    .executeTakeFirst()
  // A business's photo waiting for an editor: editors and that business only (media-photo.ts).
  if (photo?.review === 'pending') return 'editors'
  if (photo && Number(photo.public) === 1) return 'public'
  const listing = photo && LISTINGS[photo.listing_type as ListingPhotoType]
  if (!photo || !listing) return undefined
  const row = (await db
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one lookup over the listing tables
    .selectFrom(listing.table as any)
    .select('hidden')
    .where('id', '=', photo.listing_id)
    .executeTakeFirst()) as { hidden: number } | undefined
  if (!row) return undefined
  return Number(row.hidden) === 0 ? 'public' : 'editors'
}

/**
 * Deletes a listing's photo rows inside the transaction that deletes the listing, answering the
 * stored files' keys: remove them with removePhotoFiles after the commit (a failed delete keeps
 * both rows and files).
 */
export async function deleteListingPhotoRows(
  trx: Transaction<Database>,
  type: ListingPhotoType,
  id: string,
): Promise<string[]> {
  const rows = await trx
    .selectFrom('listing_photos')
    .select(['id', 'widths'])
    .where('listing_type', '=', type)
    .where('listing_id', '=', id)
    .execute()
  if (rows.length === 0) return []
  await trx
    .deleteFrom('listing_photos')
    .where('listing_type', '=', type)
    .where('listing_id', '=', id)
    .execute()
  return rows.flatMap((row) => photoKeys(row.id, JSON.parse(row.widths) as number[]))
}

/**
 * Keeps a listing's photo rows in step with it (decision 033): called in the transaction that
 * hides or shows the listing. `table` is the listing's table (an editor's spec.table).
 */
export async function setListingPhotosPublic(
  trx: Kysely<Database>,
  table: string,
  id: string,
  isPublic: boolean,
): Promise<void> {
  const types = (Object.keys(LISTINGS) as ListingPhotoType[]).filter((type) => LISTINGS[type].table === table)
  if (types.length === 0) return
  await trx
    .updateTable('listing_photos')
    .set({ public: isPublic ? 1 : 0 })
    .where('listing_type', 'in', types)
    .where('listing_id', '=', id)
    // A business's photo waiting for an editor stays unpublished (issue 44).
    .where(notPending)
    .execute()
}
