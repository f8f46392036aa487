import { describe, expect, it } from 'vitest'
import { renderThrough, streamInPieces } from '../../tests/page-stream'
import { InlineStylesContext, Stylesheet } from '~/components/stylesheet'
import { deferScripts } from './deferred-scripts.server'
import { escapeStyleText, inlineStyles } from './inline-styles.server'

// A stylesheet with what React escapes in a <style> (any case) and characters of several bytes.
const CSS = `.a{color:red}.b::after{content:"</style><STYLE>é—✓"}/* </Style> */`
const STYLES: ReadonlyMap<string, string> = new Map([['/assets/app.css', CSS]])

function Page() {
  return (
    <html lang="en">
      <head>
        <Stylesheet href="/assets/app.css" />
        <title>Page</title>
      </head>
      <body>
        <p>Text that mentions {'<inline-style>'} and é.</p>
      </body>
    </html>
  )
}

/** The page as React renders it with `styles` in context, through deferScripts with `inserts`. */
function render(styles: ReadonlyMap<string, string>, inserts?: ReadonlyMap<string, Uint8Array>) {
  return renderThrough(
    <InlineStylesContext.Provider value={styles}>
      <Page />
    </InlineStylesContext.Provider>,
    deferScripts(inserts),
  )
}

describe('inlineStyles', () => {
  it('gives the page byte for byte what React renders with the stylesheet text', async () => {
    const made = inlineStyles(STYLES)
    const direct = await render(STYLES)
    expect(direct).toContain('data-href="/assets/app.css">.a{color:red}')
    const spliced = await render(made.placeholders, made.inserts)
    expect(spliced).toBe(direct)
    expect(spliced).not.toContain(made.placeholders.get('/assets/app.css'))
  })

  it('makes the placeholders and bytes once per set of stylesheets, with a token no page can guess', () => {
    const made = inlineStyles(STYLES)
    expect(inlineStyles(STYLES)).toBe(made)
    const placeholder = made.placeholders.get('/assets/app.css')!
    expect(placeholder).toMatch(/^<inline-style [0-9a-f]{24}-0>$/)
    expect(Buffer.from(made.inserts.get(placeholder)!).toString('utf8')).toBe(escapeStyleText(CSS))
  })

  it('fills a placeholder in once, even when it arrives cut across pieces', async () => {
    const made = inlineStyles(STYLES)
    const placeholder = made.placeholders.get('/assets/app.css')!
    const html = `<style>${placeholder}</style><p>${placeholder}</p>`
    // React flushes between pieces: the placeholder is split over two flushes.
    const out = await streamInPieces(deferScripts(made.inserts), [html.slice(0, 20), html.slice(20)])
    expect(out).toBe(`<style>${escapeStyleText(CSS)}</style><p>${placeholder}</p>`)
  })
})
