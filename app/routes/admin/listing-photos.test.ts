import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server } from '../../../tests/s3-server'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import {
  call,
  PASSWORD,
  pageRequest,
  sessionCookie,
  thrownStatus,
  withTestSecrets,
  withUploadDir,
} from '../../../tests/helpers'
import { loader as eatDetailLoader } from '../eat/detail'
import { loader as mediaLoader } from '../media-photo'
import { action, loader } from './listing-photos'
import { loader as uploadLoader } from './upload'
import { upsertUser } from '~/lib/auth.server'
import { createRestaurantSubmission } from '~/lib/kinds/restaurant.server'
import { listPhotos } from '~/lib/photos/photos.server'
import { PHOTO_MESSAGES } from '~/lib/photos/photo.schema'
import { decideSubmission } from '~/lib/review-decision.server'
import { storage } from '~/lib/storage/index.server'
import { getToast } from '~/lib/toast.server'
import { RestaurantSubmissionSchema } from '~/lib/validation'

// The editors' photos page of a listing, the public photo files, and the private submitted ones,
// on SQLite and PostgreSQL: who may do what, and what each form does.

withTestSecrets()
withUploadDir('guide-listing-photos-')

const PAGE = '/admin/listings/restaurants/elk-antler-grill/photos'
const params = { type: 'restaurants', id: 'elk-antler-grill' }
const PAGE_OF = (id: string) => `/admin/listings/restaurants/${id}/photos`

const jpeg = (width = 1000, height = 750) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 28/1 0/1' } })
    .toBuffer()

/** A multipart POST from the photos page, signed in with `cookie`. */
function post(cookie: string | undefined, fields: Record<string, string | File>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  const headers = new Headers({ 'x-client-ip': '198.51.100.20' })
  if (cookie) headers.set('cookie', cookie)
  return new Request(`http://localhost${PAGE}`, { method: 'POST', body: form, headers })
}

const toastOf = async (response: Response) =>
  (
    await getToast(
      new Request('http://localhost/', {
        headers: { cookie: response.headers.get('set-cookie')!.split(';')[0]! },
      }),
    )
  ).toast

