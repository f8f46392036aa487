import { distanceKm } from './maps/distance'

/**
 * The duplicate warning's matcher (issue 51 item 6): a new or submitted listing that looks like an
 * existing one of the same kind, by name and place. Pure, so the rule is tested on its own;
 * ./duplicates.server.ts reads the candidates.
 */

/** Two pinned places this close (in kilometres) are the same place. */
export const SAME_PLACE_KM = 0.15

export interface PlaceName {
  name: string
  town?: string | null
  lat?: number | null
  lng?: number | null
}

/** An existing listing a new or submitted one may duplicate, with its back-office and public links. */
export interface DuplicateListing {
  id: string
  title: string
  town: string | null
  editPath: string
  publicPath: string
  hidden: boolean
}

const WORDS_LEFT_OUT = new Set(['the', 'a', 'an'])

/**
 * A name as compared: accents, case, punctuation, "&"/"and" and the articles ("The", "a") do not
 * count, so "The Million Dollar Cowboy Bar" and "million-dollar cowboy bar!" are the same name.
 */
export function normalizeName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !WORDS_LEFT_OUT.has(word))
    .join(' ')
}

function pinOf(place: PlaceName) {
  return typeof place.lat === 'number' && typeof place.lng === 'number'
    ? { lat: place.lat, lng: place.lng }
    : null
}

/**
 * Whether two listings of one kind are likely the same: the same name (normalised) and the same
 * place: within 150 m when both have pins, else the same town. A kind without places (articles)
 * compares names only (`placeless`).
 */
export function isLikelyDuplicate(a: PlaceName, b: PlaceName, { placeless = false } = {}): boolean {
  const name = normalizeName(a.name)
  if (!name || name !== normalizeName(b.name)) return false
  if (placeless) return true
  const [townA, townB] = [a.town?.trim().toLowerCase(), b.town?.trim().toLowerCase()]
  if (townA && townA === townB) return true
  const [pinA, pinB] = [pinOf(a), pinOf(b)]
  return Boolean(pinA && pinB && distanceKm(pinA, pinB) <= SAME_PLACE_KM)
}
