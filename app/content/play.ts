import type { Scene } from '~/lib/listings'

/** The activity categories of SPEC section 3 (the submit-activity form's list), for /play/filter. */
export { ACTIVITY_TYPES as ACTIVITY_CATEGORIES } from '~/lib/form-options'

/**
 * The four category tiles at the top of /play (their words: catalog keys
 * `play.category.<key>.title|text`).
 */
export const PLAY_CATEGORIES = [
  { key: 'wildlife', to: '/wildlife', scene: 'bison' },
  { key: 'cowboy', to: '/cowboy', scene: 'cowboy' },
  { key: 'indigenous', to: '/indigenous', scene: 'dancers' },
  { key: 'adventures', to: '/adventures', scene: 'rafting' },
] as const satisfies readonly { key: string; to: string; scene: Scene }[]

/**
 * The info strip on /play (SPEC: snow conditions, wildlife activity, events today); its words are
 * catalog keys `play.strip.<key>.label` (and `play.strip.wildlife.value` when no alert is active).
 */
export const PLAY_INFO_STRIP = [{ key: 'snow' }, { key: 'wildlife' }, { key: 'events' }] as const

/** Family safety tips on /play: the home page's SPEC section 9 figures (keys `home.safety.<tip>.*`). */
export { HOME_SAFETY_TIPS as PLAY_SAFETY_TIPS } from '~/content/home'
