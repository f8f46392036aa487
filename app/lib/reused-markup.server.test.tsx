import { describe, expect, it } from 'vitest'
import { renderThrough, streamInPieces } from '../../tests/page-stream'
import { ReusedMarkup, ReusedMarkupContext } from '~/components/reused-markup'
import { deferScripts } from './deferred-scripts.server'
import { createReusedMarkupStore, type ReusedMarkupStore } from './reused-markup.server'

function Header({ section }: { section: string }) {
  return (
    <header className="top">
      <a href="/" aria-current={section === 'home' ? 'page' : undefined}>
        Home & {'<away>'}
      </a>
      <span>
        Section {section}, {'é—✓'}
      </span>
      {/* Reused parts may hold reused parts. */}
      <ReusedMarkup reuseKey="icon">
        <svg aria-hidden="true">
          <path d="M0 0h1" />
        </svg>
      </ReusedMarkup>
    </header>
  )
}

function Page({ section, title }: { section: string; title: string }) {
  return (
    <html lang="en">
      <head>
        <title>{title}</title>
      </head>
      <body>
        text before
        <ReusedMarkup reuseKey={`header ${section}`}>
          <Header section={section} />
        </ReusedMarkup>
        <main>
          {title} and {'<reused-markup data-k="x">'}
        </main>
      </body>
    </html>
  )
}

/** The page as React renders it with `store` (none: React alone), through deferScripts. */
function render(page: React.ReactNode, store?: ReusedMarkupStore) {
  const view = store?.page() ?? null
  return renderThrough(
    <ReusedMarkupContext.Provider value={view}>{page}</ReusedMarkupContext.Provider>,
    deferScripts(undefined, view),
  )
}

describe('ReusedMarkup', () => {
  it('gives every page byte for byte what React renders, rendering the part once per key', async () => {
    const store = createReusedMarkupStore()
    const pages = [
      { section: 'home', title: 'One' },
      { section: 'home', title: 'Two' },
      { section: 'eat', title: 'Three' },
      { section: 'eat', title: 'Four' },
      { section: 'home', title: 'Five' },
    ]
    for (const props of pages) {
      const direct = await render(<Page {...props} />)
      expect(direct).toContain(`<header class="top">`)
      expect(await render(<Page {...props} />, store)).toBe(direct)
    }
    // After the first page of each key, only the marker is rendered.
    const view = store.page()
    expect(view.mark('header home')).toHaveProperty('reuse')
    expect(view.mark('header eat')).toHaveProperty('reuse')
    expect(view.mark('icon')).toHaveProperty('reuse')
    expect(view.mark('header stay')).toHaveProperty('start')
  })

  it('renders its children as they are without a store (the browser, development)', async () => {
    const html = await render(
      <ReusedMarkup reuseKey="k">
        <p>Plain</p>
      </ReusedMarkup>,
    )
    expect(html).toBe('<p>Plain</p>')
  })

  it('keeps nothing from a pair of markers cut apart by a flush, and takes both out', async () => {
    const store = createReusedMarkupStore({ token: 't0ken' })
    const view = store.page()
    const marks = view.mark('k') as { start: string; end: string }
    const open = (k: string) => `<reused-markup data-k="${k}"></reused-markup>`
    const html = `<p>a</p>${open(marks.start)}<b>kept?</b>${open(marks.end)}<p>z</p>`
    // The first piece ends inside the start marker, after its `>`: it must wait for the rest.
    const cut = html.indexOf('</reused-markup>') + 3
    const inside = html.indexOf('<b>') + 3
    const out = await streamInPieces(deferScripts(undefined, view), [
      html.slice(0, cut),
      html.slice(cut, inside),
      html.slice(inside),
    ])
    expect(out).toBe('<p>a</p><b>kept?</b><p>z</p>')
    expect(store.page().mark('k')).toHaveProperty('start')
  })

  it('is bounded: it forgets the parts used least recently, never bytes a page is writing', async () => {
    const part = (n: number) => (
      <ReusedMarkup reuseKey={`part ${n}`}>
        <p>{`part ${n} `.repeat(20)}</p>
      </ReusedMarkup>
    )
    // Room for about three parts (each key and its 160-odd bytes).
    const store = createReusedMarkupStore({ maxBytes: 600 })
    for (const n of [1, 2, 3]) await render(part(n), store)
    expect(store.stats().parts).toBe(3)
    // Part 1 used again: part 2 is now the least recently used, and goes first.
    const held = store.page()
    expect(held.mark('part 1')).toHaveProperty('reuse')
    await render(part(4), store)
    expect(store.stats().bytes).toBeLessThanOrEqual(600)
    expect(store.page().mark('part 2')).toHaveProperty('start')
    // Every part is still written as React renders it, kept or forgotten in between.
    for (let round = 0; round < 2; round++)
      for (const n of [1, 2, 3, 4, 5, 6]) expect(await render(part(n), store)).toBe(await render(part(n)))
    expect(store.stats().bytes).toBeLessThanOrEqual(600)
    // A page that rendered a reuse marker still writes the bytes after the part was forgotten.
    const page = store.page()
    const marks = page.mark('part 6') as { reuse: string }
    for (const n of [7, 8, 9, 10]) await render(part(n), store)
    expect(store.page().mark('part 6')).toHaveProperty('start')
    const html = Buffer.from(`<div><reused-markup data-k="${marks.reuse}"></reused-markup></div>`)
    const [edit] = page.edits(html)
    expect(Buffer.from(edit!.text).toString()).toBe(await render(part(6)))
  })
})
