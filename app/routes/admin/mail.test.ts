import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  call,
  PASSWORD,
  pageRequest,
  sessionCookie,
  thrownStatus,
  toastOf,
  withTestSecrets,
} from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { action as accountAction, loader as accountLoader } from './account'
import { action as mailAction, loader as mailLoader } from './mail'
import { action as settingsAction } from './settings'
import { upsertUser } from '~/lib/auth.server'
import { getDigestSettings } from '~/lib/mail/digest.server'
import { enqueueMail } from '~/lib/mail/queue.server'

withTestSecrets()

describe.each(TEST_DIALECTS)('the mail back office on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: false })
  let editor: string
  let admin: string
  let visitor: string
  let editorId: string

  beforeAll(async () => {
    editorId = (
      await upsertUser(t.db, { email: 'editor@example.com', password: PASSWORD, role: 'editor' }, dialect)
    ).id
    await upsertUser(t.db, { email: 'admin@example.com', password: PASSWORD, role: 'admin' }, dialect)
    await upsertUser(t.db, { email: 'visitor@example.com', password: PASSWORD, role: null }, dialect)
    editor = await sessionCookie('editor@example.com')
    admin = await sessionCookie('admin@example.com')
    visitor = await sessionCookie('visitor@example.com')
  })
  afterEach(async () => {
    await t.db.deleteFrom('mail_queue').execute()
    await t.db.deleteFrom('newsletter_subscriptions').execute()
  })

  const failedMail = async () => {
    const id = await enqueueMail(t.db, {
      kind: 'test',
      to: 'a@example.com',
      subject: 'Hello',
      text: 'x',
      html: 'x',
    })
    await t.db
      .updateTable('mail_queue')
      .set({ status: 'failed', attempts: 8, last_error: 'Connection refused' })
      .where('id', '=', id)
      .execute()
    return id
  }

  it('lists messages with their status and error for editors and admins, nobody else', async () => {
    const id = await failedMail()
    expect(await thrownStatus(() => call(mailLoader, pageRequest('/admin/mail')))).toBe(401)
    expect(await thrownStatus(() => call(mailLoader, pageRequest('/admin/mail', { cookie: visitor })))).toBe(
      403,
    )
    const page = await call(mailLoader, pageRequest('/admin/mail?status=failed', { cookie: editor }))
    expect(page.status).toBe('failed')
    expect(page.counts.failed).toBe(1)
    expect(page.mails).toMatchObject([
      { id, status: 'failed', last_error: 'Connection refused', to: 'a@example.com' },
    ])
    expect(page.destination.mode).toBe('outbox')
    expect(page.isAdmin).toBe(false)
  })

  it('Retry queues a failed message again', async () => {
    const id = await failedMail()
    const response = (await call(
      mailAction,
      pageRequest('/admin/mail', { cookie: editor, form: { intent: 'retry', id } }),
    )) as Response
    expect((await toastOf(response))?.title).toBe('Queued again.')
    expect(await t.db.selectFrom('mail_queue').select(['status', 'attempts']).executeTakeFirst()).toEqual({
      status: 'queued',
      attempts: 0,
    })
    // Twice: it is no longer failed.
    expect(
      await call(mailAction, pageRequest('/admin/mail', { cookie: editor, form: { intent: 'retry', id } })),
    ).toMatchObject({ init: { status: 409 } })
  })

  it('the mail page no longer queues a newsletter (issues are written, previewed and sent once on /admin/newsletter)', async () => {
    const form = { intent: 'newsletter', subject: 'Winter news', body: 'Snow.\n\nElk.' }
    expect(await call(mailAction, pageRequest('/admin/mail', { cookie: admin, form }))).toMatchObject({
      data: { error: 'Unknown action.' },
      init: { status: 400 },
    })
    expect(await t.db.selectFrom('mail_queue').selectAll().execute()).toEqual([])
  })

  it('each editor turns their own digest off and on', async () => {
    expect(await call(accountLoader, pageRequest('/admin/account', { cookie: editor }))).toMatchObject({
      email: 'editor@example.com',
      digestEnabled: true,
    })
    expect(
      await thrownStatus(() => call(accountLoader, pageRequest('/admin/account', { cookie: visitor }))),
    ).toBe(403)
    await call(accountAction, pageRequest('/admin/account', { cookie: editor, form: {} }))
    expect((await getDigestSettings(t.db, editorId)).digestEnabled).toBe(false)
    await call(accountAction, pageRequest('/admin/account', { cookie: editor, form: { digest: 'on' } }))
    expect((await getDigestSettings(t.db, editorId)).digestEnabled).toBe(true)
  })

  it('an admin sends a password reset link instead of typing a password', async () => {
    const response = (await call(
      settingsAction,
      pageRequest('/admin/settings', {
        cookie: admin,
        form: { intent: 'send-reset-link', userId: editorId },
      }),
    )) as Response
    expect((await toastOf(response))?.title).toBe('Reset link sent.')
    const [row] = await t.db.selectFrom('mail_queue').selectAll().execute()
    expect(row).toMatchObject({ kind: 'password-reset', to: 'editor@example.com', status: 'queued' })
    expect(row!.text).toMatch(/\/reset-password\?token=\S+/)
    // Editors cannot.
    expect(
      await thrownStatus(() =>
        call(
          settingsAction,
          pageRequest('/admin/settings', {
            cookie: editor,
            form: { intent: 'send-reset-link', userId: editorId },
          }),
        ),
      ),
    ).toBe(403)
  })
})
