import { createContext, useContext } from 'react'

/**
 * The text of our built stylesheets by URL, given to the renderer by the production server
 * (server/app.ts). Empty in development and in the browser.
 */
export const InlineStylesContext = createContext<ReadonlyMap<string, string>>(new Map())

/**
 * The site stylesheet. In production the server writes its text into the page as a React style
 * resource (`<style href precedence>`): on a weak signal the page paints without waiting for a
 * second request. In the browser React adopts the server's element by its `href` (a hoisted
 * resource is not hydrated as part of the tree), so the text is not sent twice. In development,
 * where the server has no text, it is a stylesheet link React manages the same way.
 */
export function Stylesheet({ href }: { href: string }) {
  const text = useContext(InlineStylesContext).get(href)
  const inlined = text !== undefined || (typeof document !== 'undefined' && import.meta.env.PROD)
  if (inlined) {
    return (
      <style href={href} precedence="default">
        {text ?? ''}
      </style>
    )
  }
  return <link rel="stylesheet" href={href} precedence="default" />
}
