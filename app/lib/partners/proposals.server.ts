import crypto from 'node:crypto'
import type { Db } from '../db.server'
import { TRANSLATION_LOCALES, translationFieldName } from '../i18n/content-fields'
import type { EditorValues, FieldChange } from '../kinds/editor'
import {
  type ListingEditorSpec,
  type PlaceRules,
  parseEditorValues,
  readEditorForm,
  valuesAsInput,
  withChoices,
} from '../kinds/editor.server'
import { editorOf, getEditableListing, updateListing } from '../listing-admin.server'
import { changedFields, listRevisions } from '../listing-revisions.server'
import { isPartnerType, type PartnerType } from './partners.server'

/**
 * A partner's save is a proposed revision (issue 44 item 2, decision 048): the values of the fields a
 * business may change (PARTNER_FIELDS, per kind, from the kind's own editor spec), kept in
 * `listing_proposals` until an editor approves it (maybe corrected), or rejects it with a reason
 * (mailed). A trusted partner's save is applied at once and listed as "published, for a look".
 * The editors' side (queue, approve, reject) is ./proposal-decisions.server.ts. Applying one is the back office's own updateListing: a listing revision by the approving editor
 * (or the trusted partner), the listing checked by the business, the content version bumped.
 */

/** The fields a business may change, per kind: the facts it knows (names must be the spec's). */
export const PARTNER_FIELDS: Record<PartnerType, readonly string[]> = {
  restaurants: [
    'description',
    'full_description',
    'price',
    'hours',
    'opening_hours',
    'phone',
    'website',
    'booking_url',
    'notice',
    'notice_from',
    'notice_until',
  ],
  stays: [
    'description',
    'full_description',
    'price_per_night',
    'policy_check_in',
    'policy_check_out',
    'policy_cancellation',
    'policy_pets',
    'phone',
    'email',
    'website',
    'booking_url',
    'notice',
    'notice_from',
    'notice_until',
  ],
  activities: [
    'description',
    'full_description',
    'price',
    'price_range',
    'season',
    'best_time',
    'opening_hours',
    'phone',
    'website',
    'booking_url',
    'notice',
    'notice_from',
    'notice_until',
  ],
  events: ['date', 'start_time', 'end_time', 'description', 'full_description', 'price', 'is_free'],
}

/** The names of the fields a business may change: PARTNER_FIELDS and their translations (decision 057). */
export function partnerFieldNames(type: PartnerType): Set<string> {
  return new Set(
    PARTNER_FIELDS[type].flatMap((field) => [
      field,
      ...TRANSLATION_LOCALES.map((locale) => translationFieldName(field, locale)),
    ]),
  )
}

/** The kind's editor spec narrowed to the fields partners may change (the same fields, same order). */
export async function partnerEditorOf(db: Db, type: PartnerType): Promise<ListingEditorSpec> {
  const spec = await withChoices(db, editorOf(type))
  const allowed = partnerFieldNames(type)
  return { ...spec, fields: spec.fields.filter((field) => allowed.has(field.name)) }
}

export const PROPOSAL_STATUSES = ['pending', 'approved', 'rejected', 'published'] as const
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number]

