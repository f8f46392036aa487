import { describe, expect, it } from 'vitest'
import { call, pageRequest } from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { restaurantRow } from '~/lib/kinds/restaurant.server'
import { restaurants } from '../../../db/seed-data'
import { loader } from './index'

// Long lists come a page (24 cards) at a time, counted and cut in the database.
describe.each(TEST_DIALECTS)('/eat pages on %s', (dialect) => {
  const t = useAppDatabase(dialect)

  it('shows 24 restaurants a page, keeps the cuisine filter, and clamps a page past the end', async () => {
    const now = new Date().toISOString()
    const extra = Array.from({ length: 60 }, (_, i) => ({
      ...restaurants[0]!,
      id: `extra-${String(i).padStart(2, '0')}`,
      name: `Extra Place ${String(i).padStart(2, '0')}`,
      cuisines: i % 2 === 0 ? (['cowboy'] as const) : ([] as const),
    }))
    await t.db
      .insertInto('restaurants')
      .values(extra.map((r, i) => restaurantRow({ ...r, cuisines: [...r.cuisines] }, 100 + i, now)))
      .execute()
    const total = restaurants.length + extra.length

    const first = await call(loader, pageRequest('/eat'))
    expect(first.restaurants).toHaveLength(24)
    expect(first.paging).toEqual({ page: 1, pageCount: Math.ceil(total / 24), total })

    const last = await call(loader, pageRequest('/eat?page=99'))
    expect(last.paging.page).toBe(Math.ceil(total / 24))
    expect(last.restaurants).toHaveLength(total - 24 * (last.paging.pageCount - 1))

    const cowboy = restaurants.filter((r) => r.cuisines.includes('cowboy')).length + 30
    const filtered = await call(loader, pageRequest('/eat?cuisine=cowboy&page=2'))
    expect(filtered.paging).toEqual({ page: 2, pageCount: Math.ceil(cowboy / 24), total: cowboy })
    const cowboyIds = new Set(
      [...restaurants, ...extra]
        .filter((r) => (r.cuisines as readonly string[]).includes('cowboy'))
        .map((r) => r.id),
    )
    expect(filtered.restaurants.every((r: { id: string }) => cowboyIds.has(r.id))).toBe(true)
    // A card's data only: the page's HTML carries it.
    expect(Object.keys(first.restaurants[0]).sort()).toEqual(
      ['description', 'id', 'image', 'name', 'price', 'rating', 'town', 'type'].sort(),
    )
  })
})
