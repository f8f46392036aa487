import type { Scene } from './listings'
import { DEFAULT_LOCALE, hasLanguageVersions, LOCALES, localizedPath, unlocalizedPath } from './i18n/config'
export const SITE_NAME = 'Wyoming Navigator'

/** Title, description and link-preview tags for a page. */
export function pageMeta(title: string, description: string) {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { name: 'twitter:card', content: 'summary' },
  ]
}

/**
 * What a route module tells the rest of the app through React Router's `handle` export.
 *
 * - `previewScene`: the route's link-preview picture, a scene or a function of the route's data
 *   for listings (their own illustration). The root layout turns the deepest one into og:image
 *   (/og/<scene>.png, absolute from PUBLIC_URL); pages without one use the Tetons.
 * - `queryParams`: the query parameters the route reads (its loader, its component and what they
 *   call). The page cache keys the route's pages by the path and these alone, so `?utm_source=…`
 *   or `?junk=1` is served the page without them (server/delivery/cache-key.ts). A route that does
 *   not declare them keeps its whole query in the key. A route that starts reading a parameter
 *   must add it here, or its pages would be served for the URL without it
 *   (app/routes/query-params.test.ts checks that a route reading its query declares something).
 */
export interface RouteHandle {
  previewScene?: Scene | ((data: unknown) => Scene | undefined)
  queryParams?: readonly string[]
}

/** `export const handle = previewImage('dining')`, with the route's query parameters if it reads any. */
export function previewImage(
  scene: NonNullable<RouteHandle['previewScene']>,
  queryParams?: readonly string[],
): RouteHandle {
  return queryParams ? { previewScene: scene, queryParams } : { previewScene: scene }
}

/** `export const handle = readsQuery(['page'])` for a route with no preview picture of its own. */
export function readsQuery(queryParams: readonly string[]): RouteHandle {
  return { queryParams }
}

export const DEFAULT_PREVIEW_SCENE: Scene = 'tetons'

/** The scene the deepest route with a preview names, for its data. */
export function previewSceneOf(matches: readonly { handle?: unknown; data?: unknown }[]): Scene {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as RouteHandle | undefined
    if (!handle?.previewScene) continue
    const scene =
      typeof handle.previewScene === 'function' ? handle.previewScene(match.data) : handle.previewScene
    if (scene) return scene
  }
  return DEFAULT_PREVIEW_SCENE
}

/**
 * A page's `hreflang` links (decision 059): the same page in every language, absolute from
 * PUBLIC_URL, and `x-default` (English, the root). Empty for a page in one language only.
 */
export function alternateLinks(origin: string, pathname: string): { hrefLang: string; href: string }[] {
  if (!hasLanguageVersions(unlocalizedPath(pathname))) return []
  const links = LOCALES.map((locale) => ({
    hrefLang: locale,
    href: new URL(localizedPath(pathname, locale), origin).href,
  }))
  return [
    ...links,
    { hrefLang: 'x-default', href: new URL(localizedPath(pathname, DEFAULT_LOCALE), origin).href },
  ]
}
