import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TEST_DIALECTS, useAppDatabase } from '../../tests/setup/db'
import { action as contactAction, loader as contactLoader } from '../routes/contact'
import { action as hostAction } from '../routes/host-signup'
import { action as newsletterAction } from '../routes/newsletter'
import { loader as storiesLoader } from '../routes/stories'
import { action as activityAction } from '../routes/submit/activity'
import { action as eventAction } from '../routes/submit/event'
import { action as restaurantAction } from '../routes/submit/restaurant'
import { action as storyAction } from '../routes/submit/story'
import {} from './db.server'
import { checkFormStamp, createFormStamp, FORM_EXPIRED } from './form.server'
import { getToast } from './toast.server'
import { BOT_FIELDS, type FormActionData } from './validation'

// Integration tests of the submission actions on a real database (both dialects): each call builds
// a real Request with FormData, as the browser sends it. The restaurant form is covered in depth,
// the other forms through one table (FORMS).

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])

type Fields = Record<string, string | string[] | File | File[]>

function formRequest(url: string, fields: Fields, options: { stamp?: string | null; ip?: string } = {}) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, item)
  }
  const stamp = options.stamp === undefined ? createFormStamp(Date.now() - 5000) : options.stamp
  if (stamp !== null) form.append(BOT_FIELDS.startedAt, stamp)
  return new Request(`http://localhost${url}`, {
    method: 'POST',
    body: form,
    headers: { 'x-client-ip': options.ip ?? '203.0.113.7' },
  })
}

const validRestaurant = {
  name: 'Snake River Grill',
  type: 'Fine Dining',
  description: 'Elk chops & trout <b>by the fire</b>.',
  address: '84 E Broadway, Jackson, WY',
  phone: '(307) 733-0557',
  email: 'hello@example.com',
  website: 'https://example.com',
  priceRange: '$$$',
  tags: ['Romantic', 'Local Favorites'],
  amenities: ['Full Bar', 'Reservations'],
}

interface DataAnswer {
  data: FormActionData
  init: ResponseInit | null
}

function asData(result: unknown): DataAnswer {
  expect(result).not.toBeInstanceOf(Response)
  return result as DataAnswer
}

