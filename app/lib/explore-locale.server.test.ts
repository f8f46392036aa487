import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sampleTranslationsEs } from '../../db/seed-data/translations-es'
import { createTestDb, TEST_DIALECTS, type TestDb } from '../../tests/setup/db'
import { changeFeatures, featuredListings } from './explore.server'
import { writeTranslations } from './translations.server'

/**
 * The explore pages' featured listings in Spanish (issue 47): a listing's translated texts where it
 * has them, the catalog's words for its season and a stay's nightly price, and English marked
 * `lang: 'en'` only where nothing says it in Spanish. English is as it was, with no marks.
 */
describe.each(TEST_DIALECTS)('featured listings in Spanish on %s', (dialect) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(dialect)
  })
  afterAll(async () => t.cleanup())

  const activity = (id: string) =>
    t.db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

  it('show the seed’s Spanish descriptions and season, the untranslated facts marked English', async () => {
    const featured = await featuredListings(t.db, 'wildlife', 'es')
    expect(featured.map((f) => f.id)).toEqual([
      'elk-refuge-sleigh-ride',
      'snake-river-scenic-float',
      'teton-wildlife-photography-tour',
    ])
    for (const listing of featured) {
      expect(listing.description).toBe(sampleTranslationsEs.activities![listing.id]!.description)
      expect(listing.descriptionLang).toBeUndefined()
    }
    const row = await activity('elk-refuge-sleigh-ride')
    expect(featured[0]!.facts).toEqual([
      // no Spanish duration or price in the seed: the listing's English, marked
      { key: 'duration', value: row.duration, lang: 'en' },
      { key: 'price', value: row.price, lang: 'en' },
      { key: 'season', value: 'Invierno' },
      { key: 'address', value: row.location },
    ])
    // the same listings, in Spanish on every explore page that features them
    const [restaurant] = await featuredListings(t.db, 'cowboy', 'es')
    const level = await t.db
      .selectFrom('restaurants')
      .select('price')
      .where('id', '=', 'antler-arch-chuckwagon')
      .executeTakeFirstOrThrow()
    expect(restaurant!.description).toBe(
      sampleTranslationsEs.restaurants!['antler-arch-chuckwagon']!.description,
    )
    // a price level is signs, not words
    expect(restaurant!.facts.find((f) => f.key === 'price')).toEqual({ key: 'price', value: level.price })
  })

  it('in English are as they were, with nothing marked', async () => {
    const [sleigh] = await featuredListings(t.db, 'wildlife')
    const row = await activity('elk-refuge-sleigh-ride')
    expect(sleigh!.description).toBe(row.description)
    expect(sleigh).not.toHaveProperty('descriptionLang')
    expect(sleigh!.facts).toEqual([
      { key: 'duration', value: row.duration },
      { key: 'price', value: row.price },
      { key: 'season', value: row.season },
      { key: 'address', value: row.location },
    ])
  })

  it('take a translation as soon as it exists, and fall back to marked English without one', async () => {
    const row = await activity('taggart-lake-hike')
    await writeTranslations(
      t.db,
      'activities',
      row.id,
      'es',
      { duration: '2 a 3 horas', description: '' },
      row,
    )
    const hike = (await featuredListings(t.db, 'adventures', 'es')).find((f) => f.id === row.id)!
    // its Spanish description removed: the English one, marked
    expect(hike.description).toBe(row.description)
    expect(hike.descriptionLang).toBe('en')
    expect(hike.facts.find((f) => f.key === 'duration')).toEqual({ key: 'duration', value: '2 a 3 horas' })
    expect(hike.facts.find((f) => f.key === 'season')).toEqual({ key: 'season', value: 'Verano' })
  })

  it('give a stay’s nightly price in the page’s language', async () => {
    const stay = await t.db
      .selectFrom('stays')
      .select(['id', 'price_per_night'])
      .where('id', '=', 'fireweed-log-cabin')
      .executeTakeFirstOrThrow()
    await changeFeatures(t.db, { intent: 'add', page: 'indigenous', listing: `stays:${stay.id}` })
    const price = (listing: { id: string; facts: { key: string; value: string }[] } | undefined) =>
      listing?.facts.find((f) => f.key === 'price')
    const es = (await featuredListings(t.db, 'indigenous', 'es')).find((f) => f.id === stay.id)
    const en = (await featuredListings(t.db, 'indigenous')).find((f) => f.id === stay.id)
    expect(price(en)).toEqual({ key: 'price', value: `$${stay.price_per_night} per night` })
    const amount = new Intl.NumberFormat('es-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }).format(Number(stay.price_per_night))
    expect(price(es)).toEqual({ key: 'price', value: `${amount} por noche` })
    expect(es!.description).toBe(sampleTranslationsEs.stays!['fireweed-log-cabin']!.description)
  })
})
