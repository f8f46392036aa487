import { buffer } from 'node:stream/consumers'
import type { Transaction } from 'kysely'
import type { Database } from '../../../db/schema'
import type { Db } from '../db.server'
import { logger } from '../logger.server'
import { storage } from '../storage/index.server'
import { type ListingPhotoType, listingOfPath } from './photos'
import {
  contentChange,
  findListing,
  LISTINGS,
  listingIsPublic,
  nextPosition,
  photoRow,
} from './photos.server'
import { PhotoError, type ProcessedPhoto, photoKeys, processPhoto, removePhotoFiles } from './process.server'

/**
 * A submission's photos on approval (see decideSubmission in app/lib/review-decision.server.ts):
 * processed before the decision's transaction, inserted on the published listing inside it, and
 * their files removed again when it did not publish; and the photos whose listing is gone.
 */

/** A submission's photos, processed before the decision's transaction (see decideSubmission). */
export interface PreparedSubmissionPhotos {
  photos: ProcessedPhoto[]
  /** inside the approval's transaction, after the listing is published at `path` */
  insert(trx: Transaction<Database>, path: string, createdBy: string | null): Promise<void>
  /** when the decision did not publish (rejected, already decided, or failed) */
  discard(): Promise<void>
}

/**
 * Processes a submission's stored photos into listing photo variants, ahead of the approval's
 * transaction (sharp is slow; the transaction stays short). The submitted originals stay where
 * they are (the queue keeps showing them), so a photo that cannot be processed is logged and
 * left out, never lost. The photos' alt text is "<listing name> — photo N from the submitter"
 * until an editor writes a better one on the listing's photos page.
 */
export async function prepareSubmissionPhotos(
  db: Db,
  imageType: string,
  submissionId: string,
): Promise<PreparedSubmissionPhotos> {
  const submission = { imageType, id: submissionId }
  const images = await db
    .selectFrom('submission_images')
    .select(['id', 'file_name'])
    .where('submission_type', '=', submission.imageType)
    .where('submission_id', '=', submission.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  const photos: ProcessedPhoto[] = []
  for (const image of images) {
    try {
      const stored = await storage().get(image.file_name)
      if (!stored) throw new PhotoError('the stored file is missing')
      photos.push(await processPhoto(await buffer(stored.body)))
    } catch (error) {
      logger().error({ err: error, image: image.id }, 'a submitted photo could not be published')
    }
  }
  const discard = () => removePhotoFiles(photos.flatMap((photo) => photo.keys))
  return {
    photos,
    discard,
    async insert(trx, path, createdBy) {
      const target = listingOfPath(path)
      if (!target || photos.length === 0) return
      const listing = await findListing(trx, target.type, target.id)
      if (!listing) return
      const first = await nextPosition(trx, listing.type, listing.id)
      const isPublic = await listingIsPublic(trx, listing.type, listing.id)
      await trx
        .insertInto('listing_photos')
        .values(
          photos.map((photo, index) =>
            photoRow(photo, listing, {
              position: first + index,
              alt: `${listing.name} — photo ${index + 1} from the submitter`,
              caption: null,
              createdBy,
              isPublic,
            }),
          ),
        )
        .execute()
    },
  }
}

/**
 * Waits for the decision's transaction; the prepared photos' files are removed again when it
 * failed or did not publish (`published` says whether it did).
 */
export async function settlePhotos<T>(
  photos: PreparedSubmissionPhotos | null,
  decided: Promise<T>,
  published: (result: T) => boolean,
): Promise<T> {
  let result: T
  try {
    result = await decided
  } catch (error) {
    await photos?.discard()
    throw error
  }
  if (!published(result)) await photos?.discard()
  return result
}

/**
 * Removes the photos (rows, then files) of listings that no longer exist, e.g. after the sample
 * listings are removed. Returns how many photos went.
 */
export async function removeOrphanPhotos(db: Db): Promise<number> {
  const rows = await db
    .selectFrom('listing_photos')
    .select(['id', 'listing_type', 'listing_id', 'widths'])
    .execute()
  const orphans: typeof rows = []
  for (const type of new Set(rows.map((row) => row.listing_type))) {
    const listing = LISTINGS[type as ListingPhotoType]
    const ofType = rows.filter((row) => row.listing_type === type)
    const ids = [...new Set(ofType.map((row) => row.listing_id))]
    const existing = listing
      ? new Set(
          (
            (await db
              // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one lookup over the listing tables
              .selectFrom(listing.table as any)
              .select('id')
              .where('id', 'in', ids)
              .execute()) as { id: string }[]
          ).map((row) => row.id),
        )
      : new Set<string>()
    orphans.push(...ofType.filter((row) => !existing.has(row.listing_id)))
  }
  if (orphans.length === 0) return 0
  await contentChange(db, (trx) =>
    trx
      .deleteFrom('listing_photos')
      .where(
        'id',
        'in',
        orphans.map((row) => row.id),
      )
      .execute(),
  )
  await removePhotoFiles(orphans.flatMap((row) => photoKeys(row.id, JSON.parse(row.widths) as number[])))
  return orphans.length
}
