import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { VALLEY_GEOGRAPHY } from '../../content/valley-map'
import { sampleExtract, writeFixture } from '../../../tests/osm-fixtures'
import { withTestSecrets } from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { countiesArea } from './area'
import { OsmInputError } from './element'
import { importOsm, summaryLine } from './import.server'
import { readAccessibility } from '../accessibility/facts.server'

withTestSecrets()

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'osm-import-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
const area = countiesArea(VALLEY_GEOGRAPHY)
const towns = VALLEY_GEOGRAPHY.towns
const first = writeFixture(path.join(dir, 'first.osm.pbf'), sampleExtract())
// A newer extract: the diner's phone and hours changed upstream, the museum is gone.
const newer = writeFixture(
  path.join(dir, 'newer.osm'),
  sampleExtract({
    diner: {
      phone: '+1 307 733 0099',
      opening_hours: 'Mo-Su 06:00-22:00',
      website: 'https://moose.example.org',
    },
    dropMuseum: true,
  }),
)

describe.each(TEST_DIALECTS)('the OpenStreetMap import on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  const osmRow = (id: string) =>
    t.db.selectFrom('osm_imports').selectAll().where('osm_id', '=', id).executeTakeFirstOrThrow()
  const counts = async () => ({
    restaurants: (await t.db.selectFrom('restaurants').select('id').execute()).length,
    imports: (await t.db.selectFrom('osm_imports').select('osm_id').execute()).length,
  })

  it('a dry run says what it would do and writes nothing', async () => {
    const before = await counts()
    const summary = await importOsm(t.db, {
      file: first,
      area,
      towns,
      dryRun: true,
      now: '2026-11-01T10:00:00.000Z',
    })
    expect(summary).toMatchObject({ new: 8, matched: 2, uncertain: 1, shops: 1, outside: 1, gone: 0 })
    expect(summaryLine(summary)).toMatch(/^8 new, 0 changed, 0 gone; 2 matched/)
    expect(await counts()).toEqual(before)
  })

  it('imports new places as drafts with their OSM id, matches places already in the guide', async () => {
    const before = await counts()
    const summary = await importOsm(t.db, { file: first, area, towns, now: '2026-11-01T10:00:00.000Z' })
    expect(summary).toMatchObject({
      new: 8,
      changed: 0,
      gone: 0,
      matched: 2,
      uncertain: 1,
      shops: 1,
      outside: 1,
    })
    const diner = await osmRow('1')
    expect(diner).toMatchObject({ osm_type: 'node', listing_type: 'restaurants', review: 'new' })
    expect(JSON.parse(diner.raw)).toEqual({ wheelchair: 'yes', 'toilets:wheelchair': 'no' })
    // Its accessibility facts from those tags, confirmed by the import (issue 46).
    const access = await readAccessibility(t.db, 'restaurants', diner.listing_id)
    expect(access.facts).toMatchObject({ entrance: 'level', restroom: 'no', parking: null })
    expect(access.checked).toMatchObject({ by: 'import' })
    const listing = await t.db
      .selectFrom('restaurants')
      .selectAll()
      .where('id', '=', diner.listing_id)
      .executeTakeFirstOrThrow()
    expect(listing).toMatchObject({
      name: 'Moose Tracks Diner',
      type: 'American restaurant',
      location: '10 North Cache Street, Jackson, WY 83001',
      town: 'Jackson',
      phone: '+1 307 733 0001',
      opening_hours: 'Mo-Su 07:00-21:00',
      hidden: 1,
      draft: 1,
      checked_by: 'import',
      checked_at: '2026-11-01T10:00:00.000Z',
    })
    expect((await osmRow('100')).listing_type).toBe('stays')
    expect((await osmRow('300')).listing_type).toBe('activities')
    expect((await osmRow('6')).listing_type).toBe('activities')
    // same name within 150 m, and same phone: linked to the sample listings, not added
    expect((await osmRow('9')).listing_id).toBe('elk-antler-grill')
    expect((await osmRow('10')).listing_id).toBe('buffaloberry-kitchen')
    // similar name nearby: added, listed as a possible duplicate
    expect((await osmRow('11')).possible_match).toBe('cirque-and-pine')
    const after = await counts()
    expect(after.restaurants - before.restaurants).toBe(3)
    expect(after.imports - before.imports).toBe(10)
  })

  it('a second import of the same extract changes nothing and duplicates nothing', async () => {
    const before = await counts()
    const summary = await importOsm(t.db, { file: first, area, towns, now: '2026-11-02T10:00:00.000Z' })
    expect(summary).toMatchObject({ new: 0, changed: 0, gone: 0, matched: 0, unchanged: 10 })
    expect(await counts()).toEqual(before)
  })

  it('a newer extract updates what changed upstream, keeps what an editor changed, flags what is gone', async () => {
    const diner = await osmRow('1')
    // An editor corrects the website since the last import.
    await t.db
      .updateTable('restaurants')
      .set({ website: 'https://moose-tracks.example.com' })
      .where('id', '=', diner.listing_id)
      .execute()
    const museum = await osmRow('4')
    const summary = await importOsm(t.db, { file: newer, area, towns, now: '2026-11-20T10:00:00.000Z' })
    expect(summary).toMatchObject({ new: 0, changed: 1, gone: 1, proposed: 1 })
    expect(summaryLine(summary)).toMatch(/^0 new, 1 changed, 1 gone/)
    const listing = await t.db
      .selectFrom('restaurants')
      .selectAll()
      .where('id', '=', diner.listing_id)
      .executeTakeFirstOrThrow()
    expect(listing).toMatchObject({
      phone: '+1 307 733 0099',
      opening_hours: 'Mo-Su 06:00-22:00',
      website: 'https://moose-tracks.example.com',
      checked_at: '2026-11-20T10:00:00.000Z',
    })
    const record = await osmRow('1')
    expect(JSON.parse(record.proposed ?? '{}')).toEqual({
      website: { upstream: 'https://moose.example.org', current: 'https://moose-tracks.example.com' },
    })
    expect(JSON.parse(record.confirmed).phone).toBe('2026-11-20T10:00:00.000Z')
    // Still a draft nobody reviewed: still new.
    expect(record.review).toBe('new')
    const gone = await osmRow('4')
    expect(gone).toMatchObject({ review: 'gone', gone_at: '2026-11-20T10:00:00.000Z' })
    // flagged, not deleted
    expect(
      await t.db.selectFrom('activities').select('id').where('id', '=', museum.listing_id).executeTakeFirst(),
    ).toBeDefined()
  })

  it('a broken extract stops before anything is written', async () => {
    const before = await counts()
    const xml = fs.readFileSync(newer, 'utf8')
    const cut = path.join(dir, 'cut.osm')
    fs.writeFileSync(cut, xml.slice(0, xml.length - 200))
    const error = await importOsm(t.db, { file: cut, area, towns, now: '2026-11-21T10:00:00.000Z' }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(OsmInputError)
    expect(await counts()).toEqual(before)
    expect((await osmRow('1')).last_seen_at).toBe('2026-11-20T10:00:00.000Z')
  })
})

describe.each(TEST_DIALECTS)('an import stopped part-way, run again, on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: false })

  it('continues: what was written is found by its OSM id, the rest is added, nothing twice', async () => {
    const all = sampleExtract()
    // The batches written before the stop: the first places only (their nodes and nothing after).
    const part = writeFixture(
      path.join(dir, `part-${dialect}.osm`),
      all.filter((e) => e.type === 'node' && e.id <= 3),
    )
    const stopped = await importOsm(t.db, { file: part, area, towns, now: '2026-11-05T10:00:00.000Z' })
    expect(stopped).toMatchObject({ new: 3, gone: 0 })
    const rerun = await importOsm(t.db, { file: first, area, towns, now: '2026-11-05T10:05:00.000Z' })
    expect(rerun).toMatchObject({ new: 7, unchanged: 3, gone: 0 })
    const records = await t.db.selectFrom('osm_imports').select(['osm_type', 'osm_id']).execute()
    expect(records).toHaveLength(10)
    const names = (await t.db.selectFrom('restaurants').select('name').execute()).map((r) => r.name)
    expect(names.filter((name) => name === 'Moose Tracks Diner')).toHaveLength(1)
  })
})
