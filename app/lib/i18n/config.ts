/**
 * The guide's languages (issue 47, decision 059): one place to add one. English is the default
 * and lives at the root of every URL; every other language lives under its own prefix (`/es/...`).
 * Adding a language: its catalogs (app/locales/<code>/*.json and their list in app/locales/index.ts), a line here, the translations.
 */
export const LOCALES = ['en', 'es'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** Each language's name in itself (the switcher's words) and its BCP 47 tag for Intl. */
export const LOCALE_INFO: Record<Locale, { name: string; intl: string }> = {
  en: { name: 'English', intl: 'en-US' },
  es: { name: 'Español', intl: 'es-US' },
}

/** The cookie that remembers a visitor's chosen language (set by the switcher, read by the first-visit redirect). */
export const LOCALE_COOKIE = 'wn-lang'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The languages with a URL prefix: every one but the default. */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)

/** The language of a path: its first segment when that is a prefixed language, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1]
  return first && first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE
}

/** The path without its language prefix: `/es/eat` is `/eat`, `/es` is `/`. */
export function unlocalizedPath(pathname: string): string {
  const locale = localeOfPath(pathname)
  if (locale === DEFAULT_LOCALE) return pathname
  const rest = pathname.slice(locale.length + 1)
  return rest === '' ? '/' : rest
}

/**
 * The same page in `locale`: `/eat` in Spanish is `/es/eat`, `/es/eat` in English is `/eat`.
 * Takes a path with or without a query or hash; a path of another language is moved across.
 */
export function localizedPath(path: string, locale: Locale): string {
  const at = path.search(/[?#]/)
  const pathname = at === -1 ? path : path.slice(0, at)
  const rest = at === -1 ? '' : path.slice(at)
  const base = unlocalizedPath(pathname)
  if (locale === DEFAULT_LOCALE) return base + rest
  return (base === '/' ? `/${locale}` : `/${locale}${base}`) + rest
}

/**
 * Paths that exist in one language only: signing out, and resources with no words (pictures, the
 * back office's uploads and CSV files, the map's outlines, the sitemap, robots.txt, sync).
 * app/routes.ts gives every other route a copy per language, the back office's too (the
 * interactive maps' pins have words: /es/map/places.json); the first-visit redirect leaves these alone.
 */
const ONE_LANGUAGE_PATH =
  /^\/(?:logout|og|media|admin\/uploads)(?:[/.]|$)|^\/admin\/.*\.csv$|^\/(?:sitemap\.xml|robots\.txt|favorites\/sync|map\/outlines\.json)$|\.a11y\.json$/

export function hasLanguageVersions(pathname: string): boolean {
  return !ONE_LANGUAGE_PATH.test(pathname)
}
