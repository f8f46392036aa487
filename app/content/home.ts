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

/** SPEC section 9 safety facts as /play shows them (until it is converted; the home page's are in the catalogs). */
export const SAFETY_TIPS = [
  { figure: '25 yards', text: 'Stay at least 25 yards from bison, elk and moose.' },
  { figure: '100 yards', text: 'Stay at least 100 yards from bears and wolves, and carry bear spray.' },
  { figure: '2 L', text: 'Carry 2 liters of water per person on every hike.' },
]
