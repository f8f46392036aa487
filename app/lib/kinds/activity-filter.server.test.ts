import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activities } from '../../../db/seed-data'
import { createTestDb, TEST_DIALECTS, type TestDb } from '../../../tests/setup/db'
import { DIFFICULTIES, PRICE_RANGES, SEASONS } from '../listings'
import { ACTIVITY_TYPES } from './activity'
import {
  activityFilterOptions,
  type ActivityFilterOptions,
  type ActivitySearch,
  searchActivities,
} from './activity-filter.server'

describe.each(TEST_DIALECTS)('/play/filter choices on %s', (dialect) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(dialect)
  })
  afterAll(() => t.cleanup())

  it('offers only the values that return activities, each of them returning some', async () => {
    const options = await activityFilterOptions(t.db)
    const categories = new Set(activities.map((a) => a.category))
    expect(options.category).toEqual(ACTIVITY_TYPES.filter((c) => categories.has(c)))
    expect(options.category.length).toBeLessThan(ACTIVITY_TYPES.length)
    expect(options.difficulty).toEqual(DIFFICULTIES.filter((d) => activities.some((a) => a.difficulty === d)))
    expect(options.price).toEqual(PRICE_RANGES.filter((p) => activities.some((a) => a.priceRange === p)))
    const choices: [keyof ActivityFilterOptions, readonly string[]][] = [
      ['category', ACTIVITY_TYPES],
      ['difficulty', DIFFICULTIES],
      ['season', SEASONS],
      ['price', PRICE_RANGES],
    ]
    for (const [name, all] of choices)
      for (const value of all) {
        const found = await searchActivities(t.db, { [name]: value } as ActivitySearch)
        // Offered exactly when it finds something.
        expect([name, value, found.length > 0]).toEqual([name, value, options[name].includes(value as never)])
      }
  })

  it('drops a value when its last activity is hidden, and keeps a chosen value', async () => {
    const fishing = activities.filter((a) => a.category === 'Fishing').map((a) => a.id)
    expect(fishing.length).toBeGreaterThan(0)
    await t.db.updateTable('activities').set({ hidden: 1 }).where('id', 'in', fishing).execute()
    expect((await activityFilterOptions(t.db)).category).not.toContain('Fishing')
    expect((await activityFilterOptions(t.db, { category: 'Fishing' })).category).toContain('Fishing')
    await t.db.updateTable('activities').set({ hidden: 0 }).where('id', 'in', fishing).execute()
  })
})
