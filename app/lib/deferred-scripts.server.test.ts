import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { deferScripts } from './deferred-scripts.server'

/** Streams `html` through deferScripts, cut into `size`-byte chunks, and returns the result. */
async function run(html: string, size: number) {
  const bytes = Buffer.from(html)
  const chunks: Buffer[] = []
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size))
  let out = ''
  for await (const chunk of Readable.from(chunks).pipe(deferScripts())) out += String(chunk)
  return out
}

// What React Router's <Scripts> renders (React hoists the preloads into the head).
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/root-2.js" nonce="n0nce"/>' +
  '<title>Where to Eat | Wyoming Navigator</title></head><body><h1>Where to Eat — Café</h1>' +
  '<script nonce="n0nce">window.__reactRouterContext = {"state":{}};</script>' +
  '<script nonce="n0nce" type="module" async="">import "/assets/manifest-3.js";\nimport("/assets/entry.client-1.js");</script>' +
  '</body></html>'

describe('deferScripts', () => {
  it('leaves the module preloads out, makes the module script inert and adds the loader with the nonce', async () => {
    const out = await run(PAGE, 64 * 1024)
    // The loader preloads the modules from React Router's manifest (tests/e2e/shell.spec.ts).
    expect(out).not.toMatch(/<link[^>]*modulepreload/)
    expect(out).toContain('<head><meta charSet="utf-8"/><title>')
    expect(out).not.toContain('type="module"')
    expect(out).toContain(
      '<script nonce="n0nce" type="x-deferred-module">import "/assets/manifest-3.js";\nimport("/assets/entry.client-1.js");</script>',
    )
    // The loader follows React Router's context script in the same element (one nonce fewer).
    const loader = out.match(
      /<script nonce="n0nce">window.__reactRouterContext = \{"state":\{\}\};\n;(\(function\(\)\{var done.*?)<\/script>/,
    )?.[1]
    expect(loader).toContain("addEventListener('load',afterPaint")
    // Everything else is untouched: the text, the multi-byte characters.
    expect(out).toContain('<h1>Where to Eat — Café</h1>')
  })

  it('sends the web app manifest’s link inside a noscript, which the loader writes in its place after the first paint', async () => {
    const page = PAGE.replace(
      '<title>',
      '<link rel="manifest" href="/manifest.webmanifest" crossorigin="use-credentials"/>' +
        '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"/><title>',
    )
    // Cut into small chunks too: the link may arrive in any chunk of the head.
    for (const size of [64 * 1024, 97]) {
      const out = await run(page, size)
      expect(out).toContain(
        '<noscript data-deferred-link=""><link rel="manifest" href="/manifest.webmanifest" crossorigin="use-credentials"/></noscript>' +
          '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"/><title>',
      )
      expect(out.match(/rel="manifest"/g)).toHaveLength(1)
      // The loader's first step once the paint is on screen (go), before any preload or script.
      expect(out).toMatch(
        /function go\(\)\{if\(done\)return;done=true;document\.querySelectorAll\('noscript\[data-deferred-link\]'\)\.forEach\(function\(n\)\{n\.outerHTML=n\.textContent\}\);/,
      )
    }
  })

  it('joins classic scripts that follow each other into one, and writes the manifest without indentation', async () => {
    const manifest = {
      entry: { module: '/assets/entry.client-1.js', imports: ['/assets/chunk-2.js'] },
      routes: {},
    }
    const page =
      '<!DOCTYPE html><html><head><script type="application/ld+json">{"@type":"Place"}</script></head><body>' +
      '<script nonce="n0nce">window.__reactRouterContext = {"state":{}} // the context</script>' +
      '<script nonce="n0nce" type="module" async="">import "/assets/manifest-3.js";\n' +
      `  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n` +
      '  window.__reactRouterRouteModules = {};\nimport("/assets/entry.client-1.js");</script>' +
      '<script nonce="n0nce">window.__reactRouterContext.streamController.enqueue("[1]")</script>' +
      '<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script>' +
      '<script nonce="other">other()</script><script>plain()</script></body></html>'
    const out = await run(page, 64 * 1024)
    const scripts = [...out.matchAll(/<script([^>]*)>/g)].map(([, attributes]) => attributes)
    // Another nonce, or none, is not joined.
    expect(scripts).toEqual([
      ' type="application/ld+json"',
      ' nonce="n0nce"',
      ' nonce="n0nce" type="x-deferred-module"',
      ' nonce="n0nce"',
      ' nonce="other"',
      '',
    ])
    // The context's trailing comment ends at the new line; the loader follows.
    expect(out).toContain(
      '<script nonce="n0nce">window.__reactRouterContext = {"state":{}} // the context\n;(function(){',
    )
    expect(out).toContain(`window.__reactRouterManifest = ${JSON.stringify(manifest)};\n`)
    expect(out).toContain('enqueue("[1]")\n;window.__reactRouterContext.streamController.close();</script>')
  })

  it('gives the same result whatever the chunk boundaries, even inside a tag or a character', async () => {
    const whole = await run(PAGE, 64 * 1024)
    for (const size of [1, 2, 3, 7, 13, 50, 101]) expect(await run(PAGE, size)).toBe(whole)
  })

  it('passes a page without React Router scripts through unchanged', async () => {
    const page = '<html><body><p>a < b and c > d</p><script>1</script></body></html>'
    expect(await run(page, 5)).toBe(page)
  })

  it("sends React's pieces as one chunk at each of React's flushes, not one chunk per piece", () => {
    const stream = deferScripts() as ReturnType<typeof deferScripts> & { flush: () => void }
    const sent: string[] = []
    stream.on('data', (chunk) => sent.push(String(chunk)))
    // React writes its 2 KB pieces, then flushes when it has nothing more for now.
    for (const piece of ['<html><head>', '<title>A</title>', '</head><body><p>shell</p>']) stream.write(piece)
    expect(sent).toEqual([])
    stream.flush()
    expect(sent).toEqual(['<html><head><title>A</title></head><body><p>shell</p>'])
    stream.flush() // nothing new: nothing sent
    stream.write('<p>late</p>')
    stream.write('</body></html>')
    stream.end()
    expect(sent).toEqual([
      '<html><head><title>A</title></head><body><p>shell</p>',
      '<p>late</p></body></html>',
    ])
  })
})
