import fs from 'node:fs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TEST_DIALECTS, useAppDatabase } from '../../tests/setup/db'
import {
  call,
  type Fields,
  formRequest,
  inFreshRateWindow,
  PNG,
  toastOf,
  withTestSecrets,
  withUploadDir,
} from '../../tests/helpers'
import {
  validActivity,
  validContact,
  validEvent,
  validHost,
  validRestaurant,
  validStory,
} from '../../tests/factories'
import { action as contactAction } from '../routes/contact'
import { action as hostAction } from '../routes/host-signup'
import { action as newsletterAction } from '../routes/newsletter'
import { action as activityAction } from '../routes/submit/activity'
import { action as eventAction } from '../routes/submit/event'
import { action as restaurantAction } from '../routes/submit/restaurant'
import { action as storyAction } from '../routes/submit/story'
import { IDEMPOTENCY_FIELD } from './form-options'
import { newIdempotencyKey } from './send-form'
import { IDEMPOTENT_TABLES, isIdempotencyConflict, isKeyStored } from './idempotency.server'

// Exactly once (issue 14): a form sent again with the key it was stored under (the outbox's
// replay, a retry after a lost answer) gets the first answer and stores nothing new, also when
// the replays race each other; without a key every send is stored, as before.

type Table = (typeof IDEMPOTENT_TABLES)[number]

const FORMS: {
  name: string
  url: string
  action: Parameters<typeof call>[0]
  table: Table
  fields: Fields
}[] = [
  {
    name: 'restaurant',
    url: '/submit-restaurant',
    action: restaurantAction,
    table: 'restaurant_submissions',
    fields: validRestaurant,
  },
  {
    name: 'event',
    url: '/submit-event',
    action: eventAction,
    table: 'event_submissions',
    fields: validEvent,
  },
  {
    name: 'activity',
    url: '/submit-activity',
    action: activityAction,
    table: 'activity_submissions',
    fields: validActivity,
  },
  {
    name: 'story',
    url: '/submit-story',
    action: storyAction,
    table: 'story_submissions',
    fields: validStory,
  },
  {
    name: 'contact',
    url: '/contact',
    action: contactAction,
    table: 'contact_messages',
    fields: validContact,
  },
  { name: 'host', url: '/host-signup', action: hostAction, table: 'host_applications', fields: validHost },
  {
    name: 'newsletter',
    url: '/newsletter',
    action: newsletterAction,
    table: 'newsletter_subscriptions',
    fields: { email: 'reader@example.com', redirectTo: '/blog' },
  },
]

withTestSecrets()
const uploads = withUploadDir()
/** Stored photo files (the streamed parser's temporary folder aside). */
const storedFiles = () => fs.readdirSync(uploads).filter((name) => name !== 'tmp').length
beforeEach(() => {
  process.env.SUBMISSION_MIN_FILL_MS = '2000'
  process.env.SUBMISSION_RATE_LIMIT = '100000'
})

/** What the browser sees of an answer: where it goes and the toast it carries. */
async function answerOf(response: unknown) {
  expect(response).toBeInstanceOf(Response)
  const r = response as Response
  const toast = await toastOf(r)
  return {
    status: r.status,
    location: r.headers.get('Location'),
    type: toast?.type,
    title: toast?.title,
    description: toast?.description,
  }
}

