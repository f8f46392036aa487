import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type ConditionsServer, recorded, startConditionsServer } from '../../../tests/conditions-server'
import { TEST_DIALECTS, createTestDb, type TestDb } from '../../../tests/setup/db'
import { captureLogs } from '../../../tests/setup/logs'
import { activeAlerts } from './alerts.server'
import { sourceById } from './sources/index.server'
import type { ForecastData } from './sources/nws-forecast.server'
import type { SnotelData } from './sources/snotel.server'
import { type ConditionSource, SOURCE_IDS } from './sources/source'
import {
  conditionsConfig,
  fetchDueSources,
  fetchSourceNow,
  type RunSettings,
  sourceData,
  sourceStates,
} from './sources.server'

const NOW = Date.parse('2024-12-01T15:00:00Z') // 8 AM in Jackson
const source = (id: string) => sourceById(id) as ConditionSource

describe.each(TEST_DIALECTS)('official conditions sources on %s', (dialect) => {
  let t: TestDb
  let server: ConditionsServer
  let clock = NOW
  let logs: ReturnType<typeof captureLogs>
  const settings = (overrides: Partial<RunSettings['config']> = {}): RunSettings => ({
    config: conditionsConfig({
      nwsBase: server.url,
      npsBase: `${server.url}/api/v1`,
      snotelBase: server.url,
      nwsUserAgent: '(guide-test, ops@example.com)',
      nwsZones: ['WYZ012', 'WYZ024'],
      npsKey: 'test-key',
      stations: [{ triplet: '689:WY:SNTL', name: 'Phillips' }],
      limits: { maxBytes: 64 * 1024, timeoutMs: 500, allowPrivate: true },
      ...overrides,
    }),
    now: () => new Date(clock),
  })
  const later = (ms: number) => (clock += ms)

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

  it('reads NWS active alerts for the zones, with the User-Agent NWS asks for, and answers 304s', async () => {
    server.routes.set('/alerts/active', { body: recorded('nws-alerts-active.json'), etag: '"v1"' })
    expect(await fetchSourceNow(t.db, source('nws-alerts'), settings())).toEqual({ outcome: 'ok' })
    const request = server.requests[0]!
    expect(new URL(request.url, 'http://x').searchParams.get('zone')).toBe('WYZ012,WYZ024')
    expect(request.headers['user-agent']).toBe('(guide-test, ops@example.com)')
    expect(request.headers.accept).toBe('application/geo+json')
    const alerts = await activeAlerts(t.db, new Date(clock))
    // The test message and the feature without an id are left out; the most severe first.
    expect(alerts.map((a) => [a.title.slice(0, 24), a.severity, a.kind, a.zone])).toEqual([
      ['Avalanche Warning issued', 'severe', 'trail', 'WYC039'],
      ['Winter Weather Advisory ', 'moderate', 'weather', 'WYZ012,WYZ024'],
    ])
    const advisory = alerts[1]!
    expect(advisory.validFrom).toBe('2024-12-01T12:00:00.000Z')
    expect(advisory.validTo).toBe('2024-12-02T12:00:00.000Z')
    // Markup in a source's text stays text (pages render it as text, never as HTML).
    expect(advisory.text).toContain('<b>Check wyoroad.info</b>')
    const polygon = await t.db
      .selectFrom('alerts')
      .select('geometry')
      .where('kind', '=', 'trail')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(polygon.geometry!).type).toBe('Polygon')

    // Ten minutes later: a conditional request, 304, the alerts confirmed as of now.
    later(10 * 60_000)
    expect(await fetchSourceNow(t.db, source('nws-alerts'), settings())).toEqual({ outcome: 'not-modified' })
    expect(server.requests[1]!.headers['if-none-match']).toBe('"v1"')
    expect((await activeAlerts(t.db, new Date(clock))).map((a) => a.fetchedAt)).toEqual([
      new Date(clock).toISOString(),
      new Date(clock).toISOString(),
    ])

    // The avalanche warning is gone from the answer: it ends here too.
    const body = JSON.parse(recorded('nws-alerts-active.json')) as { features: unknown[] }
    body.features.splice(1, 1)
    server.routes.set('/alerts/active', { body: JSON.stringify(body), etag: '"v2"' })
    later(10 * 60_000)
    expect(await fetchSourceNow(t.db, source('nws-alerts'), settings())).toEqual({ outcome: 'ok' })
    expect((await activeAlerts(t.db, new Date(clock))).map((a) => a.severity)).toEqual(['moderate'])
  })

  it('reads NPS alerts for Grand Teton and Yellowstone with the key in a header; off without a key', async () => {
    expect(await fetchSourceNow(t.db, source('nps-alerts'), settings({ npsKey: undefined }))).toEqual({
      outcome: 'off',
      reason: 'Off: no NPS Data API key (NPS_API_KEY).',
    })
    expect(server.requests).toHaveLength(0)
    server.routes.set('/api/v1/alerts', { body: recorded('nps-alerts.json'), type: 'application/json' })
    expect(await fetchSourceNow(t.db, source('nps-alerts'), settings())).toEqual({ outcome: 'ok' })
    const request = server.requests[0]!
    expect(request.headers['x-api-key']).toBe('test-key')
    expect(request.url).not.toContain('test-key')
    expect(new URL(request.url, 'http://x').searchParams.get('parkCode')).toBe('grte,yell')
    const alerts = await activeAlerts(t.db, new Date(clock))
    expect(alerts.map((a) => [a.title, a.severity, a.kind, a.zone, a.validTo])).toEqual([
      ['Teton Park Road closed to vehicles for the winter', 'severe', 'road', 'grand-teton', null],
      ['Bison on roadways', 'moderate', 'road', 'yellowstone', null],
    ])
  })

  it('reads SNOTEL snow depth: the newest day with a value, the station named by the report', async () => {
    server.routes.set(
      '/reportGenerator/view_csv/customSingleStationReport/daily/start_of_period/689:WY:SNTL|id=""|name/-6,0/SNWD::value',
      {
        body: recorded('snotel-689.csv'),
        type: 'text/csv',
      },
    )
    expect(await fetchSourceNow(t.db, source('snotel'), settings())).toEqual({ outcome: 'ok' })
    const stored = await sourceData<SnotelData>(t.db, 'snotel')
    expect(stored?.data).toEqual({
      readings: [{ triplet: '689:WY:SNTL', name: 'Phillips Bench', depthIn: 34, date: '2024-11-30' }],
      missing: [],
    })
    expect(stored?.fetchedAt).toBe(new Date(NOW).toISOString())
  })

  it('reads the NWS forecast for Jackson and Afton (points, then the gridpoint forecast)', async () => {
    server.routes.set('/points/43.4799,-110.7624', { body: recorded('nws-points-jackson.json') })
    server.routes.set('/points/42.7252,-110.9318', { body: recorded('nws-points-jackson.json') })
    server.routes.set('/gridpoints/RIW/32,142/forecast', { body: recorded('nws-forecast-jackson.json') })
    expect(await fetchSourceNow(t.db, source('nws-forecast'), settings())).toEqual({ outcome: 'ok' })
    expect(server.requests.every((r) => r.headers['user-agent'] === '(guide-test, ops@example.com)')).toBe(
      true,
    )
    const stored = await sourceData<ForecastData>(t.db, 'nws-forecast')
    expect(stored?.data.places.map((p) => p.name)).toEqual(['Jackson', 'Afton'])
    const jackson = stored!.data.places[0]!
    expect(jackson.updated).toBe('2024-12-01T11:02:13.000Z')
    expect(jackson.periods.map((p) => [p.name, p.temperatureF, p.snow])).toEqual([
      ['Today', 27, '2 to 4 inches'],
      ['Tonight', 9, 'little or none'],
      ['Monday', 24, null],
    ])
  })

  it('a source down, slow, too big or malformed keeps its last good data and says why', async () => {
    server.routes.set('/alerts/active', { body: recorded('nws-alerts-active.json') })
    await fetchSourceNow(t.db, source('nws-alerts'), settings())
    const firstSuccess = new Date(clock).toISOString()
    const failures: [Parameters<ConditionsServer['routes']['set']>[1], string][] = [
      [{ status: 503, body: 'down' }, 'The feed answered HTTP 503.'],
      [{ body: '<html>maintenance</html>' }, 'The weather service answered something that is not JSON.'],
      [{ body: '{"type":"Feature"}' }, 'The weather service answered without a list of alerts.'],
      [{ body: '{}', delayMs: 2_000 }, 'The feed’s server could not be reached or did not answer in time.'],
      [{ bytes: 100 * 1024 }, 'The feed is larger than 1 MB.'],
    ]
    for (const [route, message] of failures) {
      later(10 * 60_000)
      server.routes.set('/alerts/active', route)
      expect(await fetchSourceNow(t.db, source('nws-alerts'), settings())).toEqual({
        outcome: 'failed',
        error: message,
      })
      // The alerts it gave before stay.
      expect(await activeAlerts(t.db, new Date(clock))).toHaveLength(2)
    }
    const states = await sourceStates(t.db, new Date(clock), settings().config)
    expect(states.map((s) => s.id)).toEqual([...SOURCE_IDS])
    expect(states[0]).toMatchObject({
      state: 'failing',
      lastSuccessAt: firstSuccess,
      lastError: 'The feed is larger than 1 MB.',
      lastErrorAt: new Date(clock).toISOString(),
    })
    expect(states.find((s) => s.id === 'snotel')?.state).toBe('never')
  })

  it('gives each due source to one process, and fetches again only after its refresh', async () => {
    server.routes.set('/alerts/active', { body: recorded('nws-alerts-active.json') })
    const only = settings({ npsKey: undefined, stations: [] })
    // Two processes at once: the forecast fails (no route) but is claimed; NWS is fetched once.
    const [a, b] = await Promise.all([fetchDueSources(t.db, only), fetchDueSources(t.db, only)])
    expect(a + b).toBe(3) // the alerts, the forecast and the zones' outlines
    expect(server.requests.filter((r) => r.url.startsWith('/alerts/active'))).toHaveLength(1)
    later(5 * 60_000)
    expect(await fetchDueSources(t.db, only)).toBe(0)
    later(6 * 60_000)
    expect(await fetchDueSources(t.db, only)).toBe(1) // NWS alerts (10 min); the forecast waits its hour
    expect((await sourceStates(t.db, new Date(clock), only.config)).map((s) => s.state)).toEqual([
      'ok',
      'off',
      'off',
      'failing',
      'failing',
    ])
  })
})
