import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import {
  call,
  PASSWORD,
  PNG,
  pageRequest,
  sessionCookie,
  thrownStatus,
  withTestSecrets,
  withUploadDir,
} from '../../../tests/helpers'
import { daysFromToday } from '../../../tests/factories'
import { loader as blogArticleLoader } from '../blog-article'
import { loader as dashboardLoader } from './dashboard'
import { action as messageAction, loader as messageLoader } from './message'
import { loader as messagesLoader } from './messages'
import { action as decideAction, loader as submissionLoader } from './submission'
import { loader as listLoader } from './submissions'
import { loader as uploadLoader } from './upload'
import { loader as eatDetailLoader } from '../eat/detail'
import { loader as eatLoader } from '../eat/index'
import { loader as eventDetailLoader } from '../events/detail'
import { loader as playDetailLoader } from '../play/detail'
import { loader as playFilterLoader } from '../play/filter'
import { loader as storiesLoader } from '../stories'
import { upsertUser } from '~/lib/auth.server'
import { addDaysIso } from '~/lib/dates'
import { createDb } from '~/lib/db.server'
import { listArticles } from '~/lib/kinds/article.server'
import { getEvent, listEventSummaries } from '~/lib/kinds/event-queries.server'
import { createContactMessage, createHostApplication } from '~/lib/inbox.server'
import { createActivitySubmission } from '~/lib/kinds/activity.server'
import { createEventSubmission } from '~/lib/kinds/event-submission.server'
import { createRestaurantSubmission } from '~/lib/kinds/restaurant.server'
import { createStorySubmission } from '~/lib/kinds/story.server'
import { displayTime, slugify } from '~/lib/publication'
import { occurrenceDates } from '~/lib/recurrence.server'
import { alreadyDecidedMessage, decideSubmission } from '~/lib/review-decision.server'
import { listSubmissions, PAGE_SIZE } from '~/lib/review-queue.server'
import { getToast } from '~/lib/toast.server'
import {
  ActivitySubmissionSchema,
  ContactMessageSchema,
  EventSubmissionSchema,
  HostApplicationSchema,
  RestaurantSubmissionSchema,
  StorySubmissionSchema,
} from '~/lib/validation'

const restaurant = (name: string) =>
  RestaurantSubmissionSchema.parse({
    name,
    type: 'Fine Dining',
    description: 'Trout & elk <b>by the fire</b>.',
    address: '84 E Broadway, Jackson, WY',
    phone: '(307) 733-0557',
    email: 'owner@example.com',
    website: 'https://example.com',
    priceRange: '$$$',
    tags: ['Romantic', 'Farm-to-Table'],
    amenities: ['Full Bar'],
  })
// Event dates must not be in the past: a month from the real today.
const EVENT_DATE = daysFromToday(30)
const eventFields = {
  title: 'Fiddle Night on the Square',
  description: 'Old-time fiddlers play under the antler arches.',
  category: 'Music',
  date: EVENT_DATE,
  startTime: '18:30',
  location: 'Town Square',
  address: 'Town Square, Jackson, WY',
  organizerName: 'Jo Fiddler',
  organizerEmail: 'jo@example.com',
  ticketPrice: 'Free',
  capacity: '300',
  tags: ['Free', 'Outdoor'],
}
const event = EventSubmissionSchema.parse(eventFields)
const activity = ActivitySubmissionSchema.parse({
  name: 'Cache Creek Loop',
  type: 'Hiking',
  description: 'A shaded creekside loop close to town.',
  location: 'Cache Creek trailhead',
  duration: '2 hours',
  difficulty: 'Difficult',
  priceRange: 'Free',
  requirements: 'Good shoes\nWater',
  contactName: 'Pat Trail',
  contactEmail: 'pat@example.com',
  tags: ['Scenic Views'],
})
const story = StorySubmissionSchema.parse({
  title: 'Our First Bison Jam',
  category: 'Wildlife',
  excerpt: 'Traffic stopped for twenty minutes, and nobody minded.',
  content: 'It was a cold morning in the park. '.repeat(60),
  authorName: 'Sam Writer',
  authorEmail: 'sam@example.com',
  tags: ['Wildlife'],
  publishDate: '2026-11-01',
})

const request = (urlPath: string, cookie?: string, form?: Record<string, string>) =>
  pageRequest(urlPath, { cookie, form })

