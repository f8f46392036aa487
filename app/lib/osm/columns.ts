import { nearest } from '../maps/distance'
import type { Coordinates } from '../maps/projection'
import type { OsmFields, OsmKind } from './mapping'

/**
 * What an import writes into a listing (decision 049): the columns it owns per kind, the values an
 * element's fields give them, what a new listing gets besides, and when two values are the same fact.
 */

export type ListingKind = Exclude<OsmKind, 'shops'>

/** The columns an import owns, per kind (the rest are the editors' alone). */
export const OWNED_COLUMNS: Record<ListingKind, readonly string[]> = {
  restaurants: ['name', 'type', 'location', 'town', 'lat', 'lng', 'phone', 'website', 'opening_hours'],
  stays: ['name', 'type', 'type_key', 'location', 'town', 'lat', 'lng', 'phone', 'website'],
  activities: ['name', 'category', 'location', 'town', 'lat', 'lng', 'phone', 'website', 'opening_hours'],
}

/**
 * What a match to a listing already in the guide proposes where OSM says otherwise: the contact
 * facts and the street address (its name, type and place are the editors' words; its empty fields
 * are filled).
 */
export const MATCH_PROPOSES = ['phone', 'website', 'opening_hours', 'location']

/** A town a listing may be in or near. */
export interface Town extends Coordinates {
  name: string
}

/** The columns an element's fields give a listing of `kind` (the import's values per field). */
export function columnsFor(
  kind: ListingKind,
  fields: OsmFields,
  towns: readonly Town[],
): Record<string, string | number | null> {
  const town = nearest({ lat: fields.lat, lng: fields.lng }, towns)?.name ?? ''
  const common = {
    name: fields.name,
    location: fields.location || (town ? `Near ${town}` : ''),
    town,
    lat: Math.round(fields.lat * 1e7) / 1e7,
    lng: Math.round(fields.lng * 1e7) / 1e7,
    phone: fields.phone,
    website: fields.website,
  }
  if (kind === 'restaurants')
    return { ...common, type: fields.type, opening_hours: fields.opening_hours || null }
  if (kind === 'stays') return { ...common, type: fields.type, type_key: fields.category }
  return { ...common, category: fields.category, opening_hours: fields.opening_hours || null }
}

/** The columns only a new listing gets (what OSM does not know: the editors fill them in). */
export function newListingColumns(
  kind: ListingKind,
  columns: Record<string, unknown>,
): Record<string, unknown> {
  const what = kind === 'restaurants' || kind === 'stays' ? String(columns.type) : String(columns.category)
  const description = columns.town ? `${what} in or near ${columns.town}.` : `${what}.`
  const base = { description, full_description: '' }
  if (kind === 'restaurants')
    return { ...base, cuisines: '[]', price: '', hours: '', from_jackson: '', tags: '[]', amenities: '[]' }
  if (kind === 'stays')
    return {
      ...base,
      price_per_night: 0,
      guests: 0,
      amenities: '[]',
      features: '[]',
      policy_check_in: '',
      policy_check_out: '',
      policy_cancellation: '',
      policy_pets: '',
      email: '',
    }
  return {
    ...base,
    duration: '',
    difficulty: '',
    age_group: '',
    price: '',
    price_range: '',
    season: '',
    best_time: '',
    tags: '[]',
    highlights: '[]',
    requirements: '[]',
    safety: '[]',
    featured: 0,
  }
}

/** Whether two column values are the same fact (coordinates within about a metre). */
export function sameValue(a: unknown, b: unknown): boolean {
  const blank = (v: unknown) => v === null || v === undefined || v === ''
  if (blank(a) && blank(b)) return true
  if (typeof a === 'number' || typeof b === 'number') return Math.abs(Number(a) - Number(b)) < 1e-5
  return String(a ?? '') === String(b ?? '')
}
/** What an import did (or, dry, would do): "214 new, 12 changed, 3 gone" and the rest. */
export interface ImportSummary {
  /** listings added (drafts waiting in /admin/imports) */
  new: number
  /** listings whose fields changed upstream and were updated */
  changed: number
  /** places gone upstream, flagged */
  gone: number
  /** elements matched to a listing the guide already had */
  matched: number
  /** new listings that may duplicate one the guide has (listed for an editor) */
  uncertain: number
  /** upstream changes to fields changed here since: kept as proposals */
  proposed: number
  unchanged: number
  /** shops and services: the guide has no shop listings (/listings is editorial) */
  shops: number
  outside: number
  /** wanted elements without a position (a way whose nodes are missing from the extract) */
  unplaced: number
}
