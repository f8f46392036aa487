import { describe, expect, it } from 'vitest'
import { contentStrings, englishLeft, renderRoute, strayWords, visibleWords } from '../../tests/i18n-pages'
import { useAppDatabase } from '../../tests/setup/db'
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
