import type { Kysely } from 'kysely'
import type { Database } from './schema'
import { activities, articles, events, musicShows, restaurants, stays } from './seed-data'

/** Bump when the sample content changes in a way existing databases should receive. */
export const SEED_VERSION = '1'
const SEED_KEY = 'seed_version'

const json = (value: unknown) => JSON.stringify(value)

/**
 * Inserts the sample listings once. Safe to run on every start and from several processes at
 * once: it is skipped when the marker is present, and rows that exist are left alone.
 */
export async function seedDatabase(db: Kysely<Database>): Promise<boolean> {
  const marker = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SEED_KEY)
    .executeTakeFirst()
  if (marker?.value === SEED_VERSION) return false

  const now = new Date().toISOString()
  await db.transaction().execute(async (trx) => {
    const insert = async <T extends keyof Database & string>(table: T, rows: Record<string, unknown>[]) => {
      for (const row of rows) {
        await trx
          .insertInto(table)
          // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are built per table above
          .values(row as any)
          .onConflict((oc) => oc.doNothing())
          .execute()
      }
    }

    await insert(
      'restaurants',
      restaurants.map((r, i) => ({
        id: r.id,
        name: r.name,
        type: r.type,
        cuisines: json(r.cuisines),
        description: r.description,
        full_description: r.fullDescription,
        location: r.location,
        town: r.town,
        rating: r.rating,
        price: r.price,
        phone: r.phone,
        website: r.website,
        hours: r.hours,
        tags: json(r.tags),
        amenities: json(r.amenities),
        from_jackson: r.fromJackson,
        image_scene: r.image.scene,
        image_alt: r.image.alt,
        sort_order: i,
        created_at: now,
      })),
    )
    await insert(
      'stays',
      stays.map((s, i) => ({
        id: s.id,
        name: s.name,
        type: s.type,
        type_key: s.typeKey,
        description: s.description,
        full_description: s.fullDescription,
        location: s.location,
        rating: s.rating,
        price_per_night: s.pricePerNight,
        guests: s.guests,
        amenities: json(s.amenities),
        features: json(s.features),
        policy_check_in: s.policies.checkIn,
        policy_check_out: s.policies.checkOut,
        policy_cancellation: s.policies.cancellation,
        policy_pets: s.policies.pets,
        phone: s.contact.phone,
        email: s.contact.email,
        website: s.contact.website,
        image_scene: s.image.scene,
        image_alt: s.image.alt,
        sort_order: i,
        created_at: now,
      })),
    )
    await insert(
      'activities',
      activities.map((a, i) => ({
        id: a.id,
        name: a.name,
        category: a.category,
        description: a.description,
        full_description: a.fullDescription,
        location: a.location,
        duration: a.duration,
        difficulty: a.difficulty,
        age_group: a.ageGroup,
        price: a.price,
        price_range: a.priceRange,
        season: a.season,
        tags: json(a.tags),
        highlights: json(a.highlights),
        requirements: json(a.requirements),
        safety: json(a.safety),
        best_time: a.bestTime,
        phone: a.contact.phone,
        website: a.contact.website,
        featured: a.featured ? 1 : 0,
        image_scene: a.image.scene,
        image_alt: a.image.alt,
        photos: json(a.photos),
        sort_order: i,
        created_at: now,
      })),
    )
    await insert(
      'events',
      events.map((e, i) => ({
        id: e.id,
        title: e.title,
        category: e.category,
        date: e.date,
        time: e.time,
        start_time: e.startTime,
        end_time: e.endTime,
        location: e.location,
        address: e.address,
        description: e.description,
        full_description: e.fullDescription,
        price: e.price,
        is_free: e.isFree ? 1 : 0,
        tags: json(e.tags),
        organizer: e.organizer,
        phone: e.phone,
        website: e.website,
        capacity: e.capacity,
        highlights: json(e.highlights),
        what_to_bring: json(e.whatToBring),
        image_scene: e.image.scene,
        image_alt: e.image.alt,
        sort_order: i,
        created_at: now,
      })),
    )
    await insert(
      'event_schedule',
      events.flatMap((e) =>
        e.schedule.map((s, position) => ({ event_id: e.id, position, time: s.time, activity: s.activity })),
      ),
    )
    await insert(
      'music_shows',
      musicShows.map((m, i) => ({
        id: m.id,
        artist: m.artist,
        genre: m.genre,
        date: m.date,
        time: m.time,
        venue: m.venue,
        location: m.location,
        description: m.description,
        price: m.price,
        website: m.website,
        tags: json(m.tags),
        image_scene: m.image.scene,
        image_alt: m.image.alt,
        sort_order: i,
        created_at: now,
      })),
    )
    await insert(
      'articles',
      articles.map((a, i) => ({
        id: a.id,
        title: a.title,
        author: a.author,
        category: a.category,
        excerpt: a.excerpt,
        body: a.body,
        read_time: a.readTime,
        publish_date: a.publishDate,
        views: a.views,
        tags: json(a.tags),
        featured: a.featured ? 1 : 0,
        image_scene: a.image.scene,
        image_alt: a.image.alt,
        sort_order: i,
        created_at: now,
      })),
    )
    await trx
      .insertInto('app_meta')
      .values({ key: SEED_KEY, value: SEED_VERSION })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: SEED_VERSION }))
      .execute()
  })
  return true
}
