import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, TEST_DIALECTS, type TestDb } from '../../../tests/setup/db'
import { restaurantRow } from '../kinds/restaurant.server'
import { eventRow } from '../kinds/event.server'
import type { GuideEvent, Restaurant } from '../listings'
import { deleteTranslations, writeTranslations } from '../translations.server'
import { rebuildSearchIndex, reindexListing } from './index.server'
import { searchSite } from './search.server'

// Search in both languages (issue 47 item 4): a listing is found by the words of its Spanish
// translation as well as its English ones, accents folded, and a Spanish results page shows the
// Spanish text where there is one, the English marked as English where not.

const TODAY = '2026-11-24'

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

const quillworkEvent: GuideEvent = {
  id: 'quillwork-evening',
  title: 'Quillwork Evening',
  category: 'Cowboy Culture',
  date: '2026-12-05',
  time: '7:00 PM',
  startTime: '19:00',
  endTime: '21:00',
  location: 'Fairgrounds',
  address: '305 W Snow King Ave, Jackson, WY 83001',
  description: 'An evening of quillwork.',
  fullDescription: 'An evening of quillwork.',
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

const urls = async (t: TestDb, q: string, locale: 'en' | 'es' = 'en') =>
  (await searchSite(t.db, q, { today: TODAY, locale })).hits.map((hit) => hit.url)

describe.each(TEST_DIALECTS)('search in both languages on %s', (dialect) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(dialect)
    const trout = restaurant('trout-shack', {
      name: 'Trout Shack',
      description: 'Fresh river trout, grilled over an open fire.',
      fullDescription: 'Fresh river trout every day, beside a log cabin on the Greys River.',
    })
    await t.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('restaurants')
        .values(restaurantRow(trout, 5000, new Date().toISOString()))
        .execute()
      const row = await trx
        .selectFrom('restaurants')
        .selectAll()
        .where('id', '=', trout.id)
        .executeTakeFirstOrThrow()
      await writeTranslations(
        trx,
        'restaurants',
        trout.id,
        'es',
        {
          description: 'Pescado de río fresco, asado a la leña.',
          full_description: 'Trucha fresca cada día, junto a una cabaña de troncos a orillas del río Greys.',
        },
        row,
      )
      await reindexListing(trx, 'restaurants', trout.id)
    })
  })
  afterAll(async () => t.cleanup())

  it('finds a listing by a word of its Spanish translation, on either language page', async () => {
    expect(await urls(t, 'pescado')).toContain('/eat/trout-shack')
    expect(await urls(t, 'pescado', 'es')).toContain('/eat/trout-shack')
    // …and still by its English words.
    expect(await urls(t, 'trout', 'es')).toContain('/eat/trout-shack')
  })

  it('folds accents: "cabana" finds cabaña, "cabaña" too, and "rio" río', async () => {
    expect(await urls(t, 'cabana', 'es')).toContain('/eat/trout-shack')
    expect(await urls(t, 'cabaña', 'es')).toContain('/eat/trout-shack')
    expect(await urls(t, 'CABAÑA troncos', 'es')).toContain('/eat/trout-shack')
    expect(await urls(t, 'asado leña')).toContain('/eat/trout-shack')
  })

  it('finds a word of one language together with a word of the other', async () => {
    expect(await urls(t, 'trout pescado', 'es')).toContain('/eat/trout-shack')
  })

  it('finds the seeded Spanish translations (a sample cabin, by "cabañas sencillas")', async () => {
    expect(await urls(t, 'cabanas sencillas', 'es')).toContain('/stay/greys-river-trailhead-cabins')
    expect(await urls(t, 'pescadores', 'es')).toContain('/stay/greys-river-trailhead-cabins')
  })

  it.runIf(dialect === 'postgres')(
    'stems Spanish words on PostgreSQL: "pescados", "frescas" find pescado, fresca',
    async () => {
      expect(await urls(t, 'pescados', 'es')).toContain('/eat/trout-shack')
      expect(await urls(t, 'truchas frescas', 'es')).toContain('/eat/trout-shack')
    },
  )

  it('shows the Spanish text on a Spanish page, the English on an English one', async () => {
    const es = (await searchSite(t.db, 'pescado', { today: TODAY, locale: 'es' })).hits.find(
      (hit) => hit.url === '/eat/trout-shack',
    )
    expect(es?.snippet).toBe('Pescado de río fresco, asado a la leña.')
    expect(es?.english).toBeUndefined()
    // A name is a name: the same in both languages, never marked.
    expect(es?.title).toBe('Trout Shack')
    const en = (await searchSite(t.db, 'pescado', { today: TODAY })).hits.find(
      (hit) => hit.url === '/eat/trout-shack',
    )
    expect(en?.snippet).toMatch(/^Fresh river trout/)
    expect(en?.english).toBeUndefined()
  })

  it('marks what has no translation as English on a Spanish page', async () => {
    await t.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('restaurants')
        .values(
          restaurantRow(
            restaurant('quillwork-cafe', { description: 'Quillwork on every wall.' }),
            5001,
            TODAY,
          ),
        )
        .execute()
      await reindexListing(trx, 'restaurants', 'quillwork-cafe')
      await trx
        .insertInto('events')
        .values(eventRow(quillworkEvent, 5002, TODAY))
        .execute()
      await reindexListing(trx, 'events', quillworkEvent.id)
    })
    const hits = (await searchSite(t.db, 'quillwork', { today: TODAY, locale: 'es' })).hits
    // A name is the same in both languages: only the description is marked.
    expect(hits.find((hit) => hit.type === 'restaurant')?.english).toEqual(['snippet'])
    expect(hits.find((hit) => hit.type === 'event')?.english).toEqual(['title', 'snippet'])
    // Translated events are not marked; a guide page's text is English.
    const winter = (await searchSite(t.db, 'navidad vaquera', { today: TODAY, locale: 'es' })).hits
    expect(winter.find((hit) => hit.url === '/events/cowboy-christmas-winter-festival')).toMatchObject({
      title: 'Festival de invierno Navidad Vaquera',
    })
    expect(
      winter.find((hit) => hit.url === '/events/cowboy-christmas-winter-festival')?.english,
    ).toBeUndefined()
    const page = (await searchSite(t.db, 'bear spray', { today: TODAY, locale: 'es', type: 'page' })).hits[0]
    expect(page?.english).toEqual(['title', 'snippet'])
  })

  it('keeps the Spanish words through a rebuild, and drops them with the translation', async () => {
    await rebuildSearchIndex(t.db)
    expect(await urls(t, 'pescado', 'es')).toContain('/eat/trout-shack')
    await t.db.transaction().execute(async (trx) => {
      await deleteTranslations(trx, 'restaurants', 'trout-shack')
      await reindexListing(trx, 'restaurants', 'trout-shack')
    })
    expect(await urls(t, 'pescado', 'es')).not.toContain('/eat/trout-shack')
    const rows = await t.db
      .selectFrom('search_translations')
      .innerJoin('search_documents', 'search_documents.doc_id', 'search_translations.doc_id')
      .select('search_documents.doc_key')
      .where('search_documents.doc_key', '=', 'restaurants:trout-shack')
      .execute()
    expect(rows).toEqual([])
  })
})
