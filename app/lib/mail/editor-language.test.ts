import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  call,
  formRequest,
  PASSWORD,
  pageRequest,
  sessionCookie,
  toastOf,
  withTestSecrets,
} from '../../../tests/helpers'
import { validRestaurant } from '../../../tests/factories'
import { setEnv, useTestMail } from '../../../tests/mail'
import { captureLogs } from '../../../tests/setup/logs'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { linkIn } from '../../../tests/smtp-server'
import * as migration67 from '../../../db/migrations/2026-11-30-67-editor-language'
import { action as accountAction, loader as accountLoader } from '../../routes/admin/account'
import { action as settingsAction } from '../../routes/admin/settings'
import { action as loginAction } from '../../routes/auth/login'
import { action as restaurantAction } from '../../routes/submit/restaurant'
import { upsertUser } from '../auth.server'
import { accountLocale } from './account-locale.server'
import { getDigestSettings, queueDueDigests } from './digest.server'

// The back office's own mails in the editor's language (issue 47, migration 67), on SQLite and
// PostgreSQL, through a real SMTP server on loopback: an editor chooses Spanish on
// /es/admin/account, so the daily digest (its links too) and the failed sign-ins warning come in
// Spanish; an admin inviting from /es/admin/settings invites in Spanish. English stays as it was.

const ORIGIN = 'https://guide.example'

withTestSecrets()

describe.each(TEST_DIALECTS)('the back office’s mails in the editor’s language on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: false })
  const relay = useTestMail(t, dialect, { env: { PUBLIC_URL: ORIGIN, SUBMISSION_RATE_LIMIT: '100000' } })
  const who = { ana: '', anaId: '', admin: '' }
  let logs: ReturnType<typeof captureLogs>

  beforeAll(async () => {
    logs = captureLogs()
    const ana = await upsertUser(
      t.db,
      { email: 'ana@example.com', password: PASSWORD, role: 'editor' },
      dialect,
    )
    await upsertUser(t.db, { email: 'ed@example.com', password: PASSWORD, role: 'editor' }, dialect)
    await upsertUser(t.db, { email: 'boss@example.com', password: PASSWORD, role: 'admin' }, dialect)
    Object.assign(who, {
      ana: await sessionCookie('ana@example.com'),
      anaId: ana.id,
      admin: await sessionCookie('boss@example.com'),
    })
  })
  afterAll(() => {
    logs.stop()
    setEnv({ LOGIN_FAILURE_LIMIT: undefined, LOGIN_SLOWDOWN_MS: undefined })
  })

  it('migration 67: user_settings.language, English unless chosen, undone and redone', async () => {
    await t.db.insertInto('user_settings').values({ user_id: who.anaId, digest_enabled: 1 }).execute()
    await migration67.down(t.db)
    const columns = async () =>
      (await t.db.introspection.getTables())
        .find((table) => table.name === 'user_settings')!
        .columns.map((column) => column.name)
    expect(await columns()).not.toContain('language')
    await migration67.up(t.db)
    expect(await columns()).toContain('language')
    expect(await accountLocale(t.db, who.anaId)).toBe('en')
    await t.db.deleteFrom('user_settings').execute()
  })

  it('an editor who chooses Spanish on /es/admin/account gets the digest in Spanish, with /es/admin links', async () => {
    // Never chosen: the Spanish page offers Spanish.
    const page = await call(accountLoader, pageRequest('/es/admin/account', { cookie: who.ana }))
    expect(page).toMatchObject({ language: null, locale: 'es' })
    const saved = (await call(
      accountAction,
      pageRequest('/es/admin/account', { cookie: who.ana, form: { digest: 'on', language: 'es' } }),
    )) as Response
    expect(saved.headers.get('Location')).toBe('/es/admin/account')
    expect(await toastOf(saved)).toMatchObject({ title: 'Ajustes guardados.' })
    expect(await getDigestSettings(t.db, who.anaId)).toMatchObject({ digestEnabled: true, language: 'es' })

    await call(restaurantAction, formRequest('/submit-restaurant', { ...validRestaurant, email: '' }))
    expect(await queueDueDigests(t.db)).toBe(3) // Ana, Ed and the admin
    await relay.deliver()
    const spanish = relay.smtp.received.find((mail) => mail.to[0] === 'ana@example.com')!
    expect(spanish.header('subject')).toBe('Wyoming Navigator: 1 propuesta pendiente, 0 mensajes nuevos')
    expect(spanish.text).toContain('Restaurantes: 1 pendiente')
    expect(spanish.html).toContain('<html lang="es"')
    expect(linkIn(spanish, `${ORIGIN}/es/admin/account`)).toBe(`${ORIGIN}/es/admin/account`)
    const english = relay.smtp.received.find((mail) => mail.to[0] === 'ed@example.com')!
    expect(english.header('subject')).toBe('Wyoming Navigator: 1 pending submission, 0 new messages')
    expect(english.text).toContain('Restaurants: 1 pending')
    expect(linkIn(english, `${ORIGIN}/admin/account`)).toBe(`${ORIGIN}/admin/account`)

    // Back to English from the English page: the choice is the form's, not the page's.
    await call(
      accountAction,
      pageRequest('/admin/account', { cookie: who.ana, form: { digest: 'on', language: 'en' } }),
    )
    expect(await accountLocale(t.db, who.anaId)).toBe('en')
    await call(
      accountAction,
      pageRequest('/admin/account', { cookie: who.ana, form: { digest: 'on', language: 'es' } }),
    )
    expect(await accountLocale(t.db, who.anaId)).toBe('es')
  })

  it('the failed sign-ins warning comes in the account’s language', async () => {
    setEnv({ LOGIN_FAILURE_LIMIT: '3', LOGIN_SLOWDOWN_MS: '0' })
    const sent = relay.smtp.received.length
    for (let i = 0; i < 3; i++)
      await call(
        loginAction,
        pageRequest('/login', {
          form: { email: 'ana@example.com', password: `wrong-${i}!` },
          ip: `198.51.100.${i}`,
        }),
      )
    await relay.deliver()
    const warning = relay.smtp.received.slice(sent).find((mail) => mail.to[0] === 'ana@example.com')!
    expect(warning.header('subject')).toBe('Intentos fallidos de entrar en tu cuenta de Wyoming Navigator')
    expect(warning.text).toContain('Tu cuenta no está bloqueada')
    expect(warning.text).not.toMatch(/wrong-|198\.51\.100/)
  })

  it('an admin invites in the language of their page: /es/admin/settings in Spanish, /admin/settings in English', async () => {
    const invite = (path: string, email: string) =>
      call(
        settingsAction,
        pageRequest(path, { cookie: who.admin, form: { intent: 'invite', email, role: 'editor' } }),
      )
    const sent = relay.smtp.received.length
    expect(
      ((await invite('/es/admin/settings', 'nueva@example.com')) as Response).headers.get('Location'),
    ).toBe('/es/admin/settings')
    await invite('/admin/settings', 'new@example.com')
    await relay.deliver()
    const mails = relay.smtp.received.slice(sent)
    const spanish = mails.find((mail) => mail.to[0] === 'nueva@example.com')!
    expect(spanish.header('subject')).toBe('Te invitamos a la trastienda de Wyoming Navigator')
    expect(linkIn(spanish, `${ORIGIN}/es/reset-password?token=`)).toBeTruthy()
    const english = mails.find((mail) => mail.to[0] === 'new@example.com')!
    expect(english.header('subject')).toBe('You are invited to the Wyoming Navigator back office')
    expect(linkIn(english, `${ORIGIN}/reset-password?token=`)).toBeTruthy()
  })
})
