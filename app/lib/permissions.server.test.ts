import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_DIALECTS, useAppDatabase } from '../../tests/setup/db'
import routes from '../routes'
import { upsertUser } from './auth.server'
import { signIn } from './sign-in.server'
import {} from './db.server'
import { ACCESS_DENIED, ADMIN_ONLY, getOptionalUser, requireRole } from './permissions.server'

// Every admin route's loader and action is checked on the server, not only the layout's: this walks
// the route table (app/routes.ts) so a route added later is covered without touching this test.

interface RouteEntry {
  file: string
  path?: string
  index?: boolean
  children?: RouteEntry[]
}

function adminRoutes(entries: readonly RouteEntry[]): RouteEntry[] {
  const found: RouteEntry[] = []
  const under = (entry: RouteEntry): boolean =>
    !!entry.path?.startsWith('admin') || (entry.children ?? []).some(under)
  for (const entry of entries) {
    if (under(entry)) found.push(entry)
    if (entry.children) found.push(...adminRoutes(entry.children))
  }
  return [...new Map(found.map((entry) => [entry.file, entry])).values()]
}

const ADMIN_ROUTES = adminRoutes(routes as RouteEntry[])

type Handler = (args: {
  request: Request
  params: Record<string, string>
  context: object
}) => Promise<unknown>

/** The status a handler answers with: a thrown or returned Response or data(). */
async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    const result = await run()
    if (result instanceof Response) return result.status
    const init = (result as { init?: { status?: number } } | null)?.init
    return init?.status ?? 200
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status
    const init = (thrown as { init?: { status?: number } } | null)?.init
    if (init?.status) return init.status
    throw thrown
  }
}

function deniedMessage(thrown: unknown): string | undefined {
  return (thrown as { data?: { message?: string } }).data?.message
}

const PARAMS = { kind: 'restaurants', id: 'nothing-here', type: 'contact' }

function request(path: string, method: 'GET' | 'POST', cookie?: string) {
  const headers = new Headers({ 'x-client-ip': '198.51.100.9' })
  if (cookie) headers.set('cookie', cookie)
  if (method === 'GET') return new Request(`http://localhost${path}`, { headers })
  const body = new URLSearchParams({
    intent: 'approve',
    email: 'x@example.com',
    password: 'x'.repeat(12),
    role: 'admin',
  })
  headers.set('content-type', 'application/x-www-form-urlencoded')
  return new Request(`http://localhost${path}`, { method, headers, body })
}

