import { describe, expect, it } from 'vitest'
import { TEST_DIALECTS, type TestDb, useAppDatabase } from '../../../tests/setup/db'
import { loader } from '~/routes/search/index'
import { saveAccessibility } from '../accessibility/facts.server'
import { UNKNOWN_FACTS } from '../accessibility/facts'
import { restaurantRow } from '../kinds/restaurant.server'
import type { Restaurant } from '../listings'
import { reindexListing } from './index.server'
import { searchHref } from './links'
import { searchSite } from './search.server'

// Issue 46 item 2 on both engines: /search?access= keeps only listings whose facts say yes to every
// filter (unknown never counts as yes; events, articles and pages have no facts), the type links
// count with the filters on, and the links of the page keep them.

const TODAY = '2026-11-24'

function restaurant(id: string, name: string): Restaurant {
  return {
    id,
    name,
    type: 'Cafe',
    cuisines: [],
    description: 'A small place.',
    fullDescription: 'A small place on a quiet street.',
    location: '1 Main St, Alpine, WY 83128',
    town: 'Alpine',
    rating: 4,
    price: '$$',
    phone: '',
    website: '',
    hours: '',
    tags: [],
    amenities: [],
    fromJackson: '',
    image: { scene: 'coffee', alt: 'Illustration' },
  }
}

async function addRestaurant(t: TestDb, id: string, name: string) {
  await t.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('restaurants')
      .values(restaurantRow(restaurant(id, name), 5000, new Date().toISOString()))
      .execute()
    await reindexListing(trx, 'restaurants', id)
  })
}

const searchPage = async (query: string) =>
  (
    await loader({
      request: new Request(`http://localhost/search?${query}`),
      params: {},
      context: {},
    } as never)
  ).results

describe.each(TEST_DIALECTS)('search by accessibility facts on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })

  it('keeps only listings whose facts say yes, never an unknown one', async () => {
    await addRestaurant(t, 'zephyrquill-level', 'Zephyrquill Level Cafe')
    await addRestaurant(t, 'zephyrquill-ramp', 'Zephyrquill Ramp Cafe')
    await addRestaurant(t, 'zephyrquill-steps', 'Zephyrquill Steps Cafe')
    await addRestaurant(t, 'zephyrquill-unknown', 'Zephyrquill Unknown Cafe')
    const by = { by: 'editor' as const }
    await saveAccessibility(
      t.db,
      'restaurants',
      'zephyrquill-level',
      { ...UNKNOWN_FACTS, entrance: 'level', restroom: 'yes' },
      by,
    )
    await saveAccessibility(
      t.db,
      'restaurants',
      'zephyrquill-ramp',
      { ...UNKNOWN_FACTS, entrance: 'ramp', restroom: 'no' },
      by,
    )
    await saveAccessibility(
      t.db,
      'restaurants',
      'zephyrquill-steps',
      { ...UNKNOWN_FACTS, entrance: 'steps', restroom: 'yes' },
      by,
    )

    const names = async (query: string) => (await searchPage(query)).hits.map((hit) => hit.title).sort()
    expect(await names('q=zephyrquill')).toHaveLength(4)
    expect(await names('q=zephyrquill&access=step-free')).toEqual([
      'Zephyrquill Level Cafe',
      'Zephyrquill Ramp Cafe',
    ])
    expect(await names('q=zephyrquill&access=restroom')).toEqual([
      'Zephyrquill Level Cafe',
      'Zephyrquill Steps Cafe',
    ])
    expect(await names('q=zephyrquill&access=step-free&access=restroom')).toEqual(['Zephyrquill Level Cafe'])
    // A restaurant has no stroller fact: nothing here is stroller-friendly.
    expect(await names('q=zephyrquill&access=stroller')).toEqual([])
    // Unknown filter values are ignored, as on the list pages.
    expect(await names('q=zephyrquill&access=teleporter')).toHaveLength(4)
    // The type links count with the filters on, with or without a type chosen.
    const typed = await searchPage('q=zephyrquill&type=restaurant&access=step-free')
    expect(typed.total).toBe(2)
    expect(typed.facets.type).toEqual([{ value: 'restaurant', count: 2 }])
    expect((await searchPage('q=zephyrquill&type=stay&access=step-free')).total).toBe(0)
  })

  it('finds a stroller-friendly trail, and never an event, article or page', async () => {
    const trail = await t.db
      .selectFrom('activities')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await saveAccessibility(
      t.db,
      'activities',
      trail.id,
      { ...UNKNOWN_FACTS, stroller: 'yes' },
      { by: 'editor' },
    )
    const stroller = await searchSite(t.db, trail.name, { today: TODAY, access: ['stroller'] })
    expect(stroller.hits.map((hit) => hit.title)).toContain(trail.name)
    expect(stroller.hits.every((hit) => hit.type === 'activity')).toBe(true)

    const wide = await searchSite(t.db, 'jackson', { today: TODAY })
    expect(wide.hits.some((hit) => !['restaurant', 'stay', 'activity'].includes(hit.type))).toBe(true)
    const stepFree = await searchSite(t.db, 'jackson', { today: TODAY, access: ['step-free'], perPage: 500 })
    expect(stepFree.hits.length).toBeGreaterThan(0)
    expect(stepFree.hits.length).toBeLessThan(wide.total)
    expect(stepFree.hits.every((hit) => ['restaurant', 'stay', 'activity'].includes(hit.type))).toBe(true)
    // Every hit's own row says step-free.
    for (const hit of stepFree.hits) {
      const [, kind, id] = /^\/(eat|stay|play)\/([^/?#]+)/.exec(hit.url) ?? []
      const table = kind === 'eat' ? 'restaurants' : kind === 'stay' ? 'stays' : 'activities'
      const row = await t.db
        .selectFrom('listing_accessibility')
        .select('entrance')
        .where('listing_type', '=', table)
        .where('listing_id', '=', decodeURIComponent(id!))
        .executeTakeFirst()
      expect(['level', 'ramp'], hit.url).toContain(row?.entrance)
    }
  })

  it('keeps the filters in the page links', () => {
    expect(searchHref({ q: 'lodge', type: 'stay', access: ['step-free', 'restroom'] })).toBe(
      '/search?q=lodge&type=stay&access=step-free&access=restroom',
    )
  })
})