describe.each(TEST_DIALECTS)('idempotency keys on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: false })
  afterEach(async () => {
    for (const table of [...IDEMPOTENT_TABLES, 'submission_images', 'rate_limits'] as const)
      await t.db.deleteFrom(table).execute()
  })

  const rowsOf = (table: Table) =>
    t.db
      .selectFrom(table as 'contact_messages')
      .select(['id', 'idempotency_key'])
      .execute()

  for (const form of FORMS) {
    describe(`the ${form.name} form`, () => {
      it('stores a form sent twice with one key once, and answers the replay like the first send', async () => {
        const key = newIdempotencyKey()
        const send = () =>
          call(form.action, formRequest(form.url, { ...form.fields, [IDEMPOTENCY_FIELD]: key }))
        const first = await answerOf(await send())
        expect(first.status).toBe(302)
        expect(first.type).toBe('success')
        const replay = await answerOf(await send())
        expect(replay).toEqual(first)
        expect(await rowsOf(form.table)).toEqual([{ id: expect.any(String), idempotency_key: key }])
        expect(await isKeyStored(t.db, key)).toBe(true)
      })

      it('stores concurrent replays of one key once, every one answered as a success', async () => {
        const key = newIdempotencyKey()
        const answers = await Promise.all(
          Array.from({ length: 6 }, async () =>
            answerOf(
              await call(form.action, formRequest(form.url, { ...form.fields, [IDEMPOTENCY_FIELD]: key })),
            ),
          ),
        )
        expect(new Set(answers.map((a) => JSON.stringify({ ...a })))).toHaveLength(1)
        expect(answers[0]!.type).toBe('success')
        expect(await rowsOf(form.table)).toHaveLength(1)
      })
    })
  }

  it('without a key (no JavaScript) or with a malformed one, every send is stored as before', async () => {
    for (const key of [undefined, '', 'short', 'x'.repeat(101), 'not a key with spaces!!']) {
      const fields = key === undefined ? validContact : { ...validContact, [IDEMPOTENCY_FIELD]: key }
      expect((await call(contactAction, formRequest('/contact', fields))) as Response).toHaveProperty(
        'status',
        302,
      )
    }
    const rows = await rowsOf('contact_messages')
    expect(rows).toHaveLength(5)
    expect(rows.every((row) => row.idempotency_key === null)).toBe(true)
  })

  it('two different keys are two submissions', async () => {
    for (const key of [newIdempotencyKey(), newIdempotencyKey()])
      await call(contactAction, formRequest('/contact', { ...validContact, [IDEMPOTENCY_FIELD]: key }))
    expect(await rowsOf('contact_messages')).toHaveLength(2)
  })

  it('a replay with photos stores the photos once and leaves no stray file', async () => {
    const key = newIdempotencyKey()
    const photo = () => new File([PNG], 'front.png', { type: 'image/png' })
    const before = storedFiles()
    await Promise.all(
      [0, 1, 2].map(() =>
        call(
          restaurantAction,
          formRequest('/submit-restaurant', {
            ...validRestaurant,
            photos: [photo()],
            [IDEMPOTENCY_FIELD]: key,
          }),
        ),
      ),
    )
    await call(
      restaurantAction,
      formRequest('/submit-restaurant', { ...validRestaurant, photos: [photo()], [IDEMPOTENCY_FIELD]: key }),
    )
    expect(await rowsOf('restaurant_submissions')).toHaveLength(1)
    expect(await t.db.selectFrom('submission_images').selectAll().execute()).toHaveLength(1)
    expect(storedFiles() - before).toBe(1)
  })

  it('a replay of a stored form is answered as a success even once the rate limit is reached', async () => {
    inFreshRateWindow()
    process.env.SUBMISSION_RATE_LIMIT = '1'
    const key = newIdempotencyKey()
    const send = (k: string) =>
      call(contactAction, formRequest('/contact', { ...validContact, [IDEMPOTENCY_FIELD]: k }))
    expect(await answerOf(await send(key))).toMatchObject({ status: 302, title: 'Message Sent!' })
    expect(await answerOf(await send(key))).toMatchObject({ status: 302, title: 'Message Sent!' })
    // a new submission is still limited
    expect(await send(newIdempotencyKey())).not.toBeInstanceOf(Response)
    expect(await rowsOf('contact_messages')).toHaveLength(1)
  })

  it('recognises the unique index conflict of its engine, and only that one', async () => {
    const key = newIdempotencyKey()
    const row = {
      status: 'pending',
      submitted_by: null,
      created_at: new Date().toISOString(),
      name: 'A',
      email: 'a@example.com',
      phone: '',
      subject: 'S',
      category: 'General Inquiry',
      message: 'M',
      idempotency_key: key,
    }
    await t.db
      .insertInto('contact_messages')
      .values({ ...row, id: 'one' })
      .execute()
    const conflict = await t.db
      .insertInto('contact_messages')
      .values({ ...row, id: 'two' })
      .execute()
      .catch((error: unknown) => error)
    expect(isIdempotencyConflict(conflict)).toBe(true)
    const otherConflict = await t.db
      .insertInto('contact_messages')
      .values({ ...row, idempotency_key: newIdempotencyKey(), id: 'one' })
      .execute()
      .catch((error: unknown) => error)
    expect(otherConflict).toBeInstanceOf(Error)
    expect(isIdempotencyConflict(otherConflict)).toBe(false)
  })
})
