/**
 * Shapes of the public listings (SPEC section 3) and the option lists they are made of. Loaders
 * return these; the seed data (db/seed-data/) is written in them. Database rows are mapped to and
 * from these in app/lib/kinds/*.server.ts. They live here, on the ground floor, so the seed data
 * can be typed without importing the app; the app reads them through app/lib/listings.ts.
 * Pure data and types: browser-safe, importing nothing.
 */

/** A point in degrees (WGS 84), as app/lib/maps/projection.ts's Coordinates. */
interface LatLng {
  lat: number
  lng: number
}

/** One of the shared illustrations in public/images/scenes/<name>.svg (800x500). */
export const SCENES = [
  'tetons',
  'bison',
  'elk',
  'moose',
  'bear',
  'cowboy',
  'rodeo',
  'river',
  'lodge',
  'cabin',
  'ranch',
  'tipi',
  'dancers',
  'campfire',
  'skiing',
  'fishing',
  'rafting',
  'hiking',
  'horseback',
  'music',
  'dining',
  'coffee',
  'barbecue',
  'wildflowers',
  'aspen',
  'town-square',
  'sleigh',
  'stars',
] as const
export type Scene = (typeof SCENES)[number]

export interface Image {
  scene: Scene
  alt: string
}

/**
 * What each illustration shows, as its alt text (issue 45 item 5: every picture's alt describes the
 * picture it is on). A scene is the same picture on every listing, so it is described once, here;
 * the pages say it in their language (`shell.scene.*` in app/locales, English word for word).
 */
export const SCENE_ALT: Record<Scene, string> = {
  aspen: 'Illustration of aspen trees in autumn',
  barbecue: 'Illustration of a smoker grill at sunset below the mountains',
  bear: 'Illustration of a bear in a meadow below the mountains',
  bison: 'Illustration of a bison on the grassy flats below the mountains',
  cabin: 'Illustration of a log cabin in the snow',
  campfire: 'Illustration of a campfire and a tent under the pines at night',
  coffee: 'Illustration of a steaming mug of coffee at a window facing the mountains',
  cowboy: 'Illustration of a cowboy beside his horse at sunset',
  dancers: 'Illustration of a dancer in regalia against a golden sun',
  dining: 'Illustration of a plated meal on a set table by a window facing the mountains',
  elk: 'Illustration of a bull elk in a meadow',
  fishing: 'Illustration of an angler fly fishing in a river',
  hiking: 'Illustration of a hiker on a mountain trail',
  horseback: 'Illustration of a rider on horseback below the mountains',
  lodge: 'Illustration of a log lodge lit up at dusk',
  moose: 'Illustration of a moose standing in a pond',
  music: 'Illustration of a guitar, a microphone and a stool on a small stage',
  rafting: 'Illustration of a raft on whitewater',
  ranch: 'Illustration of a ranch barn behind a rail fence',
  river: 'Illustration of a river winding through the valley',
  rodeo: 'Illustration of a rider on a bucking horse in a rodeo arena',
  skiing: 'Illustration of a skier on a snowy slope',
  sleigh: 'Illustration of a horse-drawn sleigh among elk in the snow',
  stars: 'Illustration of a starry night sky over the mountains',
  tetons: 'Illustration of the Teton Range above a valley',
  tipi: 'Illustration of a painted tipi',
  'town-square': 'Illustration of an antler arch on a town square',
  wildflowers: 'Illustration of wildflowers in a meadow',
}

/** A listing's picture: one of the shared scenes, with its alt text. */
export function sceneImage(scene: Scene): Image {
  return { scene, alt: SCENE_ALT[scene] }
}

export const CUISINES = ['indigenous', 'farm-to-table', 'cowboy', 'family-friendly', 'fine-dining'] as const
export type Cuisine = (typeof CUISINES)[number]

export interface Restaurant {
  id: string
  name: string
  /** e.g. "Western Steakhouse" */
  type: string
  /** Which /eat?cuisine= filters list it. */
  cuisines: Cuisine[]
  description: string
  fullDescription: string
  /** Street address, used for the maps search. */
  location: string
  town: string
  /** Its pin on the maps (null: none yet). */
  coordinates?: LatLng | null
  rating: number
  /** "$" to "$$$$" */
  price: string
  phone: string
  website: string
  /** A booking or reservation page, when it is not the website (issue 44). */
  bookingUrl?: string | null
  hours: string
  tags: string[]
  amenities: string[]
  /** Travel note from Jackson town square, e.g. "In town, a 3-minute walk from the Town Square". */
  fromJackson: string
  image: Image
}

export const STAY_TYPES = ['ranches', 'lodges', 'cabins', 'cultural-retreats'] as const
export type StayType = (typeof STAY_TYPES)[number]

