import type * as React from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  asData,
  call,
  listFormPost,
  pageRequest,
  PASSWORD,
  sessionCookie,
  toastOf,
  withTestSecrets,
} from '../../../tests/helpers'
import { contentStrings } from '../../../tests/i18n-pages'
import { renderPage } from '../../../tests/i18n-form-render'
import { isSpanishText, strayWords } from '../../../tests/i18n-render'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { AccessDenied } from '../../components/admin/access-denied'
import { upsertUser } from '../../lib/auth.server'
import { messagesFor } from '../../lib/i18n/catalog.server'
import type { Messages } from '../../lib/i18n/messages'
import { digestMail, invitationMail, signInFailuresMail } from '../../lib/mail/editor-messages'
import AccountRoute, { action as accountAction, loader as accountLoader } from './account'
import ActivityRoute, { loader as activityLoader } from './activity'
import DashboardRoute, { loader as dashboardLoader } from './dashboard'
import AdminLayout, { loader as layoutLoader } from './layout'
import HistoryRoute, { action as historyAction, loader as historyLoader } from './listing-history'
import { action as partnersAction } from './listing-partners'
import StatsRoute, { loader as statsLoader } from './listing-stats'
import ListingsRoute, { action as listingsAction, loader as listingsLoader } from './listings'
import SearchRoute, { loader as searchLoader } from './search'

/**
 * The back office's frame and its own pages in Spanish (issue 47): under /es/admin the nav, the
 * dashboard, the account, search, activity, the listings, a listing's history and numbers say
 * nothing outside the catalogs but their data; the forms answer in Spanish and send back under
 * /es/admin; the editors' mails have a Spanish version. English reads as it always has.
 */

withTestSecrets()

type Page = React.ComponentType<{ loaderData: unknown; actionData: unknown }>
type Data = Record<string, unknown> & { messages?: Messages }

