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
  return renderThrough(
    <ReusedMarkupContext.Provider value={store ?? null}>{page}</ReusedMarkupContext.Provider>,
    deferScripts(undefined, store),
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
    expect(store.mark('header home')).toHaveProperty('reuse')
    expect(store.mark('header eat')).toHaveProperty('reuse')
    expect(store.mark('icon')).toHaveProperty('reuse')
    expect(store.mark('header stay')).toHaveProperty('start')
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
    const store = createReusedMarkupStore('t0ken')
    const marks = store.mark('k') as { start: string; end: string }
    const open = (k: string) => `<reused-markup data-k="${k}"></reused-markup>`
    const html = `<p>a</p>${open(marks.start)}<b>kept?</b>${open(marks.end)}<p>z</p>`
    // The first piece ends inside the start marker, after its `>`: it must wait for the rest.
    const cut = html.indexOf('</reused-markup>') + 3
    const inside = html.indexOf('<b>') + 3
    const out = await streamInPieces(deferScripts(undefined, store), [
      html.slice(0, cut),
      html.slice(cut, inside),
      html.slice(inside),
    ])
    expect(out).toBe('<p>a</p><b>kept?</b><p>z</p>')
    expect(store.mark('k')).toHaveProperty('start')
  })

  it('is bounded: past its keys, parts are rendered as they are', () => {
    const store = createReusedMarkupStore()
    for (let i = 0; i < 2048; i++) expect(store.mark(`key ${i}`)).toBeDefined()
    expect(store.mark('one too many')).toBeUndefined()
    expect(store.mark('key 3')).toBeDefined()
  })
})
