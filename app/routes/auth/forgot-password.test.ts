import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { call, PASSWORD, pageRequest, toastOf, withTestSecrets } from '../../../tests/helpers'
import { captureLogs } from '../../../tests/setup/logs'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { useTestMail } from '../../../tests/mail'
import { linkIn } from '../../../tests/smtp-server'
import { action as forgotAction } from './forgot-password'
import { action as resetAction, loader as resetLoader } from './reset-password'
import { inviteUser, RESET_LINK_HOURS, upsertUser } from '~/lib/auth.server'
import { grantPartner } from '~/lib/partners/partners.server'
import { signIn } from '~/lib/sign-in.server'

// The public "forgot password" (issue 44 item 3) for every account, a business's partner account
// (no back-office role) too: the same answer whether the address has an account or not, and a
// link that works once and runs out after RESET_LINK_HOURS (single use: app/lib/tokens.server.test.ts).

withTestSecrets()

describe.each(TEST_DIALECTS)('forgot password on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  afterEach(async () => {
    vi.useRealTimers()
    for (const table of [
      'mail_queue',
      'rate_limits',
      'listing_partners',
      'session',
      'account',
      'verification',
      'user',
    ] as const)
      await t.db.deleteFrom(table).execute()
  })

  const forgot = (email: string) =>
    call(forgotAction, pageRequest('/forgot-password', { form: { email } })) as Promise<Response>
  const tokenOf = async () => {
    const mails = await t.db.selectFrom('mail_queue').select(['to', 'kind', 'text']).execute()
    expect(mails.map((mail) => [mail.to, mail.kind])).toEqual([['owner@lodge.org', 'password-reset']])
    return new URL(/\S+\/reset-password\?token=\S+/.exec(mails[0]!.text)![0]).searchParams.get('token')!
  }

  it('a partner gets a link, an unknown address the same answer; the link runs out', async () => {
    const { id } = await upsertUser(
      t.db,
      { email: 'owner@lodge.org', password: PASSWORD, role: null },
      dialect,
    )
    const stay = await t.db.selectFrom('stays').select('id').executeTakeFirstOrThrow()
    await grantPartner(t.db, { type: 'stays', id: stay.id, userId: id, grantedBy: null })
    const known = await forgot('owner@lodge.org')
    const unknown = await forgot('nobody@lodge.org')
    expect(known.headers.get('Location')).toBe(unknown.headers.get('Location'))
    const { id: _k, ...knownToast } = (await toastOf(known))!
    const { id: _u, ...unknownToast } = (await toastOf(unknown))!
    expect(knownToast).toEqual(unknownToast)
    const token = await tokenOf()
    const page = () => call(resetLoader, pageRequest(`/reset-password?token=${token}`))
    expect(await page()).toMatchObject({ data: { token } })

    // RESET_LINK_HOURS later, it no longer works, and the password stays.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + (RESET_LINK_HOURS * 60 + 1) * 60_000)
    expect(await page()).toMatchObject({
      data: { linkError: expect.stringMatching(/expired/) },
      init: { status: 410 },
    })
    const late = await call(
      resetAction,
      pageRequest('/reset-password', {
        form: { token, password: 'a brand new password', confirm: 'a brand new password' },
      }),
    )
    expect(late).toMatchObject({ init: { status: 410 } })
    vi.useRealTimers()
    expect((await signIn(pageRequest('/login', { form: {} }), 'owner@lodge.org', PASSWORD)).ok).toBe(true)
  })
})

// The mail goes out in the language of the page the link was asked from (issue 47), through a real
// SMTP server on loopback: /es/forgot-password sends a Spanish mail whose link is the Spanish reset
// page, which sends its visitor on to /es/login in Spanish. English stays English, and an admin's
// invitation too.

const ORIGIN = 'https://guide.example'

