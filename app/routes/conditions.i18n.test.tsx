import { beforeAll, describe, expect, it } from 'vitest'
import { contentStrings, englishLeft, renderRoute, strayWords, visibleWords } from '../../tests/i18n-pages'
import { useAppDatabase } from '../../tests/setup/db'
import { createAlert } from '../lib/conditions/alerts.server'
import { conditionsWords } from '../lib/conditions/words.server'
import { en, es } from '../locales'
import ConditionsRoute, { loader } from './conditions'

/** /es/conditions in Spanish (issue 47): its words, the alerts' labels and "as of" lines; English as before. */
describe('/conditions', () => {
  useAppDatabase('sqlite')

  it('in Spanish says nothing in English', async () => {
    const { html, data } = await renderRoute('/es/conditions', loader, ConditionsRoute)
    const words = visibleWords(html)
    expect(strayWords(words, es, contentStrings(data))).toEqual([])
    expect(englishLeft(words, en, es, contentStrings(data))).toEqual([])
    expect((data as unknown as { title: string }).title).toBe('Condiciones y alertas')
    expect(html).toContain('Nieve acumulada')
  })

  it('in English is as before', async () => {
    const { html, data } = await renderRoute('/conditions', loader, ConditionsRoute)
    expect((data as unknown as { title: string }).title).toBe('Conditions and Alerts')
    for (const text of ['Active alerts', 'Snow depth', 'Forecast']) expect(html).toContain(text)
  })

  it('writes an alert card’s words in the page’s language', () => {
    const now = new Date('2026-11-29T19:00:00Z')
    const esWords = conditionsWords('es')
    const enWords = conditionsWords('en')
    expect(enWords.asOf('2026-11-29T14:05:00Z', now, 86_400_000).text).toBe('As of Nov 29, 7:05 AM MST')
    expect(enWords.asOf('2026-11-27T14:05:00Z', now, 3_600_000).text).toBe(
      'Out of date: as of Nov 27, 7:05 AM MST (2 days old; the source has not answered since)',
    )
    expect(enWords.until(null)).toBe('Until further notice')
    expect(enWords.severity('severe')).toBe('Severe')
    expect(esWords.asOf('2026-11-29T14:05:00Z', now, 86_400_000).text).toMatch(/^Actualizado el 29 nov/)
    expect(esWords.asOf('2026-11-25T14:05:00Z', now, 3_600_000).text).toMatch(/\(hace 4 días;/)
    expect(esWords.until(null)).toBe('Hasta nuevo aviso')
    expect(esWords.severity('severe')).toBe('Grave')
    expect(esWords.source('nws')).toBe('Servicio Meteorológico Nacional')
  })
})

/** The map of /conditions (it shows only while an alert is active) in both languages. */
describe('/conditions with an active alert', () => {
  const t = useAppDatabase('sqlite')
  let activity: { id: string; name: string }

  /** An active alert on Teton Pass pointing at an activity, so the page has its map. */
  beforeAll(async () => {
    activity = await t.db
      .selectFrom('activities')
      .select(['id', 'name'])
      .where('hidden', '=', 0)
      .where('lat', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const now = new Date()
    await createAlert(
      t.db,
      {
        title: 'Teton Pass closed',
        text: 'Closed for avalanche work.',
        severity: 'severe',
        kind: 'road',
        zone: 'teton-pass',
        geometry: null,
        validFrom: new Date(now.getTime() - 3_600_000).toISOString(),
        validTo: new Date(now.getTime() + 6 * 3_600_000).toISOString(),
        link: null,
        targets: [{ type: 'activities', id: activity.id }],
      },
      { source: 'editor', createdBy: null, now },
    )
  })

  it('in Spanish, its map says what it shows in Spanish (the alerts’ titles as written, marked English)', async () => {
    const { html, data } = await renderRoute('/es/conditions', loader, ConditionsRoute)
    const map = (data as unknown as { map: { map: { title: string; description: string } } }).map.map
    // The map's own words are in the data: not content, checked below.
    const content = contentStrings(data).filter((text) => text !== map.title && text !== map.description)
    const made = [map.title, map.description]
    const words = visibleWords(html).filter((word) => !made.includes(word))
    expect(strayWords(words, es, content)).toEqual([])
    expect(englishLeft(words, en, es, content)).toEqual([])
    expect(html).toContain(
      '<title id="conditions-map-title">Alertas activas y los lugares a los que afectan en un mapa de Jackson Hole y Star Valley</title>',
    )
    expect(map.description).toMatch(
      /^Contornos de .+; 1 lugar numerado, en la lista junto al mapa\. 1 zona de alerta sombreada según la gravedad, en la lista junto al mapa\.$/,
    )
    for (const english of ['Active alerts and the places they concern', 'shaded by severity', 'Outlines of'])
      expect(html).not.toContain(english)
    expect(html).toContain('<span lang="en">Teton Pass closed</span>')
    expect(html).toContain(`href="/es/play/${activity.id}"`)
  })

  it('in English its map is as before', async () => {
    const { html, data } = await renderRoute('/conditions', loader, ConditionsRoute)
    const map = (data as unknown as { map: { map: { description: string } } }).map.map
    expect(html).toContain(
      '<title id="conditions-map-title">Active alerts and the places they concern on a map of Jackson Hole and Star Valley</title>',
    )
    expect(map.description).toMatch(
      /^Outlines of .+; 1 numbered place, listed beside the map\. 1 alert area shaded by severity, listed beside the map\.$/,
    )
    expect(html).not.toContain('lang="en"')
  })
})