describe.each(TEST_DIALECTS)('listing photos page on %s', (dialect) => {
  const t = useAppDatabase(dialect)
  let editor: string
  let visitor: string
  beforeAll(async () => {
    await upsertUser(t.db, { email: 'photo-editor@example.com', password: PASSWORD, role: 'editor' })
    await upsertUser(t.db, { email: 'photo-visitor@example.com', password: PASSWORD, role: null })
    editor = await sessionCookie('photo-editor@example.com')
    visitor = await sessionCookie('photo-visitor@example.com')
  })

  it('is for editors only: 401 signed out, 403 without a role, 404 for an unknown listing or type', async () => {
    expect(await thrownStatus(() => call(loader, pageRequest(PAGE), params))).toBe(401)
    expect(await thrownStatus(() => call(loader, pageRequest(PAGE, { cookie: visitor }), params))).toBe(403)
    const file = new File([await jpeg()], 'a.jpg', { type: 'image/jpeg' })
    expect(
      await thrownStatus(() =>
        call(action, post(undefined, { intent: 'upload', alt: 'x', photo: file }), params),
      ),
    ).toBe(401)
    expect(
      await thrownStatus(() =>
        call(action, post(visitor, { intent: 'upload', alt: 'x', photo: file }), params),
      ),
    ).toBe(403)
    expect(
      await thrownStatus(() =>
        call(loader, pageRequest(PAGE, { cookie: editor }), { ...params, id: 'nope' }),
      ),
    ).toBe(404)
    expect(
      await thrownStatus(() =>
        call(loader, pageRequest(PAGE, { cookie: editor }), { ...params, type: 'users' }),
      ),
    ).toBe(404)
    expect(await listPhotos(t.db, 'restaurants', 'elk-antler-grill')).toEqual([])
  })

  it('uploads with required alt text, reorders, replaces, and removes only when confirmed', async () => {
    const file = () => jpeg().then((bytes) => new File([bytes], 'photo.jpg', { type: 'image/jpeg' }))
    // Alt text is required, and so is a real image.
    const noAlt = await call(
      action,
      post(editor, { intent: 'upload', alt: '  ', photo: await file() }),
      params,
    )
    expect(noAlt.init.status).toBe(400)
    expect(noAlt.data).toMatchObject({ target: 'new', errors: { alt: [PHOTO_MESSAGES.alt] } })
    const notImage = await call(
      action,
      post(editor, {
        intent: 'upload',
        alt: 'A photo',
        photo: new File(['hello'], 'a.jpg', { type: 'image/jpeg' }),
      }),
      params,
    )
    expect(notImage.data.errors.photo[0]).toMatch(/JPEG, PNG or WebP/)

    const added = (await call(
      action,
      post(editor, { intent: 'upload', alt: 'Dining room', photo: await file() }),
      params,
    )) as Response
    expect(added.status).toBe(302)
    expect(added.headers.get('location')).toBe(PAGE)
    expect(await toastOf(added)).toMatchObject({ title: 'Photo added.' })
    await call(
      action,
      post(editor, { intent: 'upload', alt: 'Elk chop', caption: 'Signature', photo: await file() }),
      params,
    )
    let photos = await listPhotos(t.db, 'restaurants', 'elk-antler-grill')
    expect(photos.map((p) => p.alt)).toEqual(['Dining room', 'Elk chop'])
    const page = await call(loader, pageRequest(PAGE, { cookie: editor }), params)
    expect(page.listing).toMatchObject({ name: 'Elk Antler Grill', path: '/eat/elk-antler-grill' })
    expect(page.photos).toHaveLength(2)

    await call(action, post(editor, { intent: 'move', photoId: photos[1]!.id, direction: 'up' }), params)
    await call(
      action,
      post(editor, { intent: 'edit', photoId: photos[0]!.id, alt: 'The dining room', caption: '' }),
      params,
    )
    photos = await listPhotos(t.db, 'restaurants', 'elk-antler-grill')
    expect(photos.map((p) => p.alt)).toEqual(['Elk chop', 'The dining room'])

    const old = photos[1]!
    await call(
      action,
      post(editor, { intent: 'replace', photoId: old.id, photo: new File([await jpeg(600, 600)], 'n.jpg') }),
      params,
    )
    photos = await listPhotos(t.db, 'restaurants', 'elk-antler-grill')
    expect(photos[1]).toMatchObject({ alt: 'The dining room', width: 600, height: 600 })
    expect(photos[1]!.id).not.toBe(old.id)

    const unconfirmed = await call(action, post(editor, { intent: 'remove', photoId: photos[0]!.id }), params)
    expect(unconfirmed.init.status).toBe(400)
    expect(unconfirmed.data.errors.confirm).toHaveLength(1)
    await call(action, post(editor, { intent: 'remove', photoId: photos[0]!.id, confirm: 'yes' }), params)
    photos = await listPhotos(t.db, 'restaurants', 'elk-antler-grill')
    expect(photos.map((p) => p.alt)).toEqual(['The dining room'])

    // A photo of another listing cannot be changed from this page.
    const elsewhere = await call(
      action,
      post(editor, { intent: 'remove', photoId: photos[0]!.id, confirm: 'yes' }),
      {
        ...params,
        id: 'buffaloberry-kitchen',
      },
    )
    expect(elsewhere.init?.status ?? 404).toBe(404)
    expect(await listPhotos(t.db, 'restaurants', 'elk-antler-grill')).toHaveLength(1)

    // The public page has the photo; its files are public and cached for a year.
    const detail = await call(eatDetailLoader, pageRequest('/eat/elk-antler-grill'), {
      id: 'elk-antler-grill',
    })
    expect(detail.photos).toEqual(photos)
    const media = (await call(mediaLoader, pageRequest(`/media/photos/${photos[0]!.id}/600.avif`), {
      id: photos[0]!.id,
      file: '600.avif',
    })) as Response
    expect(media.headers.get('content-type')).toBe('image/avif')
    expect(media.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const bytes = Buffer.from(await media.arrayBuffer())
    expect((await sharp(bytes).metadata()).exif).toBeUndefined()
    expect(
      await thrownStatus(() =>
        call(mediaLoader, pageRequest(`/media/photos/${old.id}/600.avif`), { id: old.id, file: '600.avif' }),
      ),
    ).toBe(404)
    expect(
      await thrownStatus(() =>
        call(mediaLoader, pageRequest('/media/photos/x/..%2F..%2Fsecret'), { id: '..', file: '../secret' }),
      ),
    ).toBe(404)
  })

  it('credits the photographer and license under the photo, kept on replace; an unknown license is refused', async () => {
    const kitchen = { ...params, id: 'buffaloberry-kitchen' }
    const file = async () => new File([await jpeg()], 'photo.jpg', { type: 'image/jpeg' })
    const wrong = await call(
      action,
      post(editor, {
        intent: 'upload',
        alt: 'Patio',
        credit: 'Ann Lee',
        license: 'stolen',
        photo: await file(),
      }),
      kitchen,
    )
    expect(wrong.init.status).toBe(400)
    expect(wrong.data).toMatchObject({
      target: 'new',
      errors: { license: [PHOTO_MESSAGES.license] },
      values: { alt: 'Patio', credit: 'Ann Lee', license: 'stolen' },
    })
    await call(
      action,
      post(editor, {
        intent: 'upload',
        alt: 'Patio',
        credit: ' Ann Lee ',
        license: 'cc-by',
        photo: await file(),
      }),
      kitchen,
    )
    let photos = await listPhotos(t.db, 'restaurants', 'buffaloberry-kitchen')
    expect(photos.at(-1)).toMatchObject({ alt: 'Patio', credit: 'Photo: Ann Lee, CC BY 4.0' })
    const page = await call(loader, pageRequest(PAGE_OF('buffaloberry-kitchen'), { cookie: editor }), kitchen)
    expect(page.photos.at(-1)).toMatchObject({ creditName: 'Ann Lee', license: 'cc-by' })

    const photo = photos.at(-1)!
    await call(
      action,
      post(editor, {
        intent: 'replace',
        photoId: photo.id,
        photo: new File([await jpeg(640, 480)], 'n.jpg'),
      }),
      kitchen,
    )
    photos = await listPhotos(t.db, 'restaurants', 'buffaloberry-kitchen')
    expect(photos.at(-1)).toMatchObject({ width: 640, credit: 'Photo: Ann Lee, CC BY 4.0' })
    // Cleared: nothing is shown under it.
    await call(
      action,
      post(editor, { intent: 'edit', photoId: photos.at(-1)!.id, alt: 'Patio', credit: '', license: '' }),
      kitchen,
    )
    photos = await listPhotos(t.db, 'restaurants', 'buffaloberry-kitchen')
    expect(photos.at(-1)!.credit).toBeNull()
  })

  it('takes a 19.8 MB camera JPEG, and names the 25 MB limit for a bigger file', async () => {
    // Fine noise at top quality: a photo-sized file of about 20 MB, as a camera writes it.
    const width = 4800
    const height = 3600
    const noise = Buffer.alloc(width * height * 3)
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24
    const camera = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer()
    expect(camera.length).toBeGreaterThan(18 * 1024 * 1024)
    expect(camera.length).toBeLessThan(25 * 1024 * 1024)
    const stay = { type: 'stays', id: 'snowdrift-mountain-lodge' }
    const url = '/admin/listings/stays/snowdrift-mountain-lodge/photos'
    const big = (bytes: Buffer) => {
      const form = new FormData()
      form.append('intent', 'upload')
      form.append('alt', 'The lodge at dusk')
      form.append('photo', new File([new Uint8Array(bytes)], 'DSC_0042.JPG', { type: 'image/jpeg' }))
      return new Request(`http://localhost${url}`, {
        method: 'POST',
        body: form,
        headers: { cookie: editor, 'x-client-ip': '198.51.100.20' },
      })
    }
    const added = (await call(action, big(camera), stay)) as Response
    expect(added.status).toBe(302)
    expect((await listPhotos(t.db, 'stays', 'snowdrift-mountain-lodge')).at(-1)).toMatchObject({
      alt: 'The lodge at dusk',
      width: 1600,
    })
    const tooBig = await call(
      action,
      big(Buffer.concat([camera, Buffer.alloc(26 * 1024 * 1024 - camera.length)])),
      stay,
    )
    expect(tooBig.init.status).toBe(400)
    expect(tooBig.data.errors.photo).toEqual(['Each image must be 25 MB or smaller.'])
  }, 60_000)

  it('keeps pending submitted photos private: 401 signed out, 403 without a role, private no-store for editors', async () => {
    const bytes = await jpeg()
    const id = await createRestaurantSubmission(
      t.db,
      RestaurantSubmissionSchema.parse({
        name: 'Pending Photo Cafe',
        type: 'Western',
        description: 'Coffee.',
        address: '2 Main St, Jackson, WY',
        priceRange: '$',
      }),
      { submittedBy: null, images: [{ bytes, mime: 'image/jpeg', size: bytes.byteLength }] },
    )
    const image = await t.db
      .selectFrom('submission_images')
      .select('id')
      .where('submission_id', '=', id)
      .executeTakeFirstOrThrow()
    const url = `/admin/uploads/${image.id}`
    expect(await thrownStatus(() => call(uploadLoader, pageRequest(url), { id: image.id }))).toBe(401)
    expect(
      await thrownStatus(() => call(uploadLoader, pageRequest(url, { cookie: visitor }), { id: image.id })),
    ).toBe(403)
    const response = (await call(uploadLoader, pageRequest(url, { cookie: editor }), {
      id: image.id,
    })) as Response
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true)
  })
})

