import { createContext, useContext } from 'react'

/**
 * The text of our built stylesheets by URL, given to the renderer by the production server
 * (server/app.ts). Empty in development and in the browser.
 */
export const InlineStylesContext = createContext<ReadonlyMap<string, string>>(new Map())

/** The inlined stylesheets' text seen in the browser, by URL (Preact only, see below). */
const browserStyles = new Map<string, string>()

/**
 * The site stylesheet. The server writes it into the page as a `<style>`: on a slow connection the
 * page can paint without waiting for a second request. It is a React resource (`href` and
 * `precedence`), so React puts it at the top of the head, and in the browser it adopts the
 * server's element instead of loading the file again. Without the text (development) it is a
 * plain stylesheet link.
 */
export function Stylesheet({ href }: { href: string }) {
  const text = useContext(InlineStylesContext).get(href)
  if (text !== undefined) {
    return (
      <style href={href} precedence="default">
        {text}
      </style>
    )
  }
  if (typeof document === 'undefined') return <link rel="stylesheet" href={href} precedence="default" />
  if (__PREACT__) {
    // Preact (the production browser build) has no resources: it keeps the server's element as
    // it is while hydrating, and the text is kept for a layout mounted again (the root error
    // boundary), whose new <head> would otherwise have no styles while the file loads. (React in
    // the browser is development only, where the server links the file.)
    let css = browserStyles.get(href)
    if (css === undefined) {
      // A page sent with only its part of the stylesheet has the whole text on the element, kept
      // there by the page's loader until a new class needs it (app/lib/deferred-scripts.server.ts).
      const element = document.querySelector<HTMLStyleElement & { wholeStylesheet?: string }>(
        `style[data-href="${CSS.escape(href)}"]`,
      )
      css = element?.wholeStylesheet ?? element?.textContent ?? undefined
      if (css !== undefined) browserStyles.set(href, css)
    }
    if (css !== undefined) return <style data-href={href} dangerouslySetInnerHTML={{ __html: css }} />
  }
  return <link rel="stylesheet" href={href} precedence="default" />
}
