import { describe, expect, it } from 'vitest'
import { contentStrings, englishLeft, renderRoute, strayWords, visibleWords } from '../../../tests/i18n-pages'
import { useAppDatabase } from '../../../tests/setup/db'
import { en, es } from '../../locales'
import PlayRoute, { loader } from './index'
import PlayFilterRoute, { loader as filterLoader } from './filter'

/**
 * /es/play and /es/play/filter in Spanish (issue 47): every interface text is a Spanish catalog text (the category
 * tiles, the info strip, the safety tips); only the activities' own words stay as written.
 */

describe('/play in Spanish', () => {
  useAppDatabase('sqlite')

  it('says nothing in English but the activities’ own words', async () => {
    const { html, data } = await renderRoute('/es/play', loader, PlayRoute)
    const words = visibleWords(html)
    expect(strayWords(words, es, contentStrings(data))).toEqual([])
    expect(englishLeft(words, en, es, contentStrings(data))).toEqual([])
    expect(html).toContain('Explora por categoría')
    expect(html).toContain('Consejos de seguridad para la familia')
    expect(html).toContain('href="/es/play/filter"')
    expect(html).toContain('href="/es/wildlife"')
    expect(html).not.toMatch(/href="\/(play|wildlife|cowboy|submit|events|conditions)/)
    expect((data as unknown as { title: string }).title).toBe('Qué hacer')
  })

  it('in English is unchanged', async () => {
    const { html, data } = await renderRoute('/play', loader, PlayRoute)
    for (const text of [
      'Things to Do',
      'Explore by Category',
      'Cowboy Culture',
      'Trail rides, rodeos and chuckwagon suppers',
      'Today in the Valley',
      'Snow Conditions',
      'Wildlife Activity',
      'Events Today',
      'Featured Activities',
      'Family Safety Tips',
      'Stay at least 25 yards from bison, elk and moose.',
      'Know a Great Outing?',
      'Submit an Activity',
    ])
      expect(html).toContain(text)
    expect(html).toContain('href="/play/filter"')
    expect((data as unknown as { title: string }).title).toBe('Things to Do')
    expect(englishLeft(visibleWords(html), es as Record<string, string>, en)).toEqual([])
  })
})

describe('/play/filter in Spanish', () => {
  useAppDatabase('sqlite')

  it.each([
    '/es/play/filter',
    '/es/play/filter?season=Summer&access=restroom',
    '/es/play/filter?category=Museums&difficulty=Expert&price=$$$$',
  ])('%s says nothing in English but the activities’ own words', async (url) => {
    const { html, data } = await renderRoute(url, filterLoader, PlayFilterRoute)
    const words = visibleWords(html)
    expect(strayWords(words, es, contentStrings(data))).toEqual([])
    expect(englishLeft(words, en, es, contentStrings(data))).toEqual([])
    expect(html).toContain('Aplicar filtros')
    expect(html).not.toMatch(/href="\/(play|eat|stay)/)
  })

  it('offers its choices in Spanish, their values as in the URL', async () => {
    const { html, data } = await renderRoute('/es/play/filter', filterLoader, PlayFilterRoute)
    expect(html).toContain('<option value="Year-Round">Todo el año</option>')
    expect(html).toMatch(/\d+ actividades encontradas/)
    expect((data as unknown as { title: string }).title).toBe('Filtrar actividades')
  })

  it('in English is unchanged', async () => {
    const { html, data } = await renderRoute('/play/filter?season=Summer', filterLoader, PlayFilterRoute)
    for (const text of [
      'Filter Activities',
      'Narrow activities by category, difficulty, season and price.',
      'All categories',
      'Any difficulty',
      'Accessibility (confirmed facts only)',
      'Apply Filters',
      'Clear Filters',
      '<option value="Year-Round">Year-Round</option>',
    ])
      expect(html).toContain(text)
    expect(html).toMatch(/\d+ activities found/)
    expect((data as unknown as { title: string }).title).toBe('Filter Activities')
    expect(englishLeft(visibleWords(html), es as Record<string, string>, en)).toEqual([])
    const none = await renderRoute(
      '/play/filter?category=Museums&difficulty=Expert&price=$$$$',
      filterLoader,
      PlayFilterRoute,
    )
    expect(none.html).toContain('No Activities Match')
    expect(none.html).toContain('Show all activities')
  })
})
