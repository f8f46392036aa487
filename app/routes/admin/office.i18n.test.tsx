import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type * as React from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
import { renderPage } from '../../../tests/i18n-form-render'
import { contentStrings } from '../../../tests/i18n-pages'
import { isSpanishText, strayWords } from '../../../tests/i18n-render'
import { sampleExtract, writeFixture } from '../../../tests/osm-fixtures'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { VALLEY_GEOGRAPHY } from '../../content/valley-map'
import { upsertUser } from '../../lib/auth.server'
import type { Messages } from '../../lib/i18n/messages'
import { es } from '../../locales'
import { countiesArea } from '../../lib/osm/area'
import { importOsm } from '../../lib/osm/import.server'
import type { CSV_KINDS } from '../../lib/csv-import/template.server'
import { columnHelp, csvColumns } from '../../lib/csv-import/template.server'
import CsvRoute, { action as csvAction, loader as csvLoader } from './imports-csv'
import ImportsRoute, { action as importsAction, loader as importsLoader } from './imports'
import NewsletterRoute, { action as newsletterAction, loader as newsletterLoader } from './newsletter'
import IssueRoute, { action as issueAction, loader as issueLoader } from './newsletter-issue'
import SettingsRoute, { action as settingsAction, loader as settingsLoader } from './settings'

/**
 * The back office's newsletter, imports and settings in Spanish (issue 47): each page under
 * /es/admin says nothing outside the catalogs but its data (addresses, subjects, places' names),
 * its forms answer in Spanish and send back under /es/admin; /admin reads as it always has
 * (app/routes/admin/imports.test.ts, people.test.ts, app/lib/mail/newsletter-issues.server.test.ts).
 */

withTestSecrets()

type Page = React.ComponentType<{ loaderData: unknown; actionData: unknown }>
type Data = Record<string, unknown> & { messages?: Messages }

/** A multipart POST of the CSV page, as the browser sends it. */
function csvPost(url: string, cookie: string, fields: Record<string, string | File>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return new Request(`http://localhost${url}`, {
    method: 'POST',
    body: form,
    headers: { cookie, 'x-client-ip': '198.51.100.20' },
  })
}
const csvFile = (text: string, name = 'lugares.csv') => new File([text], name, { type: 'text/csv' })

/**
 * The Spanish text around the elements of the messages that hold a link or code (the CSV page's
 * intro and template help), and that code: what a cell holds, as the importer reads it.
 */