describe('on the S3 back-end (s3rver on loopback)', () => {
  const t = useAppDatabase('sqlite')
  let s3: Awaited<ReturnType<typeof startS3Server>>
  let editor: string
  beforeAll(async () => {
    s3 = await startS3Server()
    Object.assign(process.env, s3.env)
    await upsertUser(t.db, { email: 's3-editor@example.com', password: PASSWORD, role: 'editor' })
    editor = await sessionCookie('s3-editor@example.com')
  })
  afterAll(async () => {
    for (const name of Object.keys(s3.env)) delete process.env[name]
    await s3.stop()
  })

  it('stores a submitted photo in the bucket, serves it to editors, and publishes it there on approval', async () => {
    const bytes = await jpeg(800, 600)
    const id = await createRestaurantSubmission(
      t.db,
      RestaurantSubmissionSchema.parse({
        name: 'Bucket Bistro',
        type: 'Western',
        description: 'Stored in S3.',
        address: '3 Main St, Jackson, WY',
        priceRange: '$$',
      }),
      { submittedBy: null, images: [{ bytes, mime: 'image/jpeg', size: bytes.byteLength }] },
    )
    const image = await t.db
      .selectFrom('submission_images')
      .select(['id', 'file_name'])
      .where('submission_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(storage().kind).toBe('s3')
    expect(await storage().list()).toEqual([image.file_name])
    const response = (await call(
      uploadLoader,
      pageRequest(`/admin/uploads/${image.id}`, { cookie: editor }),
      {
        id: image.id,
      },
    )) as Response
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true)

    const editorRow = await t.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 's3-editor@example.com')
      .executeTakeFirstOrThrow()
    await decideSubmission(t.db, 'restaurants', id, 'approved', { reviewerId: editorRow.id })
    const [photo] = await listPhotos(t.db, 'restaurants', 'bucket-bistro')
    expect(photo).toBeDefined()
    const media = (await call(mediaLoader, pageRequest(`/media/photos/${photo!.id}/480.webp`), {
      id: photo!.id,
      file: '480.webp',
    })) as Response
    expect(media.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await media.arrayBuffer())).metadata()).width).toBe(480)
  })
})
