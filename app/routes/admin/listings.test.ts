import { beforeAll, describe, expect, it } from 'vitest'
import {
  type AnyHandler,
  call,
  listFormPost,
  pageRequest,
  PASSWORD,
  sessionCookie,
  thrownStatus,
  toastOf,
  withTestSecrets,
} from '../../../tests/helpers'
import { validEvent, validRestaurant, validStory } from '../../../tests/factories'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { loader as eatDetailLoader } from '../eat/detail'
import { loader as eventDetailLoader } from '../events/detail'
import { loader as storiesLoader } from '../stories'
import { loader as activityLoader } from './activity'
import { action as historyAction, loader as historyLoader } from './listing-history'
import { action as listingAction, loader as listingLoader } from './listing'
import { loader as listingsLoader } from './listings'
import { loader as newsletterLoader } from './newsletter'
import { loader as newsletterCsvLoader } from './newsletter-csv'
import { action as decideAction, loader as submissionLoader } from './submission'
import { upsertUser } from '~/lib/auth.server'
import { readContentVersion } from '~/lib/content-version.server'
import { LISTING_TYPES } from '~/lib/kinds/editor'
import { createEventSubmission } from '~/lib/kinds/event-submission.server'
import { createRestaurantSubmission, listRestaurants } from '~/lib/kinds/restaurant.server'
import { createStorySubmission } from '~/lib/kinds/story.server'
import { editorOf, getEditableListing } from '~/lib/listing-admin.server'
import { parseEditorValues } from '~/lib/kinds/editor.server'
import type { Kysely } from 'kysely'
import { listingPlaceRules } from '~/routes/admin/listing-place.server'
import { subscribeNewsletter } from '~/lib/mail/newsletter.server'
import { EventSubmissionSchema, RestaurantSubmissionSchema, StorySubmissionSchema } from '~/lib/validation'

withTestSecrets()

type Values = Record<string, string | string[]>

const post = listFormPost

