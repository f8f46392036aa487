import { SAFETY_TIPS } from '~/content/home'
import type { Scene } from '~/lib/listings'

/** The activity categories of SPEC section 3 (the submit-activity form's list), for /play/filter. */
export { ACTIVITY_TYPES as ACTIVITY_CATEGORIES } from '~/lib/form-options'

/** The four category tiles at the top of /play. */
export const PLAY_CATEGORIES: { title: string; text: string; to: string; scene: Scene }[] = [
  {
    title: 'Wildlife',
    text: 'Bison, elk, moose and bears, watched safely from a distance',
    to: '/wildlife',
    scene: 'bison',
  },
  {
    title: 'Cowboy Culture',
    text: 'Trail rides, rodeos and chuckwagon suppers',
    to: '/cowboy',
    scene: 'cowboy',
  },
  {
    title: 'Indigenous Heritage',
    text: 'Shoshone and Bannock stories, art and traditions',
    to: '/indigenous',
    scene: 'dancers',
  },
  {
    title: 'Adventures',
    text: 'Hiking, skiing, rafting and fishing for every level',
    to: '/adventures',
    scene: 'rafting',
  },
]

/** The static info strip on /play (SPEC: snow conditions, wildlife activity, events today). */
export const PLAY_INFO_STRIP = [
  {
    key: 'snow',
    label: 'Snow Conditions',
    value: 'Packed powder on the valley ski hills; check Teton Pass before you drive.',
  },
  {
    key: 'wildlife',
    label: 'Wildlife Activity',
    value: 'High: elk on the refuge, bison near Antelope Flats, moose in the river willows.',
  },
  {
    key: 'events',
    label: 'Events Today',
    value: 'Rodeos, live music and heritage programs: see the events calendar.',
    to: '/events',
  },
] as const

/** Family safety tips on /play: the SPEC section 9 figures (bison 25 yards, bears 100 yards, 2 L). */
export const PLAY_SAFETY = {
  title: 'Family Safety Tips',
  intro: 'Wyoming is wild country. A few habits keep every outing safe for kids and animals alike.',
  tips: SAFETY_TIPS,
}
