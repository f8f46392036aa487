import type { Scene } from '~/lib/listings'

/**
 * The home page's cards: where each leads, its picture and its words' keys in the catalogs
 * (app/locales, `home.*`; the words themselves are there, in every language).
 */
export const HIGHLIGHT_CARDS = [
  { key: 'authentic', to: '/indigenous', scene: 'dancers' },
  { key: 'shop', to: '/listings', scene: 'town-square' },
  { key: 'insights', to: '/blog', scene: 'campfire' },
] as const satisfies readonly { key: string; to: string; scene: Scene }[]

export const EXPLORE_CARDS = [
  { key: 'eat', to: '/eat', scene: 'dining' },
  { key: 'stay', to: '/stay', scene: 'lodge' },
  { key: 'play', to: '/play', scene: 'rafting' },
  { key: 'events', to: '/events', scene: 'rodeo' },
  { key: 'visit', to: '/visit', scene: 'tetons' },
  { key: 'blog', to: '/blog', scene: 'tipi' },
] as const satisfies readonly { key: string; to: string; scene: Scene }[]

/** SPEC section 9 safety facts on the home page (catalog keys `home.safety.<key>.figure|text`). */
export const HOME_SAFETY_TIPS = ['ungulates', 'predators', 'water'] as const
