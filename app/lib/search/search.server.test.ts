import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, TEST_DIALECTS, type TestDb } from '../../../tests/setup/db'
import { SEARCH_PAGES } from '../../content/search-pages'
import { readContentVersion, readSearchIndexVersion, writeContentVersion } from '../content-version.server'
import { eventRow } from '../kinds/event.server'
import { createRestaurantSubmission, restaurantRow } from '../kinds/restaurant.server'
import { createStorySubmission } from '../kinds/story.server'
import type { GuideEvent, Restaurant } from '../listings'
import { decideSubmission } from '../review-decision.server'
import { RestaurantSubmissionSchema, StorySubmissionSchema } from '../validation'
import { ensureSearchIndex, rebuildSearchIndex, reindexListing, removeFromIndex } from './index.server'
import { searchSite, suggest } from './search.server'

const TODAY = '2026-11-24'
const titles = async (t: TestDb, q: string, options: Parameters<typeof searchSite>[2] = { today: TODAY }) =>
  (await searchSite(t.db, q, options)).hits.map((hit) => hit.title)

function restaurant(id: string, fields: Partial<Restaurant>): Restaurant {
  return {
    id,
    name: id,
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
    ...fields,
  }
}

function event(id: string, title: string, date: string): GuideEvent {
  return {
    id,
    title,
    category: 'Cowboy Culture',
    date,
    time: '7:00 PM',
    startTime: '19:00',
    endTime: '21:00',
    location: 'Fairgrounds',
    address: '305 W Snow King Ave, Jackson, WY 83001',
    description: 'An evening out.',
    fullDescription: 'An evening out.',
    price: 'Free',
    isFree: true,
    tags: [],
    organizer: 'Club',
    phone: '',
    website: '',
    capacity: 100,
    highlights: [],
    whatToBring: [],
    schedule: [],
    image: { scene: 'rodeo', alt: 'Illustration' },
  }
}

/** Adds a restaurant and its search entry in one transaction. */
async function addRestaurant(t: TestDb, r: Restaurant) {
  await t.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('restaurants')
      .values(restaurantRow(r, 5000, new Date().toISOString()))
      .execute()
    await reindexListing(trx, 'restaurants', r.id)
  })
}

