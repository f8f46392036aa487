import type { Image, Scene } from './listings'

/** Parses a JSON array column; a damaged value reads as empty rather than breaking the page. */
export function jsonList<T = string>(value: string): T[] {
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? (parsed as T[]) : []
  } catch {
    return []
  }
}

export function imageOf(row: { image_scene: string; image_alt: string }): Image {
  return { scene: row.image_scene as Scene, alt: row.image_alt }
}

/** A listing's picture as its two columns. */
export function imageColumns(image: Image) {
  return { image_scene: image.scene, image_alt: image.alt }
}
