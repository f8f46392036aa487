import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  call,
  PASSWORD,
  pageRequest,
  sessionCookie,
  thrownStatus,
  toastOf,
  withTestSecrets,
  withUploadDir,
} from '../../../tests/helpers'
import * as photoPublic from '../../../db/migrations/2026-11-28-34-photo-public'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { loader as mediaLoader } from '../media-photo'
import { action as tripAction, loader as tripLoader } from '../trip/index'
import { loader as icsLoader } from '../trip/ics'
import { loader as sharedLoader } from '../trip/shared'
import { action as listingAction } from './listing'
import { upsertUser } from '~/lib/auth.server'
import { editorOf, getEditableListing } from '~/lib/listing-admin.server'
import { photoKey } from '~/lib/photos/photos'
import { addPhoto, listPhotos } from '~/lib/photos/photos.server'
import { storage } from '~/lib/storage/index.server'
import { NO_LONGER_LISTED, NO_LONGER_LISTED_NAME, type PlannedDay } from '~/lib/trip/trip'

// Hidden and deleted mean gone (issue 49 item 6), on SQLite and PostgreSQL: deleting a listing
// takes its photos (rows and files), revisions and trip links with it, so a new listing of the same
// name starts clean; a hidden listing's photos are for editors only; a trip refuses a hidden or
// deleted listing and keeps the stops it had as "no longer listed" (page, shared page, calendar).

withTestSecrets()
withUploadDir('guide-listing-gone-')

const jpeg = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 60, b: 30 } } })
    .jpeg()
    .toBuffer()

function post(path: string, cookie: string | undefined, fields: Record<string, string>) {
  const headers = new Headers({
    'content-type': 'application/x-www-form-urlencoded',
    'x-client-ip': '198.51.100.20',
  })
  if (cookie) headers.set('cookie', cookie)
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(fields),
  })
}

const tripCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('trip='))

