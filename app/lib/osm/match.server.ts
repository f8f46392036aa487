import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import { isLikelyDuplicate, normalizeName } from '../duplicates'
import { looseDb } from '../kinds/editor.server'
import { distanceKm } from '../maps/distance'
import type { ListingKind } from './columns'

/**
 * Duplicates (issue 45 item 3, decision 049): whether a place an import brings is one the guide
 * already lists (a sure match, linked) or may be (an uncertain match, listed for an editor).
 */

export const digits = (phone: unknown) => {
  const d = String(phone ?? '').replace(/\D/g, '')
  return d.length >= 10 ? d.slice(-10) : ''
}
export const site = (url: unknown) =>
  String(url ?? '')
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '')

export interface GuideListing {
  id: string
  name: string
  lat: number | null
  lng: number | null
  phone: string
  website: string
  town: string | null
}

/** A sure match: same name within 150 m (or the same town), the same phone, or the same website. */
export function sureMatch(columns: Record<string, unknown>, listing: GuideListing): boolean {
  if (
    isLikelyDuplicate(
      { name: String(columns.name), lat: Number(columns.lat), lng: Number(columns.lng) },
      { name: listing.name, lat: listing.lat, lng: listing.lng },
    )
  )
    return true
  const phone = digits(columns.phone)
  if (phone && phone === digits(listing.phone)) return true
  const web = site(columns.website)
  return Boolean(web && web === site(listing.website))
}

/** Words too common in place names to suggest the same place ("Diner", "Lodge", "Jackson"). */
const GENERIC_WORDS = new Set(
  'bar cafe coffee diner grill kitchen restaurant saloon pizza bakery lodge hotel motel inn cabins ranch resort camp campground hostel park museum gallery center centre tours rentals outfitters house shop river mountain valley teton tetons jackson hole wyoming'.split(
    ' ',
  ),
)

/** An uncertain match: a name sharing a distinctive word (four letters or more), within 500 m. */
export function possibleMatch(columns: Record<string, unknown>, listing: GuideListing): boolean {
  if (listing.lat === null || listing.lng === null) return false
  const near =
    distanceKm(
      { lat: Number(columns.lat), lng: Number(columns.lng) },
      { lat: listing.lat, lng: listing.lng },
    ) <= 0.5
  if (!near) return false
  const words = new Set(
    normalizeName(String(columns.name))
      .split(' ')
      .filter((w) => w.length >= 4 && !GENERIC_WORDS.has(w)),
  )
  return normalizeName(listing.name)
    .split(' ')
    .some((word) => words.has(word))
}

export type Guide = Record<ListingKind, { rows: GuideListing[]; linked: Set<string> }>

/** The guide's listings of each kind, and which are already linked to an OSM element. */
export async function guideListings(db: Kysely<Database>): Promise<Guide> {
  // Listings an editors' CSV brought may still be matched to their OpenStreetMap element.
  const linkedRows = await db
    .selectFrom('osm_imports')
    .select(['listing_type', 'listing_id'])
    .where('osm_type', '!=', 'csv')
    .execute()
  const guide = {} as Guide
  for (const kind of ['restaurants', 'stays', 'activities'] as const) {
    const rows = (await looseDb(db)
      .selectFrom(kind)
      .select(['id', 'name', 'lat', 'lng', 'phone', 'website', 'town'])
      .execute()) as GuideListing[]
    guide[kind] = {
      rows: rows.map((r) => ({
        ...r,
        lat: r.lat === null ? null : Number(r.lat),
        lng: r.lng === null ? null : Number(r.lng),
      })),
      linked: new Set(linkedRows.filter((r) => r.listing_type === kind).map((r) => r.listing_id)),
    }
  }
  return guide
}
