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
import {
  ACTIVITY_KINDS,
  address,
  ADJECTIVES,
  ARTIST_WORDS,
  cap,
  EVENT_KINDS,
  NOUNS,
  paragraph,
  placeName,
  randomGenerator,
  RESTAURANT_KINDS,
  sentence,
  SIGHTS,
  STAY_KINDS,
  THINGS,
  VENUES,
  VERBS,
} from './made-up-text'

/**
 * Realistic volume for load and search benchmarks (`npm run db:seed -- --scale N`): N units of
 * made-up listings written from word lists with a seeded random generator (./made-up-text.ts), so the same N gives the
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
      name: placeName(r, suffix),
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
      fromJackson: `In ${location.split(', ')[1]!}`,
      image: { scene: r.pick(SCENES), alt: 'Illustration' },
    }
  })
  const stays: Stay[] = Array.from({ length: n(PER_UNIT.stays) }, (_, i) => {
    const [suffix, type, typeKey] = r.pick(STAY_KINDS)
    return {
      id: `scale-s-${pad(i)}`,
      name: placeName(r, suffix),
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
