import type * as React from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub, useLoaderData } from 'react-router'
import { describe, expect, it } from 'vitest'
import { call, pageRequest, withTestSecrets } from '../../tests/helpers'
import { contentStrings, englishLeft, strayWords, visibleWords } from '../../tests/i18n-pages'
import { useAppDatabase } from '../../tests/setup/db'
import { en, es } from '../locales'
import { localeOfPath } from '../lib/i18n/config'
import type { Messages } from '../lib/i18n/messages'
import { createTranslator, TranslatorContext } from '../lib/i18n/use-t'
import FavoritesRoute, { action, loader } from './favorites'
import { action as tripAction } from './trip/index'
import { loader as savedIcsLoader } from './events/saved-ics'

/**
 * /es/favorites in Spanish (issue 47): empty, and with a saved place of every kind on a trip with
 * and without dates; only the places' own words stay as written.
 */

withTestSecrets()

/**
 * The Spanish catalog with its plurals' branches as texts of their own ('# favoritos guardados'
 * gives 'favoritos guardados'): the count is written in the browser, which changes it as hearts change.
 */
const esTexts: Record<string, string | undefined> = {
  ...es,
  ...Object.fromEntries(
    Object.entries(es).flatMap(([key, text]) =>
      [...(text ?? '').matchAll(/\{#([^{}]*)\}/g)].map(([, branch], i) => [`${key}#${i}`, branch!.trim()]),
    ),
  ),
}

/** The page rendered from its loader's data for a visitor with `cookie` (their trip). */
async function render(url: string, cookie?: string) {
  const data = (await call(loader, pageRequest(url, { cookie }))) as { messages: Messages } & Record<
    string,
    unknown
  >
  const Route = FavoritesRoute as unknown as React.ComponentType<{ loaderData: typeof data }>
  function Page() {
    const loaderData = useLoaderData() as typeof data
    const t = createTranslator(localeOfPath(url), loaderData.messages)
    return (
      <TranslatorContext.Provider value={t}>
        <Route loaderData={loaderData} />
      </TranslatorContext.Provider>
    )
  }
  const Stub = createRoutesStub([{ path: url.split('?')[0]!, Component: Page, loader: () => data }])
  const html = renderToString(<Stub initialEntries={[url]} hydrationData={{ loaderData: { '0': data } }} />)
  return { html, data }
}

const tripCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('trip='))!

/** A trip (with dates or without) holding one saved listing of every kind the seed has. */
async function tripWithFavorites(dated: boolean): Promise<string> {
  let cookie: string | undefined
  if (dated)
    cookie = tripCookieOf(
      (await call(
        tripAction,
        pageRequest('/trip', { form: { intent: 'dates', arrive: '2026-07-01', depart: '2026-07-03' } }),
      )) as Response,
    )
  for (const [kind, id] of [
    ['restaurant', 'elk-antler-grill'],
    ['activity', 'taggart-lake-hike'],
  ]) {
    const saved = (await call(
      action,
      pageRequest('/favorites', { cookie, form: { intent: 'save', kind: kind!, id: id! } }),
    )) as Response
    cookie ??= tripCookieOf(saved)
  }
  return cookie!
}

describe('/favorites in Spanish', () => {
  const t = useAppDatabase('sqlite', { seed: true })

  async function saveFirstOf(cookie: string) {
    const stay = await t.db.selectFrom('stays').select('id').orderBy('id').executeTakeFirstOrThrow()
    const event = await t.db.selectFrom('events').select('id').orderBy('id').executeTakeFirstOrThrow()
    for (const [kind, id] of [
      ['stay', stay.id],
      ['event', event.id],
    ])
      await call(
        action,
        pageRequest('/favorites', { cookie, form: { intent: 'save', kind: kind!, id: id! } }),
      )
  }

  it.each([
    ['empty', async () => undefined],
    ['with saved places, no trip dates', async () => tripWithFavorites(false)],
    [
      'with saved places on a dated trip',
      async () => {
        const cookie = await tripWithFavorites(true)
        await saveFirstOf(cookie)
        return cookie
      },
    ],
  ])('%s says nothing in English but the places’ own words', async (_, cookieOf) => {
    const { html, data } = await render('/es/favorites', await cookieOf())
    const words = visibleWords(html)
    expect(strayWords(words, esTexts, contentStrings(data))).toEqual([])
    expect(englishLeft(words, en, es, contentStrings(data))).toEqual([])
    expect(html).toContain('Tus favoritos')
    expect(html).not.toMatch(/href="\/(eat|stay|play|trip|events)/)
    expect((data as unknown as { title: string }).title).toBe('Tus favoritos')
  })

  it('links the saved events’ calendar file in Spanish, which says them in Spanish', async () => {
    const cookie = await tripWithFavorites(false)
    await saveFirstOf(cookie)
    await call(
      action,
      pageRequest('/favorites', {
        cookie,
        form: { intent: 'save', kind: 'event', id: 'cowboy-christmas-winter-festival' },
      }),
    )
    const { html, data } = await render('/es/favorites', cookie)
    const events = (
      data as unknown as { favorites: { kind: string; id: string; name: string }[] }
    ).favorites.filter((f) => f.kind === 'event')
    expect(events.length).toBeGreaterThan(0)
    const href = /href="(\/es\/events\/saved\.ics\?[^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&')
    expect(href).toBe(`/es/events/saved.ics?${events.map((e) => `id=${e.id}`).join('&')}`)
    const ics = async (url: string) =>
      ((await call(savedIcsLoader, pageRequest(url))) as Response).text().then((t) => t.replace(/\r\n /g, ''))
    const spanish = await ics('/es/events/saved.ics?id=cowboy-christmas-winter-festival')
    expect(spanish).toContain('SUMMARY:Festival de invierno Navidad Vaquera')
    expect(spanish).toContain('X-WR-CALNAME:Mis eventos guardados')
    // the saved event's name on the Spanish page is its Spanish title too
    expect(events.find((e) => e.id === 'cowboy-christmas-winter-festival')!.name).toBe(
      'Festival de invierno Navidad Vaquera',
    )
    const english = await ics('/events/saved.ics?id=cowboy-christmas-winter-festival')
    expect(english).toContain('X-WR-CALNAME:My saved events')
    expect(english).not.toContain('Navidad Vaquera')
  })

  it('writes the second lines’ words and the trip’s days in Spanish', async () => {
    const cookie = await tripWithFavorites(true)
    await saveFirstOf(cookie)
    const { html, data } = await render('/es/favorites', cookie)
    const shown = data as unknown as {
      favorites: { kind: string; subtitle: string }[]
      days: { label: string }[]
    }
    expect(shown.favorites.find((f) => f.kind === 'stay')!.subtitle).toMatch(/ por noche$/)
    expect(shown.days[0]!.label).toMatch(/1 de jul/)
    expect(html).toContain('Agregar al')
  })

  it('in English is unchanged', async () => {
    const empty = await render('/favorites')
    for (const text of ['Your Favorites', 'No Favorites Yet', 'Find Places to Stay', 'Explore Activities'])
      expect(empty.html).toContain(text)
    const cookie = await tripWithFavorites(true)
    await saveFirstOf(cookie)
    const { html, data } = await render('/favorites', cookie)
    const shown = data as unknown as {
      favorites: { kind: string; subtitle: string }[]
      days: { label: string }[]
    }
    expect(shown.favorites.find((f) => f.kind === 'stay')!.subtitle).toMatch(/ · \$\d+ per night$/)
    expect(shown.days.map((d) => d.label)).toEqual(['Wed, Jul 1', 'Thu, Jul 2', 'Fri, Jul 3'])
    for (const text of [
      '4 saved items',
      'Places to Stay',
      'Restaurants',
      'Activities',
      'Events',
      'Add to day',
    ])
      expect(html).toContain(text)
    expect(html).toContain('Remove Elk Antler Grill from favorites')
    expect(html).toMatch(/href="\/events\/saved\.ics\?id=/)
    expect(englishLeft(visibleWords(html), es as Record<string, string>, en)).toEqual([])
  })
})
