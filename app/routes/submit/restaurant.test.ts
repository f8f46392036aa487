import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { validRestaurant } from '../../../tests/factories'
import {
  asData,
  call,
  type Fields,
  formRequest,
  inFreshRateWindow,
  PNG,
  toastOf,
  withTestSecrets,
  withUploadDir,
} from '../../../tests/helpers'
import { resetEnv } from '~/lib/env.server'
import { checkFormStamp, createFormStamp, FORM_EXPIRED } from '~/lib/form.server'
import { BOT_FIELDS, MESSAGES } from '~/lib/validation'
import { action as restaurantAction } from './restaurant'

// Integration tests of the restaurant form's action on a real database (both dialects): each call
// builds a real Request with FormData, as the browser sends it. The other forms: ./forms.test.ts.

withTestSecrets()
const uploads = withUploadDir()
beforeEach(() => {
  process.env.SUBMISSION_MIN_FILL_MS = '2000'
  process.env.SUBMISSION_RATE_LIMIT = '100000'
  delete process.env.MAX_BODY_BYTES
})

describe.each(TEST_DIALECTS)('restaurant submission action on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: false })
  afterEach(async () => {
    await t.db.deleteFrom('restaurant_submissions').execute()
    await t.db.deleteFrom('submission_images').execute()
    await t.db.deleteFrom('rate_limits').execute()
  })

  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('restaurant_submissions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('stores a valid submission as pending and redirects to /eat with the success toast', async () => {
    const response = await call(restaurantAction, formRequest('/submit-restaurant', validRestaurant))
    expect(response).toBeInstanceOf(Response)
    const res = response as Response
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/eat')
    expect(await toastOf(res)).toMatchObject({
      title: 'Submission Successful!',
      description: 'Your submission has been received and will be reviewed shortly.',
    })
    const rows = await t.db.selectFrom('restaurant_submissions').selectAll().execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      name: 'Snake River Grill',
      type: 'Fine Dining',
      description: 'Elk chops & trout <b>by the fire</b>.',
      address: '84 E Broadway, Jackson, WY',
      phone: '(307) 733-0557',
      email: 'hello@example.com',
      website: 'https://example.com',
      price_range: '$$$',
      status: 'pending',
      submitted_by: null,
      reviewed_at: null,
      reviewed_by: null,
      review_note: null,
    })
    expect(JSON.parse(rows[0]!.tags)).toEqual(['Romantic', 'Local Favorites'])
    expect(JSON.parse(rows[0]!.amenities)).toEqual(['Full Bar', 'Reservations'])
    expect(rows[0]!.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(Date.parse(rows[0]!.created_at)).not.toBeNaN()
  })

  it('defaults the price range to $ and ignores unknown fields', async () => {
    const { priceRange: _p, ...rest } = validRestaurant
    const response = await call(
      restaurantAction,
      formRequest('/submit-restaurant', { ...rest, status: 'approved', submitted_by: 'admin', id: 'x' }),
    )
    expect((response as Response).status).toBe(302)
    const row = await t.db.selectFrom('restaurant_submissions').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({ price_range: '$', status: 'pending', submitted_by: null })
    expect(row.id).not.toBe('x')
  })

  const rules: [string, Fields, string, string][] = [
    ['name', { name: '' }, 'name', 'Restaurant name is required'],
    ['name', { name: 'x'.repeat(101) }, 'name', 'Name too long'],
    ['type', { type: '' }, 'type', 'Restaurant type is required'],
    ['description', { description: '   ' }, 'description', 'Description is required'],
    ['description', { description: 'd'.repeat(1001) }, 'description', 'Description too long'],
    ['address', { address: '' }, 'address', 'Address is required'],
    ['address', { address: 'a'.repeat(201) }, 'address', 'Address too long'],
    ['phone', { phone: 'call 555-0100' }, 'phone', 'Invalid phone number format'],
    ['email', { email: 'not-an-email' }, 'email', 'Invalid email format'],
    ['website', { website: 'javascript:alert(1)' }, 'website', 'Invalid website URL'],
    ['website', { website: 'example' }, 'website', 'Invalid website URL'],
    ['tags', { tags: Array(11).fill('Romantic') }, 'tags', 'Too many tags'],
    ['amenities', { amenities: Array(16).fill('Parking') }, 'amenities', 'Too many amenities'],
  ]
  for (const [, patch, field, message] of rules) {
    it(`refuses ${JSON.stringify(patch).slice(0, 40)} with '${message}' and stores nothing`, async () => {
      const result = asData(
        await call(restaurantAction, formRequest('/submit-restaurant', { ...validRestaurant, ...patch })),
      )
      expect(result.init?.status).toBe(400)
      expect(result.data.errors?.[field]).toEqual([message])
      expect(result.data.formError).toEqual({
        title: 'Validation Error',
        description: 'Please fix the errors in the form.',
      })
      expect(result.data.values?.address).toBe('address' in patch ? patch.address : validRestaurant.address)
      expect(await count()).toBe(0)
    })
  }

  it('accepts the limits exactly (100-character name, 10 tags, empty optional fields)', async () => {
    const response = await call(
      restaurantAction,
      formRequest('/submit-restaurant', {
        ...validRestaurant,
        name: 'n'.repeat(100),
        phone: '',
        email: '',
        website: '',
      }),
    )
    expect((response as Response).status).toBe(302)
    const row = await t.db.selectFrom('restaurant_submissions').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({ phone: null, email: null, website: null })
  })

  it('keeps every value as typed on a validation error', async () => {
    const result = asData(
      await call(restaurantAction, formRequest('/submit-restaurant', { ...validRestaurant, email: 'bad' })),
    )
    expect(result.data.values).toMatchObject({ ...validRestaurant, email: 'bad' })
  })

  it('answers a file in a text field and broken text with a 400, never a row', async () => {
    const fileInName = asData(
      await call(
        restaurantAction,
        formRequest('/submit-restaurant', { ...validRestaurant, name: new File(['x'], 'x.txt') }),
      ),
    )
    expect(fileInName.init?.status).toBe(400)
    expect(fileInName.data.errors?.name).toEqual(['Invalid value'])
    const nul = asData(
      await call(
        restaurantAction,
        formRequest('/submit-restaurant', { ...validRestaurant, name: 'Grill\u0000' }),
      ),
    )
    expect(nul.init?.status).toBe(400)
    expect(nul.data.formError?.description).toBe(
      'The form contains characters that could not be read. Please check your text and try again.',
    )
    const garbage = asData(
      await call(
        restaurantAction,
        new Request('http://localhost/submit-restaurant', {
          method: 'POST',
          headers: { 'Content-Type': 'multipart/form-data; boundary=nope' },
          body: '--wrong\r\ncontent-disposition: nonsense\r\n\r\n',
        }),
      ),
    )
    expect(garbage.init?.status).toBe(400)
    const json = asData(
      await call(
        restaurantAction,
        new Request('http://localhost/submit-restaurant', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(validRestaurant),
        }),
      ),
    )
    expect(json.init?.status).toBe(415)
    expect(await count()).toBe(0)
  })

  it('silently drops a filled honeypot: success answer, nothing stored', async () => {
    const response = await call(
      restaurantAction,
      formRequest('/submit-restaurant', { ...validRestaurant, [BOT_FIELDS.honeypot]: 'http://spam.example' }),
    )
    expect((response as Response).status).toBe(302)
    expect((await toastOf(response as Response))?.title).toBe('Submission Successful!')
    expect(await count()).toBe(0)
  })

  it('silently drops a form sent faster than the minimum fill time, or without a valid stamp', async () => {
    for (const stamp of [createFormStamp(Date.now() - 500), null, `${Date.now() - 9000}.forged`]) {
      const response = await call(
        restaurantAction,
        formRequest('/submit-restaurant', validRestaurant, { stamp }),
      )
      expect((response as Response).status).toBe(302)
    }
    expect(await count()).toBe(0)
    process.env.SUBMISSION_MIN_FILL_MS = '0'
    resetEnv()
    const fast = await call(
      restaurantAction,
      formRequest('/submit-restaurant', validRestaurant, { stamp: createFormStamp() }),
    )
    expect((fast as Response).status).toBe(302)
    expect(await count()).toBe(1)
  })

  it('answers a form whose stamp expired (open over a day) again with every value kept, never as a bot', async () => {
    const expired = createFormStamp(Date.now() - 25 * 60 * 60 * 1000)
    const answer = asData(
      await call(restaurantAction, formRequest('/submit-restaurant', validRestaurant, { stamp: expired })),
    )
    expect(answer.init?.status).toBe(400)
    expect(answer.data.formError).toEqual(FORM_EXPIRED)
    expect(answer.data.values?.name).toBe(validRestaurant.name)
    expect(answer.data.values?.description).toBe(validRestaurant.description)
    expect(await count()).toBe(0)
    // The answer brings a renewed stamp: sending the form straight back stores it.
    expect(checkFormStamp(answer.data.stamp)).toBe('ok')
    const again = await call(
      restaurantAction,
      formRequest('/submit-restaurant', validRestaurant, { stamp: answer.data.stamp! }),
    )
    expect((again as Response).status).toBe(302)
    expect(await count()).toBe(1)
  })

  it('limits submissions per address with a 429 that keeps the form, shared through the database', async () => {
    inFreshRateWindow()
    process.env.SUBMISSION_RATE_LIMIT = '3'
    resetEnv()
    for (let i = 0; i < 3; i++) {
      const ok = await call(
        restaurantAction,
        formRequest('/submit-restaurant', validRestaurant, { ip: '198.51.100.1' }),
      )
      expect((ok as Response).status).toBe(302)
    }
    const limited = asData(
      await call(
        restaurantAction,
        formRequest('/submit-restaurant', validRestaurant, { ip: '198.51.100.1' }),
      ),
    )
    expect(limited.init?.status).toBe(429)
    expect(limited.data.formError?.description).toBe(
      'Too many submissions from your connection. Please wait a few minutes and try again.',
    )
    expect(limited.data.values?.name).toBe(validRestaurant.name)
    // Another address is not affected.
    const other = await call(
      restaurantAction,
      formRequest('/submit-restaurant', validRestaurant, { ip: '198.51.100.2' }),
    )
    expect((other as Response).status).toBe(302)
    expect(await count()).toBe(4)
    const counter = await t.db
      .selectFrom('rate_limits')
      .selectAll()
      .where('key', '=', 'submit:198.51.100.1')
      .executeTakeFirstOrThrow()
    expect(counter.count).toBe(4)
  })

  it('refuses a body over the size cap with 413, counting streamed bytes', async () => {
    process.env.MAX_BODY_BYTES = '2000'
    resetEnv()
    const big = formRequest('/submit-restaurant', { ...validRestaurant, description: 'd'.repeat(3000) })
    const result = asData(await call(restaurantAction, big))
    expect(result.init?.status).toBe(413)
    expect(result.data.formError?.description).toBe(MESSAGES.tooLarge)
    // A streamed body (no Content-Length) is counted as it arrives.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode(`name=${'x'.repeat(500)}&`))
        controller.close()
      },
    })
    const streamed = asData(
      await call(
        restaurantAction,
        new Request('http://localhost/submit-restaurant', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: stream,
          duplex: 'half',
        } as RequestInit),
      ),
    )
    expect(streamed.init?.status).toBe(413)
    expect(await count()).toBe(0)
  })

  it('stores real PNG photos on disk, linked to the submission', async () => {
    const response = await call(
      restaurantAction,
      formRequest('/submit-restaurant', {
        ...validRestaurant,
        photos: [
          new File([PNG], 'front.png', { type: 'image/png' }),
          new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], 'a.jpg'),
        ],
      }),
    )
    expect((response as Response).status).toBe(302)
    const row = await t.db.selectFrom('restaurant_submissions').select('id').executeTakeFirstOrThrow()
    const images = await t.db.selectFrom('submission_images').selectAll().orderBy('mime').execute()
    expect(images.map((i) => [i.submission_type, i.submission_id, i.mime])).toEqual([
      ['restaurant', row.id, 'image/jpeg'],
      ['restaurant', row.id, 'image/png'],
    ])
    const png = images.find((i) => i.mime === 'image/png')!
    expect(png.size).toBe(PNG.byteLength)
    expect(new Uint8Array(fs.readFileSync(path.join(uploads, png.file_name)))).toEqual(PNG)
  })

  it('refuses a text file named .png, more than 5 photos, and a photo over 25 MB', async () => {
    const cases: [File[], string][] = [
      [
        [new File(['just text'], 'photo.png', { type: 'image/png' })],
        'Only JPEG, PNG or WebP images can be uploaded.',
      ],
      [Array.from({ length: 6 }, (_, i) => new File([PNG], `p${i}.png`)), 'You can upload at most 5 images.'],
      [
        [new File([PNG, new Uint8Array(25 * 1024 * 1024)], 'big.png')],
        'Each image must be 25 MB or smaller.',
      ],
    ]
    for (const [photos, message] of cases) {
      const result = asData(
        await call(restaurantAction, formRequest('/submit-restaurant', { ...validRestaurant, photos })),
      )
      expect(result.init?.status).toBe(400)
      expect(result.data.errors?.photos).toEqual([message])
      expect(result.data.values?.name).toBe(validRestaurant.name)
    }
    expect(await count()).toBe(0)
    expect(await t.db.selectFrom('submission_images').selectAll().execute()).toEqual([])
  })

  it('stores exactly 200 rows for 200 concurrent submissions', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(
          restaurantAction,
          formRequest(
            '/submit-restaurant',
            { ...validRestaurant, name: `Place ${i}` },
            { ip: `10.0.${i % 50}.1` },
          ),
        ),
      ),
    )
    expect(responses.every((r) => r instanceof Response && r.status === 302)).toBe(true)
    expect(await count()).toBe(200)
    const names = await t.db.selectFrom('restaurant_submissions').select('name').execute()
    expect(new Set(names.map((n) => n.name)).size).toBe(200)
  })
})

