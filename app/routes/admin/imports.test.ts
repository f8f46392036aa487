import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VALLEY_GEOGRAPHY } from '../../content/valley-map'
import { sampleExtract, writeFixture } from '../../../tests/osm-fixtures'
import {
  asData,
  call,
  listFormPost,
  pageRequest,
  PASSWORD,
  sessionCookie,
  thrownStatus,
  withTestSecrets,
} from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { upsertUser } from '../../lib/auth.server'
import { countiesArea } from '../../lib/osm/area'
import { importOsm } from '../../lib/osm/import.server'
import { loader as eatDetailLoader } from '../eat/detail'
import { action, loader } from './imports'

withTestSecrets()

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'osm-queue-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
const area = countiesArea(VALLEY_GEOGRAPHY)
const towns = VALLEY_GEOGRAPHY.towns

describe.each(TEST_DIALECTS)('/admin/imports on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let editor: string
  let visitor: string
  const post = (fields: Record<string, string | string[]>) =>
    call(action, listFormPost('/admin/imports', editor, fields))
  const queue = () => call(loader, pageRequest('/admin/imports', { cookie: editor }))
  const listingOf = async (osmId: string) => {
    const record = await t.db
      .selectFrom('osm_imports')
      .selectAll()
      .where('osm_id', '=', osmId)
      .executeTakeFirstOrThrow()
    return record
  }

  beforeAll(async () => {
    await upsertUser(t.db, { email: 'imports@example.com', password: PASSWORD, role: 'editor' }, dialect)
    await upsertUser(t.db, { email: 'nobody@example.com', password: PASSWORD, role: null }, dialect)
    editor = await sessionCookie('imports@example.com')
    visitor = await sessionCookie('nobody@example.com')
    await importOsm(t.db, {
      file: writeFixture(path.join(dir, 'first.osm'), sampleExtract()),
      area,
      towns,
      now: '2026-11-01T10:00:00.000Z',
    })
  })

  it('is for editors only', async () => {
    expect(await thrownStatus(() => call(loader, pageRequest('/admin/imports')))).toBe(401)
    expect(await thrownStatus(() => call(loader, pageRequest('/admin/imports', { cookie: visitor })))).toBe(
      403,
    )
    expect(
      await thrownStatus(() => call(action, listFormPost('/admin/imports', visitor, { bulk: 'all-new' }))),
    ).toBe(403)
  })

  it('says what waits: new, changed, gone, and the possible duplicates', async () => {
    const data = await queue()
    expect(data.summary).toBe('8 new, 0 changed, 0 gone, 1 possible duplicate')
    expect(data.drafts).toBe(8)
    const bistro = data.page.items.find((item: { key: string }) => item.key === 'node/11')
    expect(bistro.possibleMatch).toMatchObject({ id: 'cirque-and-pine', title: 'Cirque & Pine' })
  })

  it('publishes one, then the selected, then all the new ones; the public page credits OpenStreetMap', async () => {
    const diner = await listingOf('1')
    expect(
      await thrownStatus(() =>
        call(eatDetailLoader, pageRequest(`/eat/${diner.listing_id}`), { id: diner.listing_id }),
      ),
    ).toBe(404)
    const one = await post({ do: 'publish node/1' })
    expect(one.status).toBe(302)
    const page = await call(eatDetailLoader, pageRequest(`/eat/${diner.listing_id}`), {
      id: diner.listing_id,
    })
    expect(page.openStreetMap).toBe(true)
    const sample = await call(eatDetailLoader, pageRequest('/eat/elk-antler-grill'), {
      id: 'elk-antler-grill',
    })
    expect(sample.openStreetMap).toBe(true) // matched to node 9
    const cirque = await call(eatDetailLoader, pageRequest('/eat/cirque-and-pine'), { id: 'cirque-and-pine' })
    expect(cirque.openStreetMap).toBe(false)

    expect((await queue()).drafts).toBe(7)
    await post({ bulk: 'selected', key: ['node/2', 'node/3'] })
    expect((await queue()).drafts).toBe(5)
    expect(asData(await post({ bulk: 'selected' })).data).toEqual({
      error: 'Tick at least one place to publish.',
    })
    await post({ bulk: 'all-new' })
    const after = await queue()
    expect(after.drafts).toBe(0)
    expect(after.summary).toBe('0 new, 0 changed, 0 gone, 1 possible duplicate')
    const listed = await t.db
      .selectFrom('restaurants')
      .select(['hidden', 'draft'])
      .where('id', '=', diner.listing_id)
      .executeTakeFirstOrThrow()
    expect(listed).toEqual({ hidden: 0, draft: 0 })
  })

  it('merges a possible duplicate into the listing already in the guide', async () => {
    const bistro = await listingOf('11')
    await post({ do: 'merge node/11' })
    const merged = await listingOf('11')
    expect(merged).toMatchObject({ listing_id: 'cirque-and-pine', possible_match: null })
    expect(
      await t.db
        .selectFrom('restaurants')
        .select('id')
        .where('id', '=', bistro.listing_id)
        .executeTakeFirst(),
    ).toBeUndefined()
  })

  it('takes OpenStreetMap’s value or keeps ours for a proposed change; hides or keeps a gone place', async () => {
    const diner = await listingOf('1')
    await t.db
      .updateTable('restaurants')
      .set({ website: 'https://ours.example.com', phone: '307-000-0000' })
      .where('id', '=', diner.listing_id)
      .execute()
    await importOsm(t.db, {
      file: writeFixture(
        path.join(dir, 'newer.osm'),
        sampleExtract({
          diner: { website: 'https://theirs.example.org', phone: '+1 307 733 0099' },
          dropMuseum: true,
        }),
      ),
      area,
      towns,
      now: '2026-11-20T10:00:00.000Z',
    })
    const data = await queue()
    expect(data.summary).toBe('0 new, 0 changed, 1 gone, 1 with proposed changes')
    await post({ do: 'accept node/1 website' })
    await post({ do: 'keep node/1 phone' })
    const row = await t.db
      .selectFrom('restaurants')
      .select(['website', 'phone'])
      .where('id', '=', diner.listing_id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ website: 'https://theirs.example.org', phone: '307-000-0000' })
    expect((await listingOf('1')).proposed).toBeNull()
    const museum = await listingOf('4')
    await post({ do: 'hide node/4' })
    const hidden = await t.db
      .selectFrom('activities')
      .select('hidden')
      .where('id', '=', museum.listing_id)
      .executeTakeFirstOrThrow()
    expect(hidden.hidden).toBe(1)
    expect((await queue()).summary).toBe('0 new, 0 changed, 0 gone')
    expect(asData(await post({ do: 'hide node/999' })).data).toEqual({
      error: 'That import is no longer in the queue (another editor may have dealt with it).',
    })
  })
})
