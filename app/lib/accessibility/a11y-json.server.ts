import type { Db } from '../db.server'
import { getActivity } from '../kinds/activity.server'
import { getRestaurant } from '../kinds/restaurant.server'
import { getStay } from '../kinds/stay.server'
import { type AccessibilityKind, isAccessibilityKind } from './facts'
import { readAccessibility } from './facts.server'
import { a11yJsonPlace } from './machine'

/** The public page of each kind with facts. */
const PAGES: Record<AccessibilityKind, string> = { restaurants: '/eat', stays: '/stay', activities: '/play' }

async function listed(db: Db, kind: AccessibilityKind, id: string) {
  const listing =
    kind === 'restaurants'
      ? await getRestaurant(db, id)
      : kind === 'stays'
        ? await getStay(db, id)
        : await getActivity(db, id)
  return (
    listing && { name: listing.name, address: listing.location, coordinates: listing.coordinates ?? null }
  )
}

/**
 * `/listings/<kind>/<id>.a11y.json`: a listed place's facts as an A11yJSON PlaceInfo (unknown facts
 * left out). Undefined: no such kind, or no listed listing with that id.
 */
export async function listingA11yJson(db: Db, kind: string, id: string, origin?: string) {
  if (!isAccessibilityKind(kind)) return undefined
  const listing = await listed(db, kind, id)
  if (!listing) return undefined
  const { facts, checked } = await readAccessibility(db, kind, id)
  const path = `${PAGES[kind]}/${id}`
  return a11yJsonPlace({ kind, ...listing, url: origin ? new URL(path, origin).href : path }, facts, checked)
}
