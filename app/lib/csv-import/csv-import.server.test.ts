import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { VALLEY_GEOGRAPHY } from '../../content/valley-map'
import { listingPlaceRules } from '../../routes/admin/listing-place.server'
import { sampleExtract, writeFixture } from '../../../tests/osm-fixtures'
import { PASSWORD, withTestSecrets } from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { upsertUser } from '../auth.server'
import { countiesArea } from '../osm/area'
import { importOsm } from '../osm/import.server'
import { fromOpenStreetMap, importQueue, publishImported } from '../osm/review.server'
import { csvText, isFormulaCell, readCsv } from './read.server'
import { CSV_KINDS, CSV_MESSAGES, csvTemplate } from './template.server'
import { importCsv } from './write.server'

withTestSecrets()

const place = listingPlaceRules()
const HEADER = 'name,type,description,location,town,lat,lng,price,phone,website'
const csv = (...lines: string[]) => [HEADER, ...lines].join('\n') + '\n'
const GOOD = [
  'Wapiti Noodle Bar,Noodles,Hand-pulled noodles.,12 King St,Jackson,43.4781,-110.7612,$$,+1 307 200 1000,https://wapiti.example.org',
  '"Sagebrush Tacos, Wilson",Tacos,"Tacos, salsas.",5 Main St,Wilson,43.5001,-110.8751,$,,',
]

describe('reading a CSV file', () => {
  it('refuses what is not a CSV file, with a message saying what to do', () => {
    const file = (name: string, type = 'text/csv') => ({ name, type, size: 1 })
    expect(csvText(file('listings.xlsx'), new Uint8Array([0x50, 0x4b, 3, 4]))).toEqual({
      error: CSV_MESSAGES.workbook,
    })
    expect(csvText(file('photo.png', 'image/png'), new Uint8Array([0x89, 0x50, 0, 1]))).toEqual({
      error: CSV_MESSAGES.binary,
    })
    expect(csvText(file('notes.pdf', 'application/pdf'), new TextEncoder().encode('a,b'))).toEqual({
      error: CSV_MESSAGES.wrongType,
    })
    expect(csvText(file('latin1.csv'), new Uint8Array([0x6e, 0x61, 0x6d, 0xe9, 0x0a]))).toEqual({
      error: CSV_MESSAGES.encoding,
    })
    expect(csvText(file('empty.csv'), new Uint8Array())).toEqual({ error: CSV_MESSAGES.empty })
    expect(csvText(file('ok.csv'), new TextEncoder().encode('\uFEFFname\nA\n'))).toBe('name\nA\n')
  })

  it('tells a formula cell from a number or a phone number', () => {
    for (const cell of ['=1+1', '=HYPERLINK("http://x")', '@SUM(A1)', '+cmd', '-2+3+cmd|x', '\t=1', '+', '-'])
      expect(isFormulaCell(cell), cell).toBe(true)
    for (const cell of ['-110.7624', '+1 307 733 3000', '(307) 733-3000', '43.48', 'Elk Grill'])
      expect(isFormulaCell(cell), cell).toBe(false)
  })
})

