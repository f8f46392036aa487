import type { Kysely } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { migrations } from '../../db/migrations'
import { restaurants } from '../../db/seed-data'
import { SEARCH_PAGES } from '../content/search-pages'
import {
  call,
  PASSWORD,
  pageRequest,
  sessionCookie,
  thrownStatus,
  toastOf,
  withTestSecrets,
} from '../../tests/helpers'
import { createTestDb, TEST_DIALECTS, useAppDatabase } from '../../tests/setup/db'
import { action as settingsAction, loader as settingsLoader } from '../routes/admin/settings'
import { loader as rootLoader } from '../root'
import { upsertUser } from './auth.server'
import { readContentVersion } from './content-version.server'
import { createDb, migrateToLatest } from './db.server'
import { restaurantRow } from './kinds/restaurant.server'
import { countSampleContent, hasSampleContent, removeSampleContent } from './sample-content.server'
import { searchSite } from './search/search.server'
import { seedDatabase } from './seed/seed.server'

withTestSecrets()

describe.each(TEST_DIALECTS)('sample content on %s', (dialect) => {
  it('the seed marks every listing it adds as a sample; published ones are not', async () => {
    const t = await createTestDb(dialect)
    try {
      const counts = await countSampleContent(t.db)
      expect(counts.restaurants).toBe(restaurants.length)
      expect(counts.total).toBeGreaterThan(30)
      await t.db
        .insertInto('restaurants')
        .values({
          ...restaurantRow({ ...restaurants[0]!, id: 'a-real-place' }, 99, new Date().toISOString()),
        })
        .execute()
      const real = await t.db
        .selectFrom('restaurants')
        .select('sample')
        .where('id', '=', 'a-real-place')
        .executeTakeFirstOrThrow()
      expect(real.sample).toBe(0)
      expect(await hasSampleContent(t.db)).toBe(true)
    } finally {
      await t.cleanup()
    }
  })

  it('removes every sample in one transaction, with a new content version, and the seed never re-adds them', async () => {
    const t = await createTestDb(dialect)
    try {
      await t.db
        .insertInto('restaurants')
        .values(restaurantRow({ ...restaurants[0]!, id: 'a-real-place' }, 99, new Date().toISOString()))
        .execute()
      const before = await readContentVersion(t.db)
      const total = (await countSampleContent(t.db)).total
      expect(await removeSampleContent(t.db)).toBe(total)
      expect((await countSampleContent(t.db)).total).toBe(0)
      expect(await hasSampleContent(t.db)).toBe(false)
      expect(await readContentVersion(t.db)).not.toBe(before)
      // The real listing stays; the sample events' schedules went with them.
      expect(await t.db.selectFrom('restaurants').select('id').execute()).toEqual([{ id: 'a-real-place' }])
      expect(await t.db.selectFrom('event_schedule').select('event_id').execute()).toEqual([])
      // Search forgets them in the same step: only the real listing is found.
      const found = await searchSite(t.db, restaurants[0]!.name, { today: '2024-12-01' })
      expect(found.hits.filter((hit) => hit.url.startsWith('/eat/')).map((hit) => hit.url)).toEqual([
        '/eat/a-real-place',
      ])
      // A later seed (a new SEED_VERSION, a restart) does not bring them back.
      await t.db.deleteFrom('app_meta').where('key', '=', 'seed_version').execute()
      expect(await seedDatabase(t.db, { pages: SEARCH_PAGES })).toBe(false)
      expect((await countSampleContent(t.db)).total).toBe(0)
    } finally {
      await t.cleanup()
    }
  })

  it('marks the seeded rows of a database seeded before the sample column existed', async () => {
    const t = await createTestDb(dialect, { seed: false })
    try {
      // Back to the migration before the column, seed as the old code did, then migrate again.
      const names = Object.keys(migrations)
      const sampleIndex = names.indexOf('2026-11-24-01-sample-flag')
      for (const name of names.slice(sampleIndex).reverse()) await migrations[name]!.down!(t.db)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own table, not in our schema
      await (t.db as unknown as Kysely<any>)
        .deleteFrom('kysely_migration')
        .where('name', 'in', names.slice(sampleIndex))
        .execute()
      const now = new Date().toISOString()
      // As the old seed inserted it: no sample column (and no pin or check date: those came later).
      const oldRow = (restaurant: (typeof restaurants)[number], sort: number) => {
        const {
          lat: _lat,
          lng: _lng,
          checked_at: _checkedAt,
          checked_by: _checkedBy,
          ...row
        } = restaurantRow(restaurant, sort, now)
        return row
      }
      await t.db.insertInto('restaurants').values(oldRow(restaurants[0]!, 0)).execute()
      await t.db
        .insertInto('restaurants')
        .values(oldRow({ ...restaurants[1]!, id: 'published-from-a-submission' }, 1))
        .execute()
      await t.db.insertInto('app_meta').values({ key: 'seed_version', value: '1' }).execute()
      await migrateToLatest(t.db, { schema: t.schema })
      const rows = await t.db.selectFrom('restaurants').select(['id', 'sample']).orderBy('id').execute()
      expect(rows).toEqual([
        { id: restaurants[0]!.id, sample: 1 },
        { id: 'published-from-a-submission', sample: 0 },
      ])
    } finally {
      await t.cleanup()
    }
  })
})

