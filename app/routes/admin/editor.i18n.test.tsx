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
import { upsertUser } from '../../lib/auth.server'
import type { Messages } from '../../lib/i18n/messages'
import AdminListingRoute, { action as listingAction, loader as listingLoader } from './listing'
import AdminPlaceRoute, { action as placeAction, loader as placeLoader } from './place'
import AdminPlacesRoute, { loader as placesLoader } from './places'
import AdminRecurringRoute, { action as recurringAction, loader as recurringLoader } from './recurring-events'

/**
 * The back office's listing editor, venues, organizers and repeating events in Spanish (issue 47):
 * nothing outside the catalogs but the records' own words; a save's answers and the toasts are
 * Spanish and lead back under /es/admin; English reads as it always has.
 */

withTestSecrets()

type Page = React.ComponentType<{ loaderData: unknown; actionData: unknown }>
type Data = Record<string, unknown> & { messages?: Messages; values?: Record<string, string> }

describe.each(TEST_DIALECTS)('the back office’s editor in Spanish on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let cookie = ''
  let article = ''

  beforeAll(async () => {
    await upsertUser(t.db, { email: 'edit@example.com', password: PASSWORD, role: 'editor' }, dialect)
    cookie = await sessionCookie('edit@example.com')
    article = (await t.db.selectFrom('articles').select('id').orderBy('id').executeTakeFirstOrThrow()).id
    const event = await t.db.selectFrom('events').select('id').orderBy('id').executeTakeFirstOrThrow()
    await t.db
      .updateTable('events')
      .set({ date: '2099-06-06', rrule: 'FREQ=WEEKLY;COUNT=3' })
      .where('id', '=', event.id)
      .execute()
  })

  /** The page's words that are the records' own (titles, values) or signs. */
  const allowedOf = (data: unknown) => {
    const content = contentStrings(data)
    return (word: string) =>
      content.includes(word) ||
      content.includes(word.replace(/^: /, '')) ||
      /^[\s,:·→.()*/$|-]*$/.test(word) ||
      /^\d/.test(word) ||
      isSpanishText(word.replace(/:$/, '').replace(/^: /, ''))
  }
  const expectSpanish = (html: string, data: unknown) => {
    const { stray, english } = strayWords(html, allowedOf(data))
    expect(stray).toEqual([])
    expect(english).toEqual([])
  }

  it('the article editor speaks Spanish, every field too, and a bad save answers in Spanish', async () => {
    const url = `/es/admin/listings/articles/${article}`
    const params = { type: 'articles', id: article }
    const page = (await call(listingLoader, pageRequest(url, { cookie }), params)) as Data
    expect(page.title).toMatch(/^Editar: /)
    const html = await renderPage('es', url, AdminListingRoute as unknown as Page, page)
    expectSpanish(html, { title: page.title, values: page.values, listing: page.listing })
    for (const text of ['Todos los artículos', 'Título', 'Guardar cambios', 'Programación', 'Dirección'])
      expect(html).toContain(text)
    expect(html).toContain('href="/es/admin/listings/articles"')

    const bad = asData(
      await call(
        listingAction,
        listFormPost(url, cookie, { ...page.values!, title: '', intent: 'save' }),
        params,
      ),
    )
    expect(bad.init?.status).toBe(400)
    expect(bad.data).toMatchObject({
      error: 'Corrige los campos marcados abajo.',
      errors: { title: ['Falta «Título (en inglés)».'] },
    })
    const again = await renderPage('es', url, AdminListingRoute as unknown as Page, page, bad.data)
    expectSpanish(again, { title: page.title, values: page.values, listing: page.listing })

    const hidden = (await call(
      listingAction,
      listFormPost(url, cookie, { intent: 'hide' }),
      params,
    )) as Response
    expect(hidden.headers.get('Location')).toBe(url)
    expect(await toastOf(hidden)).toMatchObject({ title: 'Oculta.' })
    const refused = asData(await call(listingAction, listFormPost(url, cookie, { intent: 'delete' }), params))
    expect(refused.data).toMatchObject({ error: 'Marca «Sí, borrarla para siempre» para borrarla.' })
  })

  it('a restaurant’s editor says every field, hint and choice in Spanish, its facts’ check too', async () => {
    const id = (await t.db.selectFrom('restaurants').select('id').orderBy('id').executeTakeFirstOrThrow()).id
    const url = `/es/admin/listings/restaurants/${id}`
    const page = (await call(listingLoader, pageRequest(url, { cookie }), {
      type: 'restaurants',
      id,
    })) as Data
    const html = await renderPage('es', url, AdminListingRoute as unknown as Page, page)
    // Its partners' section is the back office's partner pages' (converted with them).
    const own = html.replace(/<section id="partners"[\s\S]*?<\/section>/, '')
    expectSpanish(own, { title: page.title, values: page.values, listing: page.listing, towns: page.towns })
    for (const text of [
      'Todos los restaurantes',
      'Accesibilidad: entrada',
      'Sin escalones, con rampa fija',
      'No se sabe',
      'Filtros de cocina en /eat',
      'Datos comprobados',
      'Marcar como comprobada hoy',
      'Borrar el restaurante',
    ])
      expect(own).toContain(text)
    expect(own).toContain(`href="/es/admin/listings/restaurants/${id}/history"`)
  })

  it('a new venue’s page and its save speak Spanish and stay under /es/admin', async () => {
    const url = '/es/admin/venues/new'
    const page = (await call(placeLoader, pageRequest(url, { cookie }), {})) as Data
    const html = await renderPage('es', url, AdminPlaceRoute as unknown as Page, page)
    expectSpanish(html, { title: page.title, towns: page.towns })
    expect(html).toContain('Nuevo lugar')
    const bad = asData(await call(placeAction, listFormPost(url, cookie, { name: '', lat: '1' }), {}))
    expect((bad.data as { error: string }).error).toBe('Corrige los campos marcados abajo.')
    const errors = (bad.data as { errors: Record<string, string[]> }).errors
    expect(errors.name).toEqual(['Falta «Nombre».'])
    expect(errors.lat?.[0]).toMatch(/^«Latitud» debe estar entre/)
    const made = (await call(
      placeAction,
      listFormPost(url, cookie, { name: 'Sala Prueba', address: '1 Main St', contact: '' }),
      {},
    )) as Response
    expect(made.headers.get('Location')).toMatch(/^\/es\/admin\/venues\//)
    expect(await toastOf(made)).toMatchObject({ title: 'Lugar creado.' })

    const list = (await call(placesLoader, pageRequest('/es/admin/venues', { cookie }), {})) as Data
    const listed = await renderPage('es', '/es/admin/venues', AdminPlacesRoute as unknown as Page, list)
    expectSpanish(listed, list)
    expect(listed).toContain('Lugares')
  })

  it('the repeating events speak Spanish, and a refused cancel answers in Spanish', async () => {
    const url = '/es/admin/recurring-events'
    const page = (await call(recurringLoader, pageRequest(url, { cookie }), {})) as Data
    const html = await renderPage('es', url, AdminRecurringRoute as unknown as Page, page)
    expectSpanish(html, { events: (page.events as { title: string }[]).map((e) => e.title) })
    expect(html).toContain('Eventos que se repiten')
    const bad = asData(await call(recurringAction, listFormPost(url, cookie, { intent: 'nope' }), {}))
    expect(bad.data).toEqual({ error: 'Elige un día para cancelar o recuperar.' })
  })

  it('in English reads as it always has', async () => {
    const url = `/admin/listings/articles/${article}`
    const page = (await call(listingLoader, pageRequest(url, { cookie }), {
      type: 'articles',
      id: article,
    })) as Data
    const html = await renderPage('en', url, AdminListingRoute as unknown as Page, page)
    for (const text of ['All articles', 'Title', 'Save changes', 'Schedule', 'Change the address'])
      expect(html).toContain(text)
    const list = (await call(placesLoader, pageRequest('/admin/venues', { cookie }), {})) as Data
    expect(await renderPage('en', '/admin/venues', AdminPlacesRoute as unknown as Page, list)).toContain(
      '<h1 class="font-display text-4xl font-bold">Venues</h1>',
    )
  })
})