async function sessionCookie(email: string): Promise<string> {
  const result = await signIn(request('/login', 'POST'), email, 'a long password 123')
  if (!result.ok) throw new Error(result.message)
  return result.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

beforeAll(() => {
  process.env.BETTER_AUTH_SECRET ??= 'test-secret-test-secret-test-secret-42'
  process.env.LOGIN_SLOWDOWN_MS = '0'
})

it('finds every admin route in the route table', () => {
  const files = ADMIN_ROUTES.map((entry) => entry.file)
  expect(files).toEqual(
    expect.arrayContaining([
      'routes/admin/layout.tsx',
      'routes/admin/dashboard.tsx',
      'routes/admin/submissions.tsx',
      'routes/admin/submission.tsx',
      'routes/admin/messages.tsx',
      'routes/admin/message.tsx',
      'routes/admin/settings.tsx',
      'routes/admin/upload.ts',
    ]),
  )
})

describe.each(TEST_DIALECTS)('admin access on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: false })
  const cookies: Record<'none' | 'editor' | 'admin', string> = { none: '', editor: '', admin: '' }

  beforeAll(async () => {
    await upsertUser(
      t.db,
      { email: 'norole@example.com', password: 'a long password 123', role: null },
      dialect,
    )
    await upsertUser(
      t.db,
      { email: 'editor@example.com', password: 'a long password 123', role: 'editor' },
      dialect,
    )
    await upsertUser(
      t.db,
      { email: 'admin@example.com', password: 'a long password 123', role: 'admin' },
      dialect,
    )
    cookies.none = await sessionCookie('norole@example.com')
    cookies.editor = await sessionCookie('editor@example.com')
    cookies.admin = await sessionCookie('admin@example.com')
  })

  for (const entry of ADMIN_ROUTES) {
    it(`${entry.file}: every loader and action refuses anonymous (401) and role-less (403) requests`, async () => {
      const mod = (await import(/* @vite-ignore */ `../${entry.file}`)) as {
        loader?: Handler
        action?: Handler
      }
      const handlers = (['loader', 'action'] as const).filter((name) => typeof mod[name] === 'function')
      expect(handlers.length).toBeGreaterThan(0)
      const path = `/${(entry.path ?? 'admin').replace(':kind', PARAMS.kind).replace(':id', PARAMS.id).replace(':type', PARAMS.type)}`
      for (const name of handlers) {
        const method = name === 'loader' ? 'GET' : 'POST'
        const run = (cookie?: string) => () =>
          mod[name]!({ request: request(path, method, cookie), params: PARAMS, context: {} })
        expect(await statusOf(run()), `${name} anonymous`).toBe(401)
        expect(await statusOf(run(cookies.none)), `${name} without a role`).toBe(403)
        // A signed-in editor passes the check (whatever the handler then answers: 200, 302, 404…),
        // except where only admins go: settings, writing and sending the newsletter.
        const adminOnly =
          entry.file === 'routes/admin/settings.tsx' ||
          entry.file === 'routes/admin/newsletter-issue.tsx' ||
          (entry.file === 'routes/admin/newsletter.tsx' && name === 'action')
        if (adminOnly) {
          expect(await statusOf(run(cookies.editor)), `${name} as editor`).toBe(403)
        } else {
          expect(await statusOf(run(cookies.editor)), `${name} as editor`).not.toBe(401)
          expect(await statusOf(run(cookies.editor)), `${name} as editor`).not.toBe(403)
        }
      }
    })
  }

  it('says who may enter: the SPEC message for anonymous and role-less users', async () => {
    const attempt = async (cookie?: string) => {
      try {
        await requireRole(request('/admin', 'GET', cookie))
      } catch (thrown) {
        return deniedMessage(thrown)
      }
    }
    expect(await attempt()).toBe(ACCESS_DENIED)
    expect(await attempt(cookies.none)).toBe(ACCESS_DENIED)
    expect(await attempt(cookies.editor)).toBeUndefined()
  })

  it('settings are for admins only: an editor gets 403, an admin 200', async () => {
    const settings = (await import('../routes/admin/settings')) as unknown as {
      loader: Handler
      action: Handler
    }
    const load = (cookie: string) => () =>
      settings.loader({ request: request('/admin/settings', 'GET', cookie), params: {}, context: {} })
    expect(await statusOf(load(cookies.editor))).toBe(403)
    try {
      await load(cookies.editor)()
    } catch (thrown) {
      expect(deniedMessage(thrown)).toBe(ADMIN_ONLY)
    }
    expect(await statusOf(load(cookies.admin))).toBe(200)
    const act = () =>
      settings.action({
        request: request('/admin/settings', 'POST', cookies.editor),
        params: {},
        context: {},
      })
    expect(await statusOf(act)).toBe(403)
    // …and the editor's attempt to add an admin changed nothing.
    const users = await t.db.selectFrom('user').select('email').execute()
    expect(users.map((u) => u.email)).not.toContain('x@example.com')
  })

  it('reads the signed-in user with their role', async () => {
    expect(await getOptionalUser(request('/', 'GET'))).toBeNull()
    expect(await getOptionalUser(request('/', 'GET', cookies.editor))).toMatchObject({
      email: 'editor@example.com',
      role: 'editor',
    })
    expect(await getOptionalUser(request('/', 'GET', cookies.none))).toMatchObject({ role: null })
    expect(await getOptionalUser(request('/', 'GET', 'better-auth.session_token=forged.value'))).toBeNull()
  })
})
