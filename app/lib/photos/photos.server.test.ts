import { buffer } from 'node:stream/consumers'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startS3Server } from '../../../tests/s3-server'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { withTestSecrets, withUploadDir } from '../../../tests/helpers'
import { getDb } from '../db.server'
import { resetEnv } from '../env.server'
import { upsertUser } from '../auth.server'
import { createRestaurantSubmission } from '../kinds/restaurant.server'
import { decideSubmission } from '../review-decision.server'
import { removeSampleContent } from '../sample-content.server'
import { storage } from '../storage/index.server'
import { RestaurantSubmissionSchema } from '../validation'
import { photoKey } from './photos'
import { addPhoto, listPhotos, movePhoto, removePhoto, replacePhoto, updatePhotoText } from './photos.server'
import { MAX_INPUT_PIXELS, PHOTO_ERRORS, processPhoto, variantWidths } from './process.server'

// Processing (orientation, metadata stripped, widths, formats, the pixel limit) and the listing
// photo store on both databases, with the files in a local folder; one case on the S3 back-end.

withUploadDir('guide-photos-')
withTestSecrets()

/** A JPEG with camera and GPS EXIF, as a phone writes it. */
async function jpegWithGps(width = 2000, height = 1000) {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Secret Model 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '43/1 28/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '110/1 45/1 0/1',
      },
    })
    .toBuffer()
}

const readKey = async (key: string) => {
  const stored = await storage().get(key)
  if (!stored) throw new Error(`${key} is not stored`)
  return buffer(stored.body)
}

/** True when the EXIF block names the GPS sub-directory (tag 0x8825, either byte order). */
const hasGpsPointer = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))

