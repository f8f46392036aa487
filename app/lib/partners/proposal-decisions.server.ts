import type { Db } from '../db.server'
import { confirmChecked } from '../freshness.server'
import type { EditorValues, FieldChange } from '../kinds/editor'
import {
  type PlaceRules,
  parseEditorValues,
  readEditorForm,
  valuesAsInput,
  withChoices,
} from '../kinds/editor.server'
import { editorOf, getEditableListing, updateListing } from '../listing-admin.server'
import { changedFields, latestRevision } from '../listing-revisions.server'
import { proposalRejectedMail } from '../mail/messages'
import { enqueueMail, isMailable } from '../mail/queue.server'
import { localizedPath } from '../i18n/config'
import { siteOrigin } from '../sitemap.server'
import { countPhotosToReview } from './partner-photos.server'
import { isPartnerType, partnerLocale } from './partners.server'
import { baseQuery, getProposal, partnerEditorOf, type Proposal, toProposal } from './proposals.server'

/**
 * The editors' side of partners' proposed revisions (decision 048): the queue in /admin/proposals,
 * the diff against the listing as it is now, approve (maybe corrected), reject with a reason
 * (mailed), and "looked at" for a trusted partner's published change. The partners' side (the
 * fields they may change, a save) is ./proposals.server.ts.
 */

/**
 * The back office's queue: pending ones (oldest first), then the trusted partners' published ones
 * not yet looked at, then the last decided ones.
 */
export async function proposalQueue(db: Db) {
  const pending = await baseQuery(db)
    .where('status', '=', 'pending')
    .orderBy('listing_proposals.created_at')
    .limit(100)
    .execute()
  const toLook = await baseQuery(db)
    .where('status', '=', 'published')
    .where('looked_at', 'is', null)
    .orderBy('listing_proposals.created_at')
    .limit(100)
    .execute()
  const decided = await baseQuery(db)
    .where((eb) => eb.or([eb('status', 'in', ['approved', 'rejected']), eb('looked_at', 'is not', null)]))
    .orderBy('listing_proposals.decided_at', 'desc')
    .limit(20)
    .execute()
  const all = async (rows: typeof pending) =>
    Promise.all(rows.filter((row) => isPartnerType(row.listing_type)).map((row) => toProposal(db, row)))
  return { pending: await all(pending), toLook: await all(toLook), decided: await all(decided) }
}

/** What the admin nav counts: proposals waiting for a decision, and published ones to look at. */
export async function countProposalsWaiting(db: Db): Promise<number> {
  const row = await db
    .selectFrom('listing_proposals')
    .select((eb) => eb.fn.countAll().as('n'))
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([eb('status', '=', 'published'), eb('looked_at', 'is', null)]),
      ]),
    )
    .executeTakeFirst()
  // Businesses' photos wait in the same queue (./partner-photos.server.ts).
  return Number(row?.n ?? 0) + (await countPhotosToReview(db))
}

/** The diff an editor sees: each proposed field against the listing as it is now. */
export async function proposalDiff(db: Db, proposal: Proposal) {
  const listing = await getEditableListing(db, proposal.type, proposal.listingId)
  if (!listing) return null
  const spec = await partnerEditorOf(db, proposal.type)
  const proposed = { ...listing.values, ...proposal.values }
  return {
    listing,
    fields: spec.fields,
    proposed,
    changes: changedFields(spec, listing.values, proposed),
    /** the listing changed since the partner's form was shown */
    movedOn:
      listing.revision > proposal.baseRevision && !(proposal.baseRevision <= 1 && listing.revision <= 1),
  }
}

export type DecideResult =
  | { ok: true; revision: number | null; changes: FieldChange[] }
  | { ok: false; reason: 'decided' | 'not-found' }
  | { ok: false; reason: 'invalid'; errors: Record<string, string[]>; values: EditorValues }

/**
 * Approves a pending proposal, with the editor's corrections (a form of the partner fields; none: as
 * proposed): applied over the listing as it is now, a revision by the editor, checked by the
 * business. Claimed first, so two editors never both apply it.
 */
