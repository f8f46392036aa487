import type * as React from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { asData, call, PASSWORD, pageRequest, toastOf, withTestSecrets } from '../../../tests/helpers'
import { renderPage } from '../../../tests/i18n-form-render'
import { strayWords } from '../../../tests/i18n-render'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { en } from '../../locales'
import { AUTH_ANSWERS } from '~/lib/auth-words'
import {
  EmailSchema,
  MIN_PASSWORD_LENGTH,
  PasswordSchema,
  RESET_LINK_EXPIRED,
  upsertUser,
} from '~/lib/auth.server'
import { serverT } from '~/lib/i18n/catalog.server'
import { knownWords } from '~/lib/i18n/known-words.server'
import type { Messages } from '~/lib/i18n/messages'
import { grantPartner } from '~/lib/partners/partners.server'
import { INVALID_SIGN_IN, tooManySignIns } from '~/lib/sign-in.server'
import ForgotRoute, { action as forgotAction, loader as forgotLoader } from './forgot-password'
import LoginRoute, { action as loginAction, loader as loginLoader } from './login'
import ResetRoute, { action as resetAction, loader as resetLoader } from './reset-password'

/**
 * Sign-in and the password pages in Spanish (issue 47): /es/login, /es/forgot-password and
 * /es/reset-password say everything in Spanish, the provider's and the schemas' answers too, and
 * send their visitors on in Spanish; English word for word as before.
 */

withTestSecrets()

type Page = React.ComponentType<{ loaderData: unknown; actionData: unknown }>
const english = en as Record<string, string>
const inSpanish = knownWords('es', AUTH_ANSWERS)

describe('the sign-in answers', () => {
  it('are in the English catalog word for word as the code says them', () => {
    const say = serverT('en')
    expect(english['auth.error.invalid']).toBe(INVALID_SIGN_IN)
    expect(say('auth.error.tooManyAttempts', { seconds: 1 })).toBe(tooManySignIns(1))
    expect(say('auth.error.tooManyAttempts', { seconds: 4 })).toBe(tooManySignIns(4))
    expect(english['auth.error.expired']).toBe(RESET_LINK_EXPIRED)
    expect(say('auth.error.email')).toBe(EmailSchema.safeParse('nope').error!.issues[0]!.message)
    expect(say('auth.error.passwordShort', { min: MIN_PASSWORD_LENGTH })).toBe(
      PasswordSchema.safeParse('short').error!.issues[0]!.message,
    )
    expect(say('auth.error.passwordLong', { max: 256 })).toBe(
      PasswordSchema.safeParse('x'.repeat(257)).error!.issues[0]!.message,
    )
  })

  it('are said in Spanish with their figures, and English stays as it is', () => {
    expect(inSpanish(INVALID_SIGN_IN)).toBe('El correo o la contraseña no son correctos.')
    expect(inSpanish(tooManySignIns(1))).toBe('Demasiados intentos. Vuelve a intentarlo en 1 segundo.')
    expect(inSpanish(tooManySignIns(8))).toBe('Demasiados intentos. Vuelve a intentarlo en 8 segundos.')
    expect(inSpanish('Too many requests from here. Try again in 3 minutes.')).toBe(
      'Hay demasiadas solicitudes desde aquí. Vuelve a intentarlo en 3 minutos.',
    )
    expect(inSpanish(`Password must be at least ${MIN_PASSWORD_LENGTH} characters.`)).toBe(
      `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`,
    )
    expect(knownWords('en', AUTH_ANSWERS)(INVALID_SIGN_IN)).toBe(INVALID_SIGN_IN)
  })
})

