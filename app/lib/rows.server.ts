import type { Coordinates, Image, Scene } from './listings'
import { isCoordinates } from './maps/projection'
import { sceneImage } from './publication'

/** Parses a JSON array column; a damaged value reads as empty rather than breaking the page. */
export function jsonList<T = string>(value: string): T[] {
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? (parsed as T[]) : []
  } catch {
    return []
  }
}

/**
 * A row's picture: its scene, described by the scene's own alt text (issue 45 item 5: every
 * picture's alt describes the picture it is on). The stored `image_alt` is not read: a scene is the
 * same illustration on every listing, so a listing's own words for it could only drift from it.
 */
export function imageOf(row: { image_scene: string }): Image {
  return sceneImage(row.image_scene as Scene)
}

/** A listing's picture as its two columns. */
export function imageColumns(image: Image) {
  return { image_scene: image.scene, image_alt: image.alt }
}

/** A listing's pin from its two columns (null when it has none, or a damaged one). */
export function coordinatesOf(row: { lat: number | null; lng: number | null }): Coordinates | null {
  if (row.lat === null || row.lng === null) return null
  const pin = { lat: Number(row.lat), lng: Number(row.lng) }
  return isCoordinates(pin) ? pin : null
}

/** A listing's pin as its two columns. */
export function coordinateColumns(coordinates: Coordinates | null | undefined) {
  return { lat: coordinates?.lat ?? null, lng: coordinates?.lng ?? null }
}

/**
 * The fields a list page's card shows of a listing (`fields`, the kind's `*_CARD_FIELDS`): the page
 * sends no more, since its data goes into the HTML.
 */
export function cardOf<T extends object, K extends keyof T>(listing: T, fields: readonly K[]): Pick<T, K> {
  const card = {} as Pick<T, K>
  for (const field of fields) card[field] = listing[field]
  return card
}
