import { describe, expect, it } from 'vitest'
import { contentStrings, englishLeft, renderRoute, strayWords, visibleWords } from '../../../tests/i18n-pages'
import { useAppDatabase } from '../../../tests/setup/db'
import { en, es } from '../../locales'
import EatRoute, { loader as listLoader } from './index'
import EatDetailRoute, { loader as detailLoader } from './detail'
import EatDirectionsRoute, { loader as directionsLoader } from './directions'

/**
 * /es/eat, /es/eat/:id and /es/eat/:id/directions in Spanish (issue 47): every interface text is a
 * Spanish catalog text; only the restaurants' own words (from the database) stay as written.
 */

const render = (
  url: string,
  ...[loader, Route]: [Parameters<typeof renderRoute>[1], Parameters<typeof renderRoute>[2]]
) => renderRoute(url, loader, Route, { id: /^\/(?:es\/)?eat\/([^/?]+)/.exec(url)?.[1] ?? '' })

async function firstRestaurant(): Promise<string> {
  const { data } = await render('/eat', listLoader, EatRoute)
  return (data as unknown as { restaurants: { id: string }[] }).restaurants[0]!.id
}

describe('the eat pages in Spanish', () => {
  useAppDatabase('sqlite')

  it.each([
    ['the list', async () => '/es/eat'],
    ['a filtered list', async () => '/es/eat?cuisine=cowboy&access=restroom'],
    ['a restaurant', async () => `/es/eat/${await firstRestaurant()}`],
    ['its directions', async () => `/es/eat/${await firstRestaurant()}/directions`],
  ])('%s says nothing in English but the restaurants’ own words', async (_, urlOf) => {
    const url = await urlOf()
    const [loader, Route] = url.endsWith('/directions')
      ? [directionsLoader, EatDirectionsRoute]
      : /\/eat\/[^?]/.test(url)
        ? [detailLoader, EatDetailRoute]
        : [listLoader, EatRoute]
    const { html, data } = await render(url, loader, Route)
    const words = visibleWords(html)
    expect(strayWords(words, es, contentStrings(data))).toEqual([])
    expect(englishLeft(words, en, es, contentStrings(data))).toEqual([])
    expect(html).not.toMatch(/href="\/(eat|trip|claim|submit)/)
  })

  it('counts, titles and facts come from the server in Spanish', async () => {
    const { data } = await render('/es/eat', listLoader, EatRoute)
    expect((data as unknown as { showing: string; title: string }).showing).toMatch(
      /^Mostrando \d+ restaurantes$/,
    )
    expect((data as unknown as { title: string }).title).toBe('Dónde comer')
    const { html } = await render(`/es/eat/${await firstRestaurant()}`, detailLoader, EatDetailRoute)
    expect(html).toContain('Accesibilidad')
    expect(html).toContain('Cómo llegar')
  })

  it('in English are unchanged', async () => {
    const { html, data } = await render('/eat', listLoader, EatRoute)
    expect((data as unknown as { showing: string }).showing).toMatch(/^Showing \d+ restaurants$/)
    expect(html).toContain('Know a Great Local Restaurant?')
    expect(html).toContain('href="/eat/')
    const detail = await render(`/eat/${await firstRestaurant()}`, detailLoader, EatDetailRoute)
    expect(detail.html).toContain('Back to Restaurants')
    expect(englishLeft(visibleWords(detail.html), es as Record<string, string>, en)).toEqual([])
  })
})
