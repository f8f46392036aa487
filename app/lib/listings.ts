import type { Scene } from '../../db/listings'

/**
 * Shapes of the public listings (SPEC section 3): the types and option lists are written in
 * db/listings.ts, below the seed data that uses them, and read from here by the app.
 */
export * from '../../db/listings'
export type { Coordinates } from './maps/projection'

export function sceneSrc(scene: Scene): string {
  return `/images/scenes/${scene}.svg`
}
