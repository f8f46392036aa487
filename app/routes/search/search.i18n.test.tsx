import { describe, expect, it } from 'vitest'
import { contentStrings, englishLeft, renderRoute, strayWords, visibleWords } from '../../../tests/i18n-pages'
import { useAppDatabase } from '../../../tests/setup/db'
import { en, es } from '../../locales'
import SearchRoute, { loader } from './index'
import { loader as suggestLoader } from './suggest'
import { call, pageRequest } from '../../../tests/helpers'

/**
 * /es/search in Spanish (issue 47): every interface text is a Spanish catalog text, results link
 * to Spanish pages, show their Spanish text where translated and mark the English (lang="en")
 * where not; a Spanish word finds a listing. In English the page says what it said.
 */

const render = (url: string) => renderRoute(url, loader, SearchRoute)

describe('/search in Spanish', () => {
  useAppDatabase('sqlite')

  it.each([
    ['no query', '/es/search'],
    ['a query of punctuation only', '/es/search?q=%21%21'],
    ['a Spanish word', '/es/search?q=caba%C3%B1as'],
    ['an English word', '/es/search?q=winter'],
    ['a type', '/es/search?q=winter&type=event'],
    ['a facet', '/es/search?q=winter&price=Free'],
    ['a misspelling', '/es/search?q=bisn'],
    ['nothing found', '/es/search?q=zzqxwv'],
    ['nothing with these filters', '/es/search?q=winter&town=Nowhere'],
    ['a second page', '/es/search?q=the&page=2'],
  ])('%s says nothing in English but the results’ own words', async (_, url) => {
    const { html, data } = await render(url)
    const content = contentStrings(data)
    // A result's text is cut where the query's words are marked: its parts are its content too.
    const words = visibleWords(html).filter((word) => !content.some((text) => text.includes(word)))
    expect(strayWords(words, es, content)).toEqual([])
    expect(englishLeft(words, en, es, content)).toEqual([])
    // Every link of the page stays in Spanish.
    expect(html).not.toMatch(/href="\/(?!es\b)[a-z]/)
  })

  it('finds a listing by a Spanish word, accents folded, and shows its Spanish text', async () => {
    const { html, data } = await render('/es/search?q=cabanas%20sencillas')
    expect((data as unknown as { title: string }).title).toBe('Buscar: cabanas sencillas')
    expect(html).toContain('href="/es/stay/greys-river-trailhead-cabins"')
    expect(html).toContain('<mark')
    expect(html).toMatch(/Cabañas<\/mark>|>Cabañas/)
  })

  it('marks the results without a translation as English', async () => {
    const { html } = await render('/es/search?q=yellowstone&type=page')
    expect(html).toMatch(/<a[^>]*href="\/es\/[^"]*"[^>]*lang="en"|<a[^>]*lang="en"[^>]*href="\/es\//)
    expect(html).toMatch(/<p class="text-muted-foreground mt-2" lang="en">/)
  })

  it('suggests in Spanish from /es/search/suggest', async () => {
    const response = (await call(suggestLoader, pageRequest('/es/search/suggest?q=navidad'))) as Response
    const { suggestions } = (await response.json()) as {
      suggestions: { title: string; label: string; url: string }[]
    }
    expect(suggestions[0]).toMatchObject({
      title: 'Festival de invierno Navidad Vaquera',
      label: 'Evento',
      url: '/events/cowboy-christmas-winter-festival',
    })
    const english = (await call(
      suggestLoader,
      pageRequest('/search/suggest?q=cowboy%20christmas'),
    )) as Response
    const body = (await english.json()) as { suggestions: { title: string; label: string }[] }
    expect(body.suggestions[0]).toMatchObject({ label: 'Event' })
    expect(body.suggestions[0]?.title).not.toMatch(/Navidad/)
  })

  it('gives every suggestion’s label and detail in Spanish (the header’s list shows them as they come)', async () => {
    const spanishLabels = new Set(
      Object.entries(es).flatMap(([key, text]) => (key.startsWith('search.type.') ? [text] : [])),
    )
    const englishLabels = new Set(
      Object.entries(en).flatMap(([key, text]) => (key.startsWith('search.type.') ? [text] : [])),
    )
    const suggestions = async (path: string) =>
      (
        (await ((await call(suggestLoader, pageRequest(path))) as Response).json()) as {
          suggestions: { label: string; detail: string; english?: boolean; title: string }[]
        }
      ).suggestions
    const seen = new Set<string>()
    for (const q of ['festival', 'music', 'winter', 'bison']) {
      const spanish = await suggestions(`/es/search/suggest?q=${q}`)
      expect(spanish.length, q).toBeGreaterThan(0)
      for (const { label, detail } of spanish) {
        expect(spanishLabels.has(label) && !englishLabels.has(label), `${q}: ${label}`).toBe(true)
        expect(detail, q).not.toMatch(/\(past\)/)
        // Days written out with Intl in Spanish ('sáb, 5 de dic'), never as stored (2026-12-05).
        expect(detail, q).not.toMatch(/\d{4}-\d{2}-\d{2}/)
        if (detail.includes('(pasado)')) {
          seen.add(q)
          expect(detail, q).toMatch(/^[a-zá-ú]{3}, \d{1,2} de [a-z]{3}( de \d{4})? \(pasado\)/)
        }
      }
    }
    // Past events and shows say so in Spanish; in English as before.
    expect(seen.size).toBeGreaterThan(0)
    const english = await suggestions('/search/suggest?q=festival')
    expect(
      english.some(({ detail }) =>
        /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}(, \d{4})? \(past\) · Jackson$/.test(detail),
      ),
    ).toBe(true)
    expect(english.every(({ label }) => englishLabels.has(label))).toBe(true)
  })
})

describe('/search in English', () => {
  useAppDatabase('sqlite')

  it('says what it said', async () => {
    const empty = await render('/search')
    expect((empty.data as unknown as { title: string }).title).toBe('Search')
    for (const text of [
      'Search the Guide',
      'Find restaurants, places to stay, things to do, events, live music, articles and stories.',
      'Or browse the guide',
      'Plan your visit',
      'placeholder="Restaurants, trails, rodeo, bison…"',
    ])
      expect(empty.html).toContain(text)
    const { html, data } = await render('/search?q=winter')
    expect((data as unknown as { title: string }).title).toBe('Search: winter')
    const words = visibleWords(html)
    expect(words.join(' ')).toMatch(/\d+ results for “winter”/)
    expect(words).toContain('Search Results')
    expect(words).toContain('Result type')
    expect(html).not.toContain('lang="en"')
    expect(html).toContain('href="/search?q=winter&amp;type=event"')
    const none = visibleWords((await render('/search?q=zzqxwv')).html)
    expect(none).toContain('Nothing in the guide matches “zzqxwv”.')
  })
})
