import crypto from 'node:crypto'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { type AppServer, startAppServer } from '../../scripts/app-server.js'
import { createAdmin, E2E_PORT, formStamp, origin, postForm } from './utils'

// Two app processes on two ports share one PostgreSQL database (TEST_DATABASE_URL names the server):
// sessions, rate limits, submissions, approvals and page caches must agree across them.
// Registered only when PostgreSQL is configured (CI sets it).

const BASE_URL = process.env.TEST_DATABASE_URL
const PORTS = [E2E_PORT + 76, E2E_PORT + 77] as const
const ADMIN = { email: 'scale@example.com', password: 'scale-out password 1' }
// On PostgreSQL every process (servers and admin:create alike) must be given the same secret.
const SECRET = 'scale-out-test-secret-scale-out-test-secret'

if (BASE_URL) {
  test.describe.configure({ mode: 'serial' })

  const dbName = `guide_scale_${crypto.randomBytes(4).toString('hex')}`
  const dbUrl = (() => {
    const url = new URL(BASE_URL)
    url.pathname = `/${dbName}`
    return url.toString()
  })()
  const servers: AppServer[] = []

  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: BASE_URL })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }

  function start(port: number) {
    const server = startAppServer({
      env: {
        PORT: String(port),
        DATABASE_URL: dbUrl,
        BETTER_AUTH_SECRET: SECRET,
        INSECURE_COOKIES: '1',
        LOG_REQUESTS: '0',
        SUBMISSION_RATE_LIMIT: '3',
        // A day-long window: the three sends and the refused fourth cannot straddle a window's end.
        SUBMISSION_RATE_WINDOW_MS: '86400000',
        SUBMISSION_MIN_FILL_MS: '0',
        LOGIN_FAILURE_LIMIT: '3',
      },
      echoErrors: true,
    })
    servers.push(server)
    return server.listening
  }

  test.beforeAll(async () => {
    test.setTimeout(90_000)
    await admin(`create database ${dbName}`)
    // Both start at once: migrations and the seed must cope with a twin starting beside them.
    await Promise.all(PORTS.map(start))
    createAdmin(dbUrl, ADMIN, { BETTER_AUTH_SECRET: SECRET })
  })

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await admin(`drop database if exists ${dbName} with (force)`)
  })

  const post = (port: number, path: string, fields: Record<string, string>, cookie = '') =>
    postForm(origin(port), path, fields, cookie)
  const stamp = (port: number) => formStamp(origin(port))

  const restaurant = (name: string, formStartedAt: string) => ({
    form_started_at: formStartedAt,
    name,
    type: 'Western',
    description: 'Scale-out check',
    address: '1 Main St, Jackson, WY',
    priceRange: '$$',
  })

  let session = ''

  test('a session made on one process is valid on the other', async () => {
    const response = await post(PORTS[0], '/login', ADMIN)
    expect(response.status).toBe(302)
    session = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    expect(session).toContain('session_token')
    const dashboard = await fetch(`${origin(PORTS[1])}/admin`, { headers: { cookie: session } })
    expect(dashboard.status).toBe(200)
    expect(await dashboard.text()).toContain('Dashboard')
  })

  test('submissions through either show on the other’s dashboard, and the rate limit counts both', async () => {
    const answers = [
      await post(PORTS[0], '/submit-restaurant', restaurant('Scale Grill A1', await stamp(PORTS[0]))),
      await post(PORTS[1], '/submit-restaurant', restaurant('Scale Grill B1', await stamp(PORTS[1]))),
      await post(PORTS[0], '/submit-restaurant', restaurant('Scale Grill A2', await stamp(PORTS[0]))),
    ]
    expect(answers.map((r) => r.status)).toEqual([302, 302, 302])
    // The fourth from the same address is over the shared limit of 3, whichever process gets it.
    const refused = await post(
      PORTS[1],
      '/submit-restaurant',
      restaurant('Scale Grill B2', await stamp(PORTS[1])),
    )
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)

    for (const port of PORTS) {
      const html = await (await fetch(`${origin(port)}/admin`, { headers: { cookie: session } })).text()
      expect(html).toMatch(/data-testid="pending-restaurants"[^>]*>3</)
    }
  })

  test('an approval on one process publishes for both, their page caches included', async () => {
    // Warm both caches with /eat before the change.
    for (const port of PORTS) {
      await fetch(`${origin(port)}/eat`)
      expect((await fetch(`${origin(port)}/eat`)).headers.get('x-cache')).toBe('HIT')
    }
    const client = new pg.Client({ connectionString: dbUrl })
    await client.connect()
    const { rows } = await client.query("select id from restaurant_submissions where name = 'Scale Grill B1'")
    await client.end()
    const href = `/admin/restaurants/${rows[0].id}`
    // The review page answers on the other process too.
    expect((await fetch(`${origin(PORTS[0])}${href}`, { headers: { cookie: session } })).status).toBe(200)
    const approved = await post(PORTS[1], href, { intent: 'approve', note: '' }, session)
    expect([200, 302, 303]).toContain(approved.status)

    await new Promise((r) => setTimeout(r, 1500))
    for (const port of PORTS) {
      const html = await (await fetch(`${origin(port)}/eat`)).text()
      expect(html, `/eat on ${port}`).toContain('Scale Grill B1')
    }
  })

  test('failed sign-ins slow the account across both processes', async () => {
    // One failure through the first process; the second process refuses the same address at once
    // (the account's run of failures lives in the database; decision 031).
    const wrong = { email: ADMIN.email, password: 'not the password at all' }
    const first = await post(PORTS[0], '/login', wrong)
    expect([400, 401]).toContain(first.status)
    const second = await post(PORTS[1], '/login', wrong)
    expect(second.status).toBe(429)
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0)
  })
}
