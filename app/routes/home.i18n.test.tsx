import { renderToString } from 'react-dom/server'
import { createRoutesStub, useLoaderData } from 'react-router'
import { describe, expect, it } from 'vitest'
import { call, pageRequest } from '../../tests/helpers'
import { visibleWords } from '../../tests/i18n-words'
import { useAppDatabase } from '../../tests/setup/db'
import { BackButton } from '../components/back-button'
import { NotFound } from '../components/not-found'
import { SiteFooter } from '../components/site-footer'
import { SiteHeader } from '../components/site-header'
import { en, es } from '../locales'
import { messagesFor } from '../lib/i18n/catalog.server'
import type { Locale } from '../lib/i18n/config'
import { createTranslator, TranslatorContext } from '../lib/i18n/use-t'
import HomeRoute, { loader } from './home'
import type { Route } from './+types/home'

/**
 * The converted pages in Spanish (issue 47, decision 059): the shell (header, menu, back link,
 * footer with the sample note, the not-found page) and the home page, rendered from the home
 * loader's real data as the server renders them. Every text and every accessible name outside an
 * element marked lang="en" (a listing's own words, not yet translated) must be a Spanish catalog
 * text, a name, or a figure: an English sentence left in a component fails here.
 */

/** What a page in any language may show that is not a catalog text: the guide's and places' names, figures, contacts. */
const NOT_WORDS =
  /^(?:Wyoming Navigator|©|·|\d+|404|\(307\) 555-0100|hello@wyomingnavigator\.example|PO Box 1200, Jackson, WY 83001|WY Navigator|Wyoming Navigator ·|English|Español)$/

async function renderShellAndHome(locale: Locale): Promise<string> {
  const url = locale === 'en' ? '/' : `/${locale}`
  const data = await call(loader, pageRequest(url))
  function Page() {
    const loaderData = useLoaderData<typeof loader>()
    const t = createTranslator(locale, { ...messagesFor(locale, ['shell']), ...loaderData.messages })
    return (
      <TranslatorContext.Provider value={t}>
        <SiteHeader />
        <BackButton />
        <HomeRoute {...({ loaderData } as unknown as Route.ComponentProps)} />
        <NotFound />
        <SiteFooter sampleNote />
      </TranslatorContext.Provider>
    )
  }
  const Stub = createRoutesStub([{ path: url, Component: Page, loader: () => data }])
  return renderToString(<Stub initialEntries={[url]} hydrationData={{ loaderData: { '0': data } }} />)
}

describe('the shell and the home page in Spanish', () => {
  useAppDatabase('sqlite')

  it('say nothing in English but the listings’ own words, marked lang="en"', async () => {
    const html = await renderShellAndHome('es')
    const spanish = new Set(Object.values(es))
    const english = new Set(Object.values(en))
    const stray = visibleWords(html).filter((word) => !spanish.has(word) && !NOT_WORDS.test(word))
    expect(stray).toEqual([])
    // And the English texts are really gone (those Spanish does not share).
    const leftover = visibleWords(html).filter((word) => english.has(word) && !spanish.has(word))
    expect(leftover).toEqual([])
    // The featured activities are seeded in English only: shown, marked as English.
    expect(html).toMatch(/<li lang="en" class="border-border/)
    // Links stay in Spanish.
    expect(html).toContain('href="/es/eat"')
    expect(html).toContain('href="/es/submit-story"')
    expect(html).not.toMatch(/href="\/eat"/)
    // The switcher offers the same page in English, marked as such.
    expect(html).toMatch(/<a href="\/\?lang=en" hrefLang="en" lang="en"[^>]*>English<\/a>/)
  })

  it('in English are word for word the English catalog, with no Spanish', async () => {
    const html = await renderShellAndHome('en')
    const english = new Set(Object.values(en))
    const stray = visibleWords(html).filter((word) => !english.has(word) && !NOT_WORDS.test(word))
    // The seeded activities are English and not marked (the page is English).
    expect(stray.every((word) => !Object.values(es).includes(word))).toBe(true)
    expect(html).toContain('Family Favorites This Season')
    expect(html).toMatch(/<a href="\/es\?lang=es" hrefLang="es" lang="es"[^>]*>Español<\/a>/)
  })
})
