import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import { writeContentVersion } from '../content-version.server'
import { activityRow } from '../kinds/activity.server'
import { articleRow } from '../kinds/article.server'
import { eventRow } from '../kinds/event.server'
import { musicShowRow } from '../kinds/music.server'
import { restaurantRow } from '../kinds/restaurant.server'
import { stayRow } from '../kinds/stay.server'
import {
  type Activity,
  ARTICLE_CATEGORIES,
  type Article,
  CUISINES,
  DIFFICULTIES,
  EVENT_CATEGORIES,
  type GuideEvent,
  MUSIC_GENRES,
  type MusicShow,
  PRICE_RANGES,
  type Restaurant,
  SCENES,
  SEASONS,
  type Stay,
  type StayType,
} from '../listings'
import { rebuildSearchIndex } from '../search/index.server'

/**
 * Realistic volume for load and search benchmarks (`npm run db:seed -- --scale N`): N units of
 * made-up listings written from word lists with a seeded random generator, so the same N gives the
 * same database. One unit is 1,000 listings (250 each of restaurants, stays, activities and music
 * shows), 4,000 dated events and 200 articles; `--scale 5` gives 5,000 listings, 20,000 events and
 * 1,000 articles. Generated rows have ids starting with `scale-` and replace any earlier ones.
 */

export const PER_UNIT = {
  restaurants: 250,
  stays: 250,
  activities: 250,
  musicShows: 250,
  events: 4000,
  articles: 200,
}

/** mulberry32: a small, fast, seeded generator (the same seed gives the same numbers). */
export function randomGenerator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!
  const some = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items]
    const out: T[] = []
    while (out.length < count && copy.length) out.push(copy.splice(int(copy.length), 1)[0]!)
    return out
  }
  return { next, int, pick, some }
}

const TOWNS = [
  ['Jackson', 'WY 83001'],
  ['Jackson', 'WY 83001'],
  ['Jackson', 'WY 83001'],
  ['Wilson', 'WY 83014'],
  ['Teton Village', 'WY 83025'],
  ['Moose', 'WY 83012'],
  ['Kelly', 'WY 83011'],
  ['Alpine', 'WY 83128'],
  ['Afton', 'WY 83110'],
  ['Thayne', 'WY 83127'],
  ['Etna', 'WY 83118'],
  ['Freedom', 'WY 83120'],
  ['Star Valley Ranch', 'WY 83127'],
  ['Smoot', 'WY 83126'],
] as const
const STREETS = [
  'Cache St',
  'Broadway',
  'Glenwood St',
  'Deloney Ave',
  'Pearl Ave',
  'Snow King Ave',
  'Main St',
  'Highway 89',
  'Village Dr',
  'Moose Wilson Rd',
  'Greys River Rd',
  'Salt River Rd',
]
const ADJECTIVES = [
  'Silver',
  'Golden',
  'Wild',
  'Lazy',
  'Crooked',
  'Hidden',
  'Old',
  'Red',
  'High',
  'Little',
  'Lone',
  'Windy',
  'Copper',
  'Sleepy',
  'Rusty',
  'Blue',
  'Granite',
  'Painted',
  'Frosty',
  'Sunny',
]
const NOUNS = [
  'Sage',
  'Elk',
  'Bison',
  'Moose',
  'Antler',
  'Aspen',
  'Willow',
  'Canyon',
  'River',
  'Spur',
  'Saddle',
  'Creek',
  'Meadow',
  'Pine',
  'Ridge',
  'Trout',
  'Badger',
  'Coyote',
  'Juniper',
  'Huckleberry',
  'Cottonwood',
  'Horseshoe',
  'Lariat',
  'Teton',
  'Prairie',
]
const RESTAURANT_KINDS = [
  ['Grill', 'Western Steakhouse'],
  ['Kitchen', 'American'],
  ['Cafe', 'Cafe'],
  ['Saloon', 'Bar & Grill'],
  ['Bistro', 'Fine Dining'],
  ['Diner', 'American'],
  ['Chuckwagon', 'Western'],
  ['Table', 'Farm-to-Table'],
  ['Smokehouse', 'Barbecue'],
  ['Bakery', 'Cafe'],
] as const
const STAY_KINDS = [
  ['Ranch', 'Historic Ranch', 'ranches'],
  ['Guest Ranch', 'Guest Ranch', 'ranches'],
  ['Lodge', 'Mountain Lodge', 'lodges'],
  ['Inn', 'Boutique Lodge', 'lodges'],
  ['Cabins', 'Rustic Cabin', 'cabins'],
  ['Cabin', 'Log Cabin', 'cabins'],
  ['Retreat', 'Cultural Retreat', 'cultural-retreats'],
] as const
const ACTIVITY_KINDS = [
  ['Float Trip', 'Water Sports'],
  ['Trail Ride', 'Horseback Riding'],
  ['Wildlife Safari', 'Wildlife Viewing'],
  ['Hike', 'Hiking'],
  ['Fly Fishing Trip', 'Fishing'],
  ['Ski Tour', 'Winter Sports'],
  ['Photo Walk', 'Photography'],
  ['History Tour', 'Cultural Tours'],
  ['Climbing Course', 'Climbing'],
] as const
const EVENT_KINDS = [
  'Rodeo',
  'Powwow',
  'Festival',
  'Market',
  'Concert',
  'Barn Dance',
  'Wildlife Talk',
  'Art Walk',
  'Chili Cook-off',
  'Storytelling Night',
  'Film Night',
  'Fun Run',
]
const ARTIST_WORDS = [
  'Ramblers',
  'Drifters',
  'String Band',
  'Trio',
  'Wranglers',
  'Outlaws',
  'Sisters',
  'Brothers',
  'Revival',
  'Collective',
]
const VENUES = [
  'Million Dollar Cowboy Bar',
  'Center for the Arts',
  'Silver Dollar Bar',
  'Town Square Stage',
  'Stagecoach Bar',
  'Rendezvous Lodge',
  'Star Valley Grange Hall',
]
const FOODS = [
  'bison burgers',
  'elk chili',
  'trout tacos',
  'huckleberry pie',
  'sourdough pancakes',
  'smoked brisket',
  'green chile stew',
  'cheese curds',
  'bison short rib',
  'chokecherry shortcake',
]
const SIGHTS = [
  'the Tetons',
  'the Snake River',
  'the National Elk Refuge',
  'Jenny Lake',
  'the Gros Ventre',
  'Star Valley',
  'the Salt River Range',
  'Teton Pass',
  'Mormon Row',
  'the Hoback Canyon',
]
const ANIMALS = [
  'moose',
  'elk',
  'bison',
  'pronghorn',
  'bald eagles',
  'black bears',
  'trumpeter swans',
  'mule deer',
  'beavers',
  'osprey',
]
const THINGS = [
  'families',
  'first-time visitors',
  'locals',
  'ski bums',
  'ranch hands',
  'photographers',
  'anglers',
  'history lovers',
  'kids',
  'couples',
]
const VERBS = [
  'watch',
  'explore',
  'share',
  'celebrate',
  'discover',
  'learn about',
  'enjoy',
  'taste',
  'photograph',
  'hear about',
]
const SEASON_WORDS = ['winter', 'summer', 'fall', 'spring', 'every season']