describe.each(TEST_DIALECTS)('a storage failure on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: false })

  it('answers Submission Failed, keeps every field and leaves no partial row or file', async () => {
    // The photo rows cannot be written: the restaurant row must roll back with them.
    await t.db.schema.dropTable('submission_images').execute()
    const before = fs.readdirSync(uploads).length
    const result = asData(
      await call(
        restaurantAction,
        formRequest('/submit-restaurant', { ...validRestaurant, photos: [new File([PNG], 'p.png')] }),
      ),
    )
    expect(result.init?.status).toBe(503)
    expect(result.data.formError).toEqual({
      title: 'Submission Failed',
      description: 'There was an error submitting your form. Please try again.',
    })
    expect(result.data.values).toMatchObject(validRestaurant)
    expect(await t.db.selectFrom('restaurant_submissions').selectAll().execute()).toEqual([])
    expect(fs.readdirSync(uploads).length).toBe(before)
  })

  it('answers Submission Failed when the database is gone', async () => {
    await t.db.schema.dropTable('restaurant_submissions').execute()
    const result = asData(await call(restaurantAction, formRequest('/submit-restaurant', validRestaurant)))
    expect(result.init?.status).toBe(503)
    expect(result.data.values?.description).toBe(validRestaurant.description)
  })
})
