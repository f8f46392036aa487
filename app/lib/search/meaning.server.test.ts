import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, TEST_DIALECTS, type TestDb } from '../../../tests/setup/db'
import type { SearchDocument } from './documents.server'
import { syncEditorialPages } from './index.server'
import { searchSite } from './search.server'

const TODAY = '2026-11-24'

/** A document as the index holds it (written through the editorial pages' writer). */
function doc(
  id: string,
  fields: Partial<SearchDocument> & Pick<SearchDocument, 'type' | 'title'>,
): SearchDocument {
  return { key: `test:${id}`, url: `/test/${id}`, summary: '', keywords: '', body: '', ...fields }
}

const DOCS: SearchDocument[] = [
  // "ski" as a prefix only, in the name: ranked below whole-word "ski" in the body.
  doc('skillet', {
    type: 'restaurant',
    title: 'Skillet Skills Kitchen',
    body: 'Cooking skills taught nightly.',
  }),
  doc('pine', {
    type: 'stay',
    title: 'Pine Cabins',
    body: 'Ski in, ski out, with skiing lessons next door.',
  }),
  // Breakfast: a stay that says it in its name and keywords, the diner in its body only.
  doc('inn', {
    type: 'stay',
    title: 'Breakfast Inn',
    keywords: 'Breakfast included',
    body: 'Rooms with breakfast.',
  }),
  doc('diner', { type: 'restaurant', title: 'Moose Diner', body: 'Breakfast all day, pancakes and coffee.' }),
  // Regional names: JHMR is Teton Village.
  doc('tram', {
    type: 'activity',
    title: 'Aerial Tram Ride',
    town: 'Teton Village',
    keywords: 'Teton Village',
    body: 'Up the mountain.',
  }),
  doc('soak', { type: 'stay', title: 'Granite Lodge', body: 'A soak in the hot pools after a day out.' }),
  doc('ynp', {
    type: 'article',
    title: 'A Day Trip North',
    body: 'Old Faithful in Yellowstone National Park.',
  }),
]

describe.each(TEST_DIALECTS)('what a visitor means, on %s', (dialect) => {
  let t: TestDb
  const titles = async (q: string) =>
    (await searchSite(t.db, q, { today: TODAY })).hits.map((hit) => hit.title)
  beforeAll(async () => {
    t = await createTestDb(dialect, { seed: false })
    await syncEditorialPages(t.db, DOCS)
  })
  afterAll(() => t.cleanup())

  it('ranks whole-word matches above prefix matches, even a prefix in a name', async () => {
    expect(await titles('ski')).toEqual(['Pine Cabins', 'Skillet Skills Kitchen'])
    expect(await titles('skiing')).toEqual(['Pine Cabins'])
  })

  it("weighs a query's kind intent: breakfast puts the diner above the inn", async () => {
    expect(await titles('breakfast')).toEqual(['Moose Diner', 'Breakfast Inn'])
    // "room" asks for a place to stay.
    expect((await titles('rooms'))[0]).toBe('Breakfast Inn')
  })

  it('finds synonyms and regional names from the one table', async () => {
    expect(await titles('hot springs')).toEqual(['Granite Lodge'])
    expect(await titles('jhmr')).toEqual(['Aerial Tram Ride'])
    expect(await titles('ynp')).toEqual(['A Day Trip North'])
    expect(await titles('"yellowstone"')).toEqual(['A Day Trip North'])
  })

  it('answers a zero-result search with the nearest words and the kinds the guide has', async () => {
    const results = await searchSite(t.db, 'skilet', { today: TODAY })
    // "skilet" is corrected to skillet and applied: results, nothing more to suggest.
    expect(results.hits.map((hit) => hit.title)).toEqual(['Skillet Skills Kitchen'])
    expect(results.instead).toBeUndefined()

    const none = await searchSite(t.db, 'pancake moose tram', { today: TODAY })
    expect(none.total).toBe(0)
    // Words the index knows, offered alone.
    expect(none.instead?.terms).toEqual(expect.arrayContaining(['pancake', 'moose', 'tram']))
    expect(none.instead?.kinds).toEqual([
      { value: 'restaurant', count: 2 },
      { value: 'stay', count: 3 },
      { value: 'activity', count: 1 },
      { value: 'article', count: 1 },
    ])

    // Two edits from "pine": too far to correct a four-letter word, near enough to offer.
    const near = await searchSite(t.db, 'pxnx', { today: TODAY })
    expect(near.total).toBe(0)
    expect(near.instead?.terms).toContain('pine')

    const nothing = await searchSite(t.db, 'zzqx', { today: TODAY })
    expect(nothing.instead?.terms).toEqual([])
    expect(nothing.instead?.kinds.length).toBe(4)

    // A word the index knows, offered alone, then the indexed word nearest the unknown one.
    const alike = await searchSite(t.db, 'tram lodgx', { today: TODAY })
    expect(alike.total).toBe(0)
    expect(alike.instead?.terms.slice(0, 2)).toEqual(['tram', 'lodge'])
  })

  it('offers no filter value without matches', async () => {
    const results = await searchSite(t.db, 'breakfast', { today: TODAY, type: 'restaurant' })
    for (const values of Object.values(results.facets))
      for (const value of values) expect(value.count).toBeGreaterThan(0)
    expect(results.facets.type.map((facet) => facet.value)).not.toContain('activity')
  })
})