describe.each(TEST_DIALECTS)('hidden and deleted listings on %s', (dialect) => {
  const t = useAppDatabase(dialect)
  let editor: string
  let editorId: string
  beforeAll(async () => {
    editorId = (
      await upsertUser(
        t.db,
        { email: 'gone-editor@example.com', password: PASSWORD, role: 'editor' },
        dialect,
      )
    ).id
    editor = await sessionCookie('gone-editor@example.com')
  })

  const createCabins = async (name: string) => {
    const fields = Object.fromEntries(editorOf('stays').fields.map((f) => [f.name, '']))
    const response = await call(
      listingAction,
      post('/admin/listings/stays/new', editor, {
        ...fields,
        name,
        type: 'Cabins',
        type_key: 'cabins',
        description: 'Log cabins above the valley.',
        location: '12 Ridge Rd, Wilson, WY',
        town: 'Wilson',
        lat: '43.5',
        lng: '-110.87',
        price_per_night: '240',
        guests: '4',
        amenities: 'Wood stove',
        intent: 'publish',
      }),
      { type: 'stays' },
    )
    return String(response.headers.get('location')).split('/').pop()!
  }
  const editPath = (id: string) => `/admin/listings/stays/${id}`
  const act = (id: string, fields: Record<string, string>) =>
    call(listingAction, post(editPath(id), editor, fields), { type: 'stays', id }) as Promise<Response>
  const media = (photoId: string, cookie?: string) =>
    call(mediaLoader, pageRequest(`/media/photos/${photoId}/480.jpg`, { cookie }), {
      id: photoId,
      file: '480.jpg',
    }) as Promise<Response>
  const newTrip = async () => {
    const response = (await call(
      tripAction,
      pageRequest('/trip', { form: { intent: 'dates', arrive: '2026-07-01', depart: '2026-07-02' } }),
    )) as Response
    return tripCookieOf(response)!
  }
  const addToTrip = (cookie: string, id: string) =>
    call(
      tripAction,
      pageRequest('/trip', { cookie, form: { intent: 'add', kind: 'stay', id, day: '2026-07-01' } }),
    ) as Promise<Response>
  const stopsOn = async (cookie: string) =>
    ((await call(tripLoader, pageRequest('/trip', { cookie }))).days as PlannedDay[]).flatMap((d) => d.stops)

  it('deleting a listing deletes its photos (rows and files) and revisions: a new one of the same name starts clean', async () => {
    const id = await createCabins('Audit Cabins')
    expect(id).toBe('audit-cabins')
    const photos = []
    for (const alt of ['Porch', 'Stove', 'View'])
      photos.push(
        await addPhoto(t.db, { type: 'stays', id }, await jpeg(), {
          alt,
          caption: null,
          createdBy: editorId,
        }),
      )
    for (const description of ['Warm cabins.', 'Warm log cabins.', 'Warm log cabins by the river.']) {
      const listing = (await getEditableListing(t.db, 'stays', id))!
      await act(id, {
        ...(listing.values as Record<string, string>),
        amenities: 'Wood stove',
        description,
        intent: 'save',
        revision: String(listing.revision),
      })
    }
    expect((await getEditableListing(t.db, 'stays', id))!.revision).toBe(4)
    expect(await storage().list(`photos/${photos[0]!.id}/`)).not.toEqual([])

    const deleted = await act(id, { intent: 'delete', confirm: 'yes' })
    expect(deleted.headers.get('location')).toBe('/admin/listings/stays')
    expect(
      await t.db.selectFrom('listing_photos').select('id').where('listing_id', '=', id).execute(),
    ).toEqual([])
    expect(
      await t.db.selectFrom('listing_revisions').select('id').where('listing_id', '=', id).execute(),
    ).toEqual([])
    for (const photo of photos) {
      expect(await storage().list(`photos/${photo.id}/`)).toEqual([])
      expect(await thrownStatus(() => media(photo.id, editor))).toBe(404)
    }

    expect(await createCabins('Audit Cabins')).toBe('audit-cabins')
    expect(await listPhotos(t.db, 'stays', id)).toEqual([])
    expect((await getEditableListing(t.db, 'stays', id))!.revision).toBe(1)
  })

  it('a hidden listing’s photos are 404 to visitors, served privately to editors, public again when shown', async () => {
    const id = await createCabins('Hidden Photo Cabins')
    const photo = await addPhoto(t.db, { type: 'stays', id }, await jpeg(), {
      alt: 'Porch',
      caption: null,
      createdBy: null,
    })
    expect((await media(photo.id)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')

    await act(id, { intent: 'hide' })
    expect(await thrownStatus(() => media(photo.id))).toBe(404)
    const forEditor = await media(photo.id, editor)
    expect(forEditor.status).toBe(200)
    expect(forEditor.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(await forEditor.arrayBuffer()).byteLength).toBe(
      (await storage().get(photoKey(photo.id, 480, 'jpg')))!.size,
    )

    await act(id, { intent: 'show' })
    expect((await media(photo.id)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('a photo row knows its listing’s state: hiding, showing and adding keep `public` in step; the migration backfills it', async () => {
    const id = await createCabins('Flag Photo Cabins')
    const add = async (alt: string) =>
      addPhoto(t.db, { type: 'stays', id }, await jpeg(), { alt, caption: null, createdBy: null })
    const first = await add('Porch')
    const flags = async () =>
      Object.fromEntries(
        (
          await t.db
            .selectFrom('listing_photos')
            .select(['alt', 'public'])
            .where('listing_type', '=', 'stays')
            .where('listing_id', '=', id)
            .execute()
        ).map((row) => [row.alt, Number(row.public)]),
      )
    expect(await flags()).toEqual({ Porch: 1 })

    await act(id, { intent: 'hide' })
    expect(await flags()).toEqual({ Porch: 0 })
    // A photo added while the listing is hidden is for editors too.
    const second = await add('Stove')
    expect(await flags()).toEqual({ Porch: 0, Stove: 0 })
    expect(await thrownStatus(() => media(second.id))).toBe(404)
    expect((await media(second.id, editor)).status).toBe(200)

    // The migration's backfill sets the flag from the listing tables (here: still hidden).
    await photoPublic.down(t.db)
    await photoPublic.up(t.db)
    expect(await flags()).toEqual({ Porch: 0, Stove: 0 })
    expect(await thrownStatus(() => media(first.id))).toBe(404)

    await act(id, { intent: 'show' })
    expect(await flags()).toEqual({ Porch: 1, Stove: 1 })
    for (const photo of [first, second])
      expect((await media(photo.id)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('a public photo answers a copy being checked (its ETag) with 304; a hidden one with 404', async () => {
    const id = await createCabins('Checked Photo Cabins')
    const photo = await addPhoto(t.db, { type: 'stays', id }, await jpeg(), {
      alt: 'Porch',
      caption: null,
      createdBy: null,
    })
    const etag = (await media(photo.id)).headers.get('etag')
    expect(etag).toBe(`"${photo.id}-480.jpg"`)
    const check = () =>
      call(
        mediaLoader,
        new Request(`http://localhost/media/photos/${photo.id}/480.jpg`, {
          headers: { 'if-none-match': etag! },
        }),
        { id: photo.id, file: '480.jpg' },
      ) as Promise<Response>
    expect((await check()).status).toBe(304)
    await act(id, { intent: 'hide' })
    expect(await thrownStatus(check)).toBe(404)
  })

  it('a trip refuses a hidden or deleted listing, and keeps its stops as “no longer listed” on the page, shared page and calendar', async () => {
    const hiddenId = await createCabins('Trip Hidden Cabins')
    const deletedId = await createCabins('Trip Deleted Cabins')
    const cookie = await newTrip()
    for (const id of [hiddenId, deletedId])
      expect(await toastOf(await addToTrip(cookie, id))).toMatchObject({ title: 'Added to your trip' })

    await act(hiddenId, { intent: 'hide' })
    await act(deletedId, { intent: 'delete', confirm: 'yes' })

    // Adding either again is refused with a message.
    const other = await newTrip()
    for (const id of [hiddenId, deletedId])
      expect(await toastOf(await addToTrip(other, id))).toEqual(
        expect.objectContaining({
          type: 'error',
          title: 'That could not be added',
          description: 'It is no longer listed in the guide.',
        }),
      )
    expect(await stopsOn(other)).toEqual([])
    // Nor offered from /trip?add=.
    expect(
      (await call(tripLoader, pageRequest(`/trip?add=stay:${hiddenId}`, { cookie: other }))).adding,
    ).toBeFalsy()

    // A new listing given the deleted one's id does not take its place on the trip.
    expect(await createCabins('Trip Deleted Cabins')).toBe(deletedId)

    const stops = await stopsOn(cookie)
    expect(stops).toEqual([
      expect.objectContaining({
        name: 'Trip Hidden Cabins',
        href: null,
        address: '',
        warnings: [NO_LONGER_LISTED],
      }),
      expect.objectContaining({
        name: NO_LONGER_LISTED_NAME,
        href: null,
        address: '',
        warnings: [NO_LONGER_LISTED],
      }),
    ])

    const page = await call(tripLoader, pageRequest('/trip', { cookie }))
    const shareId = String(page.shareUrl).split('/').pop()!
    const shared = await call(sharedLoader, pageRequest(`/trip/shared/${shareId}`), { id: shareId })
    expect((shared.days as PlannedDay[]).flatMap((d) => d.stops).map((s) => s.warnings)).toEqual([
      [NO_LONGER_LISTED],
      [NO_LONGER_LISTED],
    ])

    const ics = await ((await call(icsLoader, pageRequest('/trip.ics', { cookie }))) as Response).text()
    expect(ics).toContain('SUMMARY:Trip Hidden Cabins')
    expect(ics).toContain(`SUMMARY:${NO_LONGER_LISTED_NAME}`)
    expect(ics.replace(/\r\n /g, '').match(/Note: No longer listed/g)).toHaveLength(2)
  })
})
