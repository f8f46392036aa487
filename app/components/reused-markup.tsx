import { createContext, createElement, Fragment, isValidElement, type ReactNode, useContext } from 'react'
import { HydrateInTurn } from './hydrate-in-turn'
import type { ReusedMarkupPage } from '~/lib/reused-markup.server'

/** The page's view of the server's store (given by app/entry.server.tsx); null in the browser and in development. */
export const ReusedMarkupContext = createContext<Pick<ReusedMarkupPage, 'mark'> | null>(null)

/**
 * A part of a page the server renders once per `reuseKey` and then writes from bytes (see
 * app/lib/reused-markup.server.ts): the header and the footer are the same on most pages, a
 * listing's card the same wherever the listing shows, and rendering them was most of a page's time
 * on the server. The browser renders `children` as usual and hydrates the same HTML.
 *
 * Rules for `children`, or pages would differ from what React renders:
 * - the key names everything the markup depends on (the store keeps the first rendering), and
 *   comes from a small set (a section, a parsed filter, a listing): never text taken from the
 *   request, which would fill the store with parts used once;
 * - nothing that React moves into the head (a `<link>`, `<meta>`, `<title>`, a `<style>` with
 *   `precedence`, an image React preloads: one with a URL that is not lazy) and no `useId`;
 * - an element at the top (not text, which React would join to the text around it).
 * Reused parts may hold reused parts (the header holds icons, app/components/icons.tsx).
 */
export function ReusedMarkup({ reuseKey, children }: { reuseKey: string; children: ReactNode }) {
  const store = useContext(ReusedMarkupContext)
  const marks = store?.mark(reuseKey)
  if (!marks) {
    // In the browser a reused part is hydrated in a turn of its own (it is one element, as above).
    return isValidElement(children) && children.type !== Fragment ? (
      <HydrateInTurn>{children}</HydrateInTurn>
    ) : (
      children
    )
  }
  if ('reuse' in marks) return createElement('reused-markup', { 'data-k': marks.reuse })
  return (
    <>
      {createElement('reused-markup', { 'data-k': marks.start })}
      {children}
      {createElement('reused-markup', { 'data-k': marks.end })}
    </>
  )
}
