import type { Db } from '../db.server'
import { localizedPath } from '../i18n/config'
import { proposalRejectedMail } from '../mail/messages'
import { enqueueMail, isMailable } from '../mail/queue.server'
import {
  type PhotoText,
  addPhoto,
  contentChange,
  findListing,
  listingIsPublic,
} from '../photos/photos.server'
import type { ListingPhotoType, Photo } from '../photos/photos'
import { photoView } from '../photos/photos'
import { removePhotoFiles, photoKeys } from '../photos/process.server'
import { siteOrigin } from '../sitemap.server'
import { isPartnerType, partnerLocale, type PartnerType } from './partners.server'

/**
 * Photos a business adds to its own listing (issue 44 item 2, decision 048): through the same
 * photo pipeline and form as the editors' (alt text required), as a proposal. A partner's photo
 * waits for an editor (review 'pending': on no public page, its files served to editors and to the
 * person who sent it only); a trusted partner's is published at once and listed for a look
 * ('look'). Editors approve or reject (with a reason, mailed) from /admin/proposals.
 */

export async function proposePhoto(
  db: Db,
  partner: { type: PartnerType; id: string; userId: string; trusted: boolean },
  input: string | Uint8Array,
  text: PhotoText,
): Promise<Photo> {
  return addPhoto(db, { type: partner.type, id: partner.id }, input, {
    ...text,
    createdBy: partner.userId,
    proposedBy: partner.userId,
    review: partner.trusted ? 'look' : 'pending',
  })
}

/** Whether `userId` sent this photo (a business may see its own photo while it waits). */
export async function isPhotoProposer(db: Db, photoId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('listing_photos')
    .select('id')
    .where('id', '=', photoId)
    .where('proposed_by', '=', userId)
    .executeTakeFirst()
  return row !== undefined
}

/** One business's photo in the editors' queue. */
export interface PhotoToReview extends Photo {
  listing: { type: ListingPhotoType; id: string; name: string; path: string }
  email: string
  review: 'pending' | 'look'
  createdAt: string
}

/** Businesses' photos waiting for an editor, and trusted partners' published ones for a look. */
export async function photosToReview(db: Db): Promise<{ pending: PhotoToReview[]; toLook: PhotoToReview[] }> {
  const rows = await db
    .selectFrom('listing_photos')
    .leftJoin('user', 'user.id', 'listing_photos.proposed_by')
    .select([
      'listing_photos.id',
      'listing_photos.listing_type',
      'listing_photos.listing_id',
      'listing_photos.alt',
      'listing_photos.caption',
      'listing_photos.width',
      'listing_photos.height',
      'listing_photos.widths',
      'listing_photos.review',
      'listing_photos.created_at',
      'user.email',
    ])
    .where('listing_photos.review', 'in', ['pending', 'look'])
    .orderBy('listing_photos.created_at')
    .limit(200)
    .execute()
  const out: PhotoToReview[] = []
  for (const row of rows) {
    const listing = await findListing(db, row.listing_type as ListingPhotoType, row.listing_id)
    if (!listing) continue
    out.push({
      ...photoView({
        id: row.id,
        alt: row.alt,
        caption: row.caption,
        credit: null,
        width: Number(row.width),
        height: Number(row.height),
        widths: JSON.parse(row.widths) as number[],
      }),
      listing,
      email: row.email ?? '',
      review: row.review as 'pending' | 'look',
      createdAt: row.created_at,
    })
  }
  return {
    pending: out.filter((photo) => photo.review === 'pending'),
    toLook: out.filter((photo) => photo.review === 'look'),
  }
}

/** How many businesses' photos wait for an editor (a decision or a look). */
export async function countPhotosToReview(db: Db): Promise<number> {
  const row = await db
    .selectFrom('listing_photos')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('review', 'in', ['pending', 'look'])
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export type PhotoDecision = { intent: 'approve' | 'looked' } | { intent: 'reject'; reason: string }

/**
 * An editor's decision on a business's photo: approve publishes it (public when its listing is),
 * looked settles a trusted partner's, reject removes it and its files and mails the reason.
 * False when the photo is gone or already decided.
 */
export async function decidePhoto(db: Db, photoId: string, decision: PhotoDecision): Promise<boolean> {
  const expected = decision.intent === 'looked' ? 'look' : 'pending'
  const done = await contentChange(db, async (trx) => {
    const photo = await trx
      .selectFrom('listing_photos')
      .leftJoin('user', 'user.id', 'listing_photos.proposed_by')
      .select([
        'listing_photos.listing_type',
        'listing_photos.listing_id',
        'listing_photos.widths',
        'listing_photos.proposed_by',
        'user.email',
      ])
      .where('listing_photos.id', '=', photoId)
      .where('listing_photos.review', '=', expected)
      .executeTakeFirst()
    if (!photo) return undefined
    const type = photo.listing_type as ListingPhotoType
    if (decision.intent !== 'reject') {
      const isPublic = decision.intent === 'looked' || (await listingIsPublic(trx, type, photo.listing_id))
      await trx
        .updateTable('listing_photos')
        .set(decision.intent === 'approve' ? { review: null, public: isPublic ? 1 : 0 } : { review: null })
        .where('id', '=', photoId)
        .execute()
      return { keys: [] as string[] }
    }
    await trx.deleteFrom('listing_photos').where('id', '=', photoId).execute()
    const listing = await findListing(trx, type, photo.listing_id)
    if (listing && photo.email && photo.proposed_by && isMailable(photo.email) && isPartnerType(type)) {
      // In the partner's language, its link to their photos page in it.
      const locale = await partnerLocale(trx, photo.proposed_by)
      const path = `/partner/${type}/${encodeURIComponent(listing.id)}/photos`
      await enqueueMail(trx, {
        kind: 'proposal-rejected',
        to: photo.email,
        ...proposalRejectedMail({
          type,
          title: listing.name,
          photo: true,
          reason: decision.reason,
          url: new URL(localizedPath(path, locale), siteOrigin()).href,
          locale,
        }),
      })
    }
    return { keys: photoKeys(photoId, JSON.parse(photo.widths) as number[]) }
  })
  if (!done) return false
  if (done.keys.length) await removePhotoFiles(done.keys)
  return true
}
