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
  const inlinedByServer =
    text !== undefined ||
    (typeof document !== 'undefined' &&
      document.querySelector(`style[data-href="${CSS.escape(href)}"]`) !== null)
  if (inlinedByServer) {
    return (
      <style href={href} precedence="default">
        {text ?? ''}
      </style>
    )
  }
  return <link rel="stylesheet" href={href} precedence="default" />
}
