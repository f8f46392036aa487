import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type ConditionsServer, recorded, startConditionsServer } from '../../../tests/conditions-server'
import { TEST_DIALECTS, createTestDb, type TestDb } from '../../../tests/setup/db'
import { createDb } from '../db.server'
import { captureLogs } from '../../../tests/setup/logs'
import { pointInArea } from '../maps/areas'
import { areaAlerts } from './alert-matching.server'
import { sourceById } from './sources/index.server'
import { MAX_RING_POINTS, type ZonesData } from './sources/nws-zones.server'
import type { ConditionSource } from './sources/source'
import {
  conditionsConfig,
  fetchDueSources,
  fetchSourceNow,
  type RunSettings,
  sourceData,
} from './sources.server'
import { alertArea, ZONE_OUTLINES } from './zone-outlines'
import { zoneOutlines } from './zone-outlines.server'

/**
 * The NWS zones' own outlines (issue 48): fetched from /zones/forecast/<zone> (recorded answers in
 * the API's format, replayed on loopback), thinned, kept as the source's last good data, and then
 * what places a zone-only alert, over the hand-drawn stand-ins.
 */

const NOW = Date.parse('2024-12-01T15:00:00Z')
const zones = () => sourceById('nws-zones') as ConditionSource
// Granite Hot Springs: in the fetched Jackson Hole zone, east of the hand-drawn one.
const GRANITE = { lat: 43.37, lng: -110.445 }
const AFTON = { lat: 42.7252, lng: -110.9318 }

