import crypto from 'node:crypto'
import { criticalStylesheet, type CriticalStylesheet } from './critical-css.server'

/**
 * The built stylesheets every page carries inline (tens of kilobytes), put into the page as bytes
 * made once per process instead of rendered by React on every request: React would escape the
 * text, encode it and pass it down the stream for each page. React renders a short placeholder in
 * its place, and deferScripts (app/lib/deferred-scripts.server.ts) writes the stylesheet's bytes
 * where it finds it. The placeholder holds a random token of this process, so no text a page shows
 * can spell it; the bytes are escaped exactly as React escapes a `<style>`'s text, so the page is
 * the same byte for byte.
 *
 * When deferScripts has the whole page at once (it usually has), it writes only the part of the
 * stylesheet the page's classes need (app/lib/critical-css.server.ts) and marks the element
 * `data-critical`; the page's loader swaps in the whole stylesheet after the first paint.
 */
export interface InlineStyles {
  /** What the page renders for each stylesheet URL (app/components/stylesheet.tsx). */
  placeholders: ReadonlyMap<string, string>
  /** What replaces each placeholder (for deferScripts). */
  inserts: ReadonlyMap<string, StyleInsert>
}

export interface StyleInsert {
  /** The whole stylesheet's bytes. */
  whole: Uint8Array
  /** The bytes of the part a page needs, by its class names. */
  critical: CriticalStylesheet<Uint8Array>
}

const TOKEN = crypto.randomBytes(12).toString('hex')
const made = new WeakMap<ReadonlyMap<string, string>, InlineStyles>()

/** The placeholders and bytes for these stylesheets (by URL), made once per map. */
export function inlineStyles(styles: ReadonlyMap<string, string>): InlineStyles {
  let known = made.get(styles)
  if (!known) {
    const placeholders = new Map<string, string>()
    const inserts = new Map<string, StyleInsert>()
    for (const [href, text] of styles) {
      const placeholder = `<inline-style ${TOKEN}-${placeholders.size}>`
      placeholders.set(href, placeholder)
      const critical = criticalStylesheet(text, (part) => Buffer.from(escapeStyleText(part)))
      inserts.set(placeholder, { whole: Buffer.from(escapeStyleText(text)), critical })
    }
    known = { placeholders, inserts }
    made.set(styles, known)
  }
  return known
}

/** React's escaping of a `<style>` element's text (react-dom/server, `styleReplacer`). */
export function escapeStyleText(text: string): string {
  return text.replace(/(<\/|<)(s)(tyle)/gi, (_match, prefix: string, s: string, rest: string) => {
    return `${prefix}${s === 's' ? '\\73 ' : '\\53 '}${rest}`
  })
}
