import { data } from 'react-router'
import type { Db } from '../db.server'
import { DEFAULT_LOCALE, isLocale, type Locale, localeOfPath } from '../i18n/config'
import type { ListingType } from '../kinds/editor'
import { LISTING_EDITORS } from '../kinds/editors.server'
import { looseDb } from '../kinds/editor.server'
import { type CurrentUser, requireUser } from '../permissions.server'

/**
 * Who may act for a listing (issue 44): the `listing_partners` rows, one per listing and person
 * (db/migrations/2026-11-29-50-listing-partners.ts). A partner is any signed-in user with at least
 * one row; being a partner is never a back-office role (user_roles), so /admin stays closed to them.
 * Every partner loader and action asks `requirePartnerOf` for the listing in its URL: a listing that
 * is not theirs answers 404, the same as one that does not exist, so partner A learns nothing of B's.
 */

/** The kinds a business can claim and keep: the places and events with a page of their own. */
export const PARTNER_TYPES = [
  'restaurants',
  'stays',
  'activities',
  'events',
] as const satisfies readonly ListingType[]
export type PartnerType = (typeof PARTNER_TYPES)[number]

export function isPartnerType(value: unknown): value is PartnerType {
  return (PARTNER_TYPES as readonly unknown[]).includes(value)
}

export interface PartnerListing {
  type: PartnerType
  id: string
  title: string
  trusted: boolean
  grantedAt: string
}

/** The listings `userId` may act for, by kind then title (a listing deleted meanwhile is left out). */
export async function partnerListings(db: Db, userId: string): Promise<PartnerListing[]> {
  const rows = await db
    .selectFrom('listing_partners')
    .select(['listing_type', 'listing_id', 'trusted', 'granted_at'])
    .where('user_id', '=', userId)
    .execute()
  const listings: PartnerListing[] = []
  for (const type of PARTNER_TYPES) {
    const mine = rows.filter((row) => row.listing_type === type)
    if (!mine.length) continue
    const spec = LISTING_EDITORS[type]
    const titles = (await looseDb(db)
      .selectFrom(spec.table)
      .select(['id', `${spec.titleColumn} as title`])
      .where(
        'id',
        'in',
        mine.map((row) => row.listing_id),
      )
      .execute()) as { id: string; title: string }[]
    const titleOf = new Map(titles.map((row) => [row.id, row.title]))
    for (const row of mine) {
      const title = titleOf.get(row.listing_id)
      if (title !== undefined)
        listings.push({
          type,
          id: row.listing_id,
          title,
          trusted: row.trusted === 1,
          grantedAt: row.granted_at,
        })
    }
  }
  return listings.sort((a, b) =>
    a.type === b.type
      ? a.title.localeCompare(b.title)
      : PARTNER_TYPES.indexOf(a.type) - PARTNER_TYPES.indexOf(b.type),
  )
}

/**
 * `userId`'s row for a listing (its trust), or undefined when they may not act for it. An event is
 * also kept by the people of the listing that is its venue (issue 44 item 2: "events at their
 * venue"), with the trust they have there.
 */
export async function partnershipOf(db: Db, userId: string, type: PartnerType, id: string) {
  const own = await db
    .selectFrom('listing_partners')
    .select(['trusted', 'granted_at', 'granted_by'])
    .where('user_id', '=', userId)
    .where('listing_type', '=', type)
    .where('listing_id', '=', id)
    .executeTakeFirst()
  if (own || type !== 'events') return own
  return db
    .selectFrom('events')
    .innerJoin('venues', 'venues.id', 'events.venue_id')
    .innerJoin('listing_partners', (join) =>
      join
        .onRef('listing_partners.listing_type', '=', 'venues.listing_type')
        .onRef('listing_partners.listing_id', '=', 'venues.listing_id'),
    )
    .select(['listing_partners.trusted', 'listing_partners.granted_at', 'listing_partners.granted_by'])
    .where('events.id', '=', id)
    .where('listing_partners.user_id', '=', userId)
    .executeTakeFirst()
}

