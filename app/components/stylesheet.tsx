import { createContext, useContext } from 'react'

/**
 * The text of our built stylesheets by URL, given to the renderer by the production server
 * (server/app.ts). Empty in development and in the browser.
 */
export const InlineStylesContext = createContext<ReadonlyMap<string, string>>(new Map())

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
  const inlined =
    typeof document === 'undefined'
      ? null
      : document.querySelector(`style[data-href="${CSS.escape(href)}"]`)
  if (inlined) {
    // Preact (the production browser build) has no resources: it keeps the server's element as
    // it is while hydrating and must never replace its text with an empty one afterwards.
    if (__PREACT__) return <style dangerouslySetInnerHTML={{ __html: inlined.textContent ?? '' }} />
    return <style href={href} precedence="default" />
  }
  return <link rel="stylesheet" href={href} precedence="default" />
}
