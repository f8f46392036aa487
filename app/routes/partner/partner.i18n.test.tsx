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
import { grantPartner } from '../../lib/partners/partners.server'
import PartnerAreaRoute, { action as indexAction, loader as indexLoader } from './index'
import PartnerListingRoute, { action as listingAction, loader as listingLoader } from './listing'

/**
 * The partner area in Spanish (issue 47): the overview and the listing editor say nothing outside
 * the catalogs but the business's own words; a save's answers, the editor's field words and the
 * toasts are Spanish; English reads as it always has (app/routes/partner/authorization.test.ts,
 * tests/e2e/partner.admin.spec.ts).
 */

withTestSecrets()

type Page = React.ComponentType<{ loaderData: unknown; actionData: unknown }>
type Data = Record<string, unknown> & {
  messages?: Messages
  values: Record<string, string>
  revision: number
}

describe.each(TEST_DIALECTS)('the partner area in Spanish on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let cookie = ''
  let stay: { id: string; name: string }

  beforeAll(async () => {
    const { id } = await upsertUser(
      t.db,
      { email: 'ana@example.com', password: PASSWORD, role: null },
      dialect,
    )
    cookie = await sessionCookie('ana@example.com')
    stay = await t.db.selectFrom('stays').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow()
    await grantPartner(t.db, { type: 'stays', id: stay.id, userId: id, grantedBy: null })
    const [event, series] = await t.db.selectFrom('events').select('id').orderBy('id').limit(2).execute()
    await grantPartner(t.db, { type: 'events', id: event!.id, userId: id, grantedBy: null })
    // The stay is a venue: its coming events (one a series, hidden) are on the overview too.
    const now = new Date().toISOString()
    await t.db
      .insertInto('venues')
      .values({
        id: 'stay-venue',
        name: stay.name,
        address: '1 Main St',
        town: null,
        lat: null,
        lng: null,
        listing_type: 'stays',
        listing_id: stay.id,
        created_at: now,
        updated_at: now,
      })
      .execute()
    await t.db
      .updateTable('events')
      .set({ venue_id: 'stay-venue', date: '2099-06-01' })
      .where('id', '=', event!.id)
      .execute()
    await t.db
      .updateTable('events')
      .set({ venue_id: 'stay-venue', date: '2099-06-08', rrule: 'FREQ=WEEKLY;COUNT=3', hidden: 1 })
      .where('id', '=', series!.id)
      .execute()
  })

  const editorUrl = () => `/es/partner/stays/${stay.id}`
  const params = () => ({ type: 'stays', id: stay.id })
  /** The page's words that are the listing's own (its title, values, the account's address) or signs. */
  const allowedOf = (data: unknown) => {
    const content = contentStrings(data)
    return (word: string) =>
      content.includes(word) ||
      /^[\s,:·→.()*]*$/.test(word) ||
      // a day of the stats' table as Intl writes it short ('sáb, 31 de oct')
      /^(?:lun|mar|mié|jue|vie|sáb|dom), \d{1,2} de [a-z]+$/.test(word) ||
      isSpanishText(word.replace(/:$/, '')) ||
      word === 'ana@example.com'
  }

  it('without a session, /es/partner and its editor send to /es/login and back', async () => {
    const thrown = async (run: () => Promise<unknown>) => {
      try {
        await run()
      } catch (error) {
        return error as Response
      }
      throw new Error('no redirect')
    }
    const overview = await thrown(() => call(indexLoader, pageRequest('/es/partner')))
    expect(overview.headers.get('Location')).toBe('/es/login?next=/es/partner')
    const editor = await thrown(() => call(listingLoader, pageRequest(editorUrl()), params()))
    expect(editor.headers.get('Location')).toBe(`/es/login?next=${encodeURIComponent(editorUrl())}`)
    const english = await thrown(() => call(indexLoader, pageRequest('/partner')))
    expect(english.headers.get('Location')).toBe('/login?next=/partner')
  })

  it('the overview speaks Spanish, and “Still accurate” answers in Spanish on /es/partner', async () => {
    const data = await call(indexLoader, pageRequest('/es/partner', { cookie }))
    expect(data.metaTitle).toBe('Tu negocio')
    const html = await renderPage('es', '/es/partner', PartnerAreaRoute as unknown as Page, data)
    const { stray, english } = strayWords(html, allowedOf(data))
    expect(stray).toEqual([])
    expect(english).toEqual([])
    expect(html).toContain('Alojamiento')
    expect(html).toContain('Revisado por nuestro equipo editorial el')
    expect(html).toContain(`href="/es/partner/stays/${stay.id}"`)
    expect(html).toContain(`Eventos en ${stay.name}`)
    expect(html).toContain('Se repite desde el lunes, 8 de junio de 2099')
    expect(html).toContain('1 de junio de 2099')
    expect(html).toMatch(/<span class="font-semibold" lang="en">[^<]+<\/span>/)

    const confirmed = (await call(
      indexAction,
      listFormPost('/es/partner', cookie, { type: 'stays', id: stay.id, intent: 'confirm-checked' }),
    )) as Response
    expect(confirmed.headers.get('Location')).toBe('/es/partner')
    expect(await toastOf(confirmed)).toMatchObject({ title: '¡Gracias! Confirmaste que todo sigue igual.' })
    const after = await call(indexLoader, pageRequest('/es/partner', { cookie }))
    const stays = (after.listings as { type: string; checked: string }[]).find((l) => l.type === 'stays')
    expect(stays?.checked).toMatch(/^Revisado por el negocio el \d+ de \w+ de \d{4} \(hoy\)\.$/)
  })

  it('a save from the Spanish editor with invalid values answers in Spanish, and the page has no English', async () => {
    const page = (await call(listingLoader, pageRequest(editorUrl(), { cookie }), params())) as Data
    const bad = asData(
      await call(
        listingAction,
        listFormPost(editorUrl(), cookie, {
          ...page.values,
          website: 'nope',
          price_per_night: 'lots',
          description: '',
          revision: String(page.revision),
          intent: 'save',
        }),
        params(),
      ),
    )
    expect(bad.init?.status).toBe(400)
    expect(bad.data).toMatchObject({
      error: 'Corrige los campos marcados abajo, por favor.',
      errors: {
        website: ['Escribe una dirección web que empiece con http:// o https://'],
        description: ['Falta «Descripción breve (en inglés)».'],
      },
    })
    const html = await renderPage('es', editorUrl(), PartnerListingRoute as unknown as Page, page, bad.data)
    const { stray, english } = strayWords(html, allowedOf({ page, values: (bad.data as Data).values }))
    expect(stray).toEqual([])
    expect(english).toEqual([])
    for (const text of [
      'Sitio web',
      'Precio por noche ($)',
      'Enviar cambios para revisión',
      'Los últimos 30 días',
    ])
      expect(html).toContain(text)

    // A field only editors change: refused, said in Spanish.
    const refused = asData(
      await call(
        listingAction,
        listFormPost(editorUrl(), cookie, {
          ...page.values,
          name: 'Another name',
          revision: String(page.revision),
          intent: 'save',
        }),
        params(),
      ),
    )
    expect((refused.data as { error: string }).error).toMatch(
      /^No se guardó: .+ solo lo puede cambiar nuestro equipo editorial\./,
    )

    // A good save: back to the Spanish editor with a Spanish toast, its change listed in Spanish.
    const sent = (await call(
      listingAction,
      listFormPost(editorUrl(), cookie, {
        ...page.values,
        phone: '(307) 555-0199',
        revision: String(page.revision),
        intent: 'save',
      }),
      params(),
    )) as Response
    expect(sent.headers.get('Location')).toBe(editorUrl())
    expect(await toastOf(sent)).toMatchObject({ title: 'Enviado para revisión.' })
    const again = (await call(listingLoader, pageRequest(editorUrl(), { cookie }), params())) as Data
    const listed = await renderPage('es', editorUrl(), PartnerListingRoute as unknown as Page, again)
    expect(listed).toContain('Esperando a nuestro equipo editorial · enviado el')
    const words = strayWords(listed, allowedOf(again))
    expect(words.stray).toEqual([])
    expect(words.english).toEqual([])
  })

  it('in English reads as it always has', async () => {
    const data = await call(indexLoader, pageRequest('/partner', { cookie }))
    const html = await renderPage('en', '/partner', PartnerAreaRoute as unknown as Page, data)
    for (const text of ['Your business', 'Edit its facts', 'Still accurate', 'Stay'])
      expect(html).toContain(text)
    const url = `/partner/stays/${stay.id}`
    const page = (await call(listingLoader, pageRequest(url, { cookie }), params())) as Data
    const bad = asData(
      await call(
        listingAction,
        listFormPost(url, cookie, {
          ...page.values,
          website: 'nope',
          revision: String(page.revision),
          intent: 'save',
        }),
        params(),
      ),
    )
    expect(bad.data).toMatchObject({
      error: 'Please correct the fields marked below.',
      errors: { website: ['Enter a web address starting with http:// or https://'] },
    })
    const editor = await renderPage('en', url, PartnerListingRoute as unknown as Page, page, bad.data)
    for (const text of [
      'Short description',
      'Price per night ($)',
      'Send changes for review',
      'The last 30 days',
    ])
      expect(editor).toContain(text)
  })
})
