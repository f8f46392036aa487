import {
  DEFAULT_LOCALE,
  hasLanguageVersions,
  isLocale,
  type Locale,
  LOCALE_COOKIE,
  localeOfPath,
  localizedPath,
} from './config'

/**
 * The first-visit language rule (issue 47 item 3, decision 059), for the server's middleware and
 * the page cache: a visitor who has not chosen a language (no `wn-lang` cookie) and whose browser
 * prefers one of ours over English is sent, once, with a 302, from an English page to the same
 * page in that language. Never a crawler, never a page that exists in one language only, never
 * from a page of another language (so never a loop), never without Accept-Language.
 */

/** Crawlers and link previewers: they get every page as asked (hreflang tells them the rest). */
const BOT =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse|curl|wget|python|java\/|go-http/i

/** The language the cookie remembers, if any. */
export function chosenLocale(cookieHeader: string | undefined): Locale | undefined {
  const value = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`))?.[1]
  return isLocale(value) ? value : undefined
}

/** The best of our languages for an Accept-Language header (q-values, then order), if any fits. */
export function preferredLocale(acceptLanguage: string | undefined): Locale | undefined {
  if (!acceptLanguage) return undefined
  const ranges = acceptLanguage
    .split(',')
    .map((part, order) => {
      const [range = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
      return {
        language: range.trim().toLowerCase().split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q),
        order,
      }
    })
    .filter((range) => range.q > 0 && !Number.isNaN(range.q))
    .sort((a, b) => b.q - a.q || a.order - b.order)
  for (const { language } of ranges) if (isLocale(language)) return language
  return undefined
}

export interface LanguageRequest {
  method: string | undefined
  /** path and query, as the request line has them */
  url: string
  headers: { cookie?: string; 'accept-language'?: string; 'user-agent'?: string; accept?: string }
}

/** Where a first visit is redirected for its language, or undefined to answer it as asked. */
export function firstVisitRedirect(req: LanguageRequest): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined
  const at = req.url.indexOf('?')
  const pathname = at === -1 ? req.url : req.url.slice(0, at)
  if (localeOfPath(pathname) !== DEFAULT_LOCALE || !hasLanguageVersions(pathname)) return undefined
  // Pages only (a browser's navigation asks for HTML); data and file requests are left alone.
  if (pathname.endsWith('.data') || /\.[a-z0-9]+$/i.test(pathname)) return undefined
  if (req.headers.accept && !req.headers.accept.includes('text/html')) return undefined
  if (chosenLocale(req.headers.cookie)) return undefined
  if (BOT.test(req.headers['user-agent'] ?? '')) return undefined
  const locale = preferredLocale(req.headers['accept-language'])
  if (!locale || locale === DEFAULT_LOCALE) return undefined
  return localizedPath(req.url, locale)
}

/** The language a `?lang=` choice names (the switcher's links), if the query has a valid one. */
export function languageChoice(url: string): { locale: Locale; location: string } | undefined {
  const at = url.indexOf('?')
  if (at === -1) return undefined
  const query = new URLSearchParams(url.slice(at + 1))
  const locale = query.get('lang')
  if (!isLocale(locale)) return undefined
  query.delete('lang')
  const search = query.toString()
  // The page itself, in the chosen language, without the choice.
  return { locale, location: localizedPath(url.slice(0, at), locale) + (search ? `?${search}` : '') }
}
