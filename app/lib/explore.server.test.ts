import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, TEST_DIALECTS, type TestDb } from '../../tests/setup/db'
import { featureChangeSchema } from './explore'
import { changeFeatures, featureCandidates, featuredListings, pageFeaturesForAdmin } from './explore.server'

describe('featureChangeSchema', () => {
  it('takes a known page, intent and listing; refuses the rest', () => {
    expect(
      featureChangeSchema.safeParse({
        intent: 'add',
        page: 'cowboy',
        listing: 'activities:taggart-lake-hike',
      }).success,
    ).toBe(true)
    for (const bad of [
      { intent: 'add', page: 'home', listing: 'activities:taggart-lake-hike' },
      { intent: 'add', page: 'cowboy', listing: 'events:rodeo' },
      { intent: 'add', page: 'cowboy', listing: '' },
      { intent: 'drop', page: 'cowboy', listing: 'activities:taggart-lake-hike' },
      { intent: 'up', page: 'cowboy', listing: "activities:x'; drop table" },
    ])
      expect(featureChangeSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
  })
})

describe.each(TEST_DIALECTS)('explore page features on %s', (dialect) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(dialect)
  })
  afterAll(async () => t.cleanup())

  const keys = async (page: 'wildlife' | 'cowboy') =>
    (await featuredListings(t.db, page)).map((f) => `${f.type}:${f.id}`)

  it('are seeded with the pages’ choices, in order, with the listing’s own facts', async () => {
    expect(await keys('wildlife')).toEqual([
      'activities:elk-refuge-sleigh-ride',
      'activities:snake-river-scenic-float',
      'activities:teton-wildlife-photography-tour',
    ])
    const [sleigh] = await featuredListings(t.db, 'wildlife')
    const row = await t.db
      .selectFrom('activities')
      .selectAll()
      .where('id', '=', 'elk-refuge-sleigh-ride')
      .executeTakeFirstOrThrow()
    expect(sleigh).toMatchObject({
      name: row.name,
      href: '/play/elk-refuge-sleigh-ride',
      tripKey: 'activity:elk-refuge-sleigh-ride',
      facts: [
        { key: 'duration', value: row.duration },
        { key: 'price', value: row.price },
        { key: 'season', value: row.season },
        { key: 'address', value: row.location },
      ],
    })
    expect(await keys('cowboy')).toEqual(['restaurants:antler-arch-chuckwagon'])
  })

  it('editors add, reorder and remove; a listing not in the guide cannot be added', async () => {
    const add = (listing: string) => changeFeatures(t.db, { intent: 'add', page: 'cowboy', listing })
    expect(await add('stays:no-such-stay')).toEqual({
      ok: false,
      error: 'That listing is not in the guide: it cannot be featured.',
    })
    expect(await add('restaurants:antler-arch-chuckwagon')).toMatchObject({ ok: false })
    const [stay] = (await featureCandidates(t.db)).stays
    expect(await add(`stays:${stay!.id}`)).toEqual({ ok: true, message: `${stay!.name} is featured.` })
    expect(await keys('cowboy')).toEqual(['restaurants:antler-arch-chuckwagon', `stays:${stay!.id}`])
    await changeFeatures(t.db, { intent: 'up', page: 'cowboy', listing: `stays:${stay!.id}` })
    expect(await keys('cowboy')).toEqual([`stays:${stay!.id}`, 'restaurants:antler-arch-chuckwagon'])
    // Up from the top changes nothing.
    expect(
      await changeFeatures(t.db, { intent: 'up', page: 'cowboy', listing: `stays:${stay!.id}` }),
    ).toEqual({
      ok: true,
      message: 'Order unchanged.',
    })
    await changeFeatures(t.db, { intent: 'remove', page: 'cowboy', listing: `stays:${stay!.id}` })
    expect(await keys('cowboy')).toEqual(['restaurants:antler-arch-chuckwagon'])
    expect(
      await changeFeatures(t.db, { intent: 'remove', page: 'cowboy', listing: `stays:${stay!.id}` }),
    ).toMatchObject({ ok: false })
    // Another page is untouched.
    expect(await keys('wildlife')).toHaveLength(3)
  })

  it('a hidden or deleted listing leaves the page but stays in the back office, marked', async () => {
    await t.db
      .updateTable('activities')
      .set({ hidden: 1 })
      .where('id', '=', 'snake-river-scenic-float')
      .execute()
    await t.db.deleteFrom('activities').where('id', '=', 'teton-wildlife-photography-tour').execute()
    expect(await keys('wildlife')).toEqual(['activities:elk-refuge-sleigh-ride'])
    expect((await pageFeaturesForAdmin(t.db, 'wildlife')).map((f) => [f.id, f.state])).toEqual([
      ['elk-refuge-sleigh-ride', 'listed'],
      ['snake-river-scenic-float', 'hidden'],
      ['teton-wildlife-photography-tour', 'gone'],
    ])
    // A hidden listing is not offered to add.
    const { activities } = await featureCandidates(t.db)
    expect(activities.map((a) => a.id)).not.toContain('snake-river-scenic-float')
  })
})
