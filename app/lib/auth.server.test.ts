import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TEST_DIALECTS, useAppDatabase } from '../../tests/setup/db'
import { action as settingsAction, loader as settingsLoader } from '../routes/admin/settings'
import { action as loginAction } from '../routes/auth/login'
import { action as logoutAction } from '../routes/auth/logout'
import { action as restaurantAction } from '../routes/submit/restaurant'
import { changeRole, LAST_ADMIN, upsertUser } from './auth.server'
import { signIn } from './sign-in.server'
import { createFormStamp } from './form.server'
import { getOptionalUser } from './permissions.server'
import { BOT_FIELDS } from './validation'
import { resetEnv } from './env.server'

const run = promisify(execFile)
const PASSWORD = 'a long password 123'

function post(
  urlPath: string,
  form: Record<string, string>,
  { cookie, ip = '203.0.113.50' }: { cookie?: string; ip?: string } = {},
) {
  const headers = new Headers({ 'x-client-ip': ip, 'content-type': 'application/x-www-form-urlencoded' })
  if (cookie) headers.set('cookie', cookie)
  return new Request(`http://localhost${urlPath}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(form),
  })
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route modules take framework args
type AnyHandler = (args: any) => Promise<any>
const call = (fn: AnyHandler, req: Request) => fn({ request: req, params: {}, context: {} })

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .filter((c) => c.startsWith('better-auth'))
    .map((c) => c.split(';')[0])
    .join('; ')

beforeAll(() => {
  process.env.BETTER_AUTH_SECRET ??= 'test-secret-test-secret-test-secret-42'
})
beforeEach(() => {
  process.env.LOGIN_SLOWDOWN_MS = '0'
  delete process.env.LOGIN_FAILURE_LIMIT
  delete process.env.LOGIN_ADDRESS_FAILURE_LIMIT
})

describe.each(TEST_DIALECTS)('sign-in and users on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: false })
  beforeAll(async () => {
    await upsertUser(t.db, { email: 'Admin@Example.com', password: PASSWORD, role: 'admin' }, dialect)
  })
  afterEach(async () => {
    await t.db.deleteFrom('rate_limits').execute()
  })

  it('signs in through the login form: session cookie (httpOnly, SameSite=Lax), "Signed in." and /admin', async () => {
    const response = (await call(
      loginAction,
      post('/login', { email: 'admin@example.com', password: PASSWORD }),
    )) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/admin')
    const session = response.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='))!
    expect(session).toMatch(/HttpOnly/i)
    expect(session).toMatch(/SameSite=Lax/i)
    expect(session).toMatch(/Max-Age=604800/)
    expect(response.headers.getSetCookie().some((c) => c.startsWith('toast='))).toBe(true)
    const user = await getOptionalUser(
      new Request('http://localhost/admin', { headers: { cookie: cookieOf(response) } }),
    )
    expect(user).toMatchObject({ email: 'admin@example.com', role: 'admin' })
  })

  it("shows the provider's message for a wrong password or an unknown account", async () => {
    const wrong = await call(
      loginAction,
      post('/login', { email: 'admin@example.com', password: 'not the password' }),
    )
    expect(wrong.init.status).toBe(401)
    expect(wrong.data).toEqual({ error: 'Invalid email or password', email: 'admin@example.com' })
    const unknown = await call(
      loginAction,
      post('/login', { email: 'nobody@example.com', password: 'whatever it is' }),
    )
    expect(unknown.data.error).toBe('Invalid email or password')
  })

  it('signing out ends the session on the server', async () => {
    const response = (await call(
      loginAction,
      post('/login', { email: 'admin@example.com', password: PASSWORD }),
    )) as Response
    const cookie = cookieOf(response)
    const before = await t.db.selectFrom('session').select('id').execute()
    const out = (await call(logoutAction, post('/logout', {}, { cookie }))) as Response
    expect(out.status).toBe(302)
    expect(out.headers.get('location')).toBe('/login')
    expect(out.headers.getSetCookie().some((c) => /better-auth\.session_token=;.*Max-Age=0/i.test(c))).toBe(
      true,
    )
    // The old cookie no longer works anywhere, even if a client kept it.
    expect(await getOptionalUser(new Request('http://localhost/admin', { headers: { cookie } }))).toBeNull()
    expect((await t.db.selectFrom('session').select('id').execute()).length).toBe(before.length - 1)
  })

  it("records the signed-in user's id on a submission", async () => {
    process.env.SUBMISSION_MIN_FILL_MS = '0'
    resetEnv()
    const response = (await call(
      loginAction,
      post('/login', { email: 'admin@example.com', password: PASSWORD }),
    )) as Response
    const form = new FormData()
    for (const [k, v] of Object.entries({
      name: 'By Admin',
      type: 'Cafe',
      description: 'x',
      address: 'Jackson, WY',
    }))
      form.append(k, v)
    form.append(BOT_FIELDS.startedAt, createFormStamp(Date.now() - 5000))
    const submitted = (await call(
      restaurantAction,
      new Request('http://localhost/submit-restaurant', {
        method: 'POST',
        body: form,
        headers: { cookie: cookieOf(response), 'x-client-ip': '203.0.113.77' },
      }),
    )) as Response
    expect(submitted.status).toBe(302)
    const row = await t.db
      .selectFrom('restaurant_submissions')
      .select('submitted_by')
      .where('name', '=', 'By Admin')
      .executeTakeFirstOrThrow()
    const admin = await t.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'admin@example.com')
      .executeTakeFirstOrThrow()
    expect(row.submitted_by).toBe(admin.id)
  })

  it('has no public sign-up: better-auth refuses to create users through its API', async () => {
    const { getAuth } = await import('./auth.server')
    await expect(
      getAuth().api.signUpEmail({ body: { email: 'new@example.com', password: PASSWORD, name: 'New' } }),
    ).rejects.toThrow()
    expect(
      await t.db.selectFrom('user').select('id').where('email', '=', 'new@example.com').executeTakeFirst(),
    ).toBeUndefined()
  })

  it('admin:create creates or updates a user in the DATABASE_URL database, with clear errors', async () => {
    const env = { ...process.env, DATABASE_URL: t.url }
    const create = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', ...args], { env }).then(
        (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({
          code: e.code,
          out: e.stdout,
          err: e.stderr,
        }),
      )
    const made = await create(
      '--email',
      'cli@example.com',
      '--password',
      'cli password 1234',
      '--role',
      'editor',
    )
    expect(made.code).toBe(0)
    expect(made.out).toContain('Created editor cli@example.com')
    const cliSignIn = await signIn(
      post('/login', {}, { ip: '10.0.0.1' }),
      'cli@example.com',
      'cli password 1234',
    )
    expect(cliSignIn).toMatchObject({ ok: true })

    const updated = await create(
      '--email',
      'CLI@example.com',
      '--password',
      'a new password 99',
      '--role',
      'admin',
    )
    expect(updated.code).toBe(0)
    expect(updated.out).toContain('Updated admin cli@example.com')
    expect(
      await signIn(post('/login', {}, { ip: '10.0.0.2' }), 'cli@example.com', 'a new password 99'),
    ).toMatchObject({ ok: true })
    const role = await t.db
      .selectFrom('user_roles')
      .innerJoin('user', 'user.id', 'user_roles.user_id')
      .select('role')
      .where('user.email', '=', 'cli@example.com')
      .executeTakeFirstOrThrow()
    expect(role.role).toBe('admin')

    const badEmail = await create(
      '--email',
      'not-an-email',
      '--password',
      'cli password 1234',
      '--role',
      'admin',
    )
    expect(badEmail.code).not.toBe(0)
    expect(badEmail.err).toContain('Error: invalid email "not-an-email": Enter a valid email address.')
    const shortPassword = await create('--email', 'x@example.com', '--password', 'short', '--role', 'admin')
    expect(shortPassword.code).not.toBe(0)
    expect(shortPassword.err).toContain('Error: Password must be at least 12 characters.')
    const badRole = await create(
      '--email',
      'x@example.com',
      '--password',
      'cli password 1234',
      '--role',
      'owner',
    )
    expect(badRole.code).not.toBe(0)
    expect(badRole.err).toContain('Error: unknown role "owner": Role must be admin or editor.')
    expect(
      await t.db.selectFrom('user').select('id').where('email', '=', 'x@example.com').executeTakeFirst(),
    ).toBeUndefined()
    // One credential account per user, even after the update.
    const accounts = await t.db
      .selectFrom('account')
      .innerJoin('user', 'user.id', 'account.userId')
      .select('account.id')
      .where('user.email', '=', 'cli@example.com')
      .execute()
    expect(accounts).toHaveLength(1)
    await t.db.deleteFrom('user').where('email', '=', 'cli@example.com').execute()
  }, 60_000)

  it('settings: an admin invites a user, changes and removes roles, never types a password; never the last admin', async () => {
    const login = (await call(
      loginAction,
      post('/login', { email: 'admin@example.com', password: PASSWORD }, { ip: '10.1.0.1' }),
    )) as Response
    const cookie = cookieOf(login)
    const act = (form: Record<string, string>) =>
      call(settingsAction, post('/admin/settings', form, { cookie }))

    // No password is typed by an admin: an invitation, and the editor sets theirs from the link.
    const invalid = await act({ intent: 'invite', email: 'not an address', role: 'editor' })
    expect(invalid).toMatchObject({ init: { status: 400 } })
    expect(invalid.data.errors.email).toBe('Enter a valid email address.')
    expect(
      ((await act({ intent: 'invite', email: 'ed@example.com', role: 'editor' })) as Response).status,
    ).toBe(302)
    await upsertUser(t.db, { email: 'ed@example.com', password: 'editor password 1', role: null }, dialect)
    const users = (
      await call(settingsLoader, new Request('http://localhost/admin/settings', { headers: { cookie } }))
    ).users
    const ed = users.find((u: { email: string }) => u.email === 'ed@example.com')
    expect(ed).toMatchObject({ role: 'editor' })
    const me = users.find((u: { email: string }) => u.email === 'admin@example.com')

    // The only admin cannot lose the role, by removal or by change.
    const removeSelf = await act({ intent: 'remove-role', userId: me.id })
    expect(removeSelf.init.status).toBe(409)
    expect(removeSelf.data.error).toBe(LAST_ADMIN)
    expect((await act({ intent: 'role', userId: me.id, role: 'editor' })).data.error).toBe(LAST_ADMIN)

    // With a second admin, the first may step down.
    expect(((await act({ intent: 'role', userId: ed.id, role: 'admin' })) as Response).status).toBe(302)
    expect(await changeRole(t.db, me.id, 'editor')).toEqual({ ok: true })
    await changeRole(t.db, me.id, 'admin')
    expect(((await act({ intent: 'remove-role', userId: ed.id })) as Response).status).toBe(302)
    expect(
      await t.db.selectFrom('user_roles').select('role').where('user_id', '=', ed.id).executeTakeFirst(),
    ).toBeUndefined()

    // The path where an admin typed another person's password is gone.
    expect(
      await act({ intent: 'reset-password', userId: ed.id, password: 'fresh password 22' }),
    ).toMatchObject({
      init: { status: 400 },
    })
    expect(
      (await signIn(post('/login', {}, { ip: '10.1.0.3' }), 'ed@example.com', 'fresh password 22')).ok,
    ).toBe(false)
    expect(
      (await signIn(post('/login', {}, { ip: '10.1.0.4' }), 'ed@example.com', 'editor password 1')).ok,
    ).toBe(true)
  })
})