describe.each(TEST_DIALECTS)('the back office frame in Spanish on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let cookie = ''
  let frame: Messages = {}
  let restaurant: { id: string; name: string }

  beforeAll(async () => {
    await upsertUser(t.db, { email: 'rosa@example.com', password: PASSWORD, role: 'admin' }, dialect)
    cookie = await sessionCookie('rosa@example.com')
    restaurant = await t.db
      .selectFrom('restaurants')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow()
  })

  /** A page's loader data with the frame's words (the admin layout's loader sends them). */
  const load = async (loader: Parameters<typeof call>[0], url: string, params = {}): Promise<Data> => {
    const data = (await call(loader, pageRequest(url, { cookie }), params)) as Data
    return { ...data, messages: { ...frame, ...data.messages } }
  }
  const allowedOf = (data: unknown) => {
    const content = contentStrings(data)
    return (word: string) =>
      content.some((text) => text === word || word.includes(text)) ||
      /^[\s,:·→.()*—–-]*$/.test(word) ||
      isSpanishText(word.replace(/:$/, '')) ||
      /^\d+ entradas?\.$/.test(word) ||
      // a day of the numbers' table as Intl writes it short ('sáb, 31 de oct')
      /^(?:lun|mar|mié|jue|vie|sáb|dom), \d{1,2} de [a-z]+$/.test(word) ||
      word === 'rosa@example.com'
  }
  const expectSpanish = async (url: string, Route: unknown, data: Data, actionData?: unknown) => {
    const html = await renderPage('es', url, Route as Page, data, actionData)
    const { stray, english } = strayWords(html, allowedOf(data))
    expect(stray, url).toEqual([])
    expect(english, url).toEqual([])
    return html
  }

  it('the frame (nav, sign out, search) speaks Spanish and links under /es/admin', async () => {
    const layout = asData(await call(layoutLoader, pageRequest('/es/admin', { cookie })))
    const data = layout.data as unknown as Data
    frame = data.messages!
    expect(data.metaTitle).toBe('Administración')
    const html = await expectSpanish('/es/admin', AdminLayout, data)
    for (const text of [
      'Sesión iniciada como',
      'Panel',
      'Tu cuenta',
      'Cerrar sesión',
      'Busca fichas y propuestas',
    ])
      expect(html).toContain(text)
    expect(html).toContain('href="/es/admin/listings"')
    expect(html).toContain('action="/es/admin/search"')
    expect(html).toContain('action="/logout"')
    const english = asData(await call(layoutLoader, pageRequest('/admin', { cookie })))
      .data as unknown as Data
    const englishHtml = await renderPage('en', '/admin', AdminLayout as unknown as Page, english)
    expect(englishHtml).toContain('Signed in as')
    expect(englishHtml).toContain('href="/admin/listings"')
  })

  it('the refusal says SPEC’s sentences in Spanish, its sign-in link to /es/login', async () => {
    const root = messagesFor('es', ['admin.denied'])
    function Denied() {
      return <AccessDenied message={root['admin.denied.adminOnly'] as string} />
    }
    const html = await expectSpanish('/es/admin/settings', Denied, { messages: root })
    expect(html).toContain('href="/es/login"')
    expect(html).toContain('Solo quien administra puede gestionar usuarios y funciones.')
  })

  it('the dashboard, search and activity pages speak Spanish', async () => {
    const dashboard = await load(dashboardLoader, '/es/admin')
    const html = await expectSpanish('/es/admin', DashboardRoute, dashboard)
    expect(html).toContain('Propuestas de la comunidad que esperan revisión.')
    expect(html).toContain('href="/es/admin/restaurants?status=pending"')

    const empty = await load(searchLoader, '/es/admin/search')
    expect(await expectSpanish('/es/admin/search', SearchRoute, empty)).toContain('Buscar en la trastienda')
    const found = await load(searchLoader, `/es/admin/search?q=${encodeURIComponent(restaurant.name)}`)
    const foundHtml = await expectSpanish('/es/admin/search', SearchRoute, found)
    expect(foundHtml).toMatch(/\d+ resultados? para «/)
    expect(foundHtml).toContain('>Restaurante<')
    expect(foundHtml).toContain(`href="/es/admin/listings/restaurants/${restaurant.id}"`)

    const activity = await load(activityLoader, '/es/admin/activity')
    const activityHtml = await expectSpanish('/es/admin/activity', ActivityRoute, activity)
    expect(activityHtml).toContain('Actividad editorial')
    expect(activityHtml).toContain('Todas las acciones')
  })

  it('the account page answers in Spanish and stays under /es/admin', async () => {
    const page = await load(accountLoader, '/es/admin/account')
    expect(await expectSpanish('/es/admin/account', AccountRoute, page)).toContain('Resumen diario')
    const saved = (await call(accountAction, listFormPost('/es/admin/account', cookie, {}))) as Response
    expect(saved.headers.get('Location')).toBe('/es/admin/account')
    expect(await toastOf(saved)).toMatchObject({
      title: 'Ajustes guardados.',
      description: 'No recibirás ningún resumen.',
    })
    const english = (await call(
      accountAction,
      listFormPost('/admin/account', cookie, { digest: 'on' }),
    )) as Response
    expect(saved.headers.get('Location')).not.toBe(english.headers.get('Location'))
    expect(await toastOf(english)).toMatchObject({
      title: 'Settings saved.',
      description: 'You get the daily digest.',
    })
  })

  it('the listings, a bulk action’s refusal, the history and the numbers speak Spanish', async () => {
    const url = '/es/admin/listings/restaurants'
    const page = await load(listingsLoader, url, { type: 'restaurants' })
    expect(page.metaTitle).toBe('Fichas: Restaurantes')
    const html = await expectSpanish(url, ListingsRoute, page)
    expect(html).toContain('Nuevo restaurante')
    expect(html).toMatch(/En total: \d+ restaurantes\./)
    expect(html).toContain(`href="/es/admin/listings/restaurants/${restaurant.id}"`)

    const refused = asData(
      await call(listingsAction, listFormPost(url, cookie, { intent: 'hide' }), { type: 'restaurants' }),
    )
    expect(refused.data).toEqual({ error: 'Marca primero las fichas que quieres cambiar.' })
    await expectSpanish(url, ListingsRoute, page, refused.data)
    const confirm = asData(
      await call(listingsAction, listFormPost(url, cookie, { intent: 'delete', id: restaurant.id }), {
        type: 'restaurants',
      }),
    )
    const question = await expectSpanish(url, ListingsRoute, page, confirm.data)
    expect(question).toContain('¿Borrar 1 restaurante para siempre?')

    const params = { type: 'restaurants', id: restaurant.id }
    const historyUrl = `/es/admin/listings/restaurants/${restaurant.id}/history`
    const history = await load(historyLoader, historyUrl, params)
    expect(await expectSpanish(historyUrl, HistoryRoute, history)).toContain('Volver al restaurante')
    const wrong = asData(
      await call(historyAction, listFormPost(historyUrl, cookie, { restore: 'x' }), params),
    )
    expect(wrong.data).toEqual({ error: 'Elige una revisión para restaurar.' })

    // The partners' forms: the lib's English toast said in Spanish, back to the Spanish page.
    const partnersUrl = `/es/admin/listings/restaurants/${restaurant.id}/partners`
    const gone = (await call(
      partnersAction,
      listFormPost(partnersUrl, cookie, { intent: 'trust', userId: 'nobody' }),
      params,
    )) as Response
    expect(gone.headers.get('Location')).toBe(`/es/admin/listings/restaurants/${restaurant.id}#partners`)
    expect(await toastOf(gone)).toMatchObject({
      type: 'error',
      title: 'No se cambió nada.',
      description: 'Esa persona ya no gestiona esta ficha.',
    })
    const goneEnglish = (await call(
      partnersAction,
      listFormPost(`/admin/listings/restaurants/${restaurant.id}/partners`, cookie, {
        intent: 'trust',
        userId: 'nobody',
      }),
      params,
    )) as Response
    expect(goneEnglish.headers.get('Location')).toBe(`/admin/listings/restaurants/${restaurant.id}#partners`)
    expect(await toastOf(goneEnglish)).toMatchObject({
      title: 'Not changed.',
      description: 'That person no longer acts for this listing.',
    })
    const granted = (await call(
      partnersAction,
      listFormPost(partnersUrl, cookie, { intent: 'grant', email: 'owner@example.com' }),
      params,
    )) as Response
    expect(await toastOf(granted)).toMatchObject({
      title: 'owner@example.com ya puede gestionar esta ficha.',
      description:
        'Le mandamos un enlace para elegir una contraseña. Para traspasar la ficha, quita el acceso a la persona anterior.',
    })

    const statsUrl = `/es/admin/stats/restaurants/${restaurant.id}`
    const stats = await load(statsLoader, statsUrl, params)
    expect(stats.metaTitle).toBe(`Cifras: ${restaurant.name}`)
    expect(await expectSpanish(statsUrl, StatsRoute, stats)).toContain('Volver al restaurante')

    const english = (await call(listingsLoader, pageRequest('/admin/listings/restaurants', { cookie }), {
      type: 'restaurants',
    })) as Data
    const englishHtml = await renderPage(
      'en',
      '/admin/listings/restaurants',
      ListingsRoute as unknown as Page,
      {
        ...english,
        messages: { ...messagesFor('en', ['admin']), ...english.messages },
      },
    )
    expect(englishHtml).toContain('>Listings</h1>')
    expect(englishHtml).toContain('New restaurant')
  })
})