describe.each(TEST_DIALECTS)('site search on %s', (dialect) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(dialect)
  })
  afterAll(async () => t.cleanup())

  it('indexes the sample listings and the editorial pages when seeding', async () => {
    const count = await t.db
      .selectFrom('search_documents')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBeGreaterThan(40)
    expect(await readSearchIndexVersion(t.db)).toBe(await readContentVersion(t.db))
    const sleigh = await searchSite(t.db, 'sleigh ride elk refuge', { today: TODAY })
    // The sleigh ride is a listing /wildlife features (issue 45 item 4): the listing is what is found.
    expect(sleigh.hits.map((hit) => hit.url)).toContain('/play/elk-refuge-sleigh-ride')
    const wildlife = await searchSite(t.db, 'Yellowstone bison geysers', { today: TODAY })
    expect(wildlife.hits.map((hit) => hit.url)).toContain('/wildlife')
    expect((await searchSite(t.db, '"visiting with respect"', { today: TODAY })).hits[0]?.url).toBe(
      '/indigenous',
    )
    expect(
      (await searchSite(t.db, 'bear spray', { today: TODAY, type: 'page' })).hits.map((h) => h.url),
    ).toContain('/visit?tab=packing')
  })

  it('ranks a name match above a description match', async () => {
    await addRestaurant(
      t,
      restaurant('quillwork-described', {
        name: 'Aspen Corner Cafe',
        description:
          'Quillwork, quillwork and more quillwork decorate every wall of this quillwork-loving cafe.',
        fullDescription: 'Quillwork everywhere: quillwork on the menus, quillwork on the doors.',
      }),
    )
    await addRestaurant(t, restaurant('quillwork-named', { name: 'Quillwork House' }))
    expect((await titles(t, 'quillwork')).slice(0, 2)).toEqual(['Quillwork House', 'Aspen Corner Cafe'])
    expect((await suggest(t.db, 'quillw', TODAY))[0]?.title).toBe('Quillwork House')
  })

  it('matches word prefixes: "bis" finds bison', async () => {
    const results = await searchSite(t.db, 'bis', { today: TODAY })
    expect(results.hits.map((hit) => hit.title)).toContain('Elk Antler Grill')
    expect(results.correction).toBeUndefined()
  })

  it('ignores accents in the text and in the query', async () => {
    await addRestaurant(t, restaurant('creme-brulee', { name: 'Crème Brûlée Pâtisserie' }))
    expect(await titles(t, 'creme brulee')).toContain('Crème Brûlée Pâtisserie')
    expect(await titles(t, 'CRÉME patis')).toContain('Crème Brûlée Pâtisserie')
    expect(await titles(t, 'café')).toContain('Salt River Creamery Table')
  })

  it('corrects typos and run-apart words from the indexed words', async () => {
    const jackson = await searchSite(t.db, 'jackon', { today: TODAY })
    expect(jackson.correction).toEqual({ text: 'jackson', applied: true })
    expect(jackson.total).toBeGreaterThan(5)

    const berry = await searchSite(t.db, 'buffalo berry', { today: TODAY })
    expect(berry.correction).toEqual({ text: 'buffaloberry', applied: true })
    expect(berry.hits[0]?.title).toBe('Buffaloberry Kitchen')

    expect((await suggest(t.db, 'buffalo berry', TODAY))[0]?.title).toBe('Buffaloberry Kitchen')
    // Nothing close enough: no correction, an empty page.
    const none = await searchSite(t.db, 'zzqxv', { today: TODAY })
    expect(none).toMatchObject({ total: 0, hits: [] })
    expect(none.correction).toBeUndefined()
  })

  it('finds published listings only: not a pending submission, nor a removed listing', async () => {
    const story = StorySubmissionSchema.parse({
      title: 'Wolverine Tracks at Dawn',
      category: 'Wildlife',
      excerpt: 'A rare sighting.',
      content: 'We followed the tracks for an hour. '.repeat(20),
      authorName: 'Sam Writer',
      authorEmail: 'sam@example.com',
      tags: ['Wildlife'],
    })
    await createStorySubmission(t.db, story, { submittedBy: null })
    expect(await titles(t, 'wolverine')).toEqual([])

    await addRestaurant(t, restaurant('zanzibar-saloon', { name: 'Zanzibar Saloon' }))
    expect(await titles(t, 'zanzibar')).toEqual(['Zanzibar Saloon'])
    await t.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('restaurants').where('id', '=', 'zanzibar-saloon').execute()
      await removeFromIndex(trx, 'restaurants', 'zanzibar-saloon')
    })
    expect(await titles(t, 'zanzibar')).toEqual([])
  })

  it('leaves hidden listings out of the index', async () => {
    await addRestaurant(t, restaurant('hidden-gem', { name: 'Quetzal Hidden Gem' }))
    expect(await titles(t, 'quetzal')).toEqual(['Quetzal Hidden Gem'])
    // The back office hides a listing with its `hidden` flag; reindexing drops it from the index.
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('restaurants').set({ hidden: 1 }).where('id', '=', 'hidden-gem').execute()
      await reindexListing(trx, 'restaurant', 'hidden-gem')
    })
    expect(await titles(t, 'quetzal')).toEqual([])
    await rebuildSearchIndex(t.db)
    expect(await titles(t, 'quetzal')).toEqual([])
  })

  it('updates the index in the same transaction as a publish (and not when it rolls back)', async () => {
    const submission = RestaurantSubmissionSchema.parse({
      name: 'Yodeling Yak Diner',
      type: 'American',
      description: 'Pancakes and yak stories.',
      address: '12 Main St, Thayne, WY',
      priceRange: '$',
      tags: [],
      amenities: [],
    })
    const id = await createRestaurantSubmission(t.db, submission, { submittedBy: null })
    expect(await titles(t, 'yodeling')).toEqual([])
    const decision = await decideSubmission(t.db, 'restaurants', id, 'approved', { reviewerId: 'editor-1' })
    expect(decision).toMatchObject({ ok: true, path: '/eat/yodeling-yak-diner' })
    const found = await searchSite(t.db, 'yodeling yak', { today: TODAY })
    expect(found.hits[0]).toMatchObject({
      title: 'Yodeling Yak Diner',
      url: '/eat/yodeling-yak-diner',
      town: 'Thayne',
    })
    // The decision wrote the content version and the index's together.
    expect(await readSearchIndexVersion(t.db)).toBe(await readContentVersion(t.db))

    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('restaurants')
          .values(restaurantRow(restaurant('rolled-back', { name: 'Xylophone Rollback Inn' }), 1, TODAY))
          .execute()
        await reindexListing(trx, 'restaurants', 'rolled-back')
        throw new Error('the publish failed')
      }),
    ).rejects.toThrow('the publish failed')
    expect(await titles(t, 'xylophone')).toEqual([])
  })

  it('rebuilds at start-up when the content changed without the index', async () => {
    await t.db
      .insertInto('restaurants')
      .values(restaurantRow(restaurant('sneaky-insert', { name: 'Vortex Sneaky Grill' }), 1, TODAY))
      .execute()
    await writeContentVersion(t.db)
    expect(await titles(t, 'vortex')).toEqual([])
    expect(await readSearchIndexVersion(t.db)).not.toBe(await readContentVersion(t.db))
    await ensureSearchIndex(t.db, SEARCH_PAGES)
    expect(await titles(t, 'vortex')).toEqual(['Vortex Sneaky Grill'])
    expect(await readSearchIndexVersion(t.db)).toBe(await readContentVersion(t.db))
  })

  it('lists upcoming events before past ones and marks the past', async () => {
    await t.db.transaction().execute(async (trx) => {
      for (const e of [
        event('wapiti-past', 'Wapiti Roundup Past', '2026-01-10'),
        event('wapiti-next', 'Wapiti Roundup Next', '2026-12-10'),
      ]) {
        await trx
          .insertInto('events')
          .values(eventRow(e, 1, TODAY))
          .execute()
        await reindexListing(trx, 'events', e.id)
      }
    })
    const results = await searchSite(t.db, 'wapiti', { today: TODAY })
    expect(results.hits.map((hit) => [hit.title, hit.past])).toEqual([
      ['Wapiti Roundup Next', false],
      ['Wapiti Roundup Past', true],
    ])
    expect(results.hits[0]).toMatchObject({
      date: '2026-12-10',
      price: 'Free',
      town: 'Jackson',
      type: 'event',
    })
  })

  it('filters by type, town, category and price, counting each facet', async () => {
    const all = await searchSite(t.db, 'jackson', { today: TODAY })
    expect(all.facets.type.length).toBeGreaterThan(3)
    const restaurants = await searchSite(t.db, 'jackson', { today: TODAY, type: 'restaurant' })
    expect(restaurants.total).toBe(all.facets.type.find((f) => f.value === 'restaurant')!.count)
    expect(restaurants.hits.every((hit) => hit.type === 'restaurant')).toBe(true)
    const town = restaurants.facets.town[0]!
    const inTown = await searchSite(t.db, 'jackson', { today: TODAY, type: 'restaurant', town: town.value })
    expect(inTown.total).toBe(town.count)
    expect(inTown.hits.every((hit) => hit.town === town.value)).toBe(true)
    const price = await searchSite(t.db, 'jackson', { today: TODAY, price: 'Free' })
    expect(price.hits.every((hit) => hit.price === 'Free')).toBe(true)
  })

  it('counts every match by type and filters before cutting a long list', async () => {
    await t.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 5; i++) {
        const e = event(`quokka-${i}`, `Quokka Quokka Night ${i}`, '2026-12-0' + (i + 1))
        await trx
          .insertInto('events')
          .values(eventRow(e, 1, TODAY))
          .execute()
        await reindexListing(trx, 'events', e.id)
      }
    })
    await addRestaurant(
      t,
      restaurant('quokka-cafe', { name: 'Corner Cafe', description: 'Ask about the quokka.' }),
    )
    // Only the best 3 are listed, but the type links count all six matches.
    const all = await searchSite(t.db, 'quokka', { today: TODAY, cap: 3 })
    expect(all.hits).toHaveLength(3)
    expect(all.facets.type.map((facet) => facet.value)).toEqual(['restaurant', 'event'])
    if (dialect === 'sqlite') {
      // Counted inside FTS5: exact.
      expect(all).toMatchObject({ total: 6, exact: true, capped: true, typeCountsExact: true })
      expect(all.facets.type).toEqual([
        { value: 'restaurant', count: 1 },
        { value: 'event', count: 5 },
      ])
    } else {
      // Counted in the ranked list only: lower bounds, but every type that matches is there.
      expect(all).toMatchObject({ total: 3, exact: false, capped: true, typeCountsExact: false })
    }
    const restaurants = await searchSite(t.db, 'quokka', { today: TODAY, cap: 3, type: 'restaurant' })
    expect(restaurants).toMatchObject({ total: 1, exact: true })
    expect(restaurants.hits.map((hit) => hit.title)).toEqual(['Corner Cafe'])
    const inTown = await searchSite(t.db, 'quokka', { today: TODAY, cap: 3, town: 'Alpine' })
    expect(inTown.hits.map((hit) => hit.title)).toEqual(['Corner Cafe'])
    expect(inTown.facets.town).toEqual([{ value: 'Alpine', count: 1 }])
  })

  it('pages the results and links a show to its place in the live music list', async () => {
    const first = await searchSite(t.db, 'jackson', { today: TODAY, perPage: 5 })
    expect(first.pageCount).toBeGreaterThan(1)
    const last = await searchSite(t.db, 'jackson', { today: TODAY, perPage: 5, page: 999 })
    expect(last.page).toBe(first.pageCount)
    expect(new Set([...first.hits, ...last.hits].map((hit) => hit.url)).size).toBe(
      first.hits.length + last.hits.length,
    )
    const show = (await searchSite(t.db, 'ramblers', { today: TODAY, type: 'music' })).hits[0]
    expect(show?.url).toMatch(/^\/events\/live-music#show-gros-ventre-ramblers-cowboy-bar$/)
  })

  it('answers hostile queries with a normal page and never throws (property)', async () => {
    const samples = [
      'x'.repeat(5000),
      '!!!???***',
      'bison AND OR NOT NEAR(elk, 3) ^title:* "',
      '"unbalanced',
      'a\u0000b\u0000',
      "'; DROP TABLE search_documents; --",
      '\\ % _ $1 :* & | ! <-> ()',
      '\ud800 lone surrogate',
    ]
    for (const q of samples) {
      const results = await searchSite(t.db, q, { today: TODAY })
      expect(results.page).toBe(1)
      await suggest(t.db, q, TODAY)
    }
    expect((await searchSite(t.db, 'x'.repeat(5000), { today: TODAY })).query.truncated).toBe(true)
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 300 }),
          fc
            .array(
              fc.constantFrom(
                'AND',
                'OR',
                'NOT',
                'NEAR',
                '*',
                '^',
                ':',
                '"',
                '(',
                ')',
                '-',
                "'",
                '\0',
                'bis',
                'elk',
              ),
              {
                maxLength: 12,
              },
            )
            .map((parts) => parts.join(' ')),
        ),
        async (q) => {
          const results = await searchSite(t.db, q, { today: TODAY })
          expect(results.total).toBeGreaterThanOrEqual(0)
          expect(Array.isArray(await suggest(t.db, q, TODAY))).toBe(true)
        },
      ),
      { numRuns: dialect === 'postgres' ? 60 : 120 },
    )
    const table = await t.db.selectFrom('search_documents').select('doc_id').limit(1).execute()
    expect(table).toHaveLength(1)
  })
})
