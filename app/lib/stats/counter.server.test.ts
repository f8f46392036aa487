import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { countListing, countRequest, flushCounts, noteSearchOutcome, sweepOldCounts } from './counter.server'
import { countPing } from './ping.server'
import { listingStats, siteStats } from './report.server'
import { saveFavorite } from '../trip/favorites.server'
import { unlocalizedPath } from '../i18n/config'

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/**
 * A loopback server shaped as server.js is: every request shown to countRequest first, then
 * answered (200 for a known restaurant or a search, 404 otherwise); and the ping route as the app
 * mounts it.
 */
function startServer(known: () => string) {
  const app = express()
  app.post('/count/:type/:id/:metric', (req, res, next) => {
    countPing(req, res).catch(next)
  })
  app.use((req, res) => {
    const path = unlocalizedPath(req.path.replace(/\.data$/, ''))
    res.status(path === `/eat/${known()}` || path === '/search' ? 200 : 404).end('ok')
  })
  const server = http.createServer((req, res) => {
    countRequest(req, res)
    app(req, res)
  })
  return new Promise<{ base: string; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        base: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      })
    }),
  )
}

describe.each(TEST_DIALECTS)('the counters on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let server: Awaited<ReturnType<typeof startServer>>
  let id = ''
  const get = (path: string, agent = CHROME, headers: Record<string, string> = {}) =>
    fetch(`${server.base}${path}`, { headers: { 'user-agent': agent, ...headers } }).then((r) => r.status)
  const ping = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.base}${path}`, {
      method: 'POST',
      headers: {
        'user-agent': CHROME,
        'content-type': 'text/ping',
        'x-client-ip': '198.51.100.7',
        ...headers,
      },
      body: 'PING',
    }).then((r) => r.status)

  beforeAll(async () => {
    server = await startServer(() => id)
  })
  afterAll(() => server.close())
  beforeEach(async () => {
    id = (await t.db.selectFrom('restaurants').select('id').where('hidden', '=', 0).executeTakeFirstOrThrow())
      .id
    await flushCounts(t.db) // nothing left over from another engine's run
    await t.db.deleteFrom('listing_counts').execute()
    await t.db.deleteFrom('search_misses').execute()
  })

  it('counts a person’s views of a listing page (also its data for a navigation), not bots, tools or a 404', async () => {
    expect(await get(`/eat/${id}`)).toBe(200)
    expect(await get(`/eat/${id}.data`)).toBe(200)
    expect(await get(`/eat/${id}?utm_source=x`)).toBe(200)
    // The same page in Spanish is the same listing's view.
    expect(await get(`/es/eat/${id}`)).toBe(200)
    expect(await get(`/eat/${id}`, 'curl/8.4.0')).toBe(200)
    expect(await get(`/eat/${id}`, CHROME, { 'sec-purpose': 'prefetch' })).toBe(200)
    expect(await get('/eat/no-such-place')).toBe(404)
    await flushCounts(t.db)
    const stats = await listingStats(t.db, 'restaurants', id)
    expect(stats.totals.view).toBe(4)
    expect(stats.daily).toHaveLength(30)
    expect(stats.daily.at(-1)!.views).toBe(4)
    expect(
      await t.db
        .selectFrom('listing_counts')
        .select('listing_id')
        .where('listing_id', '=', 'no-such-place')
        .execute(),
    ).toEqual([])
    // A second write adds to what is stored.
    expect(await get(`/eat/${id}`)).toBe(200)
    await flushCounts(t.db)
    expect((await listingStats(t.db, 'restaurants', id)).totals.view).toBe(5)
  })

  it('counts a followed link’s ping from this site for a listed place, within a limit, always answering 204', async () => {
    expect(await ping(`/count/restaurants/${id}/website`)).toBe(204)
    expect(await ping(`/count/restaurants/${id}/phone`, { 'sec-fetch-site': 'same-origin' })).toBe(204)
    // From another site, for a listing that is not in the guide, an unknown metric, a bot: answered, not counted.
    expect(await ping(`/count/restaurants/${id}/website`, { 'sec-fetch-site': 'cross-site' })).toBe(204)
    expect(await ping('/count/restaurants/no-such-place/website')).toBe(204)
    expect(await ping(`/count/restaurants/${id}/view`)).toBe(204)
    expect(await ping(`/count/restaurants/${id}/website`, { 'user-agent': 'python-requests/2.31' })).toBe(204)
    await flushCounts(t.db)
    const { totals } = await listingStats(t.db, 'restaurants', id)
    expect(totals).toMatchObject({ website: 1, phone: 1, view: 0 })
    // One address is held to 30 a minute.
    for (let i = 0; i < 40; i++)
      await ping(`/count/restaurants/${id}/booking`, {
        'x-client-ip': `198.51.100.${dialect === 'sqlite' ? 98 : 99}`,
      })
    await flushCounts(t.db)
    expect((await listingStats(t.db, 'restaurants', id)).totals.booking).toBe(30)
  })

  it('lists the plain searches that found nothing, cached answers too, never filtered ones', async () => {
    noteSearchOutcome('Hot Springs', false)
    noteSearchOutcome('breakfast', true)
    for (const path of [
      '/search?q=Hot+Springs',
      '/search?q=hot%20springs',
      '/search.data?q=hot+springs',
      '/es/search?q=hot+springs',
    ])
      expect(await get(path)).toBe(200)
    expect(await get('/search?q=breakfast')).toBe(200)
    expect(await get('/search?q=hot+springs&type=stays')).toBe(200)
    await flushCounts(t.db)
    const { misses } = await siteStats(t.db)
    expect(misses.map(({ query, count }) => ({ query, count }))).toEqual([{ query: 'hot springs', count: 4 }])
  })

  it('counts favorites and reports the guide’s most viewed listings with their titles', async () => {
    const trip = 'trip-for-counting'
    const stamp = new Date().toISOString()
    await t.db
      .insertInto('trips')
      .values({
        id: trip,
        share_id: 'share-for-counting',
        arrive: null,
        depart: null,
        created_at: stamp,
        updated_at: stamp,
        last_seen_at: stamp,
      } as never)
      .execute()
    expect(await saveFavorite(t.db, trip, { kind: 'restaurant', id })).toBe('saved')
    expect(await saveFavorite(t.db, trip, { kind: 'restaurant', id })).toBe('already')
    countListing('restaurants', id, 'view')
    await flushCounts(t.db)
    const site = await siteStats(t.db)
    expect(site.totals).toMatchObject({ favorite: 1, view: 1 })
    expect(site.top[0]).toMatchObject({
      type: 'restaurants',
      id,
      totals: expect.objectContaining({ view: 1 }),
    })
    expect(site.top[0]!.title).toBeTruthy()
  })

  it('keeps 13 months, per month', async () => {
    const now = new Date('2026-11-15T18:00:00Z')
    countListing('restaurants', id, 'view', new Date('2025-10-01T18:00:00Z')) // 13.5 months before
    countListing('restaurants', id, 'view', new Date('2026-01-10T18:00:00Z'))
    countListing('restaurants', id, 'website', new Date('2026-11-14T18:00:00Z'))
    await flushCounts(t.db)
    expect(await sweepOldCounts(t.db, now)).toBe(1)
    const stats = await listingStats(t.db, 'restaurants', id, now)
    expect(stats.months.map((m) => [m.month, m.totals.view, m.totals.website])).toEqual([
      ['2026-11', 0, 1],
      ['2026-01', 1, 0],
    ])
    expect(stats.totals.website).toBe(1)
  })
})