type Random = ReturnType<typeof randomGenerator>

function sentence(r: Random): string {
  const templates = [
    () => `${cap(r.pick(THINGS))} come here to ${r.pick(VERBS)} ${r.pick(SIGHTS)} and ${r.pick(ANIMALS)}.`,
    () => `The menu runs from ${r.pick(FOODS)} to ${r.pick(FOODS)}, best after a day near ${r.pick(SIGHTS)}.`,
    () => `In ${r.pick(SEASON_WORDS)} you can ${r.pick(VERBS)} ${r.pick(ANIMALS)} from the porch.`,
    () => `Guides share stories of ${r.pick(SIGHTS)} while ${r.pick(THINGS)} ${r.pick(VERBS)} the valley.`,
    () =>
      `A ${r.pick(ADJECTIVES).toLowerCase()} place for ${r.pick(THINGS)}, a short drive from ${r.pick(TOWNS)[0]}.`,
    () => `Bring layers: ${r.pick(SEASON_WORDS)} evenings near ${r.pick(SIGHTS)} turn cold quickly.`,
  ]
  return r.pick(templates)()
}
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const paragraph = (r: Random, sentences: number) =>
  Array.from({ length: sentences }, () => sentence(r)).join(' ')
const address = (r: Random) => {
  const [town, zip] = r.pick(TOWNS)
  return `${10 + r.int(4000)} ${r.pick(STREETS)}, ${town}, ${zip}`
}
const name = (r: Random, suffix: string) => `${r.pick(ADJECTIVES)} ${r.pick(NOUNS)} ${suffix}`
const pad = (n: number) => String(n).padStart(6, '0')
const isoDay = (base: Date, offset: number) =>
  new Date(base.getTime() + offset * 86_400_000).toISOString().slice(0, 10)