export interface Proposal {
  id: string
  type: PartnerType
  listingId: string
  listingTitle: string
  userId: string
  email: string
  baseRevision: number
  values: EditorValues
  changes: FieldChange[]
  status: ProposalStatus
  reason: string | null
  createdAt: string
  decidedAt: string | null
  decidedBy: string | null
  revision: number | null
  lookedAt: string | null
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

export type ProposeResult =
  | { ok: true; status: 'pending' | 'published'; id: string; changes: FieldChange[] }
  | { ok: false; reason: 'unchanged' }
  | { ok: false; reason: 'not-allowed'; fields: string[]; errors: Record<string, string[]> }
  | { ok: false; reason: 'invalid'; errors: Record<string, string[]>; message: string }
  | { ok: false; reason: 'stale'; revision: number; changes: FieldChange[] }
  | { ok: false; reason: 'not-found' }

/** The newest revision and the fields (of `spec`) changed since `base` (a stale form's). */
async function changesSince(
  db: Db,
  spec: ListingEditorSpec,
  id: string,
  base: number,
  current: EditorValues,
) {
  const revisions = await listRevisions(db, spec.type, id)
  // A form shown before any revision was kept (0) showed what became the lazy revision 1.
  const snapshot = revisions.find((r) => r.number === Math.max(base, 1))?.snapshot
  // A base we no longer know: every field is shown as it is now.
  return snapshot ? changedFields(spec, snapshot, current) : changedFields(spec, {}, current)
}

/**
 * A partner's save from the form of revision `baseRevision`. Refused, nothing stored: a field partners
 * may not change (named), a stale form (what changed since, shown), values that do not pass the kind's
 * checks. Trusted: applied at once as a listing revision by the partner and recorded as published.
 */
export async function proposeChange(
  db: Db,
  {
    type,
    id,
    userId,
    trusted,
    form,
    baseRevision,
    place,
  }: {
    type: PartnerType
    id: string
    userId: string
    trusted: boolean
    form: FormData
    baseRevision: number
    place: PlaceRules
  },
): Promise<ProposeResult> {
  const full = await withChoices(db, editorOf(type))
  const spec = await partnerEditorOf(db, type)
  const allowed = partnerFieldNames(type)
  // A field of the editor that partners may not change, sent anyway: refused, named (never dropped).
  const refused = full.fields.filter((field) => !allowed.has(field.name) && form.has(field.name))
  if (refused.length)
    return {
      ok: false,
      reason: 'not-allowed',
      fields: refused.map((f) => f.label),
      errors: Object.fromEntries(
        refused.map((f) => [f.name, [`${f.label} can only be changed by our editors.`]]),
      ),
    }
  const listing = await getEditableListing(db, type, id)
  if (!listing) return { ok: false, reason: 'not-found' }
  const current = listing.values
  if (listing.revision !== baseRevision && !(listing.revision === 0 && baseRevision <= 1))
    return {
      ok: false,
      reason: 'stale',
      revision: listing.revision,
      changes: await changesSince(db, spec, id, baseRevision, current),
    }
  const { values } = readEditorForm(spec, form)
  const merged = { ...current, ...values }
  const parsed = parseEditorValues(full, place, valuesAsInput(full, merged), merged)
  if (!parsed.success) {
    const mine = Object.fromEntries(Object.entries(parsed.errors).filter(([name]) => allowed.has(name)))
    return {
      ok: false,
      reason: 'invalid',
      errors: mine,
      message: Object.keys(mine).length
        ? 'Please correct the fields marked below.'
        : 'This listing has a problem only our editors can fix; please write to us through the contact page.',
    }
  }
  const changes = changedFields(spec, current, merged)
  if (changes.length === 0) return { ok: false, reason: 'unchanged' }
  const now = new Date().toISOString()
  const proposalId = crypto.randomUUID()
  let revision: number | null = null
  if (trusted) {
    const saved = await updateListing(db, type, id, parsed.data, {
      actorId: userId,
      baseRevision,
      checked: { by: 'business', userId },
    })
    if (!saved.ok) {
      if (saved.reason === 'conflict')
        return {
          ok: false,
          reason: 'stale',
          revision: saved.revision,
          changes: await changesSince(
            db,
            spec,
            id,
            baseRevision,
            (await getEditableListing(db, type, id))!.values,
          ),
        }
      if (saved.reason === 'invalid')
        return {
          ok: false,
          reason: 'invalid',
          errors: saved.errors,
          message: 'Please correct the fields marked below.',
        }
      return { ok: false, reason: 'not-found' }
    }
    revision = saved.revision
  }
  await db
    .insertInto('listing_proposals')
    .values({
      id: proposalId,
      listing_type: type,
      listing_id: id,
      user_id: userId,
      base_revision: listing.revision,
      // Only the fields it changes: approved later, it never puts back what an editor changed meanwhile.
      proposed: JSON.stringify(Object.fromEntries(changes.map((c) => [c.field, merged[c.field] ?? '']))),
      changes: JSON.stringify(changes),
      status: trusted ? 'published' : 'pending',
      reason: null,
      created_at: now,
      decided_at: trusted ? now : null,
      decided_by: null,
      revision,
      looked_at: null,
    })
    .execute()
  return { ok: true, status: trusted ? 'published' : 'pending', id: proposalId, changes }
}

export function baseQuery(db: Db) {
  return db
    .selectFrom('listing_proposals')
    .innerJoin('user', 'user.id', 'listing_proposals.user_id')
    .selectAll('listing_proposals')
    .select('user.email')
}

async function titleOf(db: Db, type: PartnerType, id: string): Promise<string> {
  return (await getEditableListing(db, type, id))?.title ?? '(deleted listing)'
}

export async function toProposal(
  db: Db,
  row: Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number],
) {
  const type = row.listing_type as PartnerType
  return {
    id: row.id,
    type,
    listingId: row.listing_id,
    listingTitle: await titleOf(db, type, row.listing_id),
    userId: row.user_id,
    email: row.email,
    baseRevision: Number(row.base_revision),
    values: parseJson<EditorValues>(row.proposed, {}),
    changes: parseJson<FieldChange[]>(row.changes, []),
    status: row.status as ProposalStatus,
    reason: row.reason,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    decidedBy: row.decided_by,
    revision: row.revision === null ? null : Number(row.revision),
    lookedAt: row.looked_at,
  } satisfies Proposal
}

/** One proposal (any listing: the back office), or undefined. */
export async function getProposal(db: Db, id: string): Promise<Proposal | undefined> {
  const row = await baseQuery(db).where('listing_proposals.id', '=', id).executeTakeFirst()
  return row && isPartnerType(row.listing_type) ? toProposal(db, row) : undefined
}

/** One listing's proposals, newest first (a partner's page: only listings they may act for). */
export async function listingProposals(db: Db, type: PartnerType, id: string): Promise<Proposal[]> {
  const rows = await baseQuery(db)
    .where('listing_type', '=', type)
    .where('listing_id', '=', id)
    .orderBy('listing_proposals.created_at', 'desc')
    .limit(20)
    .execute()
  return Promise.all(rows.map((row) => toProposal(db, row)))
}
