import { EmailSchema } from '../auth.server'
import { isPlaceholderEmail, isPlaceholderUrl } from '../contact-links'
import type { Db } from '../db.server'
import { LISTING_EDITORS } from '../kinds/editors.server'
import { looseDb } from '../kinds/editor.server'
import { isPartnerType, type PartnerType } from './partners.server'

/**
 * The listing a claim is for and how its claimant proves it is theirs (issue 44 item 1, decision
 * 047): the address published on the listing, an address at its website's domain, or an editor.
 */

export type ClaimMethod = 'listing-email' | 'domain' | 'review'
/** A listing as a claim sees it. */
export interface ClaimTarget {
  type: PartnerType
  id: string
  title: string
  path: string
  /** the address published on the listing, when it is a real one */
  email: string | null
  /** the listing website's host without "www.", when it is a real one */
  domain: string | null
  /** how many people already act for it */
  partners: number
}

/** The public listing a claim is for, or undefined (not a partner kind, no such listing, hidden). */
export async function claimTarget(
  db: Db,
  type: unknown,
  id: string | undefined,
): Promise<ClaimTarget | undefined> {
  if (!isPartnerType(type) || !id) return undefined
  const spec = LISTING_EDITORS[type]
  const row = (await looseDb(db)
    .selectFrom(spec.table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()) as Record<string, unknown> | undefined
  if (!row || Number(row.hidden) === 1) return undefined
  const email = typeof row.email === 'string' ? row.email.trim().toLowerCase() : ''
  const website = typeof row.website === 'string' ? row.website.trim() : ''
  const partners = await db
    .selectFrom('listing_partners')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('listing_type', '=', type)
    .where('listing_id', '=', id)
    .executeTakeFirst()
  return {
    type,
    id,
    title: String(row[spec.titleColumn] ?? ''),
    path: spec.publicPath(id),
    email: email && !isPlaceholderEmail(email) && EmailSchema.safeParse(email).success ? email : null,
    domain:
      website && !isPlaceholderUrl(website)
        ? new URL(website).hostname.toLowerCase().replace(/^www\./, '')
        : null,
    partners: Number(partners?.n ?? 0),
  }
}

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase()
}

/** How a claimant with this address proves the listing is theirs, and where the proof code goes. */
export function proofFor(
  target: ClaimTarget,
  email: string,
): { method: ClaimMethod; proofEmail: string | null } {
  if (target.partners > 0) return { method: 'review', proofEmail: null }
  if (target.email && target.email === email) return { method: 'listing-email', proofEmail: email }
  if (target.domain && emailDomain(email) === target.domain) return { method: 'domain', proofEmail: email }
  if (target.email) return { method: 'listing-email', proofEmail: target.email }
  return { method: 'review', proofEmail: null }
}