export interface ScaleCounts {
  restaurants: number
  stays: number
  activities: number
  musicShows: number
  events: number
  articles: number
}

/** The listings of `scale` units (nothing written). */
export function generateListings(scale: number, seed = 19, today = new Date()) {
  const r = randomGenerator(seed)
  const n = (per: number) => Math.round(per * scale)
  const restaurants: Restaurant[] = Array.from({ length: n(PER_UNIT.restaurants) }, (_, i) => {
    const [suffix, type] = r.pick(RESTAURANT_KINDS)
    const location = address(r)
    return {
      id: `scale-r-${pad(i)}`,
      name: name(r, suffix),
      type,
      cuisines: r.some(CUISINES, 1 + r.int(2)),
      description: paragraph(r, 1),
      fullDescription: paragraph(r, 6),
      location,
      town: location.split(', ')[1]!,
      rating: 3.5 + r.int(15) / 10,
      price: r.pick(['$', '$$', '$$$', '$$$$']),
      phone: `(307) 555-${String(1000 + r.int(9000))}`,
      website: 'https://example.com/',
      hours: 'Daily 7:00 AM - 9:00 PM',
      tags: r.some(
        ['Local Favorites', 'Family Friendly', 'Groups', 'Live Music', 'Romantic', 'Farm-to-Table'],
        2,
      ),
      amenities: r.some(['Full Bar', 'Reservations', 'Takeout', 'Parking', 'Outdoor Seating'], 2),
      fromJackson: `About ${r.int(60)} minutes from Jackson`,
      image: { scene: r.pick(SCENES), alt: 'Illustration' },
    }
  })
  const stays: Stay[] = Array.from({ length: n(PER_UNIT.stays) }, (_, i) => {
    const [suffix, type, typeKey] = r.pick(STAY_KINDS)
    return {
      id: `scale-s-${pad(i)}`,
      name: name(r, suffix),
      type,
      typeKey: typeKey as StayType,
      description: paragraph(r, 1),
      fullDescription: paragraph(r, 6),
      location: address(r),
      rating: 3.5 + r.int(15) / 10,
      pricePerNight: 90 + r.int(600),
      guests: 2 + r.int(10),
      amenities: r.some(['wifi', 'parking', 'breakfast', 'hot-tub'], 2),
      features: r.some(['Mountain views', 'River access', 'Fireplace', 'Kitchen', 'Trail rides'], 2),
      policies: { checkIn: '3:00 PM', checkOut: '11:00 AM', cancellation: '14 days', pets: 'Ask first' },
      contact: { phone: '(307) 555-0100', email: 'stay@example.com', website: 'https://example.com/' },
      image: { scene: r.pick(SCENES), alt: 'Illustration' },
    }
  })
  const activities: Activity[] = Array.from({ length: n(PER_UNIT.activities) }, (_, i) => {
    const [suffix, category] = r.pick(ACTIVITY_KINDS)
    const priceRange = r.pick(PRICE_RANGES)
    return {
      id: `scale-a-${pad(i)}`,
      name: `${r.pick(NOUNS)} ${r.pick(['Creek', 'Canyon', 'Lake', 'Valley', 'Ridge'])} ${suffix}`,
      category,
      description: paragraph(r, 1),
      fullDescription: paragraph(r, 6),
      location: address(r),
      duration: `${1 + r.int(8)} hours`,
      difficulty: r.pick(DIFFICULTIES),
      ageGroup: 'All Ages',
      price: priceRange === 'Free' ? 'Free' : `$${20 + r.int(200)} per person`,
      priceRange,
      season: r.pick(SEASONS),
      tags: r.some(['Family-Friendly', 'Scenic Views', 'Guided', 'Wildlife', 'Photography'], 2),
      highlights: [sentence(r), sentence(r)],
      requirements: ['Water', 'Layers'],
      safety: ['Carry bear spray.'],
      bestTime: 'Morning',
      contact: { phone: '(307) 555-0100', website: 'https://example.com/' },
      featured: false,
      image: { scene: r.pick(SCENES), alt: 'Illustration' },
      photos: [],
    }
  })
  const musicShows: MusicShow[] = Array.from({ length: n(PER_UNIT.musicShows) }, (_, i) => ({
    id: `scale-m-${pad(i)}`,
    artist: `The ${r.pick(NOUNS)} ${r.pick(ARTIST_WORDS)}`,
    genre: r.pick(MUSIC_GENRES),
    date: isoDay(today, r.int(240) - 60),
    time: '8:00 PM',
    venue: r.pick(VENUES),
    location: address(r),
    description: paragraph(r, 2),
    price: r.int(4) === 0 ? 'Free' : `$${5 + r.int(40)} cover`,
    website: 'https://example.com/',
    tags: r.some(['Dancing', 'All Ages', '21+', 'Seated Show'], 2),
    image: { scene: 'music', alt: 'Illustration' },
  }))
  const events: GuideEvent[] = Array.from({ length: n(PER_UNIT.events) }, (_, i) => {
    const free = r.int(3) === 0
    const place = address(r)
    return {
      id: `scale-e-${pad(i)}`,
      title: `${r.pick(ADJECTIVES)} ${r.pick(NOUNS)} ${r.pick(EVENT_KINDS)}`,
      category: r.pick(EVENT_CATEGORIES),
      date: isoDay(today, r.int(365) - 90),
      time: '7:00 PM',
      startTime: '19:00',
      endTime: '21:00',
      location: `${r.pick(NOUNS)} Hall`,
      address: place,
      description: paragraph(r, 1),
      fullDescription: paragraph(r, 5),
      price: free ? 'Free' : `$${5 + r.int(60)} adults`,
      isFree: free,
      tags: r.some(['Family-Friendly', 'Outdoor', 'Indoor', 'Food', 'Music'], 2),
      organizer: `${r.pick(NOUNS)} Club`,
      phone: '(307) 555-0100',
      website: 'https://example.com/',
      capacity: 50 + r.int(500),
      highlights: [sentence(r)],
      whatToBring: ['Layers'],
      schedule: [],
      image: { scene: r.pick(SCENES), alt: 'Illustration' },
    }
  })
  const articles: Article[] = Array.from({ length: n(PER_UNIT.articles) }, (_, i) => ({
    id: `scale-b-${pad(i)}`,
    title: `${cap(r.pick(VERBS))} ${r.pick(SIGHTS)} with ${r.pick(THINGS)}`,
    author: `${r.pick(['Ana', 'Ben', 'Cody', 'Dee', 'Eli', 'Fay'])} ${r.pick(NOUNS)}`,
    category: r.pick(ARTICLE_CATEGORIES),
    excerpt: paragraph(r, 1),
    body: Array.from({ length: 6 }, () => paragraph(r, 5)).join('\n\n'),
    readTime: '5 min read',
    publishDate: isoDay(today, -r.int(1000)),
    views: r.int(5000),
    tags: r.some(['Wildlife', 'Family', 'History', 'Food', 'Winter', 'Summer'], 2),
    featured: false,
    image: { scene: r.pick(SCENES), alt: 'Illustration' },
  }))
  return { restaurants, stays, activities, musicShows, events, articles }
}