withTestSecrets()
withUploadDir('guide-review-uploads-')

it('makes slugs and display times', () => {
  expect(slugify('Café Olé & Friends!')).toBe('cafe-ole-and-friends')
  expect(slugify('!!!')).toBe('listing')
  expect(displayTime('18:30')).toBe('6:30 PM')
  expect(displayTime('00:05')).toBe('12:05 AM')
  expect(alreadyDecidedMessage('approved', 'ed@example.com')).toBe(
    'This submission was already approved by ed@example.com.',
  )
})

describe.each(TEST_DIALECTS)('the review back office on %s', (dialect) => {
  const t = useAppDatabase(dialect)
  let editor: string
  let admin: string
  let editorId: string
  let adminId: string

  beforeAll(async () => {
    editorId = (
      await upsertUser(t.db, { email: 'editor@example.com', password: PASSWORD, role: 'editor' }, dialect)
    ).id
    adminId = (
      await upsertUser(t.db, { email: 'admin@example.com', password: PASSWORD, role: 'admin' }, dialect)
    ).id
    editor = await sessionCookie('editor@example.com')
    admin = await sessionCookie('admin@example.com')
  })
  afterEach(async () => {
    for (const table of [
      'restaurant_submissions',
      'event_submissions',
      'activity_submissions',
      'story_submissions',
      'contact_messages',
      'host_applications',
      'submission_images',
      'published_submissions',
    ] as const) {
      await t.db.deleteFrom(table).execute()
    }
  })

  it('counts pending submissions and unread messages on the dashboard', async () => {
    const ctx = { submittedBy: null }
    await createRestaurantSubmission(t.db, restaurant('A'), ctx)
    await createRestaurantSubmission(t.db, restaurant('B'), ctx)
    const decided = await createRestaurantSubmission(t.db, restaurant('C'), ctx)
    await decideSubmission(t.db, 'restaurants', decided, 'rejected', { reviewerId: editorId })
    await createEventSubmission(t.db, event, ctx)
    await createActivitySubmission(t.db, activity, ctx)
    await createStorySubmission(t.db, story, ctx)
    await createStorySubmission(t.db, story, ctx)
    await createStorySubmission(t.db, story, ctx)
    await createContactMessage(
      t.db,
      ContactMessageSchema.parse({
        name: 'Al',
        email: 'al@example.com',
        subject: 'Hi',
        category: 'Feedback',
        message: 'Hello',
      }),
      ctx,
    )
    const data = await call(dashboardLoader, request('/admin', editor))
    expect(data).toMatchObject({
      pending: { restaurants: 2, events: 1, activities: 1, stories: 3 },
      unreadMessages: 1,
      unreadHostApplications: 0,
      failedMail: 0,
      claims: 0,
    })
  })

  it('lists pending first, filters by status and pages by 25', async () => {
    const ids: string[] = []
    for (let i = 0; i < PAGE_SIZE + 2; i++) {
      ids.push(await createRestaurantSubmission(t.db, restaurant(`Place ${i}`), { submittedBy: null }))
    }
    await decideSubmission(t.db, 'restaurants', ids[0]!, 'approved', { reviewerId: editorId })
    const first = await call(listLoader, request('/admin/restaurants', editor), { kind: 'restaurants' })
    expect(first).toMatchObject({
      kind: 'restaurants',
      status: 'all',
      total: PAGE_SIZE + 2,
      page: 1,
      pageCount: 2,
    })
    expect(first.items).toHaveLength(PAGE_SIZE)
    expect(first.items.every((item: { status: string }) => item.status === 'pending')).toBe(true)
    expect(first.items[0].submitter).toBe('owner@example.com')
    const second = await call(listLoader, request('/admin/restaurants?page=2', editor), {
      kind: 'restaurants',
    })
    expect(second.items).toHaveLength(2)
    expect(second.items.at(-1)).toMatchObject({ id: ids[0], status: 'approved' })
    const approved = await call(listLoader, request('/admin/restaurants?status=approved', editor), {
      kind: 'restaurants',
    })
    expect(approved.items.map((item: { id: string }) => item.id)).toEqual([ids[0]])
    const pending = await listSubmissions(t.db, 'restaurants', { status: 'pending' })
    expect(pending.total).toBe(PAGE_SIZE + 1)
    expect(await thrownStatus(() => call(listLoader, request('/admin/nope', editor), { kind: 'nope' }))).toBe(
      404,
    )
  })

  it('approving a restaurant publishes it on /eat with its own page, recording who and when', async () => {
    const id = await createRestaurantSubmission(t.db, restaurant('Snake River Supper Club'), {
      submittedBy: null,
      images: [{ bytes: PNG, mime: 'image/png', size: PNG.byteLength }],
    })
    const detail = await call(submissionLoader, request(`/admin/restaurants/${id}`, editor), {
      kind: 'restaurants',
      id,
    })
    expect(detail.submission.fields).toContainEqual({ label: 'Address', value: '84 E Broadway, Jackson, WY' })
    expect(detail.submission.images).toHaveLength(1)

    // The photo is served to editors with its stored type; never to anonymous visitors. (nosniff
    // comes with the security headers on every response, server/security-headers.ts, not from the
    // route: set by both, it went out twice.)
    const imageId = detail.submission.images[0].id
    const image = (await call(uploadLoader, request(`/admin/uploads/${imageId}`, editor), {
      id: imageId,
    })) as Response
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(image.headers.get('x-content-type-options')).toBeNull()
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG)
    expect(
      await thrownStatus(() => call(uploadLoader, request(`/admin/uploads/${imageId}`), { id: imageId })),
    ).toBe(401)

    const response = (await call(
      decideAction,
      request(`/admin/restaurants/${id}`, editor, { intent: 'approve', note: 'Lovely place' }),
      { kind: 'restaurants', id },
    )) as Response
    expect(response.status).toBe(302)
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!
    expect((await getToast(new Request('http://localhost/', { headers: { cookie } }))).toast).toMatchObject({
      title: 'Approved and published.',
      description: 'Now live at /eat/snake-river-supper-club',
    })
    const row = await t.db
      .selectFrom('restaurant_submissions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'approved', reviewed_by: editorId, review_note: 'Lovely place' })
    expect(Date.parse(row.reviewed_at!)).toBeGreaterThan(Date.now() - 60_000)

    const eat = await call(eatLoader, request('/eat'))
    const listed = eat.restaurants.find((r: { id: string }) => r.id === 'snake-river-supper-club')
    expect(listed).toMatchObject({
      name: 'Snake River Supper Club',
      type: 'Fine Dining',
      town: 'Jackson',
      rating: 0,
    })
    const fineDining = await call(eatLoader, request('/eat?cuisine=fine-dining'))
    expect(fineDining.restaurants.map((r: { id: string }) => r.id)).toContain('snake-river-supper-club')
    const page = await call(eatDetailLoader, request('/eat/snake-river-supper-club'), {
      id: 'snake-river-supper-club',
    })
    expect(page.restaurant).toMatchObject({
      cuisines: ['fine-dining', 'farm-to-table'],
      description: 'Trout & elk <b>by the fire</b>.',
      location: '84 E Broadway, Jackson, WY',
      price: '$$$',
      tags: ['Romantic', 'Farm-to-Table'],
    })

    const after = await call(submissionLoader, request(`/admin/restaurants/${id}`, admin), {
      kind: 'restaurants',
      id,
    })
    expect(after.submission).toMatchObject({
      status: 'approved',
      reviewedBy: 'editor@example.com',
      publishedAt: '/eat/snake-river-supper-club',
    })

    // A second restaurant of the same name gets its own slug.
    const twin = await createRestaurantSubmission(t.db, restaurant('Snake River Supper Club'), {
      submittedBy: null,
    })
    const again = await decideSubmission(t.db, 'restaurants', twin, 'approved', { reviewerId: adminId })
    expect(again).toMatchObject({ ok: true, path: '/eat/snake-river-supper-club-2' })
  })

  it('approving a recurring event publishes it with its rule: it happens every two weeks to the last date', async () => {
    const id = await createEventSubmission(
      t.db,
      EventSubmissionSchema.parse({
        ...eventFields,
        title: 'Hootenanny at the Hall',
        recurring: 'on',
        repeatFrequency: 'biweekly',
        repeatUntil: addDaysIso(EVENT_DATE, 50),
      }),
      { submittedBy: null },
    )
    const shown = await call(submissionLoader, request(`/admin/events/${id}`, editor), { kind: 'events', id })
    expect(shown.submission.fields).toEqual(
      expect.arrayContaining([
        { label: 'This is a recurring event', value: 'Yes' },
        { label: 'Repeats', value: 'Every two weeks' },
        { label: 'Last date', value: addDaysIso(EVENT_DATE, 50) },
      ]),
    )
    expect(await decideSubmission(t.db, 'events', id, 'approved', { reviewerId: editorId })).toMatchObject({
      ok: true,
      path: '/events/hootenanny-at-the-hall',
    })
    const published = await getEvent(t.db, 'hootenanny-at-the-hall')
    expect(published).toMatchObject({
      date: EVENT_DATE,
      rrule: expect.stringMatching(/^FREQ=WEEKLY;INTERVAL=2;/),
    })
    expect(occurrenceDates(published!, { from: EVENT_DATE, to: addDaysIso(EVENT_DATE, 400) })).toEqual(
      [0, 14, 28, 42].map((days) => addDaysIso(EVENT_DATE, days)),
    )

    // The same event, not recurring: a one-off without a rule.
    const oneOff = await createEventSubmission(
      t.db,
      { ...event, title: 'Hootenanny, one night only' },
      { submittedBy: null },
    )
    await decideSubmission(t.db, 'events', oneOff, 'approved', { reviewerId: editorId })
    expect((await getEvent(t.db, 'hootenanny-one-night-only'))?.rrule).toBeNull()
  })

  it('approving an event, an activity and a story publishes each with its own detail page', async () => {
    const ctx = { submittedBy: null }
    const eventId = await createEventSubmission(t.db, event, ctx)
    const activityId = await createActivitySubmission(t.db, activity, ctx)
    const storyId = await createStorySubmission(t.db, story, ctx)

    expect(
      await decideSubmission(t.db, 'events', eventId, 'approved', { reviewerId: editorId }),
    ).toMatchObject({
      ok: true,
      path: '/events/fiddle-night-on-the-square',
    })
    const eventPage = await call(eventDetailLoader, request('/events/fiddle-night-on-the-square'), {
      id: 'fiddle-night-on-the-square',
    })
    // Nothing in a music night names a public category: without the editor's choice it is not
    // filed under Cowboy Culture (issue 51), but under the catch-all Family Events.
    expect(eventPage.event).toMatchObject({
      title: 'Fiddle Night on the Square',
      date: EVENT_DATE,
      time: '6:30 PM',
      category: 'Family Events',
      price: 'Free',
      isFree: true,
      capacity: 300,
    })
    const calendar = await listEventSummaries(t.db, { date: EVENT_DATE })
    expect(calendar.map((e) => e.id)).toContain('fiddle-night-on-the-square')

    expect(
      await decideSubmission(t.db, 'activities', activityId, 'approved', { reviewerId: editorId }),
    ).toMatchObject({
      ok: true,
      path: '/play/cache-creek-loop',
    })
    const activityPage = await call(playDetailLoader, request('/play/cache-creek-loop'), {
      id: 'cache-creek-loop',
    })
    expect(activityPage.activity).toMatchObject({
      name: 'Cache Creek Loop',
      category: 'Hiking',
      difficulty: 'Hard',
      season: 'Year-Round',
      requirements: ['Good shoes', 'Water'],
    })
    const filtered = await call(playFilterLoader, request('/play/filter?category=Hiking'))
    expect(filtered.activities.map((a: { id: string }) => a.id)).toContain('cache-creek-loop')

    expect(
      await decideSubmission(t.db, 'stories', storyId, 'approved', { reviewerId: editorId }),
    ).toMatchObject({
      ok: true,
      path: '/blog/our-first-bison-jam',
    })
    const article = await call(blogArticleLoader, request('/blog/our-first-bison-jam'), {
      slug: 'our-first-bison-jam',
    })
    expect(article.article).toMatchObject({
      title: 'Our First Bison Jam',
      author: 'Sam Writer',
      category: 'Wildlife',
      publishDate: '2026-11-01',
    })
    expect((await listArticles(t.db)).map((a) => a.id)).toContain('our-first-bison-jam')
    const stories = await call(storiesLoader, request('/stories'))
    expect(stories.stories.map((s: { id: string }) => s.id)).toContain(storyId)
  })

  it('rejecting keeps a submission out of the public guide', async () => {
    const id = await createStorySubmission(t.db, { ...story, title: 'Not This One' }, { submittedBy: null })
    const rid = await createRestaurantSubmission(t.db, restaurant('Nope Diner'), { submittedBy: null })
    const refused = (await call(
      decideAction,
      request(`/admin/stories/${id}`, editor, { intent: 'reject', reason: 'Off topic' }),
      { kind: 'stories', id },
    )) as Response
    expect(refused).toMatchObject({
      init: { status: 400 },
      data: { fieldErrors: { reason: ['Choose a reason for rejecting.'] } },
    })
    expect(
      await t.db.selectFrom('story_submissions').select('status').where('id', '=', id).executeTakeFirst(),
    ).toEqual({ status: 'pending' })
    const response = (await call(
      decideAction,
      request(`/admin/stories/${id}`, editor, {
        intent: 'reject',
        reason: 'Outside our area',
        details: '  We cover Teton and Lincoln counties.  ',
      }),
      { kind: 'stories', id },
    )) as Response
    expect(response.status).toBe(302)
    expect(
      await decideSubmission(t.db, 'restaurants', rid, 'rejected', { reviewerId: editorId }),
    ).toMatchObject({ ok: true })
    const row = await t.db
      .selectFrom('story_submissions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      status: 'rejected',
      reviewed_by: editorId,
      review_note: 'Outside our area. We cover Teton and Lincoln counties.',
    })
    const shown = await call(submissionLoader, request(`/admin/stories/${id}`, editor), {
      kind: 'stories',
      id,
    })
    expect(shown.submission.reviewNote).toBe('Outside our area. We cover Teton and Lincoln counties.')
    const stories = await call(storiesLoader, request('/stories'))
    expect(stories.stories.map((s: { id: string }) => s.id)).not.toContain(id)
    expect((await listArticles(t.db)).map((a) => a.title)).not.toContain('Not This One')
    expect(
      (await call(eatLoader, request('/eat'))).restaurants.map((r: { name: string }) => r.name),
    ).not.toContain('Nope Diner')
    expect(
      await thrownStatus(() => call(eatDetailLoader, request('/eat/nope-diner'), { id: 'nope-diner' })),
    ).toBe(404)
  })

  it('lets only one of two simultaneous decisions win; the other is told who decided', async () => {
    // On PostgreSQL the second editor works through another pool (as another app process would).
    // SQLite has one connection per process and serialises writers; two better-sqlite3 connections
    // in one thread would block each other synchronously, so both decisions share the app's.
    const other = dialect === 'postgres' ? createDb(t.url).db : t.db
    if (other !== t.db) onTestFinished(() => other.destroy())
    for (let round = 0; round < 6; round++) {
      const id = await createRestaurantSubmission(t.db, restaurant(`Race ${round}`), { submittedBy: null })
      const [a, b] = await Promise.all([
        decideSubmission(t.db, 'restaurants', id, 'approved', { reviewerId: editorId }),
        decideSubmission(other, 'restaurants', id, round % 2 ? 'approved' : 'rejected', {
          reviewerId: adminId,
        }),
      ])
      const winners = [a, b].filter((r) => r.ok)
      const losers = [a, b].filter((r) => !r.ok)
      expect(winners).toHaveLength(1)
      expect(losers).toHaveLength(1)
      const row = await t.db
        .selectFrom('restaurant_submissions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      expect(losers[0]).toMatchObject({
        reason: 'already-decided',
        status: row.status,
        reviewedBy: row.reviewed_by === editorId ? 'editor@example.com' : 'admin@example.com',
      })
      const published = await t.db
        .selectFrom('restaurants')
        .select('id')
        .where('name', '=', `Race ${round}`)
        .execute()
      expect(published).toHaveLength(row.status === 'approved' ? 1 : 0)
    }
    // Through the route: the late editor sees the message (409) and nothing changes.
    const id = await createRestaurantSubmission(t.db, restaurant('Late Decision'), { submittedBy: null })
    await call(decideAction, request(`/admin/restaurants/${id}`, admin, { intent: 'approve' }), {
      kind: 'restaurants',
      id,
    })
    const late = await call(
      decideAction,
      request(`/admin/restaurants/${id}`, editor, { intent: 'reject', reason: 'Not suitable for the guide' }),
      {
        kind: 'restaurants',
        id,
      },
    )
    expect(late.init.status).toBe(409)
    expect(late.data.error).toBe('This submission was already approved by admin@example.com.')
    expect(
      (await t.db.selectFrom('restaurants').select('id').where('name', '=', 'Late Decision').execute())
        .length,
    ).toBe(1)
  })

  it('lists contact messages and host applications newest first; opening one changes nothing, a POST marks it read or unread', async () => {
    const ctx = { submittedBy: null }
    const contactId = await createContactMessage(
      t.db,
      ContactMessageSchema.parse({
        name: 'Al',
        email: 'al@example.com',
        subject: 'Trail question',
        category: 'General Inquiry',
        message: 'Is it open?',
      }),
      ctx,
    )
    await new Promise((resolve) => setTimeout(resolve, 5))
    const hostId = await createHostApplication(
      t.db,
      HostApplicationSchema.parse({
        propertyName: 'Bar T Ranch',
        propertyType: 'Historic Ranch',
        location: 'Afton',
        maxGuests: '6',
        nightlyRate: '240',
        description: 'A working ranch.',
        contactEmail: 'host@example.com',
      }),
      ctx,
    )
    const list = await call(messagesLoader, request('/admin/messages', editor))
    expect(list.inbox.items.map((m: { messageId: string }) => m.messageId)).toEqual([hostId, contactId])
    expect(list.inbox.items.every((m: { unread: boolean }) => m.unread)).toBe(true)
    const opened = await call(messageLoader, request(`/admin/messages/contact/${contactId}`, editor), {
      type: 'contact',
      id: contactId,
    })
    expect(opened.message.fields).toContainEqual({ label: 'Message', value: 'Is it open?' })
    expect(opened.message.unread).toBe(true)
    // A GET changes no state: the message is still unread after it was opened.
    expect(await call(dashboardLoader, request('/admin', editor))).toMatchObject({
      unreadMessages: 1,
      unreadHostApplications: 1,
    })
    const contactRow = () =>
      t.db.selectFrom('contact_messages').selectAll().where('id', '=', contactId).executeTakeFirstOrThrow()
    expect(await contactRow()).toMatchObject({ status: 'pending', reviewed_by: null })

    const params = { type: 'contact', id: contactId }
    const markRead = (await call(
      messageAction,
      request(`/admin/messages/contact/${contactId}`, editor, { intent: 'read' }),
      params,
    )) as Response
    expect(markRead.status).toBe(302)
    expect(markRead.headers.get('location')).toBe(`/admin/messages/contact/${contactId}`)
    expect(await contactRow()).toMatchObject({ status: 'read', reviewed_by: editorId })
    expect(await call(dashboardLoader, request('/admin', editor))).toMatchObject({
      unreadMessages: 0,
      unreadHostApplications: 1,
    })
    expect(
      (await call(messageLoader, request(`/admin/messages/contact/${contactId}`, editor), params)).message
        .unread,
    ).toBe(false)
    await call(
      messageAction,
      request(`/admin/messages/contact/${contactId}`, editor, { intent: 'unread' }),
      params,
    )
    expect(await contactRow()).toMatchObject({ status: 'pending', reviewed_by: null, reviewed_at: null })
    // Only an editor or admin may; an unknown message is a 404; an unknown intent a 400.
    expect(
      await thrownStatus(() =>
        call(
          messageAction,
          request(`/admin/messages/contact/${contactId}`, undefined, { intent: 'read' }),
          params,
        ),
      ),
    ).toBe(401)
    expect(
      await thrownStatus(() =>
        call(messageAction, request('/admin/messages/contact/nope', editor, { intent: 'read' }), {
          type: 'contact',
          id: 'nope',
        }),
      ),
    ).toBe(404)
    const bad = await call(
      messageAction,
      request(`/admin/messages/contact/${contactId}`, editor, { intent: 'archive' }),
      params,
    )
    expect(bad.init.status).toBe(400)
    expect(bad.data.error).toBe('Choose Mark as read, Mark as unread or Delete.')
    expect(
      await thrownStatus(() =>
        call(messageLoader, request('/admin/messages/spam/x', editor), { type: 'spam', id: 'x' }),
      ),
    ).toBe(404)
  })
})
