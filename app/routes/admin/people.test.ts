import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  asData,
  call,
  PASSWORD,
  pageRequest,
  sessionCookie,
  toastOf,
  withTestSecrets,
} from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { action as forgotAction } from '../auth/forgot-password'
import { action as resetAction } from '../auth/reset-password'
import { loader as dashboardLoader } from './dashboard'
import { action as settingsAction, loader as settingsLoader } from './settings'
import { getRole, hasPassword, upsertUser } from '~/lib/auth.server'
import { resetEnv } from '~/lib/env.server'
import { enqueueMail } from '~/lib/mail/queue.server'
import { signIn } from '~/lib/sign-in.server'

// People (issue 51 item 7): admins invite editors by mail, with a single-use link (stored hashed)
// to choose their own password; no admin types another person's password; anyone with an account
// can ask for a reset link on /forgot-password (the same answer for any address); the dashboard
// warns when mail failed.

const ORIGIN = 'https://guide.example'

withTestSecrets()

describe.each(TEST_DIALECTS)('people on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: false })
  let admin: string
  const saved = process.env.PUBLIC_URL

  beforeAll(async () => {
    process.env.PUBLIC_URL = ORIGIN
    resetEnv()
    await upsertUser(t.db, { email: 'admin@example.com', password: PASSWORD, role: 'admin' }, dialect)
    admin = await sessionCookie('admin@example.com')
  })
  afterAll(() => {
    if (saved === undefined) delete process.env.PUBLIC_URL
    else process.env.PUBLIC_URL = saved
    resetEnv()
  })
  beforeEach(async () => {
    await t.db.deleteFrom('mail_queue').execute()
    await t.db.deleteFrom('rate_limits').execute()
  })

  const settings = (form: Record<string, string>) =>
    call(settingsAction, pageRequest('/admin/settings', { cookie: admin, form }))
  const queued = (kind: string) =>
    t.db.selectFrom('mail_queue').selectAll().where('kind', '=', kind).orderBy('created_at').execute()
  const tokenIn = (text: string) => {
    const link = text.match(/https:\/\/guide\.example\/reset-password\?token=\S+/)?.[0]
    expect(link, text).toBeTruthy()
    return new URL(link!).searchParams.get('token')!
  }
  const setPassword = (token: string, password: string) =>
    call(resetAction, pageRequest('/reset-password', { form: { token, password, confirm: password } }))

  it('an admin invites an editor: no password is typed, the invitation link sets theirs once', async () => {
    const answer = (await settings({
      intent: 'invite',
      email: 'New.Editor@Example.com',
      role: 'editor',
    })) as Response
    expect(answer.status).toBe(302)
    expect(await toastOf(answer)).toMatchObject({ title: 'Invitation sent.' })
    const user = await t.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'new.editor@example.com')
      .executeTakeFirstOrThrow()
    expect(await getRole(t.db, user.id)).toBe('editor')
    expect(await hasPassword(t.db, user.id)).toBe(false)
    const [invitation] = await queued('invitation')
    expect(invitation).toMatchObject({
      to: 'new.editor@example.com',
      subject: 'You are invited to the Wyoming Navigator back office',
      status: 'queued',
    })
    const listed = async () =>
      (await call(settingsLoader, pageRequest('/admin/settings', { cookie: admin }))).users.find(
        (u: { email: string }) => u.email === 'new.editor@example.com',
      )
    expect(await listed()).toMatchObject({ role: 'editor', invited: true })
    const token = tokenIn(invitation!.text)
    // Stored hashed: the database holds no working link.
    const rows = await t.db.selectFrom('verification').select('identifier').execute()
    expect(rows.some((row) => row.identifier.includes(token))).toBe(false)

    const set = (await setPassword(token, 'chosen by the editor 1')) as Response
    expect(set.headers.get('Location')).toBe('/login')
    expect(await hasPassword(t.db, user.id)).toBe(true)
    expect(await listed()).toMatchObject({ invited: false })
    expect(
      (await signIn(pageRequest('/login', { form: {} }), 'new.editor@example.com', 'chosen by the editor 1'))
        .ok,
    ).toBe(true)
    // Single use.
    expect(asData(await setPassword(token, 'someone else tries 2')).init?.status).toBe(410)
  })

  it('an address that has an account is not invited again; the admin-typed password path is gone', async () => {
    const again = asData(await settings({ intent: 'invite', email: 'admin@example.com', role: 'editor' }))
    expect(again.init?.status).toBe(409)
    expect((again.data as { error?: string }).error).toMatch(/already has an account/)
    const bad = asData(await settings({ intent: 'invite', email: 'not an address', role: 'editor' }))
    expect(bad.init?.status).toBe(400)
    const me = await t.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'admin@example.com')
      .executeTakeFirstOrThrow()
    for (const intent of ['reset-password', 'add']) {
      const refused = asData(
        await settings({
          intent,
          userId: me.id,
          email: 'x@example.com',
          role: 'editor',
          password: 'typed by an admin 1',
        }),
      )
      expect(refused.init?.status).toBe(400)
    }
    expect(
      (await signIn(pageRequest('/login', { form: {} }), 'admin@example.com', 'typed by an admin 1')).ok,
    ).toBe(false)
    expect(await t.db.selectFrom('user').select('id').where('email', '=', 'x@example.com').execute()).toEqual(
      [],
    )
  })

  it('the public reset: an account gets a link, any other address the same answer and no mail', async () => {
    const forgot = (email: string) =>
      call(forgotAction, pageRequest('/forgot-password', { form: { email } })) as Promise<Response>
    const known = await forgot('admin@example.com')
    const unknown = await forgot('nobody@example.com')
    expect(known.headers.get('Location')).toBe('/login')
    expect(unknown.headers.get('Location')).toBe('/login')
    const { id: _k, ...knownToast } = (await toastOf(known))!
    const { id: _u, ...unknownToast } = (await toastOf(unknown))!
    expect(knownToast).toEqual(unknownToast)
    const mails = await queued('password-reset')
    expect(mails.map((m) => m.to)).toEqual(['admin@example.com'])
    const set = (await setPassword(tokenIn(mails[0]!.text), PASSWORD)) as Response
    expect(set.headers.get('Location')).toBe('/login')
    admin = await sessionCookie('admin@example.com')
    expect(
      asData(await call(forgotAction, pageRequest('/forgot-password', { form: { email: 'x' } }))).init
        ?.status,
    ).toBe(400)
  })

  it('the dashboard warns when mail failed for good', async () => {
    const dashboard = () => call(dashboardLoader, pageRequest('/admin', { cookie: admin }))
    expect((await dashboard()).failedMail).toBe(0)
    const id = await enqueueMail(t.db, {
      kind: 'receipt',
      to: 'x@example.com',
      subject: 'S',
      text: 'T',
      html: 'H',
    })
    expect((await dashboard()).failedMail).toBe(0)
    await t.db
      .updateTable('mail_queue')
      .set({ status: 'failed', last_error: 'refused' })
      .where('id', '=', id)
      .execute()
    expect((await dashboard()).failedMail).toBe(1)
  })
})