describe.each(TEST_DIALECTS)('sign-in and passwords in Spanish on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let partnerId: string

  beforeAll(async () => {
    process.env.SUBMISSION_RATE_LIMIT = '1000'
    partnerId = (
      await upsertUser(t.db, { email: 'owner@lodge.org', password: PASSWORD, role: null }, dialect)
    ).id
    const stay = await t.db.selectFrom('stays').select('id').executeTakeFirstOrThrow()
    await grantPartner(t.db, { type: 'stays', id: stay.id, userId: partnerId, grantedBy: null })
    await upsertUser(t.db, { email: 'ed@example.com', password: PASSWORD, role: 'editor' }, dialect)
  })
  afterEach(async () => {
    for (const table of ['rate_limits', 'sign_in_failures', 'mail_queue', 'verification'] as const)
      await t.db.deleteFrom(table).execute()
  })

  const signIn = (url: string, form: Record<string, string>) => call(loginAction, pageRequest(url, { form }))

  it('/es/login says everything in Spanish, a wrong password too', async () => {
    const data = (await call(loginLoader, pageRequest('/es/login'))) as {
      messages: Messages
      metaTitle: string
      metaDescription: string
    }
    expect(data.metaTitle).toBe('Inicia sesión')
    expect(data.metaDescription).toMatch(/^Inicia sesión en Wyoming Navigator/)
    const wrong = asData(await signIn('/es/login', { email: 'owner@lodge.org', password: 'not it at all' }))
    expect(wrong.init?.status).toBe(401)
    expect(wrong.data).toMatchObject({ error: 'El correo o la contraseña no son correctos.' })
    const html = await renderPage('es', '/es/login', LoginRoute as unknown as Page, data, wrong.data)
    const { stray, english: left } = strayWords(html)
    expect(stray).toEqual([])
    expect(left).toEqual([])
    expect(html).toContain('action="/es/login"')
    expect(html).toContain('href="/es/forgot-password"')
    // WCAG 2.2 (3.3.8): the browser and a password manager may fill both fields.
    expect(html).toMatch(/autoComplete="username"|autocomplete="username"/)
    expect(html).toMatch(/autocomplete="current-password"/i)
  })

  it('a partner signing in on /es/login lands on /es/partner, an editor on /es/admin; next= is kept', async () => {
    const partner = (await signIn('/es/login', { email: 'owner@lodge.org', password: PASSWORD })) as Response
    expect(partner.headers.get('Location')).toBe('/es/partner')
    expect(await toastOf(partner)).toMatchObject({ title: '¡Listo, ya entraste!' })
    const editor = (await signIn('/es/login', { email: 'ed@example.com', password: PASSWORD })) as Response
    expect(editor.headers.get('Location')).toBe('/es/admin')
    // The back office has its Spanish too: so has its toast.
    expect(await toastOf(editor)).toMatchObject({ title: '¡Listo, ya entraste!' })
    const englishEditor = (await signIn('/login', {
      email: 'ed@example.com',
      password: PASSWORD,
    })) as Response
    expect(englishEditor.headers.get('Location')).toBe('/admin')
    expect(await toastOf(englishEditor)).toMatchObject({ title: 'Signed in.' })
    const next = (await signIn('/es/login', {
      email: 'owner@lodge.org',
      password: PASSWORD,
      next: '/es/partner/stays/1',
    })) as Response
    expect(next.headers.get('Location')).toBe('/es/partner/stays/1')
    const away = (await signIn('/es/login', {
      email: 'owner@lodge.org',
      password: PASSWORD,
      next: 'https://evil.example/',
    })) as Response
    expect(away.headers.get('Location')).toBe('/es/partner')
    // English as before.
    const english = (await signIn('/login', { email: 'owner@lodge.org', password: PASSWORD })) as Response
    expect(english.headers.get('Location')).toBe('/partner')
    expect(await toastOf(english)).toMatchObject({ title: 'Signed in.' })
  })

  it('/es/forgot-password and /es/reset-password say everything in Spanish', async () => {
    const data = (await call(forgotLoader, pageRequest('/es/forgot-password'))) as {
      messages: Messages
      metaTitle: string
    }
    expect(data.metaTitle).toBe('¿Olvidaste tu contraseña?')
    const bad = asData(
      await call(forgotAction, pageRequest('/es/forgot-password', { form: { email: 'nope' } })),
    )
    expect(bad.data).toMatchObject({ error: 'Escribe una dirección de correo válida.' })
    const html = await renderPage('es', '/es/forgot-password', ForgotRoute as unknown as Page, data, bad.data)
    const forgot = strayWords(html, (word) => word === 'nope' || word === '*')
    expect(forgot.stray).toEqual([])
    expect(forgot.english).toEqual([])
    expect(html).toContain('href="/es/login"')

    // A link that does not work, then a working one with two different passwords.
    const gone = asData(await call(resetLoader, pageRequest('/es/reset-password?token=nothing')))
    expect(gone.init?.status).toBe(410)
    const goneHtml = await renderPage(
      'es',
      '/es/reset-password',
      ResetRoute as unknown as Page,
      gone.data as { messages: Messages },
    )
    const goneWords = strayWords(goneHtml)
    expect(goneWords.stray).toEqual([])
    expect(goneWords.english).toEqual([])
    expect(goneHtml).toContain('Este enlace caducó o ya se usó.')
    expect(goneHtml).toContain('href="/es/forgot-password"')

    const sent = (await call(
      forgotAction,
      pageRequest('/es/forgot-password', { form: { email: 'owner@lodge.org' } }),
    )) as Response
    expect(sent.headers.get('Location')).toBe('/es/login')
    expect(await toastOf(sent)).toMatchObject({ title: 'Revisa tu correo.' })
    const mail = await t.db.selectFrom('mail_queue').select('text').executeTakeFirstOrThrow()
    const link = /\S+\/es\/reset-password\?token=\S+/.exec(mail.text)![0]
    const token = new URL(link).searchParams.get('token')!
    const url = `/es/reset-password?token=${token}`
    const page = asData(await call(resetLoader, pageRequest(url)))
    const mismatch = asData(
      await call(
        resetAction,
        pageRequest(url, { form: { token, password: 'a brand new password', confirm: 'another one here' } }),
      ),
    )
    expect(mismatch.data).toMatchObject({ errors: { confirm: 'Las dos contraseñas no son iguales.' } })
    const short = asData(
      await call(resetAction, pageRequest(url, { form: { token, password: 'short', confirm: 'short' } })),
    )
    expect(short.data).toMatchObject({
      errors: { password: `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.` },
    })
    const resetHtml = await renderPage(
      'es',
      '/es/reset-password',
      ResetRoute as unknown as Page,
      page.data as { messages: Messages },
      short.data,
    )
    const resetWords = strayWords(resetHtml, (word) => word === '*')
    expect(resetWords.stray).toEqual([])
    expect(resetWords.english).toEqual([])
    expect(resetHtml).toContain('Repite la contraseña nueva')
  })

  it('in English the pages read as they always have', async () => {
    const login = (await call(loginLoader, pageRequest('/login'))) as {
      messages: Messages
      metaTitle: string
    }
    expect(login.metaTitle).toBe('Sign In')
    const html = await renderPage('en', '/login', LoginRoute as unknown as Page, login)
    for (const text of [
      'Sign In',
      'For editors and admins of Wyoming Navigator.',
      'Forgot your password?',
      'Go to the admin dashboard',
      'action="/login"',
    ])
      expect(html).toContain(text)
    // (The Spanish check would catch these pages' words.)
    expect(strayWords(html).english).toContain('Go to the admin dashboard')
    const wrong = asData(await signIn('/login', { email: 'owner@lodge.org', password: 'not it at all' }))
    expect(wrong.data).toMatchObject({ error: INVALID_SIGN_IN })
    const forgot = (await call(forgotLoader, pageRequest('/forgot-password'))) as { messages: Messages }
    const forgotHtml = await renderPage('en', '/forgot-password', ForgotRoute as unknown as Page, forgot)
    for (const text of [
      'Enter the address you sign in with: we send it a link to set a new password.',
      'Send me a link',
      'Back to sign in',
    ])
      expect(forgotHtml).toContain(text)
    const reset = asData(await call(resetLoader, pageRequest('/reset-password?token=nothing')))
    expect(reset.data).toMatchObject({ linkError: RESET_LINK_EXPIRED })
    const sent = (await call(
      forgotAction,
      pageRequest('/forgot-password', { form: { email: 'owner@lodge.org' } }),
    )) as Response
    expect(sent.headers.get('Location')).toBe('/login')
    expect(await toastOf(sent)).toMatchObject({
      title: 'Check your email.',
      description:
        'If the address has an account, it gets a link to set a new password. The link works once, for 24 hours.',
    })
  })
})
