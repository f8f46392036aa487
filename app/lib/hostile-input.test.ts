import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_DIALECTS, useAppDatabase } from '../../tests/setup/db'
import { action as contactAction } from '../routes/contact'
import { action as hostAction } from '../routes/host-signup'
import { action as newsletterAction } from '../routes/newsletter'
import { action as activityAction } from '../routes/submit/activity'
import { action as eventAction } from '../routes/submit/event'
import { action as restaurantAction } from '../routes/submit/restaurant'
import { action as storyAction } from '../routes/submit/story'
import {} from './db.server'
import { createFormStamp } from './form.server'
import { BOT_FIELDS, ContactMessageSchema, RestaurantSubmissionSchema } from './validation'

// Property-based tests: random and malicious values thrown at every public form action must get
// a success or a 4xx with a message, never a 500 or an exception, and only valid rows are stored.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route actions take framework args
type Action = (args: any) => Promise<unknown>

const ACTIONS: { name: string; url: string; action: Action; fields: string[] }[] = [
  {
    name: 'restaurant',
    url: '/submit-restaurant',
    action: restaurantAction,
    fields: [
      'name',
      'type',
      'description',
      'address',
      'phone',
      'email',
      'website',
      'priceRange',
      'tags',
      'amenities',
    ],
  },
  {
    name: 'event',
    url: '/submit-event',
    action: eventAction,
    fields: [
      'title',
      'description',
      'category',
      'date',
      'startTime',
      'endTime',
      'location',
      'address',
      'organizerName',
      'organizerEmail',
      'organizerPhone',
      'website',
      'ticketPrice',
      'capacity',
      'tags',
      'recurring',
      'repeatFrequency',
      'repeatUntil',
    ],
  },
  {
    name: 'activity',
    url: '/submit-activity',
    action: activityAction,
    fields: [
      'name',
      'type',
      'description',
      'location',
      'duration',
      'difficulty',
      'priceRange',
      'season',
      'tags',
      'amenities',
      'contactName',
      'contactEmail',
      'contactPhone',
    ],
  },
  {
    name: 'story',
    url: '/submit-story',
    action: storyAction,
    fields: [
      'title',
      'content',
      'excerpt',
      'category',
      'tags',
      'authorName',
      'authorEmail',
      'authorBio',
      'featuredImage',
      'featured',
      'allowComments',
      'publishDate',
      'intent',
    ],
  },
  {
    name: 'contact',
    url: '/contact',
    action: contactAction,
    fields: ['name', 'email', 'phone', 'subject', 'category', 'message'],
  },
  {
    name: 'host application',
    url: '/host-signup',
    action: hostAction,
    fields: [
      'propertyName',
      'propertyType',
      'location',
      'maxGuests',
      'nightlyRate',
      'description',
      'contactEmail',
    ],
  },
  { name: 'newsletter', url: '/newsletter', action: newsletterAction, fields: ['email', 'redirectTo'] },
]

const PAYLOADS = [
  "'; drop table restaurant_submissions; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u0000\u0001\u0007\u001b[31m',
  '\ud800',
  '\uffff\ufeff',
  '$$$$',
  'Fine Dining',
  'a@b.co',
  'https://example.com',
  '2024-12-20',
  '19:00',
  '../../etc/passwd',
  '%00%ff',
]

/** Strings a form field may carry: random text, huge, control characters, lone surrogates, payloads. */
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(...PAYLOADS),
  fc.integer({ min: 1, max: 200_000 }).map((n) => 'x'.repeat(n)),
  fc.array(fc.constantFrom(...PAYLOADS), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(' ')),
)

/** A value for one field: a string, the same field repeated, or a file where text belongs. */
const hostileValue = fc.oneof(
  { weight: 6, arbitrary: hostileString.map((s) => [s] as (string | File)[]) },
  { weight: 2, arbitrary: fc.array(hostileString, { minLength: 2, maxLength: 20 }) },
  { weight: 1, arbitrary: hostileString.map((s) => [new File([s], 'x.txt', { type: 'text/plain' })]) },
)

function hostileForm(fields: string[]) {
  return fc.record({
    known: fc.dictionary(fc.constantFrom(...fields), hostileValue, { maxKeys: fields.length }),
    unknown: fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 3 }),
  })
}