/**
 * Opens every partner loader and action for one listing: 401 signed out, and 404 (not 403) when the
 * kind is not a partner kind or the listing is not one the user may act for, so a partner cannot
 * even learn whether another business's listing or draft exists. A partner's action (a save, a
 * confirm, a photo: any POST from /partner/... or /es/partner/...) also remembers the page's
 * language as theirs, for the mails they get later (`partnerLocale`).
 */
export async function requirePartnerOf(
  db: Db,
  request: Request,
  type: unknown,
  id: string | undefined,
): Promise<{ user: CurrentUser; type: PartnerType; id: string; trusted: boolean }> {
  const user = await requireUser(request)
  const notYours = () => data('Not Found', { status: 404, statusText: 'Not Found' })
  if (!isPartnerType(type) || !id) throw notYours()
  const row = await partnershipOf(db, user.id, type, id)
  if (!row) throw notYours()
  if (request.method !== 'GET' && request.method !== 'HEAD')
    await rememberPartnerLocale(db, user.id, localeOfPath(new URL(request.url).pathname))
  return { user, type, id, trusted: row.trusted === 1 }
}

/**
 * The language a person keeps their listings in (migration 66, `partner_mail.language`): the claim's
 * that made them a partner, then the partner page's they last acted from. Every mail to a partner
 * (reminders, decisions, an admin's grant) is in it, its links to its pages; English if unknown.
 */
export async function partnerLocale(db: Db, userId: string): Promise<Locale> {
  const row = await db
    .selectFrom('partner_mail')
    .select('language')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return isLocale(row?.language) ? row.language : DEFAULT_LOCALE
}

/** Remembers `locale` as the person's language (their reminder bookkeeping row, made if missing). */
export async function rememberPartnerLocale(db: Db, userId: string, locale: Locale): Promise<void> {
  await db
    .insertInto('partner_mail')
    .values({ user_id: userId, last_reminded_at: null, unsubscribed_at: null, language: locale })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ language: locale }))
    .execute()
}

/**
 * Gives `userId` the right to act for a listing (an approved claim, an admin's grant); idempotent.
 * `language`: the claim's, remembered as the person's (an admin's grant leaves theirs as it is).
 */
export async function grantPartner(
  db: Db,
  {
    type,
    id,
    userId,
    grantedBy,
    language,
  }: { type: PartnerType; id: string; userId: string; grantedBy: string | null; language?: string },
): Promise<void> {
  if (isLocale(language)) await rememberPartnerLocale(db, userId, language)
  await db
    .insertInto('listing_partners')
    .values({
      listing_type: type,
      listing_id: id,
      user_id: userId,
      granted_by: grantedBy,
      granted_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['listing_type', 'listing_id', 'user_id']).doNothing())
    .execute()
}

/** Takes the right away (an admin's revoke); answers whether there was one. */
export async function revokePartner(db: Db, type: PartnerType, id: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('listing_partners')
    .where('listing_type', '=', type)
    .where('listing_id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** An editor's "trusted" mark on one person of a listing (their changes then publish at once). */
export async function setPartnerTrusted(
  db: Db,
  type: PartnerType,
  id: string,
  userId: string,
  trusted: boolean,
): Promise<void> {
  await db
    .updateTable('listing_partners')
    .set({ trusted: trusted ? 1 : 0 })
    .where('listing_type', '=', type)
    .where('listing_id', '=', id)
    .where('user_id', '=', userId)
    .execute()
}

/** The people who may act for a listing, with their email (the back office's listing page). */
export async function listingPartners(db: Db, type: PartnerType, id: string) {
  return db
    .selectFrom('listing_partners')
    .innerJoin('user', 'user.id', 'listing_partners.user_id')
    .select(['user.id as userId', 'user.email', 'listing_partners.trusted', 'listing_partners.granted_at'])
    .where('listing_type', '=', type)
    .where('listing_id', '=', id)
    .orderBy('listing_partners.granted_at')
    .execute()
}

/** Inside a listing's deletion: nobody acts for it any more. */
export async function dropListingPartners(trx: Db, type: ListingType, id: string): Promise<void> {
  await trx
    .deleteFrom('listing_partners')
    .where('listing_type', '=', type)
    .where('listing_id', '=', id)
    .execute()
}
