import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type FeedServer, icsCalendar, startFeedServer } from '../../../tests/feed-server'
import {
  call,
  PASSWORD,
  pageRequest,
  sessionCookie,
  thrownStatus,
  toastOf,
  withTestSecrets,
} from '../../../tests/helpers'
import { captureLogs } from '../../../tests/setup/logs'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { action as feedAction, loader as feedLoader } from './feed'
import { action as feedsAction, loader as feedsLoader } from './feeds'
import { loader as submissionLoader } from './submission'
import { loader as listLoader } from './submissions'
import { upsertUser } from '~/lib/auth.server'
import { resetEnv } from '~/lib/env.server'

// Next year's December, so the feed's events are always upcoming.
const YEAR = new Date().getUTCFullYear() + 1
const FEED = icsCalendar(
  [
    'UID:fiddle@tavern.example',
    `DTSTART;TZID=America/Denver:${YEAR}1212T193000`,
    'SUMMARY:Fiddle Night',
    'LOCATION:Town Square Tavern',
  ],
  ['UID:late@tavern.example', `DTSTART:${YEAR}1213T030000Z`, 'SUMMARY:Late Show'],
  ['UID:market@tavern.example', `DTSTART;VALUE=DATE:${YEAR}1224`, 'SUMMARY:Christmas Eve Market'],
  ['UID:old@tavern.example', 'DTSTART:20240101T030000Z', 'SUMMARY:Last Year’s Party'],
)

const request = (urlPath: string, cookie?: string, form?: Record<string, string>) =>
  pageRequest(urlPath, { cookie, form })

withTestSecrets()

