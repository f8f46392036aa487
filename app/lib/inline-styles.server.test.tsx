import { describe, expect, it } from 'vitest'
import { renderThrough, streamInPieces } from '../../tests/page-stream'
import { InlineStylesContext, Stylesheet } from '~/components/stylesheet'
import { deferScripts } from './deferred-scripts.server'
import { escapeStyleText, inlineStyles, type StyleInsert } from './inline-styles.server'

// A stylesheet with what React escapes in a <style> (any case) and characters of several bytes.
const CSS = `.a{color:red}.b::after{content:"</style><STYLE>é—✓"}/* </Style> */`
const STYLES: ReadonlyMap<string, string> = new Map([['/assets/app.css', CSS]])

function Page({ className }: { className: string }) {
  return (
    <html lang="en">
      <head>
        <Stylesheet href="/assets/app.css" />
        <title>Page</title>
      </head>
      <body>
        <p className={className}>Text that mentions {'<inline-style>'} and é.</p>
      </body>
    </html>
  )
}

/** The page as React renders it with `styles` in context, through deferScripts with `inserts`. */
function render(
  styles: ReadonlyMap<string, string>,
  inserts?: ReadonlyMap<string, StyleInsert>,
  className = 'a b',
) {
  return renderThrough(
    <InlineStylesContext.Provider value={styles}>
      <Page className={className} />
    </InlineStylesContext.Provider>,
    deferScripts(inserts),
  )
}

describe('inlineStyles', () => {
  it('gives a whole page the part of the stylesheet its classes need, escaped as React escapes it', async () => {
    const made = inlineStyles(STYLES)
    const direct = await render(STYLES)
    expect(direct).toContain('data-href="/assets/app.css">.a{color:red}')
    const style = (text: string) =>
      `<style data-precedence="default" data-href="/assets/app.css" data-critical="">${text}</style>`
    // Both rules apply (the comment goes; CSS's own escape keeps "</style" from closing the element).
    const both = await render(made.placeholders, made.inserts)
    expect(both).toBe(
      direct.replace(
        /<style[^>]*>.*?<\/style>/,
        style('.a{color:red}.b::after{content:"\\3c /style>\\3c STYLE>é—✓"}'),
      ),
    )
    expect(both).not.toContain(made.placeholders.get('/assets/app.css'))
    // Only `.b` applies.
    const onlyB = await render(made.placeholders, made.inserts, 'b')
    expect(onlyB).toContain(style('.b::after{content:"\\3c /style>\\3c STYLE>é—✓"}'))
    // No rule applies.
    expect(await render(made.placeholders, made.inserts, 'c')).toContain(style(''))
  })

  it('holds back a page that comes in pieces until its end, then gives it its part', async () => {
    const made = inlineStyles(STYLES)
    const spliced = await render(made.placeholders, undefined, 'b')
    // React flushes the shell before the rest of the page is ready (a page that streams).
    const cut = spliced.indexOf('<body')
    const out = await streamInPieces(deferScripts(made.inserts), [spliced.slice(0, cut), spliced.slice(cut)])
    expect(out).toContain(
      '<style data-precedence="default" data-href="/assets/app.css" data-critical="">.b::after{',
    )
    expect(out).not.toContain('.a{color:red}')
  })

  it('sends the shell with the whole stylesheet, byte for byte as React renders it, when the rest is slow', async () => {
    const made = inlineStyles(STYLES)
    const direct = await render(STYLES, undefined, 'b')
    const spliced = await render(made.placeholders, undefined, 'b')
    const cut = spliced.indexOf('<body')
    const stream = deferScripts(made.inserts)
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    const sent = new Promise((resolve) => stream.once('data', resolve))
    stream.write(spliced.slice(0, cut))
    ;(stream as unknown as { flush: () => void }).flush()
    // Nothing goes out while the rest may still come…
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(chunks).toEqual([])
    // …then the shell does, with the whole stylesheet, before the rest of the page is rendered.
    await sent
    expect(Buffer.concat(chunks).toString()).toBe(direct.slice(0, direct.indexOf('<body')))
    stream.end(spliced.slice(cut))
    await new Promise((resolve) => stream.once('end', resolve))
    expect(Buffer.concat(chunks).toString()).toBe(direct)
  })

  it('makes the placeholders and bytes once per set of stylesheets, with a token no page can guess', () => {
    const made = inlineStyles(STYLES)
    expect(inlineStyles(STYLES)).toBe(made)
    const placeholder = made.placeholders.get('/assets/app.css')!
    expect(placeholder).toMatch(/^<inline-style [0-9a-f]{24}-0>$/)
    expect(Buffer.from(made.inserts.get(placeholder)!.whole).toString('utf8')).toBe(escapeStyleText(CSS))
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
