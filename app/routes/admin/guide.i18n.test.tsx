import type * as React from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  asData,
  call,
  pageRequest,
  PASSWORD,
  sessionCookie,
  toastOf,
  withTestSecrets,
} from '../../../tests/helpers'
import { renderPage } from '../../../tests/i18n-form-render'
import { isSpanishText, strayWords } from '../../../tests/i18n-render'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { en } from '../../locales'
import { upsertUser } from '~/lib/auth.server'
import { geometryProblem } from '~/lib/conditions/alert-form.server'
import { GUIDE_ZONES } from '~/lib/conditions/alerts'
import { serverT } from '~/lib/i18n/catalog.server'
import type { Messages } from '~/lib/i18n/messages'
import AlertRoute, { action as alertAction, loader as alertLoader } from './alert'
import AlertsRoute, { loader as alertsLoader } from './alerts'
import ConditionsRoute, { action as conditionsAction, loader as conditionsLoader } from './conditions'
import ExploreRoute, { action as exploreAction, loader as exploreLoader } from './explore'
import FreshnessRoute, { loader as freshnessLoader } from './freshness'
import { alertWords, exploreWords, offWords } from './guide-words.server'
import StatsRoute, { loader as statsLoader } from './stats'
import TranslationsRoute, { loader as translationsLoader } from './translations'

/**
 * The back office's guide pages in Spanish (issue 47): alerts, an alert's form, the conditions'
 * sources, the explore pages, freshness, translations and the numbers, each from its loader at
 * `/es/admin/...`, with no English left but data; their forms answer in Spanish and stay under
 * /es/admin. English word for word as before.
 */

withTestSecrets()

type Page = React.ComponentType<{ loaderData: unknown; actionData: unknown }>
type Loaded = { messages: Messages; metaTitle: string } & Record<string, unknown>
const english = en as Record<string, string>

describe('the guide pages’ English words', () => {
  it('are the shared modules’ English word for word, and said in Spanish', () => {
    expect(english['adminGuide.alert.check.geometryJson']).toBe(geometryProblem('{'))
    expect(english['adminGuide.alert.check.geometryType']).toBe(geometryProblem('{"type":"Circle"}'))
    const say = serverT('en')
    expect(say('adminGuide.freshness.daysAgo', { days: 0 })).toBe('today')
    expect(say('adminGuide.freshness.daysAgo', { days: 1 })).toBe('yesterday')
    expect(say('adminGuide.freshness.daysAgo', { days: 1234 })).toBe('1234 days ago')
    expect(say('adminGuide.freshness.count', { count: 1 })).toBe('1 listing.')
    expect(say('adminGuide.alerts.pages', { count: 2 })).toBe('on 2 pages')
    expect(
      alertWords('es')('Listings and events: “/nowhere” is not a page of the guide (like /play/elk-refuge)'),
    ).toBe('Sitios y eventos: «/nowhere» no es una página de la guía (como /play/elk-refuge)')
    expect(offWords('es')('No zones are set (NWS_ZONES).')).toBe('No hay zonas configuradas (NWS_ZONES).')
    expect(exploreWords('es')('Elk Refuge is featured.')).toBe('Elk Refuge ya está destacado.')
    expect(alertWords('en')('Enter a title')).toBe('Enter a title')
  })
})

