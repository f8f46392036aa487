import { beforeAll, describe, expect, it } from 'vitest'
import { call, PASSWORD, pageRequest, toastOf, withTestSecrets } from '../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../tests/setup/db'
import { action as favoritesAction, loader as favoritesLoader } from './favorites'
import { action as syncAction } from './favorites-sync'
import { action as sharedAction, loader as sharedLoader } from './trip/shared'
import { action as tripAction, loader as tripLoader } from './trip/index'
import { upsertUser } from '~/lib/auth.server'
import { renameListing } from '~/lib/addresses.server'
import { deleteListing } from '~/lib/listing-admin.server'
import { MAX_FAVORITES } from '~/lib/trip/favorites.server'
import { sweepExpiredTrips } from '~/lib/trip/trip.server'

// Issue 50 item 5 (decision 045): favorites kept with the trip, under the trip cookie.

withTestSecrets()

const DAY = 24 * 60 * 60 * 1000

function tripCookieOf(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('trip='))
}

/** A background send to /favorites/sync (fields may repeat). */
function syncRequest(fields: [string, string][], cookie?: string) {
  const headers = new Headers({ 'x-client-ip': '198.51.100.30', accept: 'application/json' })
  headers.set('content-type', 'application/x-www-form-urlencoded')
  if (cookie) headers.set('cookie', cookie)
  return new Request('http://localhost/favorites/sync', {
    method: 'POST',
    headers,
    body: new URLSearchParams(fields),
  })
}