describe('processPhoto', () => {
  it('makes 480, 720, 960 and 1600 wide AVIF, WebP and JPEG with no EXIF or GPS left', async () => {
    const input = await jpegWithGps()
    const inputMeta = await sharp(input).metadata()
    expect(inputMeta.exif && hasGpsPointer(inputMeta.exif)).toBe(true)
    expect(input.includes('TestCam')).toBe(true)

    const photo = await processPhoto(input)
    expect(photo).toMatchObject({ width: 1600, height: 800, widths: [480, 720, 960, 1600] })
    expect(photo.keys).toHaveLength(12)
    for (const width of [480, 720, 960, 1600]) {
      for (const [format, sharpFormat] of [
        ['avif', 'heif'],
        ['webp', 'webp'],
        ['jpg', 'jpeg'],
      ] as const) {
        const bytes = await readKey(photoKey(photo.id, width, format))
        const meta = await sharp(bytes).metadata()
        expect(meta.format).toBe(sharpFormat)
        expect(meta.width).toBe(width)
        expect(meta.height).toBe(width / 2)
        expect(meta.exif).toBeUndefined()
        expect(meta.xmp).toBeUndefined()
        expect(bytes.includes('TestCam')).toBe(false)
        expect(bytes.includes('Secret Model')).toBe(false)
        expect(bytes.includes('Exif\0\0')).toBe(false)
      }
    }
  })

  it('turns a photo upright from its EXIF orientation and never enlarges a small one', async () => {
    const sideways = await sharp({ create: { width: 600, height: 400, channels: 3, background: 'white' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const photo = await processPhoto(sideways)
    expect(photo).toMatchObject({ width: 400, height: 600, widths: [400] })
    const meta = await sharp(await readKey(photoKey(photo.id, 400, 'jpg'))).metadata()
    expect([meta.width, meta.height, meta.orientation ?? 1]).toEqual([400, 600, 1])
    expect(variantWidths(1200)).toEqual([480, 720, 960, 1200])
    expect(variantWidths(5000)).toEqual([480, 720, 960, 1600])
    expect(variantWidths(700)).toEqual([480, 700])
  })

  it('refuses a photo over the pixel limit, and a file that is not an image, with a clear message', async () => {
    // A PNG declaring more pixels than the limit (compressed, so the test stays small).
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 10
    const huge = await sharp({ create: { width: side, height: side, channels: 3, background: 'black' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    const before = await storage().list('photos/')
    await expect(processPhoto(huge)).rejects.toThrow(PHOTO_ERRORS.tooLarge)
    await expect(processPhoto(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))).rejects.toThrow(
      PHOTO_ERRORS.unreadable,
    )
    expect(await storage().list('photos/')).toEqual(before)
  })

  it('takes a 44 MP photo (over a 40 MP camera), refusing only above 50 MP, with the limit named', async () => {
    expect(PHOTO_ERRORS.tooLarge).toContain('50 megapixels')
    const big = await sharp({ create: { width: 8000, height: 5500, channels: 3, background: 'teal' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    const photo = await processPhoto(big)
    expect(photo).toMatchObject({ width: 1600, height: 1100, widths: [480, 720, 960, 1600] })
    const meta = await sharp(await readKey(photoKey(photo.id, 1600, 'avif'))).metadata()
    expect([meta.width, meta.height]).toEqual([1600, 1100])
  })

  it('works on one photo at a time: every file of one is stored before any of the next', async () => {
    const store = storage()
    const order: string[] = []
    const put = store.put.bind(store)
    const spy = vi.spyOn(store, 'put').mockImplementation(async (key, ...rest) => {
      order.push(key.split('/')[1]!)
      return put(key, ...rest)
    })
    try {
      const inputs = await Promise.all([jpegWithGps(2000, 1000), jpegWithGps(1800, 1200), jpegWithGps()])
      const photos = await Promise.all(inputs.map((input) => processPhoto(input)))
      expect(order).toEqual(photos.flatMap((photo) => Array<string>(12).fill(photo.id)))
    } finally {
      spy.mockRestore()
    }
  })
})

describe.each(TEST_DIALECTS)('listing photos on %s', (dialect) => {
  useAppDatabase(dialect)
  const listing = { type: 'restaurants', id: 'snake-river-grill' } as const

  it('adds photos in order, edits alt text, moves, replaces under a new id and removes with the files', async () => {
    const db = getDb()
    const first = await addPhoto(db, listing, await jpegWithGps(), {
      alt: 'Dining room',
      caption: null,
      createdBy: null,
    })
    const second = await addPhoto(db, listing, await jpegWithGps(800, 600), {
      alt: 'Elk chop',
      caption: 'The signature dish',
      createdBy: null,
    })
    expect((await listPhotos(db, listing.type, listing.id)).map((p) => p.alt)).toEqual([
      'Dining room',
      'Elk chop',
    ])
    expect(second).toMatchObject({ width: 800, height: 600, widths: [480, 720, 800] })

    expect(
      await updatePhotoText(db, first.id, { alt: 'The dining room by the fire', caption: 'Evening' }),
    ).toBe(true)
    expect(await movePhoto(db, second.id, 'up')).toBe(true)
    expect(await movePhoto(db, second.id, 'up')).toBe(false)
    let photos = await listPhotos(db, listing.type, listing.id)
    expect(photos.map((p) => [p.alt, p.caption])).toEqual([
      ['Elk chop', 'The signature dish'],
      ['The dining room by the fire', 'Evening'],
    ])

    expect(await replacePhoto(db, first.id, await jpegWithGps(1000, 1000), null)).toBe(true)
    photos = await listPhotos(db, listing.type, listing.id)
    expect(photos[1]).toMatchObject({ alt: 'The dining room by the fire', width: 1000, height: 1000 })
    expect(photos[1]!.id).not.toBe(first.id)
    expect(await storage().list(`photos/${first.id}/`)).toEqual([])

    expect(await removePhoto(db, second.id)).toBe(true)
    expect(await removePhoto(db, second.id)).toBe(false)
    expect(await storage().list(`photos/${second.id}/`)).toEqual([])
    expect((await listPhotos(db, listing.type, listing.id)).map((p) => p.id)).toEqual([photos[1]!.id])
  })

  it('removing the sample listings removes their photos, rows and files', async () => {
    const db = getDb()
    const photo = await addPhoto(
      db,
      { type: 'stays', id: 'fireweed-log-cabin' },
      await jpegWithGps(600, 400),
      {
        alt: 'Cabin porch',
        caption: null,
        createdBy: null,
      },
    )
    expect(await storage().list(`photos/${photo.id}/`)).toHaveLength(6)
    await removeSampleContent(db)
    expect(await listPhotos(db, 'stays', 'fireweed-log-cabin')).toEqual([])
    expect(await storage().list(`photos/${photo.id}/`)).toEqual([])
  })

  it('approving a submission publishes its photos on the new listing, stripped, with default alt text', async () => {
    const db = getDb()
    const editor = await upsertUser(db, {
      email: `photos-${dialect}@example.com`,
      password: 'a long password 123',
      role: 'editor',
    })
    const input = await jpegWithGps(1200, 900)
    const submissionId = await createRestaurantSubmission(
      db,
      RestaurantSubmissionSchema.parse({
        name: 'Photo Grill',
        type: 'Western',
        description: 'Grilled trout.',
        address: '1 Main St, Jackson, WY',
        priceRange: '$$',
      }),
      { submittedBy: null, images: [{ bytes: input, mime: 'image/jpeg', size: input.byteLength }] },
    )
    const result = await decideSubmission(db, 'restaurants', submissionId, 'approved', {
      reviewerId: editor.id,
    })
    expect(result).toMatchObject({ ok: true, path: '/eat/photo-grill' })
    const photos = await listPhotos(db, 'restaurants', 'photo-grill')
    expect(photos).toEqual([
      expect.objectContaining({ alt: 'Photo Grill — photo 1 from the submitter', width: 1200, height: 900 }),
    ])
    const meta = await sharp(await readKey(photoKey(photos[0]!.id, 1200, 'jpg'))).metadata()
    expect(meta.exif).toBeUndefined()
  })
})

describe('listing photos on the S3 back-end', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>
  beforeAll(async () => {
    s3 = await startS3Server()
  })
  afterAll(async () => {
    await s3.stop()
  })

  it('stores every variant in the bucket', async () => {
    Object.assign(process.env, s3.env)
    resetEnv()
    try {
      const photo = await processPhoto(await jpegWithGps(1000, 500))
      expect(storage().kind).toBe('s3')
      expect(await storage().list(`photos/${photo.id}/`)).toEqual([...photo.keys].sort())
      const meta = await sharp(await readKey(photoKey(photo.id, 960, 'webp'))).metadata()
      expect([meta.width, meta.height, meta.exif]).toEqual([960, 480, undefined])
    } finally {
      for (const name of Object.keys(s3.env)) delete process.env[name]
      resetEnv()
    }
  })
})