function request(url: string, entries: Record<string, (string | File)[]>) {
  const form = new FormData()
  for (const [key, values] of Object.entries(entries)) for (const value of values) form.append(key, value)
  form.append(BOT_FIELDS.startedAt, createFormStamp(Date.now() - 5000))
  return new Request(`http://localhost${url}`, {
    method: 'POST',
    body: form,
    headers: { 'x-client-ip': '198.51.100.9' },
  })
}

/** The HTTP status an action's outcome stands for: thrown or returned Response, or data() with init. */
async function statusOf(run: () => Promise<unknown>): Promise<number> {
  let outcome: unknown
  try {
    outcome = await run()
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status
    const status = (thrown as { init?: { status?: number } })?.init?.status
    if (typeof status === 'number') return status
    throw thrown
  }
  if (outcome instanceof Response) return outcome.status
  return (outcome as { init?: { status?: number } | null })?.init?.status ?? 200
}

const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-fuzz-uploads-'))

describe.each(TEST_DIALECTS)('hostile input on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: false })
  beforeAll(async () => {
    process.env.BETTER_AUTH_SECRET ??= 'test-secret-test-secret-test-secret-42'
    process.env.UPLOAD_DIR = uploads
    process.env.SUBMISSION_MIN_FILL_MS = '0'
    process.env.SUBMISSION_RATE_LIMIT = '1000000'
  })
  afterAll(async () => {
    fs.rmSync(uploads, { recursive: true, force: true })
  })

  for (const { name, url, action, fields } of ACTIONS) {
    it(`${name}: always a success or a 4xx, never a 500 or an exception`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileForm(fields), async ({ known, unknown }) => {
          const status = await statusOf(() =>
            action({ request: request(url, { ...unknown, ...known }), params: {}, context: {} }),
          )
          expect(status === 200 || (status >= 300 && status < 500), `status ${status}`).toBe(true)
        }),
        { numRuns: 40 },
      )
    })
  }

  it('newsletter: a redirectTo with characters outside Latin-1 is a redirect back, never a 500', async () => {
    const send = (redirectTo: string) =>
      newsletterAction({
        request: new Request('http://localhost/newsletter', {
          method: 'POST',
          body: `email=reader%40example.com&redirectTo=${redirectTo}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-client-ip': '198.51.100.11' },
        }),
        params: {},
        context: {},
      } as never) as Promise<Response>
    const answer = await send('/%E3%80%82evil')
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/%E3%80%82evil')
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 30 }), async (path) => {
        const response = await send(encodeURIComponent(`/${path}`))
        expect(response.status).toBe(302)
        expect(new URL(response.headers.get('location')!, 'https://guide.example').origin).toBe(
          'https://guide.example',
        )
      }),
      { numRuns: 30 },
    )
  })

  it('broken bodies (bad encodings, truncated multipart, wrong content types) get a 4xx', async () => {
    const bodies: [string, BodyInit][] = [
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nunfinished',
      ],
      ['multipart/form-data', 'no boundary at all'],
      ['application/x-www-form-urlencoded', new Uint8Array([0x6e, 0x3d, 0xff, 0xfe, 0xc3, 0x28, 0x25, 0xe0])],
      ['application/x-www-form-urlencoded', 'name=%E0%A4%A&type=%ZZ'],
      ['application/json', '{"name": "Snake River Grill"}'],
      ['text/plain', 'name=Grill'],
    ]
    for (const [type, body] of bodies) {
      const status = await statusOf(() =>
        restaurantAction({
          request: new Request('http://localhost/submit-restaurant', {
            method: 'POST',
            body,
            headers: { 'content-type': type, 'x-client-ip': '198.51.100.10' },
          }),
          params: {},
          context: {},
        } as never),
      )
      expect(status >= 400 && status < 500, `${type}: status ${status}`).toBe(true)
    }
  })

  it('only valid rows were stored, with text exactly as it passed validation', async () => {
    const restaurants = await t.db.selectFrom('restaurant_submissions').selectAll().execute()
    for (const row of restaurants) {
      const check = RestaurantSubmissionSchema.shape.name.safeParse(row.name)
      expect(check.success, `stored restaurant name ${JSON.stringify(row.name).slice(0, 80)}`).toBe(true)
      expect(row.status).toBe('pending')
    }
    const messages = await t.db.selectFrom('contact_messages').selectAll().execute()
    for (const row of messages) {
      expect(ContactMessageSchema.shape.email.safeParse(row.email).success).toBe(true)
    }
  })
})
