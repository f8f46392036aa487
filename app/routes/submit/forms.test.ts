import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import {
  daysFromToday,
  validActivity,
  validContact,
  validEvent,
  validHost,
  validStory,
} from '../../../tests/factories'
import {
  asData,
  call,
  type Fields,
  formRequest,
  pageRequest,
  toastOf,
  withTestSecrets,
  withUploadDir,
} from '../../../tests/helpers'
import { action as contactAction, loader as contactLoader } from '../contact'
import { action as hostAction } from '../host-signup'
import { action as newsletterAction } from '../newsletter'
import { loader as storiesLoader } from '../stories'
import { BOT_FIELDS } from '~/lib/validation'
import { action as activityAction } from './activity'
import { action as eventAction } from './event'
import { action as storyAction } from './story'

// Integration tests of every other public form's action on a real database (both dialects), one
// row of FORMS per kind; the restaurant form is covered in depth in ./restaurant.test.ts.

withTestSecrets()
withUploadDir()
beforeEach(() => {
  process.env.SUBMISSION_MIN_FILL_MS = '2000'
  process.env.SUBMISSION_RATE_LIMIT = '100000'
  delete process.env.MAX_BODY_BYTES
})

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
      date: validEvent.date,
      start_time: '19:00',
      end_time: '21:30',
      recurring: 1,
      repeat_frequency: 'weekly',
      repeat_until: validEvent.repeatUntil,
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
      [{ date: daysFromToday(-1), recurring: '' }, 'date', 'Event date cannot be in the past'],
      [{ startTime: '' }, 'startTime', 'Start time is required'],
      [{ endTime: '18:45' }, 'endTime', 'End time must be after the start time'],
      [{ repeatFrequency: '' }, 'repeatFrequency', 'Choose how often the event repeats'],
      [{ repeatFrequency: 'daily' }, 'repeatFrequency', 'Choose how often from the list'],
      [{ repeatUntil: '' }, 'repeatUntil', 'Choose the last date it repeats'],
      [{ repeatUntil: validEvent.date }, 'repeatUntil', 'The last date must be after the event date'],
      [{ repeatUntil: daysFromToday(60 + 367) }, 'repeatUntil', 'An event can repeat for at most a year'],
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
    expect((await call(storiesLoader, pageRequest('/stories'))).stories).toEqual([])
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
    const { stories } = (await call(storiesLoader, pageRequest('/stories'))) as Awaited<
      ReturnType<typeof storiesLoader>
    >
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

  it('stores a one-off event without the repeat fields it may still carry', async () => {
    const { recurring: _recurring, ...oneOff } = validEvent
    const response = (await call(eventAction, formRequest('/submit-event', oneOff))) as Response
    expect(response.headers.get('Location')).toBe('/events')
    const row = await t.db.selectFrom('event_submissions').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({ recurring: 0, repeat_frequency: null, repeat_until: null })
  })

  it('pre-fills the contact subject from ?subject=', async () => {
    const data = contactLoader({
      request: new Request('http://localhost/contact?subject=Book%3A%20Wind%20River%20tour'),
      params: {},
      context: {},
    } as never)
    expect(data.subject).toBe('Book: Wind River tour')
  })

  it('subscribes to the newsletter once per address; a repeat gets the same answer (never tells who is subscribed)', async () => {
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
      type: 'success',
      title: 'Subscribed!',
      description: expect.stringContaining('Check your email to confirm'),
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