describe.each(TEST_DIALECTS)('removing sample content from /admin/settings on %s', (dialect) => {
  const t = useAppDatabase(dialect)
  let admin: string
  let editor: string
  beforeAll(async () => {
    await upsertUser(t.db, { email: 'admin@example.com', password: PASSWORD, role: 'admin' }, dialect)
    await upsertUser(t.db, { email: 'editor@example.com', password: PASSWORD, role: 'editor' }, dialect)
    admin = await sessionCookie('admin@example.com')
    editor = await sessionCookie('editor@example.com')
  })

  it('needs an admin, and a ticked confirmation', async () => {
    const form = { intent: 'remove-sample', confirm: 'yes' }
    expect(await thrownStatus(() => call(settingsAction, pageRequest('/admin/settings', { form })))).toBe(401)
    expect(
      await thrownStatus(() =>
        call(settingsAction, pageRequest('/admin/settings', { cookie: editor, form })),
      ),
    ).toBe(403)
    const unconfirmed = await call(
      settingsAction,
      pageRequest('/admin/settings', { cookie: admin, form: { intent: 'remove-sample' } }),
    )
    expect(unconfirmed.init.status).toBe(400)
    expect(unconfirmed.data.error).toMatch(/Tick the box/)
    expect((await countSampleContent(t.db)).total).toBeGreaterThan(0)
  })

  it('shows the counts, removes everything, and the public pages stop mentioning samples', async () => {
    const page = await call(settingsLoader, pageRequest('/admin/settings', { cookie: admin }))
    expect(page.samples.restaurants).toBe(restaurants.length)
    const home = await call(rootLoader, pageRequest('/'))
    expect(home.data.sampleNote).toBe(true)
    // Never in the back office.
    expect((await call(rootLoader, pageRequest('/admin/settings', { cookie: admin }))).data.sampleNote).toBe(
      false,
    )

    const response = await call(
      settingsAction,
      pageRequest('/admin/settings', { cookie: admin, form: { intent: 'remove-sample', confirm: 'yes' } }),
    )
    expect(response.status).toBe(302)
    expect((await toastOf(response))?.title).toBe('Sample content removed.')
    expect((await countSampleContent(t.db)).total).toBe(0)
    expect((await call(rootLoader, pageRequest('/'))).data.sampleNote).toBe(false)
  })

  it('another process sees the removal within a second', async () => {
    const other = createDb(t.url).db
    try {
      expect(await hasSampleContent(other, 0)).toBe(false)
    } finally {
      await other.destroy()
    }
  })
})