describe.each(TEST_DIALECTS)('the calendar feeds back office on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: false })
  let server: FeedServer
  let editor: string
  let admin: string
  let visitor: string
  let logs: ReturnType<typeof captureLogs>
  const saved = process.env.FEED_ALLOW_PRIVATE

  beforeAll(async () => {
    logs = captureLogs()
    // The test feed is on loopback.
    process.env.FEED_ALLOW_PRIVATE = '1'
    server = await startFeedServer(FEED)
    await upsertUser(t.db, { email: 'editor@example.com', password: PASSWORD, role: 'editor' }, dialect)
    await upsertUser(t.db, { email: 'admin@example.com', password: PASSWORD, role: 'admin' }, dialect)
    // Signed in, but without a back-office role.
    await upsertUser(t.db, { email: 'visitor@example.com', password: PASSWORD, role: null }, dialect)
    editor = await sessionCookie('editor@example.com')
    admin = await sessionCookie('admin@example.com')
    visitor = await sessionCookie('visitor@example.com')
  })
  afterAll(async () => {
    if (saved === undefined) delete process.env.FEED_ALLOW_PRIVATE
    else process.env.FEED_ALLOW_PRIVATE = saved
    logs.stop()
    await server.close()
  })
  afterEach(async () => {
    process.env.FEED_ALLOW_PRIVATE = '1'
    server.setBody(FEED)
    server.requests.length = 0
    for (const table of ['event_feed_items', 'event_feeds', 'event_submissions'] as const)
      await t.db.deleteFrom(table).execute()
  })

  const add = (cookie: string, fields: Record<string, string>) =>
    call(feedsAction, request('/admin/feeds', cookie, { intent: 'add', ...fields }))
  const feeds = () => t.db.selectFrom('event_feeds').selectAll().execute()
  const addTavern = async () => {
    const response = await add(editor, { name: 'Town Square Tavern', url: server.url, category: 'Music' })
    expect(response).toBeInstanceOf(Response)
    return (await feeds())[0]!.id
  }

  it('refuses anonymous visitors and users without a back-office role, in the loader and every action', async () => {
    expect(await thrownStatus(() => call(feedsLoader, request('/admin/feeds')))).toBe(401)
    expect(await thrownStatus(() => call(feedsLoader, request('/admin/feeds', visitor)))).toBe(403)
    const id = await addTavern()
    for (const form of [
      { intent: 'add', name: 'Sneaky', url: 'https://sneaky.example/e.ics', category: 'Music' },
      { intent: 'fetch', id },
      { intent: 'disable', id },
      { intent: 'delete', id, confirm: 'yes' },
    ] as Record<string, string>[]) {
      expect(
        await thrownStatus(() => call(feedsAction, request('/admin/feeds', undefined, form))),
        form.intent,
      ).toBe(401)
      expect(
        await thrownStatus(() => call(feedsAction, request('/admin/feeds', visitor, form))),
        form.intent,
      ).toBe(403)
    }
    // Nothing changed, nothing was fetched.
    expect(await feeds()).toMatchObject([{ name: 'Town Square Tavern', enabled: 1, last_fetched_at: null }])
    expect(server.requests).toHaveLength(0)
    // Editors and admins may.
    for (const cookie of [editor, admin]) {
      const page = await call(feedsLoader, request('/admin/feeds', cookie))
      expect(page.feeds).toMatchObject([{ name: 'Town Square Tavern', url: server.url, category: 'Music' }])
      expect(page.intervalMs).toBe(60 * 60 * 1000)
    }
  })

  it('adds a feed, with a message next to each field the form gets wrong', async () => {
    const bad = await add(editor, { name: '', url: 'ftp://tavern.example/e.ics', category: 'Bingo' })
    expect(bad.init.status).toBe(400)
    expect(bad.data).toMatchObject({
      error: 'Please fix the errors in the form.',
      errors: {
        name: ['Name is required'],
        url: ['Enter an http, https or webcal address, e.g. https://venue.example/events.ics'],
        category: ['Choose a category from the list'],
      },
      values: { name: '', url: 'ftp://tavern.example/e.ics', category: 'Bingo' },
    })

    // Private addresses are refused unless FEED_ALLOW_PRIVATE=1.
    process.env.FEED_ALLOW_PRIVATE = '0'
    resetEnv()
    const local = await add(editor, { name: 'Tavern', url: server.url, category: 'Music' })
    expect(local.init.status).toBe(400)
    expect(local.data.errors).toEqual({
      url: ['Only public internet addresses can be fetched, not local or private ones.'],
    })
    process.env.FEED_ALLOW_PRIVATE = '1'
    resetEnv()
    expect(await feeds()).toEqual([])

    const added = (await add(editor, {
      name: 'Town Square Tavern',
      url: `  ${server.url} `,
      category: 'Music',
    })) as Response
    expect(added.status).toBe(302)
    expect(added.headers.get('location')).toBe('/admin/feeds')
    expect(await toastOf(added)).toMatchObject({ type: 'success', title: 'Feed added.' })
    const [feed] = await feeds()
    expect(feed).toMatchObject({ name: 'Town Square Tavern', url: server.url, default_category: 'Music' })

    const twice = await add(admin, { name: 'Again', url: server.url, category: 'Family' })
    expect(twice.init.status).toBe(409)
    expect(twice.data.errors).toEqual({ url: ['This feed is already registered as “Town Square Tavern”.'] })

    // A webcal:// subscription link is stored as typed: its scheme is worked out when fetched
    // (https first, http when https cannot connect; decision 035), not made https for good.
    await add(editor, { name: 'Rodeo', url: 'webcal://rodeo.example/events.ics', category: 'Sports' })
    expect((await feeds()).map((row) => row.url).sort()).toEqual(
      [server.url, 'webcal://rodeo.example/events.ics'].sort(),
    )
  })

  it('edits a feed: name, address, category, trusted and its category mapping (issue 51)', async () => {
    const id = await addTavern()
    server.setBody(
      icsCalendar([
        'UID:fiddle@tavern.example',
        `DTSTART;TZID=America/Denver:${YEAR}1212T193000`,
        'SUMMARY:Fiddle Night',
        'CATEGORIES:Concerts',
      ]),
    )
    await call(feedsAction, request('/admin/feeds', editor, { intent: 'fetch', id }))
    // Only editors and admins.
    expect(await thrownStatus(() => call(feedLoader, request(`/admin/feeds/${id}`, visitor), { id }))).toBe(
      403,
    )
    expect(
      await thrownStatus(() =>
        call(
          feedAction,
          request(`/admin/feeds/${id}`, visitor, { name: 'X', url: server.url, category: 'Music' }),
          {
            id,
          },
        ),
      ),
    ).toBe(403)
    const page = await call(feedLoader, request(`/admin/feeds/${id}`, editor), { id })
    expect(page.mapping).toEqual([{ feedCategory: 'Concerts', category: '' }])

    // A wrong field is named, and what was typed comes back.
    const bad = await call(
      feedAction,
      request(`/admin/feeds/${id}`, editor, { name: '', url: 'ftp://x.example/e.ics', category: 'Music' }),
      { id },
    )
    expect(bad.init.status).toBe(400)
    expect(bad.data.errors).toMatchObject({ name: ['Name is required'] })
    expect(bad.data.values).toMatchObject({ url: 'ftp://x.example/e.ics' })

    const webcal = server.url.replace(/^http:/, 'webcal:')
    const saved = (await call(
      feedAction,
      request(`/admin/feeds/${id}`, editor, {
        name: 'The Tavern',
        url: webcal,
        category: 'Community',
        trusted: 'on',
        mapFrom: 'Concerts',
        'map.0': 'Family Events',
      }),
      { id },
    )) as Response
    expect(saved.headers.get('location')).toBe('/admin/feeds')
    expect(await toastOf(saved)).toMatchObject({ type: 'success', title: 'Feed saved.' })
    expect((await feeds())[0]).toMatchObject({
      name: 'The Tavern',
      // Kept as typed: the scheme is worked out at fetch time (decision 035).
      url: webcal,
      default_category: 'Community',
      trusted: 1,
      category_map: JSON.stringify({ concerts: 'Family Events' }),
      etag: null,
    })
    expect((await call(feedsLoader, request('/admin/feeds', editor))).feeds[0]).toMatchObject({
      trusted: true,
      mapping: { concerts: 'Family Events' },
    })
    // The webcal:// address of this http-only server is fetched over http (a minute later).
    await t.db.updateTable('event_feeds').set({ last_fetched_at: null }).execute()
    const fetched = (await call(
      feedsAction,
      request('/admin/feeds', editor, { intent: 'fetch', id }),
    )) as Response
    expect(await toastOf(fetched)).toMatchObject({ type: 'success', title: 'Feed fetched.' })
    expect(server.requests.at(-1)!.path).toBe('/calendar.ics')
  })

  it('fetches now: the events wait in the Events review queue, marked as imported', async () => {
    const id = await addTavern()
    const fetched = (await call(
      feedsAction,
      request('/admin/feeds', editor, { intent: 'fetch', id }),
    )) as Response
    expect(fetched.headers.get('location')).toBe('/admin/feeds')
    expect(await toastOf(fetched)).toMatchObject({
      type: 'success',
      title: 'Feed fetched.',
      description: '3 new and 0 changed events are waiting in Events for review.',
    })
    const page = await call(feedsLoader, request('/admin/feeds', editor))
    expect(page.feeds[0]).toMatchObject({
      lastStatus: 'ok',
      lastSummary: '3 new, 0 changed, 0 unchanged, 1 past skipped',
      imported: 3,
      pending: 3,
      createdBy: 'editor@example.com',
    })

    const queue = await call(listLoader, request('/admin/events?status=pending', editor), { kind: 'events' })
    expect(
      queue.items.map((item: { title: string; submitter: string }) => [item.title, item.submitter]),
    ).toEqual(
      expect.arrayContaining([
        ['Fiddle Night', 'Imported from Town Square Tavern'],
        ['Late Show', 'Imported from Town Square Tavern'],
        ['Christmas Eve Market', 'Imported from Town Square Tavern'],
      ]),
    )
    const market = queue.items.find((item: { title: string }) => item.title === 'Christmas Eve Market')
    const detail = await call(submissionLoader, request(`/admin/events/${market.id}`, editor), {
      kind: 'events',
      id: market.id,
    })
    expect(detail.submission.origin).toEqual({
      importedFrom: 'Town Square Tavern',
      updates: null,
      updatesListing: null,
      changed: [],
      cancelled: null,
    })
    expect(detail.submission.fields).toContainEqual({ label: 'Date', value: `${YEAR}-12-24` })

    // Pressed again at once: refused while the last fetch is that recent.
    const again = (await call(
      feedsAction,
      request('/admin/feeds', editor, { intent: 'fetch', id }),
    )) as Response
    expect(await toastOf(again)).toMatchObject({ type: 'info', title: 'Already fetching.' })
    expect(server.requests).toHaveLength(1)
  })

  it('reports a failed fetch on the feed', async () => {
    const id = await addTavern()
    server.respondWith((_req, res) => {
      res.writeHead(503)
      res.end()
    })
    try {
      const fetched = (await call(
        feedsAction,
        request('/admin/feeds', editor, { intent: 'fetch', id }),
      )) as Response
      expect(await toastOf(fetched)).toMatchObject({
        type: 'error',
        title: 'The fetch failed.',
        description: 'The feed answered HTTP 503.',
      })
    } finally {
      server.reset()
    }
    const page = await call(feedsLoader, request('/admin/feeds', editor))
    expect(page.feeds[0]).toMatchObject({
      lastStatus: 'error',
      lastError: 'The feed answered HTTP 503.',
      imported: 0,
    })
  })

  it('pauses, enables and deletes a feed (deleting asks for confirmation)', async () => {
    const id = await addTavern()
    await call(feedsAction, request('/admin/feeds', editor, { intent: 'fetch', id }))
    const paused = (await call(
      feedsAction,
      request('/admin/feeds', editor, { intent: 'disable', id }),
    )) as Response
    expect(await toastOf(paused)).toMatchObject({ title: 'Feed paused.' })
    expect((await feeds())[0]!.enabled).toBe(0)
    await call(feedsAction, request('/admin/feeds', editor, { intent: 'enable', id }))
    expect((await feeds())[0]!.enabled).toBe(1)

    const unconfirmed = await call(feedsAction, request('/admin/feeds', editor, { intent: 'delete', id }))
    expect(unconfirmed.init.status).toBe(400)
    expect(unconfirmed.data).toEqual({
      error: 'Tick the box to confirm that the feed is deleted.',
      feedId: id,
    })
    expect(await feeds()).toHaveLength(1)

    const deleted = (await call(
      feedsAction,
      request('/admin/feeds', editor, { intent: 'delete', id, confirm: 'yes' }),
    )) as Response
    expect(await toastOf(deleted)).toMatchObject({ title: 'Feed deleted.' })
    expect(await feeds()).toEqual([])
    expect(await t.db.selectFrom('event_feed_items').selectAll().execute()).toEqual([])
    // What it submitted stays in the queue.
    expect(await t.db.selectFrom('event_submissions').select('status').execute()).toHaveLength(3)

    const gone = await call(feedsAction, request('/admin/feeds', editor, { intent: 'fetch', id }))
    expect(gone.init.status).toBe(404)
    const unknown = await call(feedsAction, request('/admin/feeds', editor, { intent: 'explode' }))
    expect(unknown.init.status).toBe(404)
    const id2 = await addTavern()
    const nonsense = await call(feedsAction, request('/admin/feeds', editor, { intent: 'explode', id: id2 }))
    expect(nonsense.init.status).toBe(400)
  })
})