export async function approveProposal(
  db: Db,
  {
    id,
    editorId,
    corrections,
    place,
  }: { id: string; editorId: string; corrections?: FormData; place: PlaceRules },
): Promise<DecideResult> {
  const proposal = await getProposal(db, id)
  if (!proposal) return { ok: false, reason: 'not-found' }
  if (proposal.status !== 'pending') return { ok: false, reason: 'decided' }
  const listing = await getEditableListing(db, proposal.type, proposal.listingId)
  if (!listing) return { ok: false, reason: 'not-found' }
  const full = await withChoices(db, editorOf(proposal.type))
  const spec = await partnerEditorOf(db, proposal.type)
  // The approve form carries the partner fields (maybe corrected); a bare approve takes them as proposed.
  const corrected = corrections && spec.fields.some((field) => corrections.has(field.name))
  const values = corrected ? readEditorForm(spec, corrections).values : proposal.values
  const merged = { ...listing.values, ...values }
  const parsed = parseEditorValues(full, place, valuesAsInput(full, merged), merged)
  if (!parsed.success) return { ok: false, reason: 'invalid', errors: parsed.errors, values: merged }
  const claim = await db
    .updateTable('listing_proposals')
    .set({ status: 'approved', decided_at: new Date().toISOString(), decided_by: editorId })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  if (Number(claim.numUpdatedRows) === 0) return { ok: false, reason: 'decided' }
  const saved = await updateListing(db, proposal.type, proposal.listingId, parsed.data, {
    actorId: editorId,
    baseRevision: await latestRevision(db, proposal.type, proposal.listingId),
    checked: { by: 'business', userId: proposal.userId },
  })
  if (!saved.ok) {
    // Not applied (changed again meanwhile, or gone): back to pending, nothing half-stored.
    await db
      .updateTable('listing_proposals')
      .set({ status: 'pending', decided_at: null, decided_by: null })
      .where('id', '=', id)
      .execute()
    return saved.reason === 'invalid'
      ? { ok: false, reason: 'invalid', errors: saved.errors, values: merged }
      : { ok: false, reason: saved.reason === 'not-found' ? 'not-found' : 'decided' }
  }
  // Nothing left to change (corrected back): the business still confirmed the facts.
  if (saved.changes.length === 0)
    await confirmChecked(db, {
      type: proposal.type,
      table: proposal.type,
      id: proposal.listingId,
      by: 'business',
      userId: proposal.userId,
    })
  await db
    .updateTable('listing_proposals')
    .set({
      revision: saved.changes.length ? saved.revision : null,
      // What was published (with the editor's corrections).
      changes: JSON.stringify(saved.changes.filter((c) => spec.fields.some((f) => f.name === c.field))),
    })
    .where('id', '=', id)
    .execute()
  return { ok: true, revision: saved.changes.length ? saved.revision : null, changes: saved.changes }
}

export const REASON_MAX = 1000

/** Rejects a pending proposal with a reason, mailed to its partner (the mail queue, same transaction). */
export async function rejectProposal(
  db: Db,
  { id, editorId, reason }: { id: string; editorId: string; reason: string },
): Promise<{ ok: true } | { ok: false; reason: 'decided' | 'not-found' }> {
  const proposal = await getProposal(db, id)
  if (!proposal) return { ok: false, reason: 'not-found' }
  return db.transaction().execute(async (trx) => {
    const now = new Date()
    const claim = await trx
      .updateTable('listing_proposals')
      .set({ status: 'rejected', reason, decided_at: now.toISOString(), decided_by: editorId })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst()
    if (Number(claim.numUpdatedRows) === 0) return { ok: false, reason: 'decided' } as const
    if (isMailable(proposal.email)) {
      // In the partner's language, its link to their page in it.
      const locale = await partnerLocale(trx, proposal.userId)
      const path = `/partner/${proposal.type}/${encodeURIComponent(proposal.listingId)}`
      await enqueueMail(
        trx,
        {
          kind: 'proposal-rejected',
          to: proposal.email,
          ...proposalRejectedMail({
            type: proposal.type,
            title: proposal.listingTitle,
            reason,
            url: new URL(localizedPath(path, locale), siteOrigin()).href,
            locale,
          }),
        },
        now,
      )
    }
    return { ok: true } as const
  })
}

/** An editor has looked at a trusted partner's published change. */
export async function markProposalLooked(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('listing_proposals')
    .set({ looked_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'published')
    .where('looked_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
