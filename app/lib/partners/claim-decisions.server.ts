import type { Db } from '../db.server'
import { claimApprovedMail, claimRejectedMail } from '../mail/claim-messages'
import { DEFAULT_LOCALE, isLocale, localizedPath } from '../i18n/config'
import { enqueueMail } from '../mail/queue.server'
import { siteOrigin } from '../sitemap.server'
import { claimTarget } from './claims.server'
import { grantPartner, isPartnerType, listingPartners } from './partners.server'

/**
 * Editors' decisions on the claims left to them (decision 047, /admin/claims): the list, the count in
 * the nav, approve (the listing is granted) or reject with a reason, the claimant mailed.
 */

/** The claims waiting for an editor, oldest first, each with the people already acting for its listing. */
export async function claimsForReview(db: Db) {
  const claims = await db
    .selectFrom('listing_claims')
    .select(['id', 'listing_type', 'listing_id', 'email', 'name', 'note', 'method', 'created_at'])
    .where('status', '=', 'review')
    .orderBy('created_at')
    .execute()
  return Promise.all(
    claims.map(async (claim) => {
      const target = await claimTarget(db, claim.listing_type, claim.listing_id)
      const partners = isPartnerType(claim.listing_type)
        ? await listingPartners(db, claim.listing_type, claim.listing_id)
        : []
      return {
        ...claim,
        title: target?.title ?? claim.listing_id,
        path: target?.path ?? null,
        partners: partners.map((partner) => partner.email),
      }
    }),
  )
}

export async function claimsWaiting(db: Db): Promise<number> {
  const row = await db
    .selectFrom('listing_claims')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', '=', 'review')
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export const CLAIM_DECIDED = 'This claim was already decided (or is not waiting for an editor).'

/**
 * An editor approves (the listing is granted, by them) or rejects (with a reason) a claim waiting
 * for review; the claimant is mailed. One transaction; a claim decided already is refused.
 */
export async function decideClaim(
  db: Db,
  input: { claimId: string; approve: boolean; reason: string; editorId: string },
  now = new Date(),
): Promise<{ ok: true } | { ok: false; message: string }> {
  const reason = input.reason.trim()
  if (!input.approve && !reason)
    return { ok: false, message: 'Give the claimant a reason for the rejection.' }
  return db.transaction().execute(async (trx) => {
    const claim = await trx
      .selectFrom('listing_claims')
      .selectAll()
      .where('id', '=', input.claimId)
      .executeTakeFirst()
    if (!claim || claim.status !== 'review' || !claim.user_id || !isPartnerType(claim.listing_type))
      return { ok: false, message: CLAIM_DECIDED } as const
    const moved = await trx
      .updateTable('listing_claims')
      .set({
        status: input.approve ? 'approved' : 'rejected',
        reason: reason || null,
        decided_at: now.toISOString(),
        decided_by: input.editorId,
      })
      .where('id', '=', claim.id)
      .where('status', '=', 'review')
      .executeTakeFirst()
    if (Number(moved.numUpdatedRows) !== 1) return { ok: false, message: CLAIM_DECIDED } as const
    const target = await claimTarget(trx, claim.listing_type, claim.listing_id)
    const title = target?.title ?? claim.listing_id
    const locale = isLocale(claim.language) ? claim.language : DEFAULT_LOCALE
    if (input.approve)
      await grantPartner(trx, {
        type: claim.listing_type,
        id: claim.listing_id,
        userId: claim.user_id,
        grantedBy: input.editorId,
        language: locale,
      })
    await enqueueMail(
      trx,
      {
        kind: 'claim-decision',
        to: claim.email,
        ...(input.approve
          ? claimApprovedMail({
              title,
              url: new URL(localizedPath('/partner', locale), siteOrigin()).href,
              locale,
            })
          : claimRejectedMail({ title, reason, locale })),
      },
      now,
    )
    return { ok: true } as const
  })
}
