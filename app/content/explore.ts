import type { Scene } from '~/lib/listings'

/**
 * The explore pages' structure (issue 47: their editorial words are in the catalogs,
 * app/locales/<code>/explore.json, named by the ids below). An idea on one of the pages that is
 * not a listing in the guide: editorial text that introduces it and a button that asks our team
 * (/contact). It never states a price, a time, an address or a season: those are facts of a
 * listing, and the listings an explore page features (chosen in /admin/explore, read from their
 * rows by app/lib/explore.server.ts) carry them (issue 45 item 4; a test in
 * app/routes/explore/facts.test.ts checks).
 */
export interface Experience {
  /** Words: `explore.<page>.experience.<id>.name`, `.description`. */
  id: string
  /** The youngest age it suits ("Ages 8+"); none: all ages. */
  minAge?: number
  scene: Scene
}

export interface ExplorePage {
  /** Words: `explore.<id>.title`, `.subtitle`, `.intro`, `.experiencesTitle`, `.metaDescription`. */
  id: 'wildlife' | 'cowboy' | 'indigenous' | 'adventures'
  /** the page's ideas beyond its featured listings */
  experiences: Experience[]
  /** Whether it has a note: `explore.<id>.note.title`, `.note.text`. */
  note: boolean
}

/** The /contact link of an experience's book button (its name in the page's language); the contact form pre-fills its subject. */
export function bookingHref(experience: { name: string }): string {
  return `/contact?subject=${encodeURIComponent(experience.name)}`
}

export const WILDLIFE: ExplorePage = {
  id: 'wildlife',
  experiences: [
    { id: 'sunrise-wildlife-safari', minAge: 6, scene: 'moose' },
    { id: 'yellowstone-bison-and-geysers-day-tour', minAge: 8, scene: 'bison' },
  ],
  note: true,
}

export const COWBOY: ExplorePage = {
  id: 'cowboy',
  experiences: [
    { id: 'teton-trail-ride', minAge: 8, scene: 'horseback' },
    { id: 'chuckwagon-supper-and-western-music', scene: 'campfire' },
    { id: 'rodeo-night', scene: 'rodeo' },
    { id: 'star-valley-working-ranch-day', minAge: 10, scene: 'ranch' },
  ],
  note: true,
}

export const INDIGENOUS: ExplorePage = {
  id: 'indigenous',
  experiences: [
    { id: 'homeland-history-walk', minAge: 8, scene: 'river' },
    { id: 'native-plants-and-foods-walk', scene: 'wildflowers' },
    { id: 'beadwork-workshop-with-native-artists', minAge: 10, scene: 'tipi' },
    { id: 'eastern-shoshone-indian-days-trip', scene: 'dancers' },
  ],
  note: false,
}

/** /indigenous: how to visit with respect. Words: `explore.indigenous.respect.<id>.title`, `.text`. */
export const RESPECT_GUIDELINES = [
  'ask-before-photographing',
  'powwow-etiquette',
  'leave-sacred-sites-undisturbed',
  'buy-authentic-native-made-art',
  'choose-programs-led-by-tribal-members',
] as const

export const ADVENTURES: ExplorePage = {
  id: 'adventures',
  experiences: [
    { id: 'snake-river-whitewater-rafting', minAge: 6, scene: 'rafting' },
    { id: 'intro-to-rock-climbing', minAge: 8, scene: 'tetons' },
  ],
  note: true,
}
