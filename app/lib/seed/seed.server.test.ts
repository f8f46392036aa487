import { afterEach, describe, expect, it } from 'vitest'
import { activities, articles, events, musicShows, restaurants, stays } from '../../../db/seed-data'
import { createTestDb, TEST_DIALECTS, type TestDb } from '../../../tests/setup/db'
import { SEARCH_PAGES } from '../../content/search-pages'
import { migrateToLatest } from '../db.server'
import { SEED_VERSION, seedDatabase } from './seed.server'

const count = async (
  t: TestDb,
  table: 'restaurants' | 'stays' | 'activities' | 'events' | 'event_schedule' | 'music_shows' | 'articles',
) =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe.each(TEST_DIALECTS)('migrations and seed on %s', (dialect) => {
  let t: TestDb | undefined
  afterEach(async () => {
    await t?.cleanup()
    t = undefined
  })

  it('creates every listing table and seeds the sample content once', async () => {
    t = await createTestDb(dialect, { seed: false })
    expect(await seedDatabase(t.db, { pages: SEARCH_PAGES })).toBe(true)
    expect(await count(t, 'restaurants')).toBe(restaurants.length)
    expect(await count(t, 'stays')).toBe(stays.length)
    expect(await count(t, 'activities')).toBe(activities.length)
    expect(await count(t, 'events')).toBe(events.length)
    expect(await count(t, 'event_schedule')).toBe(events.reduce((n, e) => n + e.schedule.length, 0))
    expect(await count(t, 'music_shows')).toBe(musicShows.length)
    expect(await count(t, 'articles')).toBe(articles.length)
    const marker = await t.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', 'seed_version')
      .executeTakeFirst()
    expect(marker?.value).toBe(SEED_VERSION)
  })

  it('does not duplicate anything when start-up runs again', async () => {
    t = await createTestDb(dialect)
    expect(await migrateToLatest(t.db, { schema: t.schema })).toEqual([])
    expect(await seedDatabase(t.db, { pages: SEARCH_PAGES })).toBe(false)
    expect(await count(t, 'restaurants')).toBe(restaurants.length)
    expect(await count(t, 'events')).toBe(events.length)
  })

  it('fills in missing rows without touching existing ones when the marker is gone', async () => {
    t = await createTestDb(dialect)
    const first = restaurants[0]!
    await t.db
      .updateTable('restaurants')
      .set({ name: 'Renamed by an editor' })
      .where('id', '=', first.id)
      .execute()
    await t.db.deleteFrom('app_meta').execute()
    await Promise.all(
      [seedDatabase(t.db, { pages: SEARCH_PAGES }), seedDatabase(t.db, { pages: SEARCH_PAGES })].map((p) =>
        p.catch(() => false),
      ),
    )
    expect(await count(t, 'restaurants')).toBe(restaurants.length)
    const row = await t.db
      .selectFrom('restaurants')
      .select('name')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow()
    expect(row.name).toBe('Renamed by an editor')
  })
})