describe.each(TEST_DIALECTS)('the back office’s guide pages in Spanish on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let cookie = ''
  let activity = { id: '', name: '' }
  const data = new Set<string>()
  /** Data on the page: names and titles from the database, paths, codes, times; a line of them joined by " · ". */
  const allowed = (word: string): boolean =>
    data.has(word) ||
    word === '*' ||
    // a day as Intl writes it in Spanish ("sáb, 31 de oct", the numbers' table)
    /^(?:lun|mar|mié|jue|vie|sáb|dom), \d{1,2} de (?:ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)\.?$/.test(
      word,
    ) ||
    GUIDE_ZONES.some((zone) => zone.label === word) ||
    /^[\d\s:,./()·-]+$/.test(word) ||
    /^\/[\w/-]*$/.test(word) ||
    /^(?:NWS|NPS|MST|MDT|a\. m\.|p\. m\.)$/.test(word) ||
    /^\d{1,2} \w{3,4}\.?,? \d{1,2}:\d{2} [ap]\.\s?m\. M[SD]T$/.test(word) ||
    // the error summary's "Field: message"
    (/^[^:]+: /.test(word) &&
      isSpanishText(word.split(': ')[0]!) &&
      isSpanishText(word.slice(word.indexOf(': ') + 2))) ||
    (word.includes(' · ') && word.split(' · ').every((part) => isSpanishText(part) || allowed(part)))

  beforeAll(async () => {
    await upsertUser(t.db, { email: 'guia-admin@example.com', password: PASSWORD, role: 'admin' }, dialect)
    cookie = await sessionCookie('guia-admin@example.com')
    const row = await t.db
      .selectFrom('activities')
      .select(['id', 'name'])
      .where('hidden', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    activity = row
    for (const table of ['activities', 'restaurants', 'stays'] as const) {
      const rows = await t.db.selectFrom(table).select(['name']).execute()
      for (const { name } of rows) data.add(name)
    }
    for (const table of ['events', 'articles'] as const) {
      const rows = await t.db.selectFrom(table).select(['title']).execute()
      for (const { title } of rows) data.add(title)
    }
  })

  const load = async (loader: (args: never) => unknown, url: string, params: Record<string, string> = {}) =>
    (await call(loader as never, pageRequest(url, { cookie }), params)) as Loaded
  const render = async (Route: unknown, url: string, loaded: Loaded, answer?: unknown) => {
    const html = (await renderPage('es', url.split('?')[0]!, Route as Page, loaded, answer)).replace(
      /<!-- -->/g,
      '',
    )
    const words = strayWords(html, allowed)
    expect(words.stray, url).toEqual([])
    expect(words.english, url).toEqual([])
    return html
  }

  it('alerts: the form’s errors, its toast, the list and an alert in Spanish, under /es/admin', async () => {
    const fields = {
      title: 'Trineos cancelados hoy',
      text: 'Viento fuerte en el refugio.',
      severity: 'moderate',
      kind: 'event-change',
      zone: 'grand-teton',
      geometry: '{"type":"Circle"}',
      valid_from: '',
      valid_to: '',
      link: 'https://example.com/trineos',
      targets: `/play/${activity.id}`,
    }
    for (const typed of [fields.title, fields.text, fields.geometry]) data.add(typed)
    const newPage = await load(alertLoader, '/es/admin/alerts/new')
    expect(newPage.metaTitle).toBe('Nuevo aviso')
    const html = await render(AlertRoute, '/es/admin/alerts/new', newPage)
    expect(html).toContain('Publicar aviso')
    expect(html).toContain('Parque Nacional Grand Teton')
    expect(html).toContain('href="/es/admin/alerts"')

    const refused = asData(
      await call(
        alertAction,
        pageRequest('/es/admin/alerts/new', { cookie, form: { ...fields, title: '' } }),
      ),
    )
    expect(refused.init?.status).toBe(400)
    expect(refused.data).toMatchObject({
      error: 'Corrige los errores del formulario.',
      errors: {
        title: ['Escribe un título'],
        geometry: [
          'Área: una geometría GeoJSON necesita un tipo (Point, LineString, Polygon…) y coordenadas.',
        ],
      },
    })
    const shown = await render(AlertRoute, '/es/admin/alerts/new', newPage, refused.data)
    expect(shown).toContain('No se guardó el aviso')
    const noTarget = asData(
      await call(
        alertAction,
        pageRequest('/es/admin/alerts/new', {
          cookie,
          form: { ...fields, geometry: '', targets: '/play/no-such-place' },
        }),
      ),
    )
    expect(noTarget.data).toMatchObject({
      errors: { targets: ['No hay ningún sitio ni evento en /play/no-such-place.'] },
    })

    const created = (await call(
      alertAction,
      pageRequest('/es/admin/alerts/new', { cookie, form: { ...fields, geometry: '' } }),
    )) as Response
    expect(created.status).toBe(302)
    expect(created.headers.get('Location')).toBe('/es/admin/alerts')
    const toast = await toastOf(created)
    expect(toast?.title).toBe('Aviso publicado.')
    expect(toast?.description).toMatch(/^«Trineos cancelados hoy» sale en las páginas de la guía desde el /)

    const list = await load(alertsLoader, '/es/admin/alerts')
    expect(list.metaTitle).toBe('Avisos')
    const listHtml = await render(AlertsRoute, '/es/admin/alerts', list)
    expect(listHtml).toContain('Moderada · Cambios en eventos')
    expect(listHtml).toContain('en 1 página')
    const [row] = await t.db.selectFrom('alerts').select(['id']).execute()
    expect(listHtml).toContain(`href="/es/admin/alerts/${row!.id}"`)
    expect(listHtml).toContain('href="/es/admin/conditions"')

    const edit = await load(alertLoader, `/es/admin/alerts/${row!.id}`, { id: row!.id })
    const editHtml = await render(AlertRoute, `/es/admin/alerts/${row!.id}`, edit)
    expect(editHtml).toContain('Editar aviso')
    expect(editHtml).toContain(`href="/es/play/${activity.id}"`)
    data.add(activity.name)

    const ended = (await call(
      alertAction,
      pageRequest(`/es/admin/alerts/${row!.id}`, { cookie, form: { intent: 'end' } }),
      { id: row!.id },
    )) as Response
    expect(ended.headers.get('Location')).toBe('/es/admin/alerts')
    expect(await toastOf(ended)).toMatchObject({
      title: 'Aviso terminado.',
      description: 'Los visitantes ya no ven «Trineos cancelados hoy».',
    })
  })

  it('the conditions’ sources in Spanish; a fetch’s answer too', async () => {
    const page = await load(conditionsLoader, '/es/admin/conditions')
    expect(page.metaTitle).toBe('Fuentes de condiciones')
    const html = await render(ConditionsRoute, '/es/admin/conditions', page)
    expect(html).toContain('Pronóstico del Servicio Meteorológico Nacional (Jackson, Afton)')
    const missing = asData(
      await call(conditionsAction, pageRequest('/es/admin/conditions', { cookie, form: { source: 'nope' } })),
    )
    expect(missing.init?.status).toBe(404)
    expect(missing.data).toEqual({ error: 'Esa fuente no existe.' })
    await render(ConditionsRoute, '/es/admin/conditions', page, missing.data)
    const sources = page.sources as { id: string; off: string | null }[]
    // Without NPS_API_KEY in tests, the park service's source is off.
    const off = sources.find((source) => source.off)!
    expect(off).toBeDefined()
    {
      expect(isSpanishText(off.off!)).toBe(true)
      const answer = (await call(
        conditionsAction,
        pageRequest('/es/admin/conditions', { cookie, form: { source: off.id } }),
      )) as Response
      expect(answer.headers.get('Location')).toBe('/es/admin/conditions')
      const toast = await toastOf(answer)
      expect(toast?.title).toMatch(/ está apagada\.$/)
      expect(isSpanishText(toast!.description!)).toBe(true)
    }
  })

  it('the explore pages in Spanish; a feature’s errors and toast too', async () => {
    const page = await load(exploreLoader, '/es/admin/explore')
    expect(page.metaTitle).toBe('Páginas para explorar')
    const html = await render(ExploreRoute, '/es/admin/explore', page)
    expect(html).toContain('Añadir un sitio a Fauna')
    expect(html).toContain('href="/es/wildlife"')
    const bad = asData(
      await call(
        exploreAction,
        pageRequest('/es/admin/explore', { cookie, form: { intent: 'add', page: 'wildlife', listing: '' } }),
      ),
    )
    expect(bad.data).toMatchObject({ error: 'Elige un sitio para destacar.' })
    await render(ExploreRoute, '/es/admin/explore', page, bad.data)
    const added = (await call(
      exploreAction,
      pageRequest('/es/admin/explore', {
        cookie,
        form: { intent: 'add', page: 'wildlife', listing: `activities:${activity.id}` },
      }),
    )) as Response
    expect(added.headers.get('Location')).toBe('/es/admin/explore#page-wildlife')
    expect(await toastOf(added)).toMatchObject({
      title: `${activity.name} ya está destacado.`,
      description: 'Fauna: la página ya lo muestra.',
    })
    const again = asData(
      await call(
        exploreAction,
        pageRequest('/es/admin/explore', {
          cookie,
          form: { intent: 'add', page: 'wildlife', listing: `activities:${activity.id}` },
        }),
      ),
    )
    expect(again.data).toMatchObject({ error: 'Ese sitio ya está destacado en esta página.' })
    const featured = await load(exploreLoader, '/es/admin/explore')
    const featuredHtml = await render(ExploreRoute, '/es/admin/explore', featured)
    expect(featuredHtml).toContain(`Subir ${activity.name} en Fauna`)
    expect(featuredHtml).toContain('Actividad · En la guía')
  })

  it('freshness, translations and the numbers in Spanish, their links under /es/admin', async () => {
    const freshness = await load(freshnessLoader, '/es/admin/freshness')
    expect(freshness.metaTitle).toBe('Actualidad')
    const fresh = await render(FreshnessRoute, '/es/admin/freshness', freshness)
    expect(fresh).toContain('Hace más de 180 días')
    expect(fresh).toMatch(/href="\/es\/admin\/listings\/\w+\//)
    const stale = await load(freshnessLoader, '/es/admin/freshness?age=never')
    await render(FreshnessRoute, '/es/admin/freshness?age=never', stale)

    const translations = await load(translationsLoader, '/es/admin/translations')
    expect(translations.metaTitle).toBe('Traducciones')
    const translated = await render(TranslationsRoute, '/es/admin/translations', translations)
    expect(translated).toContain('Traducciones al español por tipo')
    expect(translated).toMatch(/por traducir\./)

    const stats = await load(statsLoader, '/es/admin/stats')
    expect(stats.metaTitle).toBe('Cifras')
    const numbers = await render(StatsRoute, '/es/admin/stats', stats)
    expect(numbers).toContain('Búsquedas sin resultados')
    expect(numbers).toContain('Los últimos 30 días')
  })

  it('in English reads as it always has', async () => {
    const english = async (
      Route: unknown,
      loader: (args: never) => unknown,
      url: string,
      texts: string[],
    ) => {
      const loaded = await load(loader, url)
      const html = await renderPage('en', url, Route as Page, loaded)
      for (const text of texts) expect(html).toContain(text)
      expect(html).not.toContain('href="/es/')
    }
    await english(AlertsRoute, alertsLoader, '/admin/alerts', ['>Alerts</h1>', 'New alert', '>sources</a>).'])
    await english(AlertRoute, alertLoader, '/admin/alerts/new', ['New alert', 'Mountain Time. Empty: now.'])
    await english(ConditionsRoute, conditionsLoader, '/admin/conditions', [
      'Conditions sources',
      'National Weather Service forecast (Jackson, Afton)',
      'Last success: ',
    ])
    await english(ExploreRoute, exploreLoader, '/admin/explore', [
      'Explore pages',
      'Add a listing to Wildlife',
    ])
    await english(FreshnessRoute, freshnessLoader, '/admin/freshness', [
      '>Freshness</h1>',
      'Older than 180 days',
      'Due (150 to 180 days)',
    ])
    await english(TranslationsRoute, translationsLoader, '/admin/translations', [
      '>Translations</h1>',
      'Spanish translations per kind',
      'to translate.',
    ])
    await english(StatsRoute, statsLoader, '/admin/stats', ['>Numbers</h1>', 'Searches that found nothing'])
  })
})