const AROUND_ELEMENTS = new Set([
  ...(['adminImports.csv.intro', 'adminImports.csv.templateHelp'] as const).flatMap((key) =>
    es[key]!.split(/\{\w+\}/).map((piece) => piece.trim()),
  ),
  'a | b | c',
  'yes',
  'no',
  '=',
  '+',
  '-',
  '@',
])

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'office-i18n-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe.each(TEST_DIALECTS)('the newsletter, imports and settings in Spanish on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let admin = ''

  const allowedOf = (data: unknown) => {
    const content = contentStrings(data)
    return (word: string) =>
      content.includes(word) ||
      /^[\s,:·→.()*]*$/.test(word) ||
      /^\(\d+\)$/.test(word) ||
      /^OpenStreetMap(?: (?:node|way|relation|csv)\/\w+)?$/.test(word) ||
      word === 'npm run import:osm' ||
      /^\S+@example\.com$/.test(word) ||
      isSpanishText(word) ||
      // the queue's reasons for a place, joined ("Nuevos · Posibles duplicados")
      word.split(' · ').every(isSpanishText) ||
      AROUND_ELEMENTS.has(word)
  }
  /** `data`: the loader's and an action's (the values a person typed are theirs). */
  const expectSpanish = (html: string, ...data: unknown[]) => {
    const { stray, english } = strayWords(html, allowedOf(data))
    expect(stray).toEqual([])
    expect(english).toEqual([])
  }

  beforeAll(async () => {
    await upsertUser(t.db, { email: 'jefa@example.com', password: PASSWORD, role: 'admin' }, dialect)
    admin = await sessionCookie('jefa@example.com')
    const now = new Date().toISOString()
    for (const [email, confirmed] of [
      ['lectora@example.com', true],
      ['pendiente@example.com', false],
    ] as const)
      await t.db
        .insertInto('newsletter_subscriptions')
        .values({
          id: crypto.randomUUID(),
          email,
          status: 'approved',
          created_at: now,
          submitted_by: null,
          reviewed_at: null,
          reviewed_by: null,
          review_note: null,
          idempotency_key: null,
          confirmed_at: confirmed ? now : null,
          unsubscribed_at: null,
          confirm_token_hash: null,
          confirm_expires_at: confirmed ? null : '2999-01-01T00:00:00.000Z',
          confirm_sent_at: null,
        })
        .execute()
    await importOsm(t.db, {
      file: writeFixture(path.join(dir, `${dialect}.osm`), sampleExtract()),
      area: countiesArea(VALLEY_GEOGRAPHY),
      towns: VALLEY_GEOGRAPHY.towns,
      now: '2026-11-01T10:00:00.000Z',
    })
  })

  it('the newsletter: a new issue starts in Spanish under /es/admin, the page and its answers are Spanish', async () => {
    const started = (await call(
      newsletterAction,
      listFormPost('/es/admin/newsletter', admin, { intent: 'new' }),
    )) as Response
    expect(started.headers.get('Location')).toMatch(/^\/es\/admin\/newsletter\/issues\/[\w-]+$/)
    expect(await toastOf(started)).toMatchObject({
      title: 'Borrador empezado.',
      description: expect.stringContaining('Revísalo antes de enviarlo.'),
    })

    const none = asData(
      await call(newsletterAction, listFormPost('/es/admin/newsletter', admin, { intent: 'unsubscribe' })),
    )
    expect(none.init?.status).toBe(400)
    expect(none.data).toEqual({ error: 'Primero marca las suscripciones que quieres cambiar.' })

    const data = (await call(
      newsletterLoader,
      pageRequest('/es/admin/newsletter', { cookie: admin }),
    )) as Data
    expect(data.metaTitle).toBe('Boletín')
    const html = await renderPage('es', '/es/admin/newsletter', NewsletterRoute as unknown as Page, data)
    expectSpanish(html, data)
    for (const text of [
      '2 suscripciones, las más recientes primero.',
      'Escribir una edición nueva',
      'Borrador',
      'Confirmada',
      'Esperando confirmación',
      'Exportar CSV',
    ])
      expect(html).toContain(text)
    expect(html).toMatch(/empezada el \d{1,2} [a-z]+ \d{4}, \d{1,2}:\d{2}/)
    expect(html).toContain(`href="${started.headers.get('Location')}"`)
    // The CSV keeps its one URL.
    expect(html).toContain('href="/admin/newsletter.csv"')

    // A refused bulk answer rendered on the page is Spanish too.
    const again = await renderPage(
      'es',
      '/es/admin/newsletter',
      NewsletterRoute as unknown as Page,
      data,
      none.data,
    )
    expectSpanish(again, data)

    // English as before.
    const english = (await call(
      newsletterLoader,
      pageRequest('/admin/newsletter', { cookie: admin }),
    )) as Data
    const englishHtml = await renderPage(
      'en',
      '/admin/newsletter',
      NewsletterRoute as unknown as Page,
      english,
    )
    expect(englishHtml).toContain('>Newsletter</h1>')
    expect(englishHtml).toContain('2 sign-ups, newest first.')
    expect(englishHtml).toContain('Waiting for confirmation')
  })

  it('an issue: its page, a failed save, a test and a delete answer in Spanish under /es/admin', async () => {
    const started = (await call(
      newsletterAction,
      listFormPost('/es/admin/newsletter', admin, { intent: 'new' }),
    )) as Response
    const url = started.headers.get('Location')!
    const id = url.split('/').pop()!
    const data = (await call(issueLoader, pageRequest(url, { cookie: admin }), { id })) as Data
    expect(data.metaTitle).toBe('Edición del boletín')
    const html = await renderPage('es', url, IssueRoute as unknown as Page, data)
    expectSpanish(html, data)
    for (const text of [
      'Borrador del boletín',
      'Guardar y ver la vista previa',
      '¿Enviar a 1 lector?',
      'Sí, enviar a 1 lector',
    ])
      expect(html).toContain(text)
    expect(html).toContain('href="/es/admin/newsletter"')

    const bad = asData(
      await call(issueAction, listFormPost(url, admin, { intent: 'save', subject: '', body: 'Hola' }), {
        id,
      }),
    )
    expect(bad.init?.status).toBe(400)
    expect(bad.data).toMatchObject({
      error: 'Corrige los errores del formulario, por favor.',
      errors: { subject: ['Escribe un asunto.'] },
    })
    const failed = await renderPage('es', url, IssueRoute as unknown as Page, data, bad.data)
    expectSpanish(failed, data, bad.data)
    expect(failed).toContain('Escribe un asunto.')

    const test = (await call(issueAction, listFormPost(url, admin, { intent: 'test' }), { id })) as Response
    expect(test.headers.get('Location')).toBe(url)
    expect(await toastOf(test)).toMatchObject({
      title: 'Prueba en cola.',
      description: 'Una copia llegará a jefa@example.com en el próximo turno del envío de correos.',
    })
    const deleted = (await call(issueAction, listFormPost(url, admin, { intent: 'delete' }), {
      id,
    })) as Response
    expect(deleted.headers.get('Location')).toBe('/es/admin/newsletter')
    expect(await toastOf(deleted)).toMatchObject({ title: 'Borrador eliminado.' })
    const gone = asData(await call(issueAction, listFormPost(url, admin, { intent: 'test' }), { id }))
    expect(gone.data).toEqual({ error: 'Esta edición del boletín ya no existe.' })
  })

  it('settings: the page, a wrong invitation, the last admin and a reset link answer in Spanish', async () => {
    const data = (await call(settingsLoader, pageRequest('/es/admin/settings', { cookie: admin }))) as Data
    expect(data.metaTitle).toBe('Ajustes')
    const html = await renderPage('es', '/es/admin/settings', SettingsRoute as unknown as Page, data)
    expectSpanish(html, data)
    for (const text of ['Invitar a alguien', 'Administrador', '(tú)', 'Contenido de muestra', 'restaurantes'])
      expect(html).toContain(text)

    const bad = asData(
      await call(
        settingsAction,
        listFormPost('/es/admin/settings', admin, { intent: 'invite', email: 'nope', role: 'boss' }),
      ),
    )
    expect(bad.init?.status).toBe(400)
    expect(bad.data).toMatchObject({
      error: 'Corrige los errores del formulario, por favor.',
      errors: {
        email: 'Escribe un correo electrónico válido.',
        role: 'El rol tiene que ser administrador o editor.',
      },
    })
    expectSpanish(
      await renderPage('es', '/es/admin/settings', SettingsRoute as unknown as Page, data, bad.data),
      data,
    )

    const users = data.users as { id: string; email: string; role: string | null }[]
    const me = users.find((user) => user.email === 'jefa@example.com')!
    if (users.filter((user) => user.role === 'admin').length === 1) {
      const last = asData(
        await call(
          settingsAction,
          listFormPost('/es/admin/settings', admin, { intent: 'remove-role', userId: me.id }),
        ),
      )
      expect(last.data).toMatchObject({
        error: 'Siempre tiene que haber al menos un administrador. Primero haz administrador a otro usuario.',
      })
    }

    const sent = (await call(
      settingsAction,
      listFormPost('/es/admin/settings', admin, { intent: 'send-reset-link', userId: me.id }),
    )) as Response
    expect(sent.headers.get('Location')).toBe('/es/admin/settings')
    expect(await toastOf(sent)).toMatchObject({
      title: 'Enlace enviado.',
      description:
        'jefa@example.com recibe un correo con un enlace para elegir una contraseña nueva (sirve durante 24 horas).',
    })

    const english = (await call(settingsLoader, pageRequest('/admin/settings', { cookie: admin }))) as Data
    const englishHtml = await renderPage('en', '/admin/settings', SettingsRoute as unknown as Page, english)
    expect(englishHtml).toContain('>Settings</h1>')
    expect(englishHtml).toContain('Invite someone')
  })

  it('imports: the queue, a refused bulk publish and a publish answer in Spanish under /es/admin', async () => {
    const data = (await call(importsLoader, pageRequest('/es/admin/imports', { cookie: admin }))) as Data
    expect(data.metaTitle).toBe('Importaciones')
    expect(data.summary).toBe('nuevos: 8, cambiados: 0, desaparecidos: 0, posibles duplicados: 1')
    const html = await renderPage('es', '/es/admin/imports', ImportsRoute as unknown as Page, data)
    expectSpanish(html, data)
    for (const text of [
      'Publicar todos los nuevos (8)',
      'Posibles duplicados',
      'Puede ser el mismo lugar que',
      'Restaurante',
    ])
      expect(html).toContain(text)
    expect(html).toContain('href="/es/admin/imports/csv"')

    const none = asData(
      await call(importsAction, listFormPost('/es/admin/imports?show=new', admin, { bulk: 'selected' })),
    )
    expect(none.init?.status).toBe(400)
    expect(none.data).toEqual({ error: 'Marca al menos un lugar para publicar.' })
    expectSpanish(
      await renderPage('es', '/es/admin/imports', ImportsRoute as unknown as Page, data, none.data),
      data,
    )

    const published = (await call(
      importsAction,
      listFormPost('/es/admin/imports?show=new', admin, { do: 'publish node/1' }),
    )) as Response
    expect(published.headers.get('Location')).toBe('/es/admin/imports?show=new')
    expect(await toastOf(published)).toMatchObject({ title: expect.stringMatching(/^.+: publicado\.$/) })
    const twice = asData(
      await call(importsAction, listFormPost('/es/admin/imports', admin, { do: 'merge node/999999' })),
    )
    expect(twice.data).toEqual({
      error: 'Esa importación ya no está en la cola (quizá otro editor ya se encargó).',
    })

    const english = (await call(importsLoader, pageRequest('/admin/imports', { cookie: admin }))) as Data
    expect(english.summary).toBe('7 new, 0 changed, 0 gone, 1 possible duplicate')
    const englishHtml = await renderPage('en', '/admin/imports', ImportsRoute as unknown as Page, english)
    expect(englishHtml).toContain('>Imports</h1>')
    expect(englishHtml).toContain('Publish all 7 new')
  })

  it('the CSV import: the page, a wrong file, row faults and an import answer in Spanish under /es/admin', async () => {
    const data = (await call(csvLoader, pageRequest('/es/admin/imports/csv', { cookie: admin }))) as Data
    expect(data.metaTitle).toBe('Importar un CSV')
    const html = await renderPage('es', '/es/admin/imports/csv', CsvRoute as unknown as Page, data)
    expectSpanish(html, data)
    // every column's label is said in Spanish, the fields only editors see too
    expect(html).not.toContain('lang="en"')
    for (const text of [
      '1. Empieza con una plantilla',
      'Plantilla de Restaurantes (CSV)',
      'Columnas de alojamientos',
      'Obligatorio: texto',
    ])
      expect(html).toContain(text)
    expect(html).toContain('href="/es/admin/imports?show=new"')
    // The templates keep their one URL.
    expect(html).toContain('href="/admin/imports/csv/restaurants.csv"')

    const url = '/es/admin/imports/csv'
    const wrong = asData(
      await call(
        csvAction,
        csvPost(url, admin, { kind: 'restaurants', intent: 'preview', file: csvFile('x', 'a.xlsx') }),
      ),
    )
    expect(wrong.init?.status).toBe(400)
    expect((wrong.data as { error: string }).error).toMatch(/^Esto es un libro de hoja de cálculo/)

    const unknown = asData(
      await call(
        csvAction,
        csvPost(url, admin, { kind: 'restaurants', intent: 'preview', file: csvFile('name,colour\nA,b') }),
      ),
    )
    expect((unknown.data as { fileError: string }).fileError).toMatch(
      /^Línea 1: columna desconocida “colour”\. Las columnas de la plantilla son: name, /,
    )

    const text = [
      'name,type,description,location,town,lat,lng,price',
      'Fireweed Café,Café,Coffee.,3 Elm St,Jackson,43.48,-200,$',
      '=Lupine Bakery,Bakery,Bread.,4 Elm St,Jackson,,,$',
      'Aspen Deli,Deli,Sandwiches.,5 Elm St,Jackson,,,$',
      'Aspen Deli,Deli,Sandwiches.,5 Elm St,Jackson,,,$',
    ].join('\n')
    const preview = asData(
      await call(
        csvAction,
        csvPost(url, admin, { kind: 'restaurants', intent: 'preview', file: csvFile(text) }),
      ),
    )
    const rows = (preview.data as { rows: { errors: string[] }[] }).rows
    const errors = rows.flatMap((row) => row.errors)
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Nombre: «=Lupine Bakery» empieza con "=", que una hoja de cálculo ejecuta como fórmula/,
        ),
        'La misma fila aparece antes en el archivo',
      ]),
    )
    const shown = await renderPage('es', url, CsvRoute as unknown as Page, data, preview.data)
    expectSpanish(shown, data, preview.data)
    expect(shown).toContain('Vista previa de lugares.csv')
    expect(shown).toContain('Se importa como borrador')

    const clean = [
      'name,type,description,location,town,lat,lng,price',
      'Moose Café,Café,Coffee.,9 Elm St,Jackson,,,$',
    ].join('\n')
    const done = (await call(
      csvAction,
      csvPost(url, admin, { kind: 'restaurants', intent: 'import', text: clean, fileName: 'lugares.csv' }),
    )) as Response
    expect(done.headers.get('Location')).toBe('/es/admin/imports?show=new')
    expect(await toastOf(done)).toMatchObject({
      title: 'Se importó 1 lugar de lugares.csv como borrador.',
      description: 'Publícalos aquí cuando los hayas revisado.',
    })

    // English: each column's help word for word as app/lib/csv-import says it.
    const english = (await call(csvLoader, pageRequest('/admin/imports/csv', { cookie: admin }))) as Data
    const kinds = english.kinds as {
      kind: (typeof CSV_KINDS)[number]
      columns: { help: string; label: string }[]
    }[]
    for (const { kind, columns } of kinds) {
      const fields = csvColumns(kind)
      expect(columns.map((c) => c.help)).toEqual(fields.map(columnHelp))
      expect(columns.map((c) => c.label)).toEqual(fields.map((f) => f.label))
    }
    const englishHtml = await renderPage('en', '/admin/imports/csv', CsvRoute as unknown as Page, english)
    expect(englishHtml).toContain('>Import a CSV</h1>')
    expect(englishHtml).toContain('Restaurants template (CSV)')
    expect(englishHtml).toContain('the listings arrive as drafts in <a')
  })
})