describe.each(TEST_DIALECTS)('listings management on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let editor: string
  let visitor: string
  let editorId: string
  let restaurantId: string

  beforeAll(async () => {
    await upsertUser(t.db, { email: 'editor@example.com', password: PASSWORD, role: 'editor' }, dialect)
    await upsertUser(t.db, { email: 'visitor@example.com', password: PASSWORD, role: null }, dialect)
    editor = await sessionCookie('editor@example.com')
    visitor = await sessionCookie('visitor@example.com')
    editorId = (
      await t.db
        .selectFrom('user')
        .select('id')
        .where('email', '=', 'editor@example.com')
        .executeTakeFirstOrThrow()
    ).id
    restaurantId = (await listRestaurants(t.db))[0]!.id
  })

  const editPath = (type: string, id: string) => `/admin/listings/${type}/${id}`
  const current = async (type: 'restaurants' | 'events' | 'stays', id: string) =>
    (await getEditableListing(t.db, type, id))!
  const save = async (
    type: 'restaurants' | 'events' | 'stays',
    id: string,
    changes: Values,
    revision?: number,
  ) => {
    const listing = await current(type, id)
    return call(
      listingAction,
      post(editPath(type, id), editor, {
        ...listing.values,
        ...changes,
        intent: 'save',
        revision: String(revision ?? listing.revision),
      }),
      { type, id },
    )
  }

  it('refuses visitors without a session (401) and users without a role (403) on every loader and action', async () => {
    const loaders: [AnyHandler, string, Record<string, string>][] = [
      [listingsLoader, '/admin/listings/restaurants', { type: 'restaurants' }],
      [listingLoader, editPath('restaurants', restaurantId), { type: 'restaurants', id: restaurantId }],
      [
        historyLoader,
        `${editPath('restaurants', restaurantId)}/history`,
        { type: 'restaurants', id: restaurantId },
      ],
      [activityLoader, '/admin/activity', {}],
      [newsletterLoader, '/admin/newsletter', {}],
    ]
    for (const [loader, path, params] of loaders) {
      expect(await thrownStatus(() => call(loader, pageRequest(path), params))).toBe(401)
      expect(await thrownStatus(() => call(loader, pageRequest(path, { cookie: visitor }), params))).toBe(403)
    }
    for (const [action, path] of [
      [listingAction, editPath('restaurants', restaurantId)],
      [historyAction, `${editPath('restaurants', restaurantId)}/history`],
    ] as const) {
      const params = { type: 'restaurants', id: restaurantId }
      expect(
        await thrownStatus(() => call(action, pageRequest(path, { form: { intent: 'hide' } }), params)),
      ).toBe(401)
      expect(
        await thrownStatus(() =>
          call(action, pageRequest(path, { cookie: visitor, form: { intent: 'hide' } }), params),
        ),
      ).toBe(403)
    }
    expect((await current('restaurants', restaurantId)).hidden).toBe(false)
  })

  it('lists every kind, searched by title and filtered by status, and 404s an unknown type or id', async () => {
    for (const type of LISTING_TYPES) {
      const page = await call(listingsLoader, pageRequest(`/admin/listings/${type}`, { cookie: editor }), {
        type,
      })
      expect(page.listings.total, type).toBeGreaterThan(0)
    }
    const name = (await current('restaurants', restaurantId)).title
    const found = await call(
      listingsLoader,
      pageRequest(`/admin/listings/restaurants?q=${encodeURIComponent(name.slice(0, 5).toUpperCase())}`, {
        cookie: editor,
      }),
      { type: 'restaurants' },
    )
    expect(found.listings.items.map((i: { id: string }) => i.id)).toContain(restaurantId)
    const hidden = await call(
      listingsLoader,
      pageRequest('/admin/listings/restaurants?status=hidden', { cookie: editor }),
      {
        type: 'restaurants',
      },
    )
    expect(hidden.listings.total).toBe(0)
    expect(
      await thrownStatus(() =>
        call(listingsLoader, pageRequest('/admin/listings/boats', { cookie: editor }), { type: 'boats' }),
      ),
    ).toBe(404)
    expect(
      await thrownStatus(() =>
        call(listingLoader, pageRequest('/admin/listings/restaurants/nope', { cookie: editor }), {
          type: 'restaurants',
          id: 'nope',
        }),
      ),
    ).toBe(404)
  })

  it('opens every seeded listing of every kind with values its editor accepts as they are', async () => {
    const place = listingPlaceRules()
    for (const type of LISTING_TYPES) {
      const spec = editorOf(type)
      const rows = await (t.db as unknown as Kysely<Record<string, { id: string }>>)
        .selectFrom(spec.table)
        .select('id')
        .execute()
      for (const { id } of rows) {
        const listing = (await getEditableListing(t.db, type, id))!
        const input: Record<string, unknown> = {}
        for (const field of spec.fields) {
          const value = listing.values[field.name]
          input[field.name] = Array.isArray(value) ? value : (value ?? '')
        }
        const parsed = parseEditorValues(spec, place, input, listing.values)
        expect(parsed.success ? {} : parsed.errors, `${type}/${id}`).toEqual({})
      }
    }
  })

  it('answers invalid values with a message next to each field, and writes nothing', async () => {
    const before = await current('restaurants', restaurantId)
    const answer = await save('restaurants', restaurantId, {
      name: '',
      lat: '51.5',
      lng: '-0.12',
      website: 'ftp://x',
      town: 'Paris',
    })
    expect(answer.init.status).toBe(400)
    expect(answer.data.errors.name).toEqual(['Name is required'])
    expect(answer.data.errors.lat[0]).toMatch(/^Latitude must be between/)
    expect(answer.data.errors.lng[0]).toMatch(/^Longitude must be between/)
    expect(answer.data.errors.website).toEqual(['Enter a web address starting with http:// or https://'])
    expect(answer.data.errors.town).toEqual(['Choose a town from the list'])
    expect(answer.data.values.website).toBe('ftp://x')
    const onlyLat = await save('restaurants', restaurantId, { lat: '43.5', lng: '' })
    expect(onlyLat.data.errors.lng).toEqual(['Give both latitude and longitude, or neither'])
    expect(await current('restaurants', restaurantId)).toEqual(before)
  })

  it('edits a listing: revision recorded with the changed fields, content version bumped, search updated, URL kept', async () => {
    const version = await readContentVersion(t.db)
    const before = await current('restaurants', restaurantId)
    const response = await save('restaurants', restaurantId, {
      hours: 'Daily 7am to 2pm',
      name: 'Renamed Grill',
    })
    expect(response).toBeInstanceOf(Response)
    expect(response.headers.get('location')).toBe(editPath('restaurants', restaurantId))
    expect((await toastOf(response))?.title).toBe('Saved.')
    expect(await readContentVersion(t.db)).not.toBe(version)

    const after = await current('restaurants', restaurantId)
    expect(after.values.hours).toBe('Daily 7am to 2pm')
    expect(after.revision).toBe(2)
    const revisions = await t.db
      .selectFrom('listing_revisions')
      .selectAll()
      .where('listing_id', '=', restaurantId)
      .orderBy('number')
      .execute()
    expect(revisions.map((r) => [r.number, r.author_id])).toEqual([
      [1, null],
      [2, editorId],
    ])
    expect(JSON.parse(revisions[0]!.snapshot).hours).toBe(before.values.hours)
    expect(JSON.parse(revisions[1]!.changes)).toEqual([
      { field: 'name', label: 'Name', old: before.title, new: 'Renamed Grill' },
      { field: 'hours', label: 'Hours', old: before.values.hours, new: 'Daily 7am to 2pm' },
    ])
    // Same id, same public URL; the public page and the search show the new name.
    const page = await call(eatDetailLoader, pageRequest(`/eat/${restaurantId}`), { id: restaurantId })
    expect(page.restaurant.name).toBe('Renamed Grill')
    const doc = await t.db
      .selectFrom('search_documents')
      .select(['title', 'url'])
      .where('doc_key', '=', `restaurants:${restaurantId}`)
      .executeTakeFirstOrThrow()
    expect(doc).toEqual({ title: 'Renamed Grill', url: `/eat/${restaurantId}` })
    const log = await t.db
      .selectFrom('editorial_log')
      .selectAll()
      .where('subject_id', '=', restaurantId)
      .execute()
    expect(log.map((e) => [e.action, e.actor_id, e.detail])).toEqual([
      ['edited', editorId, 'Changed: Name, Hours'],
    ])
  })

  it('refuses to save over a newer revision (a clear conflict, nothing written)', async () => {
    const answer = await save('restaurants', restaurantId, { hours: 'Closed' }, 1)
    expect(answer.init.status).toBe(409)
    expect(answer.data.error).toMatch(/Someone saved a newer version \(revision 2\)/)
    expect((await current('restaurants', restaurantId)).values.hours).toBe('Daily 7am to 2pm')
  })

  it('hides a listing from the public pages and the search, and shows it again', async () => {
    const version = await readContentVersion(t.db)
    const hide = await call(
      listingAction,
      post(editPath('restaurants', restaurantId), editor, { intent: 'hide' }),
      {
        type: 'restaurants',
        id: restaurantId,
      },
    )
    expect((await toastOf(hide))?.title).toBe('Hidden.')
    expect(await readContentVersion(t.db)).not.toBe(version)
    expect(
      await thrownStatus(() =>
        call(eatDetailLoader, pageRequest(`/eat/${restaurantId}`), { id: restaurantId }),
      ),
    ).toBe(404)
    expect((await listRestaurants(t.db)).map((r) => r.id)).not.toContain(restaurantId)
    const doc = () =>
      t.db
        .selectFrom('search_documents')
        .select('doc_key')
        .where('doc_key', '=', `restaurants:${restaurantId}`)
        .executeTakeFirst()
    expect(await doc()).toBeUndefined()
    const hidden = await call(
      listingsLoader,
      pageRequest('/admin/listings/restaurants?status=hidden', { cookie: editor }),
      {
        type: 'restaurants',
      },
    )
    expect(hidden.listings.items.map((i: { id: string }) => i.id)).toEqual([restaurantId])

    await call(listingAction, post(editPath('restaurants', restaurantId), editor, { intent: 'show' }), {
      type: 'restaurants',
      id: restaurantId,
    })
    expect(
      (await call(eatDetailLoader, pageRequest(`/eat/${restaurantId}`), { id: restaurantId })).restaurant.id,
    ).toBe(restaurantId)
    expect(await doc()).toBeDefined()
    const actions = await t.db
      .selectFrom('editorial_log')
      .select('action')
      .where('subject_id', '=', restaurantId)
      .orderBy('created_at')
      .execute()
    expect(actions.map((a) => a.action)).toEqual(['edited', 'hidden', 'shown'])
  })

  it('shows a past revision and restores it as a new revision (history kept)', async () => {
    const path = `${editPath('restaurants', restaurantId)}/history`
    const params = { type: 'restaurants', id: restaurantId }
    const history = await call(historyLoader, pageRequest(`${path}?revision=1`, { cookie: editor }), params)
    expect(history.revisions.map((r: { number: number }) => r.number)).toEqual([2, 1])
    expect(history.viewed.number).toBe(1)
    const original = history.viewed.snapshot
    const stale = await call(historyAction, post(path, editor, { restore: '1', revision: '1' }), params)
    expect(stale.init.status).toBe(409)
    const version = await readContentVersion(t.db)
    const response = await call(historyAction, post(path, editor, { restore: '1', revision: '2' }), params)
    expect((await toastOf(response))?.title).toBe('Revision 1 restored.')
    expect(await readContentVersion(t.db)).not.toBe(version)
    const now = await current('restaurants', restaurantId)
    expect(now.values).toEqual(original)
    expect(now.revision).toBe(3)
    const third = await t.db
      .selectFrom('listing_revisions')
      .selectAll()
      .where('listing_id', '=', restaurantId)
      .where('number', '=', 3)
      .executeTakeFirstOrThrow()
    expect(third.restored_from).toBe(1)
    expect(JSON.parse(third.changes).map((c: { field: string }) => c.field)).toEqual(['name', 'hours'])
    const log = await call(activityLoader, pageRequest('/admin/activity?action=restored', { cookie: editor }))
    expect(log.log.items.map((e: { subjectId: string }) => e.subjectId)).toEqual([restaurantId])
  })

  it('creates a listing with a slug id, its first revision and a search entry', async () => {
    const stay = editorOf('stays')
    const fields: Values = Object.fromEntries(stay.fields.map((f) => [f.name, '']))
    const response = await call(
      listingAction,
      post('/admin/listings/stays/new', editor, {
        ...fields,
        name: 'Elk Ridge Cabins',
        type: 'Cabins',
        type_key: 'cabins',
        description: 'Log cabins above the valley.',
        location: '12 Ridge Rd, Wilson, WY',
        town: 'Wilson',
        lat: '43.5',
        lng: '-110.87',
        price_per_night: '240',
        guests: '4',
        amenities: 'Wood stove\nWiFi',
        intent: 'publish',
      }),
      { type: 'stays' },
    )
    expect(response.headers.get('location')).toBe('/admin/listings/stays/elk-ridge-cabins')
    const row = await t.db
      .selectFrom('stays')
      .selectAll()
      .where('id', '=', 'elk-ridge-cabins')
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      town: 'Wilson',
      lat: 43.5,
      lng: -110.87,
      guests: 4,
      amenities: '["Wood stove","WiFi"]',
      hidden: 0,
    })
    expect((await current('stays', 'elk-ridge-cabins')).revision).toBe(1)
    expect(
      await t.db
        .selectFrom('search_documents')
        .select('url')
        .where('doc_key', '=', 'stays:elk-ridge-cabins')
        .executeTakeFirst(),
    ).toEqual({ url: '/stay/elk-ridge-cabins' })
  })

  it('edits an event’s schedule rows and deletes an event (with confirmation) with its schedule and search entry', async () => {
    const event = await t.db.selectFrom('events').select('id').orderBy('id').executeTakeFirstOrThrow()
    const saved = await save('events', event.id, { schedule: '6:00 PM | Doors open\n7:00 PM | Show' })
    expect(saved).toBeInstanceOf(Response)
    const rows = await t.db
      .selectFrom('event_schedule')
      .select(['position', 'time', 'activity'])
      .where('event_id', '=', event.id)
      .orderBy('position')
      .execute()
    expect(rows).toEqual([
      { position: 0, time: '6:00 PM', activity: 'Doors open' },
      { position: 1, time: '7:00 PM', activity: 'Show' },
    ])
    const params = { type: 'events', id: event.id }
    const unconfirmed = await call(
      listingAction,
      post(editPath('events', event.id), editor, { intent: 'delete' }),
      params,
    )
    expect(unconfirmed.init.status).toBe(400)
    expect(unconfirmed.data.errors.confirm).toEqual(['Tick the box to confirm the deletion'])
    const version = await readContentVersion(t.db)
    const deleted = await call(
      listingAction,
      post(editPath('events', event.id), editor, { intent: 'delete', confirm: 'yes' }),
      params,
    )
    expect(deleted.headers.get('location')).toBe('/admin/listings/events')
    expect(await readContentVersion(t.db)).not.toBe(version)
    expect(
      await t.db.selectFrom('events').select('id').where('id', '=', event.id).executeTakeFirst(),
    ).toBeUndefined()
    expect(
      await t.db.selectFrom('event_schedule').select('event_id').where('event_id', '=', event.id).execute(),
    ).toEqual([])
    expect(
      await t.db
        .selectFrom('search_documents')
        .select('doc_key')
        .where('doc_key', '=', `events:${event.id}`)
        .executeTakeFirst(),
    ).toBeUndefined()
    expect(
      await thrownStatus(() => call(eventDetailLoader, pageRequest(`/events/${event.id}`), { id: event.id })),
    ).toBe(404)
  })

  it('approves with the public category the editor chose, never a silent remap, and logs it', async () => {
    await createEventSubmission(
      t.db,
      EventSubmissionSchema.parse({ ...validEvent, title: 'Fiddle Night', category: 'Music' }),
      { submittedBy: null },
    )
    const submissionId = (
      await t.db
        .selectFrom('event_submissions')
        .select('id')
        .where('title', '=', 'Fiddle Night')
        .executeTakeFirstOrThrow()
    ).id
    const path = `/admin/events/${submissionId}`
    const params = { kind: 'events', id: submissionId }
    const page = await call(submissionLoader, pageRequest(path, { cookie: editor }), params)
    expect(page.category.suggested).toBe('Cowboy Culture')
    expect(page.category.options).toContain('Wildlife')
    const missing = await call(decideAction, post(path, editor, { intent: 'approve' }), params)
    expect(missing.init.status).toBe(400)
    expect(missing.data.fieldErrors.category).toEqual(['Choose the category it is listed under'])
    const approved = await call(
      decideAction,
      post(path, editor, { intent: 'approve', category: 'Family Events' }),
      params,
    )
    expect((await toastOf(approved))?.title).toBe('Approved and published.')
    const event = await t.db
      .selectFrom('events')
      .selectAll()
      .where('title', '=', 'Fiddle Night')
      .executeTakeFirstOrThrow()
    expect(event.category).toBe('Family Events')
    expect((await current('events', event.id)).revision).toBe(1)
    const after = await call(submissionLoader, pageRequest(path, { cookie: editor }), params)
    expect(after.history.map((e: { action: string; actor: string }) => [e.action, e.actor])).toEqual([
      ['approved', 'editor@example.com'],
    ])
  })

  it('lets an editor correct a submission before approving it (the listing editor, prefilled)', async () => {
    await createRestaurantSubmission(
      t.db,
      RestaurantSubmissionSchema.parse({ ...validRestaurant, name: 'Moose Pancakes' }),
      { submittedBy: null },
    )
    const { id } = await t.db
      .selectFrom('restaurant_submissions')
      .select('id')
      .where('name', '=', 'Moose Pancakes')
      .executeTakeFirstOrThrow()
    const path = `/admin/restaurants/${id}`
    const params = { kind: 'restaurants', id }
    expect(
      (await call(submissionLoader, pageRequest(path, { cookie: editor }), params)).correction,
    ).toBeNull()
    const page = await call(submissionLoader, pageRequest(`${path}?correct=1`, { cookie: editor }), params)
    expect(page.correction.values.name).toBe('Moose Pancakes')
    expect(page.correction.values.hours).toBe('Call ahead for hours')
    // The preview published nothing.
    expect(
      await t.db.selectFrom('restaurants').select('id').where('name', '=', 'Moose Pancakes').execute(),
    ).toEqual([])
    const values = {
      ...page.correction.values,
      hours: 'Daily 6am to noon',
      town: 'Jackson',
      lat: '43.48',
      lng: '-110.76',
    }
    const invalid = await call(
      decideAction,
      post(`${path}?correct=1`, editor, { ...values, name: '', corrected: '1', intent: 'approve' }),
      params,
    )
    expect(invalid.init.status).toBe(400)
    expect(invalid.data.correctionErrors.name).toEqual(['Name is required'])
    const approved = await call(
      decideAction,
      post(`${path}?correct=1`, editor, { ...values, corrected: '1', intent: 'approve' }),
      params,
    )
    expect((await toastOf(approved))?.title).toBe('Approved and published.')
    const row = await t.db
      .selectFrom('restaurants')
      .selectAll()
      .where('name', '=', 'Moose Pancakes')
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ hours: 'Daily 6am to noon', town: 'Jackson', lat: 43.48, lng: -110.76 })
    const revisions = await t.db
      .selectFrom('listing_revisions')
      .selectAll()
      .where('listing_id', '=', row.id)
      .execute()
    expect(revisions).toHaveLength(1)
    expect(JSON.parse(revisions[0]!.snapshot).hours).toBe('Daily 6am to noon')
    const log = await t.db
      .selectFrom('editorial_log')
      .select('detail')
      .where('subject_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(log.detail).toMatch(/corrected before approval: Latitude, Longitude, Hours$/)
  })

  it('rejects with a reason, stored and shown in the submission’s history and the activity log', async () => {
    await createStorySubmission(t.db, StorySubmissionSchema.parse({ ...validStory, title: 'My elk story' }), {
      submittedBy: null,
    })
    const { id } = await t.db
      .selectFrom('story_submissions')
      .select('id')
      .where('title', '=', 'My elk story')
      .executeTakeFirstOrThrow()
    const path = `/admin/stories/${id}`
    const params = { kind: 'stories', id }
    await call(
      decideAction,
      post(path, editor, { intent: 'reject', reason: 'Outside our area', details: 'Montana.' }),
      params,
    )
    const page = await call(submissionLoader, pageRequest(path, { cookie: editor }), params)
    expect(page.history).toMatchObject([
      { action: 'rejected', detail: 'Outside our area. Montana.', actor: 'editor@example.com' },
    ])
    const log = await call(
      activityLoader,
      pageRequest('/admin/activity?subject=submission:stories', { cookie: editor }),
    )
    expect(
      log.log.items.map((e: { action: string; subjectTitle: string }) => [e.action, e.subjectTitle]),
    ).toEqual([['rejected', 'My elk story']])
  })

  it('takes an approved story off /stories when its article is hidden, and back when shown', async () => {
    await createStorySubmission(
      t.db,
      StorySubmissionSchema.parse({ ...validStory, title: 'Winter at the ranch' }),
      {
        submittedBy: null,
      },
    )
    const { id } = await t.db
      .selectFrom('story_submissions')
      .select('id')
      .where('title', '=', 'Winter at the ranch')
      .executeTakeFirstOrThrow()
    await call(
      decideAction,
      post(`/admin/stories/${id}`, editor, { intent: 'approve', category: 'Local Voices' }),
      { kind: 'stories', id },
    )
    const titles = async () =>
      (await call(storiesLoader, pageRequest('/stories'))).stories.map((s: { title: string }) => s.title)
    expect(await titles()).toContain('Winter at the ranch')
    const article = await t.db
      .selectFrom('articles')
      .select(['id', 'category'])
      .where('title', '=', 'Winter at the ranch')
      .executeTakeFirstOrThrow()
    expect(article.category).toBe('Local Voices')
    const params = { type: 'articles', id: article.id }
    await call(listingAction, post(editPath('articles', article.id), editor, { intent: 'hide' }), params)
    expect(await titles()).not.toContain('Winter at the ranch')
    await call(listingAction, post(editPath('articles', article.id), editor, { intent: 'show' }), params)
    expect(await titles()).toContain('Winter at the ranch')
  })

  it('lists newsletter sign-ups and exports them as CSV (formulas defused)', async () => {
    await subscribeNewsletter(t.db, 'Reader@Example.com', { submittedBy: null })
    await subscribeNewsletter(t.db, '-cmd@example.com', { submittedBy: null })
    // The reader followed the confirmation link (app/lib/mail/newsletter.server.ts).
    await t.db
      .updateTable('newsletter_subscriptions')
      .set({ confirmed_at: new Date().toISOString() })
      .where('email', '=', 'reader@example.com')
      .execute()
    const page = await call(newsletterLoader, pageRequest('/admin/newsletter', { cookie: editor }))
    expect(
      page.subscriptions.items.map((s: { email: string; state: string }) => [s.email, s.state]).sort(),
    ).toEqual([
      ['-cmd@example.com', 'Waiting for confirmation'],
      ['reader@example.com', 'Confirmed'],
    ])
    expect(await thrownStatus(() => call(newsletterCsvLoader, pageRequest('/admin/newsletter.csv')))).toBe(
      401,
    )
    expect(
      await thrownStatus(() =>
        call(newsletterCsvLoader, pageRequest('/admin/newsletter.csv', { cookie: visitor })),
      ),
    ).toBe(403)
    const csv: Response = await call(
      newsletterCsvLoader,
      pageRequest('/admin/newsletter.csv', { cookie: editor }),
    )
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="newsletter-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = (await csv.text()).trim().split('\r\n')
    expect(lines[0]).toBe('email,state,signed_up_at,confirmed_at')
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',').slice(0, 2).join(','))
        .sort(),
    ).toEqual(["'-cmd@example.com,Waiting for confirmation", 'reader@example.com,Confirmed'])
  })
})
