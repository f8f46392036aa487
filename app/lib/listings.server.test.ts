import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activities, articles, events, musicShows, restaurants, stays } from '../../db/seed-data'
import { createTestDb, TEST_DIALECTS, type TestDb } from '../../tests/setup/db'
import { getActivity, listActivities, listFeaturedActivityCards } from './kinds/activity.server'
import { getArticle, listArticles } from './kinds/article.server'
import { getEvent, listEvents } from './kinds/event-queries.server'
import { listMusicShows } from './kinds/music.server'
import { getRestaurant, listRestaurants, pageRestaurants } from './kinds/restaurant.server'
import { getStay, listStays, pageStays } from './kinds/stay.server'

describe.each(TEST_DIALECTS)('listing data access on %s', (dialect) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(dialect)
  })
  afterAll(async () => t.cleanup())

  it('reads a restaurant back exactly as seeded', async () => {
    const seeded = restaurants[0]!
    expect(await getRestaurant(t.db, seeded.id)).toEqual(seeded)
    expect(await getRestaurant(t.db, 'no-such-place')).toBeUndefined()
  })

  it('lists restaurants in seed order and filters by cuisine', async () => {
    expect((await listRestaurants(t.db)).map((r) => r.id)).toEqual(restaurants.map((r) => r.id))
    const indigenous = await listRestaurants(t.db, { cuisine: 'indigenous' })
    expect(indigenous.map((r) => r.id)).toEqual(
      restaurants.filter((r) => r.cuisines.includes('indigenous')).map((r) => r.id),
    )
    expect(indigenous.length).toBeGreaterThan(0)
  })

  it('reads stays with policies and contact, filtered by type', async () => {
    const seeded = stays[0]!
    expect(await getStay(t.db, seeded.id)).toEqual(seeded)
    const cabins = await listStays(t.db, { type: 'cabins' })
    expect(cabins.map((s) => s.id)).toEqual(stays.filter((s) => s.typeKey === 'cabins').map((s) => s.id))
  })

  it('reads activities with photos and filters featured ones', async () => {
    const seeded = activities[0]!
    expect(await getActivity(t.db, seeded.id)).toEqual(seeded)
    const featured = await listActivities(t.db, { featured: true })
    expect(featured.map((a) => a.id).sort()).toEqual(
      activities
        .filter((a) => a.featured)
        .map((a) => a.id)
        .sort(),
    )
  })

  it('gives the section pages only what their cards show, the same as the whole listing', async () => {
    const [restaurant] = (await pageRestaurants(t.db, {}, 1)).items
    const { id, name, type, rating, price, town, description, image } = restaurants[0]!
    expect(restaurant).toEqual({ id, name, type, rating, price, town, description, image })

    const [stay] = (await pageStays(t.db, {}, 1)).items
    const s = stays[0]!
    expect(stay).toEqual({
      id: s.id,
      name: s.name,
      type: s.type,
      rating: s.rating,
      guests: s.guests,
      pricePerNight: s.pricePerNight,
      description: s.description,
      amenities: s.amenities,
      image: s.image,
    })

    const cards = await listFeaturedActivityCards(t.db)
    const whole = await listActivities(t.db, { featured: true })
    expect(cards.map((c) => c.id)).toEqual(whole.map((a) => a.id))
    const a = whole[0]!
    expect(cards[0]).toEqual({
      id: a.id,
      name: a.name,
      category: a.category,
      difficulty: a.difficulty,
      duration: a.duration,
      ageGroup: a.ageGroup,
      description: a.description,
      image: a.image,
    })
  })

  it('reads events with their schedule rows in order, filtered by day and category', async () => {
    for (const seeded of events) expect(await getEvent(t.db, seeded.id)).toEqual({ ...seeded, rrule: null })
    const day = events[0]!.date
    const onDay = await listEvents(t.db, { date: day })
    expect(onDay.map((e) => e.id).sort()).toEqual(
      events
        .filter((e) => e.date === day)
        .map((e) => e.id)
        .sort(),
    )
    const wildlife = await listEvents(t.db, { category: 'Wildlife' })
    expect(wildlife.every((e) => e.category === 'Wildlife')).toBe(true)
    expect(wildlife.length).toBe(events.filter((e) => e.category === 'Wildlife').length)
  })

  it('filters music shows by exact genre', async () => {
    const folk = await listMusicShows(t.db, { genre: 'Folk' })
    expect(folk.map((m) => m.id).sort()).toEqual(
      musicShows
        .filter((m) => m.genre === 'Folk')
        .map((m) => m.id)
        .sort(),
    )
  })

  it('reads articles by slug and splits featured from recent', async () => {
    const seeded = articles[0]!
    expect(await getArticle(t.db, seeded.id)).toEqual(seeded)
    expect((await listArticles(t.db, { featured: true })).length).toBe(
      articles.filter((a) => a.featured).length,
    )
  })
})