export interface Stay {
  id: string
  name: string
  /** Display type, e.g. "Historic Ranch" */
  type: string
  typeKey: StayType
  description: string
  fullDescription: string
  location: string
  /** The town it is in or nearest to. */
  town?: string | null
  /** Its pin on the maps (null: none yet). */
  coordinates?: LatLng | null
  rating: number
  /** Price per night in whole US dollars. */
  pricePerNight: number
  guests: number
  /** Any of: 'wifi', 'parking', 'breakfast', 'hot-tub' plus free text extras. */
  amenities: string[]
  features: string[]
  policies: { checkIn: string; checkOut: string; cancellation: string; pets: string }
  contact: { phone: string; email: string; website: string }
  /** A booking page, when it is not the website (issue 44). */
  bookingUrl?: string | null
  image: Image
}

export const DIFFICULTIES = ['Easy', 'Moderate', 'Hard', 'Expert'] as const
export type Difficulty = (typeof DIFFICULTIES)[number]
export const SEASONS = ['Spring', 'Summer', 'Fall', 'Winter', 'Year-Round'] as const
export type Season = (typeof SEASONS)[number]
export const PRICE_RANGES = ['Free', '$', '$$', '$$$', '$$$$'] as const
export type PriceRange = (typeof PRICE_RANGES)[number]

export interface Photo {
  scene: Scene
  alt: string
  caption: string
}

export interface Activity {
  id: string
  name: string
  /** One of the activity categories of SPEC section 3, e.g. "Wildlife Viewing" */
  category: string
  description: string
  fullDescription: string
  location: string
  /** The town it is in or nearest to. */
  town?: string | null
  /** Its pin on the maps (null: none yet). */
  coordinates?: LatLng | null
  duration: string
  difficulty: Difficulty
  /** e.g. "All Ages" or "Ages 8+" */
  ageGroup: string
  /** Display price, e.g. "$85 per person" or "Free" */
  price: string
  priceRange: PriceRange
  season: Season
  tags: string[]
  highlights: string[]
  /** What to Bring */
  requirements: string[]
  safety: string[]
  bestTime: string
  contact: { phone: string; website: string }
  /** A booking page, when it is not the website (issue 44). */
  bookingUrl?: string | null
  featured: boolean
  image: Image
  /** The /play/{id}/photos gallery (3 to 5 photos). */
  photos: Photo[]
}

export const EVENT_CATEGORIES = [
  'Cowboy Culture',
  'Indigenous Heritage',
  'Wildlife',
  'Family Events',
  'Adventure',
] as const
export type EventCategory = (typeof EVENT_CATEGORIES)[number]

export interface ScheduleItem {
  time: string
  activity: string
}

export interface GuideEvent {
  id: string
  title: string
  category: EventCategory
  /** Calendar date in America/Denver, YYYY-MM-DD */
  date: string
  /** Display time, e.g. "7:00 PM" */
  time: string
  /** 24-hour local start and end, "HH:MM", used for the .ics file. */
  startTime: string
  endTime: string
  location: string
  address: string
  /** The town it is in or nearest to. */
  town?: string | null
  /** Its pin on the maps (null: none yet). */
  coordinates?: LatLng | null
  description: string
  fullDescription: string
  /** Display price, e.g. "$25 adults, $15 kids" or "Free" */
  price: string
  isFree: boolean
  tags: string[]
  organizer: string
  phone: string
  website: string
  capacity: number
  highlights: string[]
  whatToBring: string[]
  schedule: ScheduleItem[]
  image: Image
  /**
   * RFC 5545 recurrence rule (without DTSTART) when the event repeats from `date`, else null
   * (app/lib/recurrence.server.ts expands it).
   */
  rrule?: string | null
}

export const MUSIC_GENRES = ['Country', 'Folk', 'Blues', 'Acoustic', 'Holiday', 'Variety'] as const
export type MusicGenre = (typeof MUSIC_GENRES)[number]

export interface MusicShow {
  id: string
  artist: string
  genre: MusicGenre
  /** YYYY-MM-DD */
  date: string
  time: string
  venue: string
  location: string
  /** The town it is in or nearest to. */
  town?: string | null
  /** Its pin on the maps (null: none yet). */
  coordinates?: LatLng | null
  description: string
  price: string
  website: string
  tags: string[]
  image: Image
}

export const ARTICLE_CATEGORIES = [
  'Wildlife',
  'Cowboy Culture',
  'Indigenous Heritage',
  'Family Adventures',
  'Food & Culture',
  'Photography',
  'Local Voices',
] as const
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number]

export interface Article {
  /** URL slug: /blog/{id} */
  id: string
  title: string
  author: string
  category: ArticleCategory
  excerpt: string
  /** Full text: paragraphs separated by a blank line. Plain text, never HTML. */
  body: string
  /** e.g. "6 min read" */
  readTime: string
  /** YYYY-MM-DD */
  publishDate: string
  views: number
  tags: string[]
  featured: boolean
  image: Image
}

/** An article as lists and cards show it: everything but the body. */
export type ArticleSummary = Omit<Article, 'body'>
