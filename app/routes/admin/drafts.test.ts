import { beforeAll, describe, expect, it } from 'vitest'
import {
  type AnyHandler,
  call,
  listFormPost,
  pageRequest,
  PASSWORD,
  sessionCookie,
  thrownStatus,
  withTestSecrets,
} from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { loader as eatDetailLoader } from '../eat/detail'
import { loader as eventDetailLoader } from '../events/detail'
import { loader as blogArticleLoader } from '../blog-article'
import { loader as searchLoader } from '../search/index'
import { action as listingAction, loader as listingLoader } from './listing'
import { loader as listingsLoader } from './listings'
import { upsertUser } from '~/lib/auth.server'
import { readContentVersion } from '~/lib/content-version.server'
import { createRestaurantSubmission, listRestaurants } from '~/lib/kinds/restaurant.server'
import { createStorySubmission } from '~/lib/kinds/story.server'
import { RestaurantSubmissionSchema, StorySubmissionSchema } from '~/lib/validation'
import { validRestaurant, validStory } from '../../../tests/factories'
import { getEvent } from '~/lib/kinds/event-queries.server'
import { editorOf, getEditableListing } from '~/lib/listing-admin.server'
import {
  applyDueSchedules,
  nextScheduledTime,
  scheduleListing,
  startPublicationScheduler,
} from '~/lib/listing-publication.server'
import type { Logger } from 'pino'
import { buildSitemap } from '~/lib/sitemap.server'
import { getRestaurantPage } from '~/lib/kinds/restaurant.server'
import { instantToRegionLocal, regionLocalToInstant } from '~/lib/schedule-time'

withTestSecrets()

type Values = Record<string, string | string[]>

const post = listFormPost

const RESTAURANT: Values = {
  name: 'Quillwort Kitchen',
  type: 'Bistro',
  cuisines: ['farm-to-table'],
  description: 'Small plates from valley farms.',
  location: '40 Glenwood St, Jackson, WY',
  town: 'Jackson',
  price: '$$',
  hours: 'Daily 5 PM - 10 PM',
}

describe('publication times in the guide’s zone (MST/MDT)', () => {
  it('reads a Denver wall-clock time as its UTC instant, winter and summer, and back', () => {
    expect(regionLocalToInstant('2027-01-15T09:00')).toBe('2027-01-15T16:00:00.000Z')
    expect(regionLocalToInstant('2027-07-15T09:00')).toBe('2027-07-15T15:00:00.000Z')
    expect(instantToRegionLocal('2027-07-15T15:00:00.000Z')).toBe('2027-07-15T09:00')
    expect(regionLocalToInstant('2027-02-31T09:00')).toBeUndefined()
    expect(regionLocalToInstant('tomorrow')).toBeUndefined()
  })
})

