import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activities, restaurants, stays } from '../../db/seed-data'
import { createTestDb, TEST_DIALECTS, type TestDb } from '../../tests/setup/db'
import { parseActivitySearch, searchActivities } from './kinds/activity-filter.server'
import { listActivities } from './kinds/activity.server'
import { getRestaurant, listRestaurants, parseCuisine } from './kinds/restaurant.server'
import { getStay, listStays, parseStayType } from './kinds/stay.server'
import { CUISINES, STAY_TYPES } from './listings'

const ids = (list: { id: string }[]) => list.map((item) => item.id).sort()

describe('URL filter parsing', () => {
  it('keeps known activity filters and drops unknown or empty ones', () => {
    const params = new URLSearchParams('category=Hiking&difficulty=Hard&season=Summer&price=Free')
    expect(parseActivitySearch(params)).toEqual({
      category: 'Hiking',
      difficulty: 'Hard',
      season: 'Summer',
      price: 'Free',
    })
    expect(
      parseActivitySearch(
        new URLSearchParams('category=Knitting&difficulty=&season=summer&price=%24%24%24%24%24'),
      ),
    ).toEqual({})
    expect(parseActivitySearch(new URLSearchParams('price=%24%24'))).toEqual({ price: '$$' })
  })

  it('reads the cuisine and stay type, and treats anything else as All', () => {
    for (const cuisine of CUISINES) expect(parseCuisine(cuisine)).toBe(cuisine)
    expect(parseCuisine(null)).toBeUndefined()
    expect(parseCuisine('Indigenous')).toBeUndefined()
    expect(parseCuisine('"indigenous"')).toBeUndefined()
    for (const type of STAY_TYPES) expect(parseStayType(type)).toBe(type)
    expect(parseStayType('castles')).toBeUndefined()
    expect(parseStayType(null)).toBeUndefined()
  })
})

describe.each(TEST_DIALECTS)('eat, stay and play queries on %s', (dialect) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(dialect)
  })
  afterAll(async () => t.cleanup())

  it('filters restaurants by every cuisine exactly as the seed data says', async () => {
    for (const cuisine of CUISINES) {
      const found = await listRestaurants(t.db, { cuisine })
      expect(ids(found), cuisine).toEqual(ids(restaurants.filter((r) => r.cuisines.includes(cuisine))))
    }
    expect((await listRestaurants(t.db)).slice(0, 3).map((r) => r.id)).toEqual(
      restaurants.slice(0, 3).map((r) => r.id),
    )
    expect(await getRestaurant(t.db, restaurants[2]!.id)).toEqual(restaurants[2])
  })

  it('filters stays by every type, and looks one up by id', async () => {
    for (const type of STAY_TYPES) {
      const found = await listStays(t.db, { type })
      expect(ids(found), type).toEqual(ids(stays.filter((s) => s.typeKey === type)))
      expect(found.length, type).toBeGreaterThan(0)
    }
    expect(await getStay(t.db, stays[1]!.id)).toEqual(stays[1])
    expect(await getStay(t.db, 'no-such-stay')).toBeUndefined()
  })

  it('searches activities by category, difficulty and price', async () => {
    expect(ids(await searchActivities(t.db, { category: 'Hiking' }))).toEqual(
      ids(activities.filter((a) => a.category === 'Hiking')),
    )
    expect(ids(await searchActivities(t.db, { difficulty: 'Hard' }))).toEqual(['amphitheater-lake-hike'])
    expect(ids(await searchActivities(t.db, { price: 'Free' }))).toEqual(
      ids(activities.filter((a) => a.priceRange === 'Free')),
    )
    expect(ids(await searchActivities(t.db, { category: 'Hiking', difficulty: 'Easy' }))).toEqual([
      'taggart-lake-hike',
    ])
    expect(await searchActivities(t.db, { difficulty: 'Expert' })).toEqual([])
    expect(ids(await searchActivities(t.db, {}))).toEqual(ids(activities))
  })

  it('counts Year-Round activities as open in every season', async () => {
    const winter = await searchActivities(t.db, { season: 'Winter' })
    expect(ids(winter)).toEqual(
      ids(activities.filter((a) => a.season === 'Winter' || a.season === 'Year-Round')),
    )
    expect(winter.some((a) => a.season === 'Year-Round')).toBe(true)
    const yearRound = await searchActivities(t.db, { season: 'Year-Round' })
    expect(ids(yearRound)).toEqual(ids(activities.filter((a) => a.season === 'Year-Round')))
    // The exact-season filter is unchanged.
    expect(ids(await listActivities(t.db, { season: 'Winter' }))).toEqual(
      ids(activities.filter((a) => a.season === 'Winter')),
    )
  })
})