describe.each(TEST_DIALECTS)('the reset mail in the language it was asked in on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: false })
  const relay = useTestMail(t, dialect, { env: { PUBLIC_URL: ORIGIN } })
  let logs: ReturnType<typeof captureLogs>

  beforeAll(async () => {
    logs = captureLogs()
  })
  afterAll(async () => {
    logs.stop()
  })

  const { deliver } = relay
  const pathOf = (link: string) => {
    const url = new URL(link)
    return `${url.pathname}${url.search}`
  }

  it('/es/forgot-password mails a Spanish link to /es/reset-password; /forgot-password an English one', async () => {
    await upsertUser(t.db, { email: 'duena@lodge.org', password: PASSWORD, role: null }, dialect)
    await upsertUser(t.db, { email: 'owner@lodge.org', password: PASSWORD, role: null }, dialect)
    const spanish = (await call(
      forgotAction,
      pageRequest('/es/forgot-password', { form: { email: 'Duena@Lodge.org' } }),
    )) as Response
    expect(spanish.headers.get('Location')).toBe('/es/login')
    expect(await toastOf(spanish)).toMatchObject({
      title: 'Revisa tu correo.',
      description: `Si ese correo tiene una cuenta, le llegará un enlace para crear una contraseña nueva. El enlace sirve una sola vez, durante ${RESET_LINK_HOURS} horas.`,
    })
    await call(forgotAction, pageRequest('/forgot-password', { form: { email: 'owner@lodge.org' } }))
    await deliver()
    const es = relay.smtp.received.find((mail) => mail.to[0] === 'duena@lodge.org')!
    expect(es.header('subject')).toBe('Crea tu contraseña de Wyoming Navigator')
    expect(es.text).toContain('Alguien, ojalá tú, pidió un enlace')
    expect(es.text).toContain(`durante ${RESET_LINK_HOURS} horas`)
    expect(es.html).toContain('<html lang="es">')
    const esLink = linkIn(es, `${ORIGIN}/es/reset-password?token=`)
    const en = relay.smtp.received.find((mail) => mail.to[0] === 'owner@lodge.org')!
    expect(en.header('subject')).toBe('Set your Wyoming Navigator password')
    expect(en.text).toContain(
      'Someone, hopefully you or an admin, asked for a link to set a new password for your Wyoming Navigator account.',
    )
    expect(en.html).toContain('<html lang="en">')
    const enLink = linkIn(en, `${ORIGIN}/reset-password?token=`)

    // The Spanish link's page sets the password and sends its visitor on in Spanish.
    const token = new URL(esLink).searchParams.get('token')!
    expect(await call(resetLoader, pageRequest(pathOf(esLink)))).toMatchObject({
      data: { token, metaTitle: 'Crea una contraseña nueva' },
    })
    const done = (await call(
      resetAction,
      pageRequest(pathOf(esLink), {
        form: { token, password: 'mi contraseña nueva 1', confirm: 'mi contraseña nueva 1' },
      }),
    )) as Response
    expect(done.headers.get('Location')).toBe('/es/login')
    expect(await toastOf(done)).toMatchObject({
      title: '¡Contraseña guardada!',
      description: 'Inicia sesión con tu contraseña nueva.',
    })
    expect(
      (await signIn(pageRequest('/es/login', { form: {} }), 'duena@lodge.org', 'mi contraseña nueva 1')).ok,
    ).toBe(true)
    // Used: it says so in Spanish.
    expect(await call(resetLoader, pageRequest(pathOf(esLink)))).toMatchObject({
      data: { linkError: expect.stringMatching(/^Este enlace caducó o ya se usó/) },
      init: { status: 410 },
    })

    // The English one as before.
    const enToken = new URL(enLink).searchParams.get('token')!
    const enDone = (await call(
      resetAction,
      pageRequest(pathOf(enLink), {
        form: { token: enToken, password: 'my new password 12', confirm: 'my new password 12' },
      }),
    )) as Response
    expect(enDone.headers.get('Location')).toBe('/login')
    expect(await toastOf(enDone)).toMatchObject({
      title: 'Password set.',
      description: 'Sign in with your new password.',
    })
  })

  it('an admin’s invitation stays English', async () => {
    const sent = relay.smtp.received.length
    expect(
      await inviteUser(t.db, { email: 'new-editor@example.com', role: 'editor' }, dialect),
    ).toMatchObject({
      ok: true,
    })
    await deliver()
    const mail = relay.smtp.received.slice(sent).find((one) => one.to[0] === 'new-editor@example.com')!
    expect(mail.header('subject')).toBe('You are invited to the Wyoming Navigator back office')
    linkIn(mail, `${ORIGIN}/reset-password?token=`)
  })
})