describe.each(TEST_DIALECTS)('drafts, previews and schedules on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let editor: string
  let visitor: string

  beforeAll(async () => {
    await upsertUser(t.db, { email: 'drafts@example.com', password: PASSWORD, role: 'editor' }, dialect)
    await upsertUser(t.db, { email: 'reader@example.com', password: PASSWORD, role: null }, dialect)
    editor = await sessionCookie('drafts@example.com')
    visitor = await sessionCookie('reader@example.com')
  })

  const create = async (type: 'restaurants' | 'events', values: Values, intent: 'save' | 'publish') => {
    const fields = Object.fromEntries(editorOf(type).fields.map((f) => [f.name, '']))
    const response = (await call(
      listingAction,
      post(`/admin/listings/${type}/new`, editor, { ...fields, ...values, intent }),
      { type },
    )) as Response
    expect((response as unknown as { data?: unknown }).data ?? response.status).toBe(302)
    return String(response.headers.get('location')).split('/').pop()!
  }
  const publicStatus = (handler: AnyHandler, path: string, params: Record<string, string>, cookie?: string) =>
    thrownStatus(() => call(handler, pageRequest(path, { cookie }), params))
  const searchCount = async (q: string) => {
    const page = await call(searchLoader, pageRequest(`/search?q=${encodeURIComponent(q)}`))
    const hits = page.results.hits as { title: string }[]
    const tabs = page.results.facets.type as { value: string; count: number }[]
    return {
      hits: hits.filter((hit) => hit.title === q).length,
      tab: tabs.find((tab) => tab.value === 'restaurant')?.count ?? 0,
    }
  }

  it('saves a new listing as a draft: on no public page, list, search or sitemap; Publish makes it visible', async () => {
    const id = await create('restaurants', RESTAURANT, 'save')
    const row = await t.db
      .selectFrom('restaurants')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect([row.hidden, row.draft]).toEqual([1, 1])
    expect(await publicStatus(eatDetailLoader, `/eat/${id}`, { id })).toBe(404)
    // An editor's own session does not show it on the public address either.
    expect(await publicStatus(eatDetailLoader, `/eat/${id}`, { id }, editor)).toBe(404)
    expect((await listRestaurants(t.db)).map((r) => r.id)).not.toContain(id)
    const searched = await searchCount('Quillwort Kitchen')
    expect(searched.hits).toBe(0)
    expect(await buildSitemap(t.db)).not.toContain(`/eat/${id}`)
    const list = await call(
      listingsLoader,
      pageRequest('/admin/listings/restaurants?q=quillwort', { cookie: editor }),
      {
        type: 'restaurants',
      },
    )
    expect(list.listings.items).toMatchObject([{ id, draft: true, hidden: true }])
    // The list's status filter tells a draft from a hidden listing.
    const listed = async (status: string) =>
      (
        await call(
          listingsLoader,
          pageRequest(`/admin/listings/restaurants?q=quillwort&status=${status}`, { cookie: editor }),
          { type: 'restaurants' },
        )
      ).listings.items.map((item: { id: string }) => item.id)
    expect(await listed('draft')).toEqual([id])
    expect(await listed('hidden')).toEqual([])
    expect(await listed('published')).toEqual([])

    const before = await readContentVersion(t.db)
    const listing = (await getEditableListing(t.db, 'restaurants', id))!
    expect(listing.publication.draft).toBe(true)
    const published = (await call(
      listingAction,
      post(`/admin/listings/restaurants/${id}`, editor, {
        ...(listing.values as Values),
        intent: 'publish',
        revision: String(listing.revision),
      }),
      { type: 'restaurants', id },
    )) as Response
    expect(published.status).toBe(302)
    expect(await readContentVersion(t.db)).not.toBe(before)
    const page = await call(eatDetailLoader, pageRequest(`/eat/${id}`), { id })
    expect(page.restaurant.name).toBe('Quillwort Kitchen')
    expect((await listRestaurants(t.db)).map((r) => r.id)).toContain(id)
    // Found, and counted in the search's Restaurants tab.
    expect(await searchCount('Quillwort Kitchen')).toEqual({ hits: 1, tab: searched.tab + 1 })
    expect(await buildSitemap(t.db)).toContain(`/eat/${id}`)
    expect((await getEditableListing(t.db, 'restaurants', id))!.publication.draft).toBe(false)
  })

  it('previews a draft’s public page for editors only: 401 signed out, 403 without a role', async () => {
    const id = await create('restaurants', { ...RESTAURANT, name: 'Sedge Hollow Cafe' }, 'save')
    const path = `/admin/preview/restaurants/${id}`
    expect(await publicStatus(eatDetailLoader, path, { id })).toBe(401)
    expect(await publicStatus(eatDetailLoader, path, { id }, visitor)).toBe(403)
    const preview = await call(eatDetailLoader, pageRequest(path, { cookie: editor }), { id })
    expect(preview.restaurant).toMatchObject({ id, name: 'Sedge Hollow Cafe' })
    // The Spanish preview (/es/admin/preview/...) is as private, and shows the draft too.
    expect(await publicStatus(eatDetailLoader, `/es${path}`, { id })).toBe(401)
    expect(await publicStatus(eatDetailLoader, `/es${path}`, { id }, visitor)).toBe(403)
    const spanish = await call(eatDetailLoader, pageRequest(`/es${path}`, { cookie: editor }), { id })
    expect(spanish.restaurant).toMatchObject({ id, name: 'Sedge Hollow Cafe' })
    // The editor links to it.
    const editing = await call(
      listingLoader,
      pageRequest(`/admin/listings/restaurants/${id}`, { cookie: editor }),
      {
        type: 'restaurants',
        id,
      },
    )
    expect(editing.listing.publication.draft).toBe(true)
  })

  it('previews a pending submission as the public page it would become, for editors only', async () => {
    await createRestaurantSubmission(
      t.db,
      RestaurantSubmissionSchema.parse({ ...validRestaurant, name: 'Cattail Smokehouse' }),
      { submittedBy: null },
    )
    await createStorySubmission(
      t.db,
      StorySubmissionSchema.parse({ ...validStory, title: 'Ice on the Gros Ventre' }),
      {
        submittedBy: null,
      },
    )
    const { id } = await t.db
      .selectFrom('restaurant_submissions')
      .select('id')
      .where('name', '=', 'Cattail Smokehouse')
      .executeTakeFirstOrThrow()
    const path = `/admin/preview/submissions/restaurants/${id}`
    expect(await publicStatus(eatDetailLoader, path, { id })).toBe(401)
    expect(await publicStatus(eatDetailLoader, path, { id }, visitor)).toBe(403)
    const preview = await call(eatDetailLoader, pageRequest(path, { cookie: editor }), { id })
    expect(preview.restaurant).toMatchObject({
      name: 'Cattail Smokehouse',
      location: validRestaurant.address,
    })
    // Still pending: nothing was published by looking.
    expect((await listRestaurants(t.db)).map((r) => r.name)).not.toContain('Cattail Smokehouse')
    const story = await t.db
      .selectFrom('story_submissions')
      .select('id')
      .where('title', '=', 'Ice on the Gros Ventre')
      .executeTakeFirstOrThrow()
    const article = await call(
      blogArticleLoader,
      pageRequest(`/admin/preview/submissions/stories/${story.id}`, { cookie: editor }),
      { slug: story.id },
    )
    expect(article.article.title).toBe('Ice on the Gros Ventre')
    expect(
      await publicStatus(
        eatDetailLoader,
        '/admin/preview/submissions/restaurants/nope',
        { id: 'nope' },
        editor,
      ),
    ).toBe(404)
  })

  it('shows a place’s seasonal notice on its page between its dates only', async () => {
    const id = await create(
      'restaurants',
      {
        ...RESTAURANT,
        name: 'Bunchgrass Grill',
        notice: 'Closed for the season until May 15',
        notice_from: '2020-01-01',
        notice_until: '2099-05-14',
      },
      'publish',
    )
    const page = await call(eatDetailLoader, pageRequest(`/eat/${id}`), { id })
    expect(page.notice).toBe('Closed for the season until May 15')
    const noticeOn = async (day: string) => (await getRestaurantPage(t.db, id, false, day))?.notice
    expect(await noticeOn('2019-12-31')).toBeNull()
    expect(await noticeOn('2099-05-14')).toBe('Closed for the season until May 15')
    expect(await noticeOn('2099-05-15')).toBeNull()
    const editing = (await getEditableListing(t.db, 'restaurants', id))!
    expect(editing.values).toMatchObject({ notice_from: '2020-01-01', notice_until: '2099-05-14' })
  })

  it('publishes and unpublishes an event at its scheduled times, not a millisecond before', async () => {
    const date = '2031-06-20'
    const id = await create(
      'events',
      {
        title: 'Larkspur Night Market',
        category: 'Wildlife',
        date,
        start_time: '18:00',
        end_time: '21:00',
        location: 'Town Square',
        address: '1 Town Square, Jackson, WY',
        town: 'Jackson',
        description: 'Stalls and music under the antler arches.',
        price: '',
        is_free: 'on',
      },
      'save',
    )
    expect(await getEvent(t.db, id)).toBeUndefined()
    const publishAt = regionLocalToInstant('2031-06-01T08:00')!
    const unpublishAt = regionLocalToInstant('2031-06-21T00:00')!
    const long = new Date('2030-01-01T00:00:00Z')
    await scheduleListing(t.db, 'events', id, { publishAt, unpublishAt }, 'system', long)
    expect(await nextScheduledTime(t.db, long)).toBeLessThanOrEqual(Date.parse(publishAt))
    expect(await applyDueSchedules(t.db, new Date(Date.parse(publishAt) - 1))).toBe(0)
    expect(await getEvent(t.db, id)).toBeUndefined()
    const before = await readContentVersion(t.db)
    expect(await applyDueSchedules(t.db, new Date(publishAt))).toBe(1)
    expect(await readContentVersion(t.db)).not.toBe(before)
    expect((await getEvent(t.db, id))?.title).toBe('Larkspur Night Market')
    const row = await t.db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect([row.hidden, row.draft, row.publish_at, row.unpublish_at]).toEqual([0, 0, null, unpublishAt])
    // A second process's turn at the same time finds nothing left to do.
    expect(await applyDueSchedules(t.db, new Date(publishAt))).toBe(0)
    expect(await applyDueSchedules(t.db, new Date(Date.parse(unpublishAt) - 1))).toBe(0)
    expect(await getEvent(t.db, id)).toBeDefined()
    expect(await applyDueSchedules(t.db, new Date(unpublishAt))).toBe(1)
    expect(await getEvent(t.db, id)).toBeUndefined()
    expect(await publicStatus(eventDetailLoader, `/events/${id}`, { id })).toBe(404)
  })

  it('goes live by itself: the scheduler in the process wakes at the time and publishes', async () => {
    const id = await create('restaurants', { ...RESTAURANT, name: 'Thimbleberry Bakery' }, 'save')
    const quiet = { info: () => {}, error: () => {}, debug: () => {} } as unknown as Logger
    const scheduler = startPublicationScheduler({ db: () => t.db, log: quiet, tickMs: 60_000 })
    try {
      const at = new Date(Date.now() + 1_500).toISOString()
      await scheduleListing(t.db, 'restaurants', id, { publishAt: at, unpublishAt: null }, 'x')
      expect(await publicStatus(eatDetailLoader, `/eat/${id}`, { id })).toBe(404)
      await expect
        .poll(async () => (await listRestaurants(t.db)).some((r) => r.id === id), {
          timeout: 5_000,
          interval: 100,
        })
        .toBe(true)
      expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(at))
    } finally {
      await scheduler.stop()
    }
  })

  it('saves a schedule typed in Mountain Time from the editor, refusing an unpublication before the publication', async () => {
    const id = (await t.db.selectFrom('articles').select('id').orderBy('id').executeTakeFirstOrThrow()).id
    const path = `/admin/listings/articles/${id}`
    const refused = await call(
      listingAction,
      post(path, editor, {
        intent: 'schedule',
        unpublish_at: '2031-01-01T09:00',
        publish_at: '2031-02-01T09:00',
      }),
      { type: 'articles', id },
    )
    expect(refused.init?.status).toBe(400)
    expect(refused.data.errors.unpublish_at[0]).toMatch(/after/)
    const saved = (await call(
      listingAction,
      post(path, editor, { intent: 'schedule', unpublish_at: '2031-01-15T09:00' }),
      { type: 'articles', id },
    )) as Response
    expect(saved.status).toBe(302)
    const row = await t.db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.unpublish_at).toBe('2031-01-15T16:00:00.000Z')
    expect(await call(blogArticleLoader, pageRequest(`/blog/${id}`), { slug: id })).toBeDefined()
    // A time already past acts at once.
    await scheduleListing(
      t.db,
      'articles',
      id,
      { publishAt: null, unpublishAt: '2020-01-01T00:00:00.000Z' },
      'x',
    )
    expect(await publicStatus(blogArticleLoader, `/blog/${id}`, { slug: id })).toBe(404)
    // Still previewable by editors.
    const preview = await call(
      blogArticleLoader,
      pageRequest(`/admin/preview/articles/${id}`, { cookie: editor }),
      {
        slug: id,
      },
    )
    expect(preview.article.id).toBe(id)
  })
})