/**
 * Replaces the generated listings with `scale` units of them and rebuilds the search index; the
 * sample content is left as it is. Answers how many rows of each kind were written.
 */
export async function seedAtScale(db: Kysely<Database>, scale: number, seed = 19): Promise<ScaleCounts> {
  const data = generateListings(scale, seed)
  const now = new Date().toISOString()
  await db.transaction().execute(async (trx) => {
    const tables = ['restaurants', 'stays', 'activities', 'music_shows', 'events', 'articles'] as const
    for (const table of tables) await trx.deleteFrom(table).where('id', 'like', 'scale-%').execute()
    const insert = async (table: (typeof tables)[number], rows: object[]) => {
      for (let i = 0; i < rows.length; i += 200)
        await trx
          .insertInto(table)
          // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows come from each kind's row function
          .values(rows.slice(i, i + 200) as any)
          .execute()
    }
    await insert(
      'restaurants',
      data.restaurants.map((x, i) => restaurantRow(x, 2000 + i, now)),
    )
    await insert(
      'stays',
      data.stays.map((x, i) => stayRow(x, 2000 + i, now)),
    )
    await insert(
      'activities',
      data.activities.map((x, i) => activityRow(x, 2000 + i, now)),
    )
    await insert(
      'music_shows',
      data.musicShows.map((x, i) => musicShowRow(x, 2000 + i, now)),
    )
    await insert(
      'events',
      data.events.map((x, i) => eventRow(x, 2000 + i, now)),
    )
    await insert(
      'articles',
      data.articles.map((x, i) => articleRow(x, 2000 + i, now)),
    )
    // Cached pages go; the index is rebuilt against the new content version.
    await writeContentVersion(trx)
    await rebuildSearchIndex(trx)
  })
  return {
    restaurants: data.restaurants.length,
    stays: data.stays.length,
    activities: data.activities.length,
    musicShows: data.musicShows.length,
    events: data.events.length,
    articles: data.articles.length,
  }
}
