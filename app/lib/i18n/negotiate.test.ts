import { describe, expect, it } from 'vitest'
import { localeOfPath, localizedPath, unlocalizedPath } from './config'
import { chosenLocale, firstVisitRedirect, languageChoice, preferredLocale } from './negotiate'

const browser = { accept: 'text/html,application/xhtml+xml', 'user-agent': 'Mozilla/5.0 Chrome/140' }

describe('language paths', () => {
  it('reads and moves a path between languages', () => {
    expect(localeOfPath('/es/eat')).toBe('es')
    expect(localeOfPath('/es')).toBe('es')
    expect(localeOfPath('/eat')).toBe('en')
    expect(localeOfPath('/essays')).toBe('en')
    expect(unlocalizedPath('/es')).toBe('/')
    expect(unlocalizedPath('/es/eat/x')).toBe('/eat/x')
    expect(localizedPath('/', 'es')).toBe('/es')
    expect(localizedPath('/eat?page=2#top', 'es')).toBe('/es/eat?page=2#top')
    expect(localizedPath('/es/eat', 'en')).toBe('/eat')
    expect(localizedPath('/es/eat', 'es')).toBe('/es/eat')
  })
})

describe('first-visit language', () => {
  it('picks the best of our languages by q-value', () => {
    expect(preferredLocale('es-MX,es;q=0.9,en;q=0.8')).toBe('es')
    expect(preferredLocale('en-US,en;q=0.9,es;q=0.8')).toBe('en')
    expect(preferredLocale('fr;q=1, es;q=0.5, en;q=0.4')).toBe('es')
    expect(preferredLocale('en;q=0.2, es;q=0')).toBe('en')
    expect(preferredLocale('fr, de')).toBeUndefined()
    expect(preferredLocale(undefined)).toBeUndefined()
  })

  it('sends a Spanish browser without a choice from an English page to the Spanish one, once', () => {
    const headers = { ...browser, 'accept-language': 'es-ES,es;q=0.9' }
    expect(firstVisitRedirect({ method: 'GET', url: '/eat?page=2', headers })).toBe('/es/eat?page=2')
    expect(firstVisitRedirect({ method: 'GET', url: '/', headers })).toBe('/es')
    // The back office has its languages too (its files without words do not).
    expect(firstVisitRedirect({ method: 'GET', url: '/admin/feeds', headers })).toBe('/es/admin/feeds')
    // Already Spanish: never a loop.
    expect(firstVisitRedirect({ method: 'GET', url: '/es/eat', headers })).toBeUndefined()
    // A choice was made (either language).
    expect(
      firstVisitRedirect({ method: 'GET', url: '/eat', headers: { ...headers, cookie: 'a=1; wn-lang=en' } }),
    ).toBeUndefined()
    // Crawlers, non-pages, other methods and one-language paths are answered as asked.
    expect(
      firstVisitRedirect({
        method: 'GET',
        url: '/eat',
        headers: { ...headers, 'user-agent': 'Googlebot/2.1' },
      }),
    ).toBeUndefined()
    expect(firstVisitRedirect({ method: 'GET', url: '/eat.data', headers })).toBeUndefined()
    expect(firstVisitRedirect({ method: 'GET', url: '/events/feed.ics', headers })).toBeUndefined()
    expect(firstVisitRedirect({ method: 'POST', url: '/contact', headers })).toBeUndefined()
    expect(firstVisitRedirect({ method: 'GET', url: '/admin/uploads/abc', headers })).toBeUndefined()
    expect(firstVisitRedirect({ method: 'GET', url: '/admin/newsletter.csv', headers })).toBeUndefined()
    expect(firstVisitRedirect({ method: 'GET', url: '/logout', headers })).toBeUndefined()
    expect(
      firstVisitRedirect({ method: 'GET', url: '/eat', headers: { ...headers, accept: 'application/json' } }),
    ).toBeUndefined()
    expect(
      firstVisitRedirect({ method: 'GET', url: '/eat', headers: { ...browser, 'accept-language': 'en-US' } }),
    ).toBeUndefined()
  })

  it('reads the cookie and the switcher’s ?lang= choice', () => {
    expect(chosenLocale('wn-lang=es')).toBe('es')
    expect(chosenLocale('x=1; wn-lang=fr')).toBeUndefined()
    expect(languageChoice('/eat?lang=es&page=2')).toEqual({ locale: 'es', location: '/es/eat?page=2' })
    expect(languageChoice('/es?lang=en')).toEqual({ locale: 'en', location: '/' })
    expect(languageChoice('/eat?lang=xx')).toBeUndefined()
    expect(languageChoice('/eat')).toBeUndefined()
  })
})
