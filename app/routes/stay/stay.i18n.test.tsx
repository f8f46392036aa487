import { describe, expect, it } from 'vitest'
import { contentStrings, englishLeft, renderRoute, strayWords, visibleWords } from '../../../tests/i18n-pages'
import { useAppDatabase } from '../../../tests/setup/db'
import { en, es } from '../../locales'
import StayRoute, { loader as listLoader } from './index'
import StayDetailRoute, { loader as detailLoader } from './detail'

/**
 * /es/stay and /es/stay/:id in Spanish (issue 47): every interface text is a Spanish catalog text;
 * only the places' own words (from the database) stay as written.
 */

async function firstStay(): Promise<string> {
  const { data } = await renderRoute('/stay', listLoader, StayRoute)
  return (data as unknown as { stays: { id: string }[] }).stays[0]!.id
}

describe('the stay pages in Spanish', () => {
  useAppDatabase('sqlite')

  it.each([['/es/stay'], ['/es/stay?type=ranches&access=step-free']])(
    '%s says nothing in English but the places’ own words',
    async (url) => {
      const { html, data } = await renderRoute(url, listLoader, StayRoute)
      const words = visibleWords(html)
      expect(strayWords(words, es, contentStrings(data))).toEqual([])
      expect(englishLeft(words, en, es, contentStrings(data))).toEqual([])
      expect(html).not.toMatch(/href="\/(stay|host-signup)/)
    },
  )

  it('a place to stay says nothing in English but its own words', async () => {
    const id = await firstStay()
    const { html, data } = await renderRoute(`/es/stay/${id}`, detailLoader, StayDetailRoute, { id })
    const words = visibleWords(html)
    expect(strayWords(words, es, contentStrings(data))).toEqual([])
    expect(englishLeft(words, en, es, contentStrings(data))).toEqual([])
    expect(html).toContain('Políticas')
    expect(html).toContain('<span>Estacionamiento</span>')
    expect(html).toContain('por noche')
  })

  it('in English are unchanged', async () => {
    const { html, data } = await renderRoute('/stay', listLoader, StayRoute)
    expect((data as unknown as { showing: string }).showing).toMatch(/^Showing \d+ places to stay$/)
    expect(html).toContain('Stay the Wyoming Way')
    expect(html).toMatch(/Up to \d+ guests/)
    const id = await firstStay()
    const detail = await renderRoute(`/stay/${id}`, detailLoader, StayDetailRoute, { id })
    expect(detail.html).toContain('Back to Accommodations')
    expect(detail.html).toContain('<span>Parking</span>')
    expect(englishLeft(visibleWords(detail.html), es as Record<string, string>, en)).toEqual([])
  })
})
