import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VALLEY_GEOGRAPHY } from '../../content/valley-map'
import { sampleExtract, writeFixture } from '../../../tests/osm-fixtures'
import { withTestSecrets } from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { listPhotos } from '../photos/photos.server'
import { countiesArea } from './area'
import { importOsm } from './import.server'
import { commonsFileOf, importOsmPhotos, plainText } from './photos.server'

withTestSecrets()

// A loopback server replaying the Commons API's recorded answers (tests/fixtures/commons, the
// real format of action=query&prop=imageinfo&formatversion=2) and serving the image they name.
const FIXTURES = path.join(process.cwd(), 'tests/fixtures/commons')
const requests: { url: string; agent: string | undefined }[] = []
let origin = ''
let jpeg: Buffer
const server = http.createServer((req, res) => {
  requests.push({ url: req.url ?? '', agent: req.headers['user-agent'] })
  const url = new URL(req.url ?? '/', origin)
  if (url.pathname === '/w/api.php') {
    const title = url.searchParams.get('titles')
    const answer = title === 'File:Moose Tracks Diner.jpg' ? 'imageinfo.json' : 'missing.json'
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
    res.end(fs.readFileSync(path.join(FIXTURES, answer), 'utf8').replaceAll('{{origin}}', origin))
    return
  }
  if (url.pathname.endsWith('1600px-Moose_Tracks_Diner.jpg')) {
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length })
    res.end(jpeg)
    return
  }
  res.writeHead(404).end()
})

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 800, height: 533, channels: 3, background: '#7a4b2a' } })
    .jpeg()
    .toBuffer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'osm-photos-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('which Commons file an element names', () => {
  it('reads wikimedia_commons and image addresses on Commons, nothing else', () => {
    expect(commonsFileOf({ wikimedia_commons: 'File:Old_Mill.jpg' })).toBe('File:Old Mill.jpg')
    expect(commonsFileOf({ wikimedia_commons: 'Category:Jackson, Wyoming' })).toBeNull()
    expect(commonsFileOf({ image: 'https://commons.wikimedia.org/wiki/File:Old_Mill%C3%A9.jpg' })).toBe(
      'File:Old Millé.jpg',
    )
    expect(
      commonsFileOf({
        image: 'https://upload.wikimedia.org/wikipedia/commons/thumb/4/4a/Old_Mill.jpg/800px-Old_Mill.jpg',
      }),
    ).toBe('File:Old Mill.jpg')
    expect(commonsFileOf({ image: 'https://upload.wikimedia.org/wikipedia/commons/4/4a/Old_Mill.jpg' })).toBe(
      'File:Old Mill.jpg',
    )
    expect(commonsFileOf({ image: 'https://example.org/mill.jpg' })).toBeNull()
    expect(commonsFileOf({ image: 'not a url' })).toBeNull()
    expect(commonsFileOf({})).toBeNull()
  })

  it('reads the text of Commons’ HTML values', () => {
    expect(plainText('<a href="//commons.wikimedia.org/wiki/User:Ann_Lee">Ann&nbsp;Lee</a> &amp; co')).toBe(
      'Ann Lee & co',
    )
  })
})

describe.each(TEST_DIALECTS)('photos from Wikimedia Commons on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })

  it('adds the named file with its author and licence, once; reports a missing file and a private address', async () => {
    const extract = writeFixture(
      path.join(dir, `photos-${dialect}.osm`),
      sampleExtract({ diner: { wikimedia_commons: 'File:Moose_Tracks_Diner.jpg' } }),
    )
    await importOsm(t.db, {
      file: extract,
      area: countiesArea(VALLEY_GEOGRAPHY),
      towns: VALLEY_GEOGRAPHY.towns,
      now: '2026-11-01T10:00:00.000Z',
    })
    // The motel names a file Commons does not have.
    await t.db
      .updateTable('osm_imports')
      .set({ raw: JSON.stringify({ image: 'https://commons.wikimedia.org/wiki/File:Gone_Motel.jpg' }) })
      .where('osm_type', '=', 'node')
      .where('osm_id', '=', '3')
      .execute()
    const diner = await t.db
      .selectFrom('osm_imports')
      .select('listing_id')
      .where('osm_id', '=', '1')
      .executeTakeFirstOrThrow()

    // Off the loopback, the guard refuses it: nothing fetched, each place reported.
    requests.length = 0
    const guarded = await importOsmPhotos(t.db, { api: `${origin}/w/api.php` })
    expect(guarded.added).toBe(0)
    expect(guarded.failed).toEqual([
      'node/1 (File:Moose Tracks Diner.jpg): Only public internet addresses can be fetched, not local or private ones.',
      'node/3 (File:Gone Motel.jpg): Only public internet addresses can be fetched, not local or private ones.',
    ])
    expect(requests).toEqual([])

    const summary = await importOsmPhotos(t.db, { api: `${origin}/w/api.php`, allowPrivate: true })
    expect(summary).toEqual({
      added: 1,
      kept: 0,
      failed: ['node/3 (File:Gone Motel.jpg): no such file on Wikimedia Commons'],
    })
    const api = new URL(requests[0]!.url, origin)
    expect(api.searchParams.get('titles')).toBe('File:Moose Tracks Diner.jpg')
    expect(api.searchParams.get('prop')).toBe('imageinfo')
    expect(requests[0]!.agent).toBe('WyomingNavigator/1 (OpenStreetMap import photos)')
    expect(requests[1]!.url).toBe(
      '/wikipedia/commons/thumb/4/4a/Moose_Tracks_Diner.jpg/1600px-Moose_Tracks_Diner.jpg',
    )

    const [photo, ...more] = await listPhotos(t.db, 'restaurants', diner.listing_id)
    expect(more).toEqual([])
    expect(photo).toMatchObject({
      alt: 'The log front of a diner with a red door, seen from the street in winter',
      credit: 'Photo: Ann Lee, CC BY-SA 4.0, via Wikimedia Commons',
      width: 800,
      height: 533,
    })
    const row = await t.db
      .selectFrom('listing_photos')
      .selectAll()
      .where('id', '=', photo!.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      credit: 'Ann Lee',
      license: null,
      license_name: 'CC BY-SA 4.0',
      license_url: 'https://creativecommons.org/licenses/by-sa/4.0',
      source_url: 'https://commons.wikimedia.org/wiki/File:Moose_Tracks_Diner.jpg',
    })

    // Run again: the diner has its file; it is not fetched again.
    requests.length = 0
    const again = await importOsmPhotos(t.db, { api: `${origin}/w/api.php`, allowPrivate: true })
    expect(again).toMatchObject({ added: 0, kept: 1 })
    expect(requests.map((r) => new URL(r.url, origin).searchParams.get('titles'))).toEqual([
      'File:Gone Motel.jpg',
    ])
    expect(await listPhotos(t.db, 'restaurants', diner.listing_id)).toHaveLength(1)
  })
})