describe.each(TEST_DIALECTS)('favorites kept with the trip on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let editorId: string

  beforeAll(async () => {
    await upsertUser(t.db, { email: 'fav-editor@example.com', password: PASSWORD, role: 'editor' }, dialect)
    editorId = (
      await t.db
        .selectFrom('user')
        .select('id')
        .where('email', '=', 'fav-editor@example.com')
        .executeTakeFirstOrThrow()
    ).id
  })

  const post = (form: Record<string, string>, cookie?: string) =>
    call(favoritesAction, pageRequest('/favorites', { cookie, form })) as Promise<Response>
  const sync = (fields: [string, string][], cookie?: string) =>
    call(syncAction, syncRequest(fields, cookie)) as Promise<Response>
  const page = (cookie?: string, query = '') =>
    call(favoritesLoader, pageRequest(`/favorites${query}`, { cookie }))
  const names = async (cookie: string) => (await page(cookie)).favorites.map((f: { name: string }) => f.name)
  const tripCount = async () => (await t.db.selectFrom('trips').select('id').execute()).length

  it('the heart without JavaScript: the first save creates the trip and its cookie, and lands on /favorites with a way back', async () => {
    const before = await tripCount()
    expect((await page()).favorites).toEqual([])
    expect(await tripCount()).toBe(before)

    const saved = await post({
      intent: 'save',
      kind: 'restaurant',
      id: 'elk-antler-grill',
      redirectTo: '/eat',
    })
    expect(saved.status).toBe(302)
    expect(saved.headers.get('Location')).toBe('/favorites?back=%2Feat')
    expect(await toastOf(saved)).toMatchObject({ title: 'Saved Elk Antler Grill to your favorites' })
    const cookie = tripCookieOf(saved)!
    expect(cookie).toMatch(/^trip=[A-Za-z0-9_-]{22}$/)
    expect(await tripCount()).toBe(before + 1)

    const shown = await page(cookie, '?back=%2Feat')
    expect(shown.back).toBe('/eat')
    expect(shown.favorites).toEqual([
      expect.objectContaining({
        kind: 'restaurant',
        id: 'elk-antler-grill',
        name: 'Elk Antler Grill',
        href: '/eat/elk-antler-grill',
        scene: expect.any(String),
        subtitle: expect.stringContaining(' · '),
      }),
    ])
    // Another site is no way back, nor the favorites page itself, in either language.
    expect((await page(cookie, '?back=%2F%2Fevil.example')).back).toBeNull()
    expect((await page(cookie, '?back=%2Ffavorites')).back).toBeNull()
    expect((await page(cookie, '?back=%2Fes%2Ffavorites')).back).toBeNull()
    expect((await page(cookie, '?back=%2Fes%2Feat')).back).toBe('/es/eat')

    // Saving it again changes nothing: no cookie; removing it does, and renews the cookie.
    const again = await post({ intent: 'save', kind: 'restaurant', id: 'elk-antler-grill' }, cookie)
    expect(tripCookieOf(again)).toBeUndefined()
    const removed = await post({ intent: 'remove', kind: 'restaurant', id: 'elk-antler-grill' }, cookie)
    expect(removed.headers.get('Location')).toBe('/favorites')
    expect(await toastOf(removed)).toMatchObject({
      title: 'Removed from favorites',
      description: 'Elk Antler Grill',
    })
    expect(tripCookieOf(removed)).toBe(cookie)
    expect(await names(cookie)).toEqual([])
    // Removing what is not saved (and with no trip at all) creates nothing.
    const count = await tripCount()
    const nothing = await post({ intent: 'remove', kind: 'restaurant', id: 'elk-antler-grill' })
    expect(tripCookieOf(nothing)).toBeUndefined()
    expect(await tripCount()).toBe(count)
  })

  it('refuses unknown kinds, malformed ids, and listings that are not in the guide, creating nothing', async () => {
    const count = await tripCount()
    for (const form of [
      { intent: 'save', kind: 'spaceship', id: 'elk-antler-grill' },
      { intent: 'save', kind: 'restaurant', id: '../admin' },
      { intent: 'save', kind: 'restaurant', id: 'no-such-place' },
      { intent: 'save', kind: 'stay', id: 'elk-antler-grill' },
    ]) {
      const response = await post({ ...form, redirectTo: '/eat' })
      expect(response.headers.get('Location'), JSON.stringify(form)).toBe('/eat')
      expect(await toastOf(response)).toMatchObject({ type: 'error', title: 'That could not be saved' })
      expect(tripCookieOf(response)).toBeUndefined()
      const json = await sync(Object.entries(form))
      expect(json.status).toBe(400)
    }
    await t.db.updateTable('stays').set({ hidden: 1 }).where('id', '=', 'fireweed-log-cabin').execute()
    const hidden = await sync([
      ['intent', 'save'],
      ['kind', 'stay'],
      ['id', 'fireweed-log-cabin'],
    ])
    expect(hidden.status).toBe(400)
    await t.db.updateTable('stays').set({ hidden: 0 }).where('id', '=', 'fireweed-log-cabin').execute()
    expect(await tripCount()).toBe(count)
    await expect(post({ intent: 'nonsense' })).rejects.toMatchObject({ init: { status: 400 } })
  })

  it('imports the device list (listed ones, once each, at most 200) and answers the merged list; an empty import creates nothing', async () => {
    const count = await tripCount()
    const empty = await sync([['intent', 'import']])
    expect(empty.status).toBe(200)
    expect(await empty.json()).toMatchObject({ ok: true, added: 0, favorites: [] })
    expect(tripCookieOf(empty)).toBeUndefined()
    expect(await tripCount()).toBe(count)

    const first = await sync([
      ['intent', 'save'],
      ['kind', 'stay'],
      ['id', 'fireweed-log-cabin'],
    ])
    const cookie = tripCookieOf(first)!
    expect(await first.json()).toEqual({ ok: true, saved: true })
    const imported = await sync(
      [
        ['intent', 'import'],
        ['item', 'restaurant:elk-antler-grill'],
        ['item', 'activity:taggart-lake-hike'],
        ['item', 'restaurant:elk-antler-grill'],
        ['item', 'stay:fireweed-log-cabin'],
        ['item', 'restaurant:gone-for-good'],
        ['item', 'nonsense'],
      ],
      cookie,
    )
    const body = await imported.json()
    expect(body.added).toBe(2)
    expect(tripCookieOf(imported)).toBe(cookie)
    // The device's order kept (newest first), the earlier save first as the newest.
    expect(body.favorites.map((f: { id: string }) => f.id)).toEqual([
      'fireweed-log-cabin',
      'elk-antler-grill',
      'taggart-lake-hike',
    ])
    // The same import again changes nothing: the cookie is not set.
    const again = await sync(
      [
        ['intent', 'import'],
        ['item', 'restaurant:elk-antler-grill'],
      ],
      cookie,
    )
    expect(tripCookieOf(again)).toBeUndefined()
    expect((await again.json()).favorites).toHaveLength(3)

    const tooMany = await sync([
      ['intent', 'import'],
      ...Array.from({ length: MAX_FAVORITES * 2 + 1 }, (_, i) => ['item', `stay:x-${i}`] as [string, string]),
    ])
    expect(tooMany.status).toBe(400)
  })

  it('puts a favorite on a day in one step, through the trip’s own add (refusing what it refuses)', async () => {
    const dates = (await call(
      tripAction,
      pageRequest('/trip', { form: { intent: 'dates', arrive: '2026-07-01', depart: '2026-07-03' } }),
    )) as Response
    const cookie = tripCookieOf(dates)!
    await post({ intent: 'save', kind: 'activity', id: 'taggart-lake-hike' }, cookie)
    const shown = await page(cookie)
    expect(shown.days.map((d: { day: string }) => d.day)).toEqual(['2026-07-01', '2026-07-02', '2026-07-03'])

    const added = await post(
      { intent: 'add-to-day', kind: 'activity', id: 'taggart-lake-hike', day: '2026-07-02' },
      cookie,
    )
    expect(added.headers.get('Location')).toBe('/favorites')
    expect(await toastOf(added)).toMatchObject({ title: 'Added Taggart Lake Trail to Thu, Jul 2' })
    const trip = await call(tripLoader, pageRequest('/trip', { cookie }))
    const day2 = trip.days.find((d: { day: string }) => d.day === '2026-07-02')
    expect(day2.stops.map((s: { name: string }) => s.name)).toContain('Taggart Lake Trail')

    const gone = await post(
      { intent: 'add-to-day', kind: 'activity', id: 'no-such-hike', day: '2026-07-02' },
      cookie,
    )
    expect(await toastOf(gone)).toMatchObject({ type: 'error', title: 'That could not be added' })
  })

  it('are swept with the trip, dropped when the listing is deleted, moved with its address, and shown read-only on the share page', async () => {
    const saved = await post({ intent: 'save', kind: 'restaurant', id: 'buffaloberry-kitchen' })
    const cookie = tripCookieOf(saved)!
    const tripId = cookie.slice('trip='.length)
    await post({ intent: 'save', kind: 'restaurant', id: 'cirque-and-pine' }, cookie)

    // The share page shows them, read-only; copying the trip brings them along.
    const { share_id: shareId } = await t.db
      .selectFrom('trips')
      .select('share_id')
      .where('id', '=', tripId)
      .executeTakeFirstOrThrow()
    const shared = await call(sharedLoader, pageRequest(`/trip/shared/${shareId}`), { id: shareId })
    expect(shared.favorites.map((f: { id: string }) => f.id).sort()).toEqual([
      'buffaloberry-kitchen',
      'cirque-and-pine',
    ])
    const copied = (await call(
      sharedAction,
      pageRequest(`/trip/shared/${shareId}`, { form: { intent: 'copy' } }),
      {
        id: shareId,
      },
    )) as Response
    expect((await names(tripCookieOf(copied)!)).sort()).toEqual(['Buffaloberry Kitchen', 'Cirque & Pine'])

    // A new address: the favorite follows.
    const renamed = await renameListing(
      t.db,
      'restaurants',
      'cirque-and-pine',
      'cirque-and-pine-village',
      editorId,
    )
    expect(renamed).toMatchObject({ ok: true })
    expect((await page(cookie)).favorites.map((f: { href: string }) => f.href)).toContain(
      '/eat/cirque-and-pine-village',
    )

    // Deleted: gone from every trip's favorites.
    expect(await deleteListing(t.db, 'restaurants', 'buffaloberry-kitchen', editorId)).toBe(true)
    expect(
      await t.db
        .selectFrom('trip_favorites')
        .select('trip_id')
        .where('listing_id', '=', 'buffaloberry-kitchen')
        .execute(),
    ).toEqual([])

    // Not seen for 90 days: the sweep takes the trip and its favorites.
    await t.db
      .updateTable('trips')
      .set({ last_seen_at: new Date(Date.now() - 91 * DAY).toISOString() })
      .where('id', '=', tripId)
      .execute()
    await sweepExpiredTrips(t.db)
    expect(
      await t.db.selectFrom('trip_favorites').select('kind').where('trip_id', '=', tripId).execute(),
    ).toEqual([])
  })
})
