import { createContext, useContext } from 'react'

/**
 * Our own SVG illustrations as `data:` URLs by path (`/images/…svg`), given to the renderer by the
 * production server (server/app.ts). Empty in development and in the browser.
 */
export const InlineImagesContext = createContext<ReadonlyMap<string, string>>(new Map())

/**
 * The `src` for a picture on the first screen (a page's main picture, its LCP, and the header's
 * logo) when it is one of our illustrations: written into the page by the server, so on a weak
 * signal it paints with the text instead of a round trip later (a few KB of SVG). In the browser, and for anything else, the file's URL: a page shown by
 * client-side navigation loads it from the cache, and hydration keeps the server's attribute.
 */
export function useInlineImageSrc(src: string): string {
  return useContext(InlineImagesContext).get(src) ?? src
}