describe('the editors’ mails in Spanish', () => {
  const english = (text: string) =>
    /\b(the|your|you|and|pending|messages?|back office|sign|password|digest)\b/i.test(
      text.replaceAll('Wyoming Navigator', ''),
    )
  it('the digest, the invitation and the failed sign-ins have no English left', () => {
    const mails = [
      digestMail({
        pending: [
          { kind: 'restaurants', count: 2 },
          { kind: 'stories', count: 1 },
        ],
        newMessages: 1,
        adminUrl: 'https://example.com/es/admin',
        accountUrl: 'https://example.com/es/admin/account',
        locale: 'es',
      }),
      invitationMail({ url: 'https://example.com/reset', hours: 48, locale: 'es' }),
      signInFailuresMail({ failures: 5, at: new Date('2026-11-03T16:05:00Z'), locale: 'es' }),
    ]
    for (const mail of mails) {
      expect(english(mail.subject), mail.subject).toBe(false)
      expect(english(mail.text.replace(/https?:\/\/\S+/g, '')), mail.text).toBe(false)
      expect(mail.html).toContain('lang="es"')
    }
    expect(mails[0]!.subject).toBe('Wyoming Navigator: 3 propuestas pendientes, 1 mensaje nuevo')
    expect(mails[0]!.text).toContain('- Restaurantes: 2 pendientes')
    expect(mails[1]!.text).toContain('48 horas')
  })

  it('English is as it was', () => {
    const digest = digestMail({
      pending: [{ kind: 'events', count: 1 }],
      newMessages: 2,
      adminUrl: 'https://example.com/admin',
      accountUrl: 'https://example.com/admin/account',
    })
    expect(digest.subject).toBe('Wyoming Navigator: 1 pending submission, 2 new messages')
    expect(digest.text).toContain('- Events: 1 pending\n- Messages: 2 new')
    expect(signInFailuresMail({ failures: 5, at: new Date('2026-11-03T16:05:00Z') }).text).toContain(
      'There were 5 failed attempts in a row to sign in to the Wyoming Navigator back office with this address, the latest at 2026-11-03 16:05 UTC.',
    )
  })
})