async function toastOf(response: Response) {
  const cookie = response.headers.get('Set-Cookie') ?? ''
  const { toast } = await getToast(
    new Request('http://localhost/', { headers: { Cookie: cookie.split(';')[0]! } }),
  )
  return toast
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route actions take framework args
const call = (fn: (args: any) => Promise<unknown>, request: Request) =>
  fn({ request, params: {}, context: {} })

const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-uploads-'))

beforeAll(() => {
  process.env.BETTER_AUTH_SECRET ??= 'test-secret-test-secret-test-secret-42'
  process.env.UPLOAD_DIR = uploads
})
afterAll(() => fs.rmSync(uploads, { recursive: true, force: true }))
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
    process.env.SUBMISSION_RATE_LIMIT = '3'
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
    const big = formRequest('/submit-restaurant', { ...validRestaurant, description: 'd'.repeat(3000) })
    const result = asData(await call(restaurantAction, big))
    expect(result.init?.status).toBe(413)
    expect(result.data.formError?.description).toBe(
      'The form is too large. Photos may be at most 5 MB each, 5 photos per form.',
    )
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

  it('refuses a text file named .png, more than 5 photos, and a photo over 5 MB', async () => {
    const cases: [File[], string][] = [
      [
        [new File(['just text'], 'photo.png', { type: 'image/png' })],
        'Only JPEG, PNG or WebP images can be uploaded.',
      ],
      [Array.from({ length: 6 }, (_, i) => new File([PNG], `p${i}.png`)), 'You can upload at most 5 images.'],
      [[new File([PNG, new Uint8Array(5 * 1024 * 1024)], 'big.png')], 'Each image must be 5 MB or smaller.'],
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

const validEvent = {
  title: 'Teton County Fair Rodeo',
  description: 'Bronc riding, mutton busting & a barbecue.',
  category: 'Family',
  date: '2027-07-24',
  startTime: '19:00',
  endTime: '21:30',
  recurring: 'on',
  location: 'Teton County Fairgrounds',
  address: '305 W Snow King Ave, Jackson, WY',
  organizerName: 'Fair Board',
  organizerEmail: 'fair@example.com',
  organizerPhone: '+1 307 733 5289',
  website: 'https://example.com/fair',
  ticketPrice: '$25 adults / $15 kids',
  capacity: '2000',
  tags: ['Family-Friendly', 'Outdoor'],
}

const validActivity = {
  name: 'Cache Creek Trail Walk',
  type: 'Hiking',
  description: 'An easy creekside walk close to town.',
  location: 'Cache Creek Trailhead, Jackson',
  duration: '2-3 hours',
  difficulty: 'Easy',
  priceRange: 'Free',
  season: 'Summer',
  ageRecommendation: 'All ages',
  requirements: 'Water, sturdy shoes',
  safety: 'Carry bear spray.',
  tags: ['Family-Friendly', 'Scenic Views'],
  amenities: ['Parking', 'Restrooms'],
  contactName: 'Jo Ranger',
  contactEmail: 'jo@example.com',
  contactPhone: '',
  website: '',
}

const validStory = {
  title: 'Our First Winter in Star Valley',
  category: 'Family Stories',
  excerpt: 'Snow to the rooftops and neighbors with tractors.',
  content: 'It started with a storm.\n\nThen the neighbors came.',
  location: 'Afton',
  authorName: 'Sam Rivers',
  authorEmail: 'sam@example.com',
  authorBio: '',
  tags: ['Seasonal', 'Personal Experience'],
  publishDate: '',
  featuredImage: 'https://example.com/snow.jpg',
  allowComments: 'on',
}

const validContact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  subject: 'Book a cowboy experience',
  category: 'General Inquiry',
  message: 'Can we book for a family of four?',
}

const validHost = {
  propertyName: 'Elk Meadow Ranch',
  propertyType: 'Historic Ranch',
  location: 'Wilson, WY',
  maxGuests: '6',
  nightlyRate: '275',
  description: 'A 1912 homestead with a barn and views of the Tetons.',
  contactEmail: 'host@example.com',
}

type Action = Parameters<typeof call>[0]
type FormTable =
  | 'event_submissions'
  | 'activity_submissions'
  | 'story_submissions'
  | 'contact_messages'
  | 'host_applications'

/** Every form besides the restaurant's (covered in depth above): one row per kind of submission. */
const FORMS: {
  name: string
  action: Action
  url: string
  valid: Fields
  table: FormTable
  /** what the success test sends, when it is not `valid` */
  sent?: Fields
  location: string
  toast: { title: string; description: string }
  /** columns of the stored row (status is always 'pending') */
  stored: Record<string, unknown>
  /** JSON list columns of the stored row */
  lists?: Record<string, string[]>
  /** [patch over `valid`, field, message]: each is answered 400 with the message under the field */
  rules: [Fields, string, string][]
}[] = [
  {
    name: 'event',
    action: eventAction,
    url: '/submit-event',
    valid: validEvent,
    table: 'event_submissions',
    location: '/events',
    toast: { title: 'Event Submitted!', description: "We'll review it and add it to our calendar soon." },
    stored: {
      title: 'Teton County Fair Rodeo',
      start_time: '19:00',
      end_time: '21:30',
      recurring: 1,
      organizer_name: 'Fair Board',
      organizer_email: 'fair@example.com',
      organizer_phone: '+1 307 733 5289',
      capacity: 2000,
      ticket_price: '$25 adults / $15 kids',
      submitted_by: null,
    },
    lists: { tags: ['Family-Friendly', 'Outdoor'] },
    rules: [
      [{ title: '' }, 'title', 'Event title is required'],
      [{ title: 't'.repeat(101) }, 'title', 'Title too long'],
      [{ description: '' }, 'description', 'Description is required'],
      [{ description: 'd'.repeat(2001) }, 'description', 'Description too long'],
      [{ date: '' }, 'date', 'Event date is required'],
      [{ date: '2027-02-30' }, 'date', 'Invalid date'],
      [{ startTime: '' }, 'startTime', 'Start time is required'],
      [{ location: '' }, 'location', 'Location is required'],
      [{ location: 'l'.repeat(201) }, 'location', 'Location too long'],
      [{ category: '' }, 'category', 'Category is required'],
      [{ tags: Array(11).fill('Free') }, 'tags', 'Too many tags'],
      [{ organizerName: '' }, 'organizerName', 'Organizer name is required'],
      [{ organizerName: 'o'.repeat(101) }, 'organizerName', 'Organizer name too long'],
      [{ organizerEmail: 'nope' }, 'organizerEmail', 'Invalid organizer email'],
      [{ organizerEmail: '' }, 'organizerEmail', 'Invalid organizer email'],
      [{ organizerPhone: 'ext. 5' }, 'organizerPhone', 'Invalid phone number'],
      [{ capacity: 'lots' }, 'capacity', 'Capacity must be a whole number'],
    ],
  },
  {
    name: 'activity',
    action: activityAction,
    url: '/submit-activity',
    valid: validActivity,
    table: 'activity_submissions',
    // "Difficult" is read as "Hard".
    sent: { ...validActivity, difficulty: 'Difficult' },
    location: '/play',
    toast: { title: 'Activity Submitted!', description: "We'll review it and add it to our listings soon." },
    stored: {
      name: 'Cache Creek Trail Walk',
      type: 'Hiking',
      difficulty: 'Hard',
      price_range: 'Free',
      contact_name: 'Jo Ranger',
      contact_phone: null,
    },
    lists: { amenities: ['Parking', 'Restrooms'] },
    rules: [
      [{ name: '' }, 'name', 'Activity name is required'],
      [{ name: 'n'.repeat(101) }, 'name', 'Name too long'],
      [{ type: '' }, 'type', 'Activity type is required'],
      [{ description: '' }, 'description', 'Description is required'],
      [{ description: 'd'.repeat(1001) }, 'description', 'Description too long'],
      [{ location: '' }, 'location', 'Location is required'],
      [{ duration: '' }, 'duration', 'Duration is required'],
      [{ difficulty: 'Extreme' }, 'difficulty', 'Choose a difficulty from the list'],
      [{ priceRange: '$$$$$' }, 'priceRange', 'Choose a price range from the list'],
      [
        {
          tags: [
            'Free',
            'Wildlife',
            'Adventure',
            'Relaxing',
            'Educational',
            'Photography',
            'Scenic Views',
            'Pet-Friendly',
            'Family-Friendly',
            'Group Activity',
            'Solo Friendly',
          ],
        },
        'tags',
        'Too many tags',
      ],
      [{ amenities: Array(16).fill('Parking') }, 'amenities', 'Too many amenities'],
      [{ contactName: '' }, 'contactName', 'Contact name is required'],
      [{ contactEmail: 'x@' }, 'contactEmail', 'Invalid contact email'],
      [{ contactPhone: 'abc' }, 'contactPhone', 'Invalid phone number'],
    ],
  },
  {
    name: 'story',
    action: storyAction,
    url: '/submit-story',
    valid: validStory,
    table: 'story_submissions',
    location: '/stories',
    toast: { title: 'Story Submitted!', description: "We'll review it and publish it soon." },
    stored: {
      title: 'Our First Winter in Star Valley',
      author_email: 'sam@example.com',
      author_bio: null,
      allow_comments: 1,
      featured: 0,
      publish_immediately: 0,
      featured_image: 'https://example.com/snow.jpg',
    },
    rules: [
      [{ title: '' }, 'title', 'Story title is required'],
      [{ title: 't'.repeat(151) }, 'title', 'Title too long'],
      [{ content: '' }, 'content', 'Story content is required'],
      [{ content: 'c'.repeat(5001) }, 'content', 'Content too long'],
      [{ excerpt: '' }, 'excerpt', 'Excerpt is required'],
      [{ excerpt: 'e'.repeat(301) }, 'excerpt', 'Excerpt too long'],
      [{ category: '' }, 'category', 'Category is required'],
      [{ tags: Array(11).fill('Food') }, 'tags', 'Too many tags'],
      [{ authorName: '' }, 'authorName', 'Author name is required'],
      [{ authorEmail: 'sam' }, 'authorEmail', 'Invalid author email'],
      [{ authorBio: 'b'.repeat(501) }, 'authorBio', 'Bio too long'],
      [{ featuredImage: 'not a url' }, 'featuredImage', 'Invalid image URL'],
    ],
  },
  {
    name: 'contact',
    action: contactAction,
    url: '/contact',
    valid: validContact,
    table: 'contact_messages',
    // Back to an empty form.
    location: '/contact',
    toast: {
      title: 'Message Sent!',
      description: "Thank you for contacting us. We'll get back to you within 24 hours.",
    },
    stored: { ...validContact, phone: null },
    rules: [
      [{ name: '' }, 'name', 'Name is required'],
      [{ email: '' }, 'email', 'Email is required'],
      [{ email: 'ada' }, 'email', 'Invalid email format'],
      [{ subject: '' }, 'subject', 'Subject is required'],
      [{ category: 'Complaints' }, 'category', 'Choose a category from the list'],
      [{ message: '' }, 'message', 'Message is required'],
      [{ phone: 'abc' }, 'phone', 'Invalid phone number format'],
    ],
  },
  {
    name: 'host',
    action: hostAction,
    url: '/host-signup',
    valid: validHost,
    table: 'host_applications',
    location: '/host-signup',
    toast: {
      title: 'Application Received!',
      description: "Thank you for applying to host. We'll review your property and reply within 24 hours.",
    },
    stored: {
      property_name: 'Elk Meadow Ranch',
      property_type: 'Historic Ranch',
      max_guests: '6',
      nightly_rate: 275,
    },
    rules: [
      [{ propertyName: '' }, 'propertyName', 'Property name is required'],
      [{ propertyType: 'Castle' }, 'propertyType', 'Choose a property type from the list'],
      [{ maxGuests: '12' }, 'maxGuests', 'Choose a guest count from the list'],
      [{ nightlyRate: '' }, 'nightlyRate', 'Nightly rate is required'],
      [{ nightlyRate: '-5' }, 'nightlyRate', 'Enter the nightly rate in whole dollars'],
      [{ contactEmail: 'host' }, 'contactEmail', 'Invalid contact email'],
    ],
  },
]

describe.each(TEST_DIALECTS)('the other forms on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: false })
  afterEach(async () => {
    for (const { table } of FORMS) await t.db.deleteFrom(table).execute()
  })

  // Kysely reads a union of tables as one of them; the rows are only compared as plain objects.
  const rowsOf = (table: FormTable) =>
    t.db
      .selectFrom(table as 'contact_messages')
      .selectAll()
      .execute()

  for (const form of FORMS) {
    describe(`the ${form.name} form`, () => {
      it(`stores a valid submission as pending and redirects to ${form.location} with its toast`, async () => {
        const response = (await call(form.action, formRequest(form.url, form.sent ?? form.valid))) as Response
        expect(response.headers.get('Location')).toBe(form.location)
        expect(await toastOf(response)).toMatchObject(form.toast)
        const rows: Record<string, unknown>[] = await rowsOf(form.table)
        expect(rows).toHaveLength(1)
        expect(rows[0]).toMatchObject({ ...form.stored, status: 'pending' })
        for (const [column, list] of Object.entries(form.lists ?? {})) {
          expect(JSON.parse(rows[0]![column] as string), column).toEqual(list)
        }
      })

      it('answers every rule with its message and stores nothing', async () => {
        for (const [patch, field, message] of form.rules) {
          const result = asData(await call(form.action, formRequest(form.url, { ...form.valid, ...patch })))
          expect(result.init?.status, `${field}: ${message}`).toBe(400)
          expect(result.data.errors?.[field], `${field}: ${message}`).toEqual([message])
        }
        expect(await rowsOf(form.table)).toEqual([])
      })

      it('never stores a bot submission', async () => {
        const response = (await call(
          form.action,
          formRequest(form.url, { ...form.valid, [BOT_FIELDS.honeypot]: 'spam' }),
        )) as Response
        expect(response.status).toBe(302)
        expect(await rowsOf(form.table)).toEqual([])
      })
    })
  }

  it('lists approved stories newest first, never pending ones', async () => {
    await call(storyAction, formRequest('/submit-story', validStory))
    expect((await storiesLoader()).stories).toEqual([])
    await call(
      storyAction,
      formRequest('/submit-story', { ...validStory, title: 'A <script>alert(1)</script> day' }),
    )
    await t.db
      .updateTable('story_submissions')
      .set({ status: 'approved', created_at: '2026-01-01T00:00:00.000Z' })
      .where('title', '=', validStory.title)
      .execute()
    await t.db
      .updateTable('story_submissions')
      .set({ status: 'approved' })
      .where('title', '!=', validStory.title)
      .execute()
    const { stories } = await storiesLoader()
    expect(stories.map((s) => s.title)).toEqual(['A <script>alert(1)</script> day', validStory.title])
    expect(stories[1]).toMatchObject({ authorName: 'Sam Rivers', tags: ['Seasonal', 'Personal Experience'] })
  })

  it('unchecked allow-comments is stored as 0; Save as Draft without JavaScript keeps the story on screen', async () => {
    const { allowComments: _a, ...rest } = validStory
    await call(storyAction, formRequest('/submit-story', { ...rest, title: 'No comments please' }))
    const row = await t.db
      .selectFrom('story_submissions')
      .selectAll()
      .where('title', '=', 'No comments please')
      .executeTakeFirstOrThrow()
    expect(row.allow_comments).toBe(0)
    const draft = asData(
      await call(
        storyAction,
        formRequest('/submit-story', { ...validStory, title: 'Draft', intent: 'draft' }),
      ),
    )
    expect(draft.data.values?.title).toBe('Draft')
    expect(draft.data.formError?.title).toBe('Draft not saved')
    expect(
      await t.db.selectFrom('story_submissions').selectAll().where('title', '=', 'Draft').execute(),
    ).toEqual([])
  })

  it('pre-fills the contact subject from ?subject=', async () => {
    const data = contactLoader({
      request: new Request('http://localhost/contact?subject=Book%3A%20Wind%20River%20tour'),
      params: {},
      context: {},
    } as never)
    expect(data.subject).toBe('Book: Wind River tour')
  })

  it('subscribes to the newsletter once per address; a repeat says already subscribed', async () => {
    const first = (await call(
      newsletterAction,
      formRequest(
        '/newsletter',
        { email: 'Reader@Example.com', redirectTo: '/blog?category=wildlife' },
        { stamp: null },
      ),
    )) as Response
    expect(first.headers.get('Location')).toBe('/blog?category=wildlife')
    expect((await toastOf(first))?.title).toBe('Subscribed!')
    const again = (await call(
      newsletterAction,
      formRequest(
        '/newsletter',
        { email: 'reader@example.com', redirectTo: '//evil.example' },
        { stamp: null },
      ),
    )) as Response
    expect(again.headers.get('Location')).toBe('/blog')
    expect(await toastOf(again)).toMatchObject({
      type: 'info',
      title: 'Already subscribed',
      description: 'That email address is already subscribed to our newsletter.',
    })
    const rows = await t.db.selectFrom('newsletter_subscriptions').selectAll().execute()
    expect(rows.map((r) => [r.email, r.status])).toEqual([['reader@example.com', 'pending']])
    const bad = (await call(
      newsletterAction,
      formRequest('/newsletter', { email: 'nope' }, { stamp: null }),
    )) as Response
    expect(await toastOf(bad)).toMatchObject({
      type: 'error',
      title: 'Validation Error',
      description: 'Invalid email format',
    })
    const bot = (await call(
      newsletterAction,
      formRequest('/newsletter', { email: 'bot@example.com', [BOT_FIELDS.honeypot]: 'x' }, { stamp: null }),
    )) as Response
    expect((await toastOf(bot))?.title).toBe('Subscribed!')
    expect(await t.db.selectFrom('newsletter_subscriptions').selectAll().execute()).toHaveLength(1)
  })
})