describe.each(TEST_DIALECTS)('the CSV import on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let editorId: string
  const count = async (table: 'restaurants' | 'osm_imports') =>
    Number(
      (await t.db.selectFrom(table).select(t.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    )

  beforeAll(async () => {
    editorId = (
      await upsertUser(t.db, { email: 'csv@example.com', password: PASSWORD, role: 'editor' }, dialect)
    ).id
  })

  it('each kind’s template, as downloaded, reads without an error', async () => {
    for (const kind of CSV_KINDS) {
      const preview = await readCsv(t.db, kind, csvTemplate(kind), place)
      expect(preview.fileError, kind).toBeUndefined()
      expect(preview.rows.map((r) => r.errors).flat(), kind).toEqual([])
      expect(preview.counts, kind).toEqual({ ready: 1, existing: 0, errors: 0 })
    }
  })

  it('a missing column, an unknown column or a broken quote fails the whole file with its line', async () => {
    const missing = await readCsv(t.db, 'restaurants', 'name,type\nA,Café\n', place)
    expect(missing.fileError).toMatch(
      /^Line 1: missing columns “description” \(Short description\), “location”/,
    )
    const unknown = await readCsv(t.db, 'restaurants', csv().replace('website', 'web site'), place)
    expect(unknown.fileError).toMatch(
      /^Line 1: unknown column “web site”\. The template’s columns are: name, /,
    )
    const quote = await readCsv(
      t.db,
      'restaurants',
      csv(GOOD[0]!, '"Open quote,Tacos,x,y,Jackson,,,$,,'),
      place,
    )
    expect(quote.fileError).toMatch(/^Line 3: the file is not valid CSV \(a quoted cell is never closed\)/)
    expect((await readCsv(t.db, 'restaurants', HEADER + '\n', place)).fileError).toBe(CSV_MESSAGES.noRows)
  })

  it('previews every row: errors by line (a bad coordinate, a formula), matches, nothing written', async () => {
    const before = [await count('restaurants'), await count('osm_imports')]
    const preview = await readCsv(
      t.db,
      'restaurants',
      csv(
        ...GOOD,
        'Bad Pin Diner,Diner,Eggs.,1 A St,Jackson,91,-110.76,$,,',
        '"=HYPERLINK(""http://evil.example"")",Diner,Eggs.,1 A St,Jackson,,,$,,',
        // Already in the guide (the same name in the same town), and a possible duplicate of it.
        'Elk Antler Grill,Grill,Steaks.,1 B St,Jackson,,,$$,,',
        'Antler Smokehouse,Barbecue,Ribs.,2 B St,Jackson,43.4805,-110.7608,$$,,',
        'Wapiti Noodle Bar,Noodles,Again.,12 King St,Jackson,43.4781,-110.7612,$$,,',
        ',Diner,,1 C St,Nowhere,43.48,-110.76,$$$$$,000-bad-phone!,ftp://x',
      ),
      place,
    )
    expect(preview.fileError).toBeUndefined()
    const byLine = Object.fromEntries(preview.rows.map((r) => [r.line, r]))
    expect(byLine[2]).toMatchObject({ name: 'Wapiti Noodle Bar', errors: [], existing: null, possible: null })
    expect(byLine[3]).toMatchObject({ name: 'Sagebrush Tacos, Wilson', errors: [] })
    expect(byLine[4]!.errors).toEqual([expect.stringMatching(/^Latitude: Latitude must be between/)])
    expect(byLine[5]!.errors).toEqual([expect.stringMatching(/^Name: “=HYPERLINK.*starts with "=".*formula/)])
    expect(byLine[6]).toMatchObject({ errors: [], existing: { id: 'elk-antler-grill' } })
    expect(byLine[7]).toMatchObject({ errors: [], possible: { id: 'elk-antler-grill' } })
    expect(byLine[8]!.errors).toEqual(['The same place as line 2 of this file'])
    expect(byLine[9]!.errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Name: Name is required/),
        expect.stringMatching(/^Town: Choose a town/),
        expect.stringMatching(/^Price range: /),
        expect.stringMatching(/^Phone: /),
        expect.stringMatching(/^Website: /),
      ]),
    )
    expect(preview.counts).toEqual({ ready: 3, existing: 1, errors: 4 })
    // An import of a file with errors writes nothing at all.
    const result = await importCsv(
      t.db,
      'restaurants',
      csv(...GOOD, 'Bad Pin Diner,Diner,Eggs.,1 A St,Jackson,91,-110.76,$,,'),
      place,
      editorId,
    )
    expect(result.ok).toBe(false)
    expect([await count('restaurants'), await count('osm_imports')]).toEqual(before)
  })

  it('imports drafts into the review queue; a rerun adds nothing; an OpenStreetMap import never flags them gone', async () => {
    const before = await count('restaurants')
    const text = csv(...GOOD, 'Antler Smokehouse,Barbecue,Ribs.,2 B St,Jackson,43.4805,-110.7608,$$,,')
    const result = await importCsv(t.db, 'restaurants', text, place, editorId, '2026-11-20T10:00:00.000Z')
    expect(result).toEqual({ ok: true, imported: 3, existing: 0, again: 0 })
    expect(await count('restaurants')).toBe(before + 3)
    const noodle = await t.db
      .selectFrom('restaurants')
      .selectAll()
      .where('name', '=', 'Wapiti Noodle Bar')
      .executeTakeFirstOrThrow()
    expect(noodle).toMatchObject({ hidden: 1, draft: 1, town: 'Jackson', price: '$$', checked_by: 'editor' })
    expect(Number(noodle.lat)).toBeCloseTo(43.4781, 6)
    const { items } = await importQueue(t.db)
    const mine = items.filter((item) => item.osmUrl === null)
    expect(mine.map((i) => i.title).sort()).toEqual([
      'Antler Smokehouse',
      'Sagebrush Tacos, Wilson',
      'Wapiti Noodle Bar',
    ])
    expect(mine.find((i) => i.title === 'Antler Smokehouse')).toMatchObject({
      reviews: ['new', 'uncertain'],
      possibleMatch: { id: 'elk-antler-grill' },
    })
    expect(await fromOpenStreetMap(t.db, 'restaurants', noodle.id)).toBe(false)

    // Run again: every row is now in the guide, nothing is added.
    expect(await importCsv(t.db, 'restaurants', text, place, editorId)).toMatchObject({
      ok: true,
      imported: 0,
    })
    expect(await count('restaurants')).toBe(before + 3)

    // Published from the queue like any imported place.
    const key = mine.find((i) => i.title === 'Wapiti Noodle Bar')!.key
    expect(key).toMatch(/^csv\/[0-9a-f]{20}$/)
    expect(await publishImported(t.db, key, editorId)).toMatchObject({ ok: true })

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csv-osm-'))
    try {
      await importOsm(t.db, {
        file: writeFixture(path.join(dir, 'first.osm'), sampleExtract()),
        area: countiesArea(VALLEY_GEOGRAPHY),
        towns: VALLEY_GEOGRAPHY.towns,
        now: '2026-11-21T10:00:00.000Z',
      })
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
    const csvRecords = await t.db
      .selectFrom('osm_imports')
      .selectAll()
      .where('osm_type', '=', 'csv')
      .execute()
    expect(csvRecords).toHaveLength(3)
    expect(csvRecords.every((r) => r.gone_at === null && r.review !== 'gone')).toBe(true)
  })
})