describe.each(TEST_DIALECTS)('NWS zone outlines on %s', (dialect) => {
  let t: TestDb
  let server: ConditionsServer
  let logs: ReturnType<typeof captureLogs>
  let clock = NOW
  const settings = (): RunSettings => ({
    config: conditionsConfig({
      nwsBase: server.url,
      nwsUserAgent: '(guide-test, ops@example.com)',
      nwsZones: ['WYZ012', 'WYZ024'],
      limits: { maxBytes: 512 * 1024, timeoutMs: 1000, allowPrivate: true },
    }),
    now: () => new Date(clock),
  })

  beforeAll(async () => {
    logs = captureLogs()
    t = await createTestDb(dialect, { seed: false })
    server = await startConditionsServer()
  })
  afterAll(async () => {
    logs.stop()
    await server.close()
    await t.cleanup()
  })
  afterEach(async () => {
    server.routes.clear()
    server.requests.length = 0
    await t.db.deleteFrom('alerts').execute()
    await t.db.deleteFrom('condition_sources').execute()
    clock = NOW
  })

  const serveZones = () => {
    server.routes.set('/zones/forecast/WYZ012', { body: recorded('nws-zone-WYZ012.json') })
    server.routes.set('/zones/forecast/WYZ024', { body: recorded('nws-zone-WYZ024.json') })
  }

  it('fetches each zone’s outline with the User-Agent NWS asks for, thinned and rounded', async () => {
    serveZones()
    expect(await fetchSourceNow(t.db, zones(), settings())).toEqual({ outcome: 'ok' })
    expect(server.requests.map((r) => r.url)).toEqual(['/zones/forecast/WYZ012', '/zones/forecast/WYZ024'])
    for (const request of server.requests) {
      expect(request.headers['user-agent']).toBe('(guide-test, ops@example.com)')
      expect(request.headers.accept).toMatch(/application\/geo\+json/)
    }
    const stored = (await sourceData<ZonesData>(t.db, 'nws-zones'))!.data
    expect(Object.keys(stored.zones)).toEqual(['WYZ012', 'WYZ024'])
    expect(stored.zones.WYZ012!.name).toBe('Jackson Hole')
    const ring = stored.zones.WYZ012!.area[0]![0]!
    // The recorded outline has 2,401 points with six decimals.
    expect(ring.length).toBeLessThanOrEqual(MAX_RING_POINTS)
    expect(ring.length).toBeGreaterThan(500)
    for (const [lng, lat] of ring) {
      expect(Math.round(lng * 1e4) / 1e4).toBe(lng)
      expect(Math.round(lat * 1e4) / 1e4).toBe(lat)
    }
  })

  it('places a zone-only alert by the fetched outline; the hand-drawn one until then', async () => {
    const alert = { zone: 'WYZ012', geometry: null }
    expect(await zoneOutlines(t.db)).toBe(ZONE_OUTLINES)
    expect(pointInArea(GRANITE, alertArea(alert, await zoneOutlines(t.db))!)).toBe(false)
    serveZones()
    await fetchSourceNow(t.db, zones(), settings())
    const outlines = await zoneOutlines(t.db)
    expect(pointInArea(GRANITE, alertArea(alert, outlines)!)).toBe(true)
    expect(pointInArea(AFTON, alertArea(alert, outlines)!)).toBe(false)
    expect(pointInArea(AFTON, alertArea({ zone: 'WYZ012,WYZ024', geometry: null }, outlines)!)).toBe(true)
    // The guide's own zones keep their drawn outlines.
    expect(outlines['jackson-hole']).toBe(ZONE_OUTLINES['jackson-hole']!)

    // The trip planner's alerts: the recorded NWS winter alert names WYZ012 and WYZ024 only.
    server.routes.set('/alerts/active', { body: recorded('nws-alerts-active.json') })
    await fetchSourceNow(t.db, sourceById('nws-alerts')!, settings())
    const [winter] = (await areaAlerts(t.db, new Date(NOW))).filter((a) => a.title.startsWith('Winter'))
    expect(pointInArea(GRANITE, winter!.area!)).toBe(true)
  })

  it('parsed once per fetch: a new fetch, stored by this process or another, is seen at the next call', async () => {
    // Another process: its own connection, its own outlines kept.
    const { db: other } = createDb(t.url)
    try {
      serveZones()
      await fetchSourceNow(t.db, zones(), settings())
      const first = await zoneOutlines(t.db)
      expect(pointInArea(GRANITE, first.WYZ012!)).toBe(true)
      expect(await zoneOutlines(t.db)).toBe(first)
      const theirs = await zoneOutlines(other)
      expect(theirs).toEqual(first)
      expect(await zoneOutlines(other)).toBe(theirs)

      // The other process's schedule fetches the zones again, over a week later: WYZ012 is now drawn
      // around Afton.
      const moved = JSON.parse(recorded('nws-zone-WYZ012.json')) as Record<string, unknown>
      moved.geometry = {
        type: 'Polygon',
        coordinates: [
          [
            [-111.0, 42.65],
            [-110.85, 42.65],
            [-110.85, 42.8],
            [-111.0, 42.8],
            [-111.0, 42.65],
          ],
        ],
      }
      server.routes.set('/zones/forecast/WYZ012', { body: JSON.stringify(moved) })
      clock += 8 * 24 * 3_600_000
      expect(await fetchDueSources(other, settings())).toBeGreaterThan(0)
      const second = await zoneOutlines(t.db)
      expect(second).not.toBe(first)
      expect(pointInArea(AFTON, second.WYZ012!)).toBe(true)
      expect(pointInArea(GRANITE, second.WYZ012!)).toBe(false)
      expect(await zoneOutlines(t.db)).toBe(second)
      expect(await zoneOutlines(other)).toEqual(second)

      // A failed fetch keeps the last good outlines; the source gone: the hand-drawn ones.
      clock += 8 * 24 * 3_600_000
      server.routes.set('/zones/forecast/WYZ012', { status: 500 })
      expect((await fetchSourceNow(t.db, zones(), settings())).outcome).toBe('failed')
      expect(await zoneOutlines(t.db)).toBe(second)
      await other.deleteFrom('condition_sources').execute()
      expect(await zoneOutlines(t.db)).toBe(ZONE_OUTLINES)
    } finally {
      await other.destroy()
    }
  })

  it('an answer for another zone or without an outline fails and keeps the last good outlines', async () => {
    serveZones()
    await fetchSourceNow(t.db, zones(), settings())
    const before = await sourceData<ZonesData>(t.db, 'nws-zones')
    const other = recorded('nws-zone-WYZ024.json')
    const failures: [string, string][] = [
      [other, 'The weather service answered another zone than WYZ012.'],
      [
        JSON.stringify({ ...JSON.parse(other), geometry: null, properties: { id: 'WYZ012' } }),
        'The weather service answered zone WYZ012 without its outline.',
      ],
      ['{"type":"FeatureCollection","features":[]}', 'The weather service answered without a zone.'],
    ]
    for (const [body, error] of failures) {
      clock += 8 * 24 * 3_600_000
      server.routes.set('/zones/forecast/WYZ012', { body })
      expect(await fetchSourceNow(t.db, zones(), settings())).toEqual({ outcome: 'failed', error })
    }
    expect((await sourceData<ZonesData>(t.db, 'nws-zones'))!.data).toEqual(before!.data)
  })
})
