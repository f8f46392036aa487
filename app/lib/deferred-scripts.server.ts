import { Transform, type TransformCallback } from 'node:stream'
import { applyEdits, type ByteEdit } from './byte-edits.server'
import type { StyleInsert } from './inline-styles.server'
import { MARKER_TAG, type ReusedMarkupPage } from './reused-markup.server'

/**
 * The page's HTML stream with its JavaScript held back until the page's own content has loaded.
 *
 * Our pages are whole without JavaScript: server-rendered, CSS inline, real links and forms. React
 * Router asks for all of a page's modules at the top of the head, so on a weak signal that script
 * (over 100 KB) competes with the text and the pictures the visitor came for. Here the module
 * preloads are left out and React Router's module script is written inert (`x-deferred-module`),
 * and a small script (with the page's CSP nonce) preloads the modules and makes the script live
 * once the page has loaded (`load`: the HTML and the eager pictures) and been painted, or two
 * seconds after the document is parsed, whichever comes first. Painted means: the pictures in view loaded and decoded (a lazy one may still be
 * loading at the load event, and `decoding="async"` paints a picture frames after it loads), then
 * the browser's report of the first contentful paint (a Paint Timing entry: given once the frame is
 * on screen, which on a slow phone, or in headless Chromium drawing in software, can be several
 * frames after it was drawn; counting three animation frames let scripts be requested before it),
 * so the first paint is on screen before any script or the stylesheet is requested. The entry is
 * read from the observer's own list (buffered: one reported before the observer is delivered too),
 * never from `performance`, which a test's fake clock replaces. A browser without paint entries
 * waits three frames, as before.
 * The page then hydrates as before. The inline data scripts React Router streams are untouched.
 *
 * The same pass writes in the stylesheets' bytes (`inserts`, app/lib/inline-styles.server.ts) and
 * the reused markup (`reused`, app/lib/reused-markup.server.ts). A stylesheet whose placeholder
 * comes with the whole page (up to `</html>`) is written as the part the page's classes need,
 * marked `data-critical`; the loader fetches the whole file before it adds the module script, and
 * puts its text in that element as soon as a script shows a class the part lacks (see LOADER).
 */
export function deferScripts(
  inserts: ReadonlyMap<string, StyleInsert> = NO_INSERTS,
  reused: Pick<ReusedMarkupPage, 'edits'> | null = null,
): Transform {
  // The page is handled as bytes, never decoded: what is rewritten is plain ASCII, found with
  // Buffer#indexOf, and the rest is copied as it came.
  let pending: Buffer = EMPTY
  // React writes the page in 4 KB pieces and then calls `flush()` when it has nothing more to
  // send for now. Each piece passed on would cost a compression flush and a socket write of its
  // own (React Router flushes after every chunk), so the pieces are gathered and go out as one
  // chunk at React's flush: usually one per page, and a smaller compressed page.
  let gathered: Buffer[] = []
  // Each placeholder is filled in once, where it is first seen.
  const waiting = new Map(inserts)
  // A stylesheet can be cut to the page's part only once the whole page is known. React sends the
  // shell first and the rest (React Router's data, finished Suspense content) a moment later, so
  // the page is held back from its stylesheet on until `</html>`, for at most HOLD_MS; after that
  // it goes out with the whole stylesheet.
  let holding: NodeJS.Timeout | null = null
  let heldLongEnough = false
  const stopHolding = () => {
    if (holding) clearTimeout(holding)
    holding = null
  }
  const stream = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      gathered.push(chunk)
      callback()
    },
    flush(callback: TransformCallback) {
      stopHolding()
      callback(null, take(true))
    },
  })
  stream.once('close', stopHolding)
  /**
   * The gathered bytes rewritten: all of them at the end, else up to a tag still open (a `<` after
   * the last `>`), or a reused-markup marker not yet closed, which waits for the rest. Apart from
   * those markers, nothing rewritten has a `>` before its last byte, so none is ever cut in two.
   */
  function take(end: boolean): Buffer | undefined {
    if (gathered.length === 0 && !(end && pending.length > 0)) return undefined
    const bytes = Buffer.concat([pending, ...gathered])
    gathered = []
    if (!end && !heldLongEnough && waitsForWholePage(bytes, waiting)) {
      pending = bytes
      holding ??= setTimeout(() => {
        holding = null
        heldLongEnough = true
        gathered.unshift(pending)
        pending = EMPTY
        const rest = take(false)
        if (rest && !stream.destroyed) stream.push(rest)
      }, HOLD_MS)
      return undefined
    }
    stopHolding()
    let cut = bytes.length
    if (!end) {
      const open = bytes.lastIndexOf(LT)
      if (open > bytes.lastIndexOf(GT)) cut = open
      const marker = bytes.lastIndexOf(MARKER_OPEN, cut)
      if (marker !== -1 && bytes.indexOf(MARKER_CLOSE, marker) === -1) cut = marker
    }
    // A copy: the held-back bytes must not keep the whole page's buffer alive.
    pending = cut < bytes.length ? Buffer.from(bytes.subarray(cut)) : EMPTY
    return cut > 0 ? rewrite(bytes.subarray(0, cut), waiting, reused) : undefined
  }
  // Called by React (see above); the name is the convention compression streams use.
  Object.assign(stream, {
    flush() {
      const bytes = take(false)
      if (bytes) stream.push(bytes)
    },
  })
  return stream
}

/** Whether `bytes` hold a stylesheet placeholder that could be the page's part, but not the page's end. */
function waitsForWholePage(bytes: Buffer, waiting: ReadonlyMap<string, StyleInsert>): boolean {
  for (const placeholder of waiting.keys())
    if (bytes.includes(placeholder, 0, 'latin1')) return !bytes.includes(DOCUMENT_END)
  return false
}

/** How long a page is held back for its stylesheet to be cut to its part (see deferScripts). */
const HOLD_MS = 100
const NO_INSERTS: ReadonlyMap<string, StyleInsert> = new Map()
const EMPTY = Buffer.alloc(0)
const LT = 0x3c
const GT = 0x3e
const QUOTE = 0x22
const MARKER_OPEN = Buffer.from(`<${MARKER_TAG} `)
const DOCUMENT_END = Buffer.from('</html>')
const CRITICAL_MARK = Buffer.from(' data-critical="">')
const MARKER_CLOSE = Buffer.from(`</${MARKER_TAG}>`)
const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"')
/**
 * Chrome asks for the web app manifest, then its icon, as soon as a page has loaded (its check that
 * the app can be installed), which on a small page is before the first paint: about 12 KB on a
 * weak signal competing with the paint, and in Lighthouse's simulation two more requests the
 * largest paint waited for (130-150 ms on the pages over 18 KB, decision 023). The server sends
 * the link inside a <noscript>: with scripts on, that is text, and the loader writes it in its
 * place once the first paint is on screen. (With scripts off, Chrome, which reads a manifest only
 * from the head's own links, finds none; the service worker needs scripts as well.)
 */
const APP_MANIFEST_LINK = Buffer.from('<link rel="manifest"')
const DEFERRED_LINK_OPEN = Buffer.from('<noscript data-deferred-link="">')
const DEFERRED_LINK_CLOSE = Buffer.from('</noscript>')
/** React Router's hydration script: `<Scripts>` renders it with the nonce, type module, async. */
const SCRIPT_OPEN = Buffer.from('<script nonce="')
const MODULE_SCRIPT_REST = Buffer.from('" type="module" async="">')

/**
 * The bytes with the module preloads and the module script made inert, the placeholders still
 * waiting filled in (each is then no longer waiting) and the reused markup written in.
 */
function rewrite(
  bytes: Buffer,
  waiting: Map<string, StyleInsert>,
  reused: Pick<ReusedMarkupPage, 'edits'> | null,
): Buffer {
  const edits: ByteEdit[] = reused ? reused.edits(bytes) : []
  // The module preloads go: the loader makes the same list from React Router's manifest, which the
  // page carries anyway (forty links cost a page about 0.7 KB of gzip).
  for (let at = bytes.indexOf(MODULE_PRELOAD); at !== -1; at = bytes.indexOf(MODULE_PRELOAD, at + 1)) {
    const close = bytes.indexOf(GT, at)
    if (close === -1) break
    edits.push({ at, length: close + 1 - at, text: EMPTY })
  }
  for (let at = bytes.indexOf(SCRIPT_OPEN); at !== -1; at = bytes.indexOf(SCRIPT_OPEN, at + 1)) {
    const nonceAt = at + SCRIPT_OPEN.length
    const close = bytes.indexOf(QUOTE, nonceAt)
    if (close === -1) break
    const end = close + MODULE_SCRIPT_REST.length
    if (!bytes.subarray(close, end).equals(MODULE_SCRIPT_REST)) continue
    const nonce = bytes.toString('latin1', nonceAt, close)
    const text = `<script nonce="${nonce}">${LOADER}</script><script nonce="${nonce}" type="x-deferred-module">`
    edits.push({ at, length: end - at, text: Buffer.from(text, 'latin1') })
  }
  // The web app manifest's link waits in a <noscript> until the loader has seen the first paint
  // (see APP_MANIFEST_LINK).
  const manifestAt = bytes.indexOf(APP_MANIFEST_LINK)
  const manifestEnd = manifestAt === -1 ? -1 : bytes.indexOf(GT, manifestAt)
  if (manifestEnd !== -1) {
    edits.push({ at: manifestAt, length: 0, text: DEFERRED_LINK_OPEN })
    edits.push({ at: manifestEnd + 1, length: 0, text: DEFERRED_LINK_CLOSE })
  }
  // Stylesheets written as the page's part once the rest of the page is final.
  const critical: [string, StyleInsert][] = []
  for (const [placeholder, insert] of waiting) {
    const at = bytes.indexOf(placeholder, 0, 'latin1')
    if (at === -1) continue
    waiting.delete(placeholder)
    if (bytes[at - 1] === GT && bytes.includes(DOCUMENT_END, at)) critical.push([placeholder, insert])
    else edits.push({ at, length: Buffer.byteLength(placeholder, 'latin1'), text: insert.whole })
  }
  edits.sort((a, b) => a.at - b.at)
  const page = joinScripts(edits.length === 0 ? bytes : applyEdits(bytes, edits))
  if (critical.length === 0) return page
  const html = page.toString('latin1')
  const parts: ByteEdit[] = []
  for (const [placeholder, insert] of critical) {
    // The style tag's `>` and the placeholder become ` data-critical="">` and the part.
    const at = page.indexOf(placeholder, 0, 'latin1') - 1
    parts.push({ at, length: 1, text: CRITICAL_MARK })
    parts.push({
      at: at + 1,
      length: Buffer.byteLength(placeholder, 'latin1'),
      text: insert.critical.forPage(html),
    })
  }
  parts.sort((a, b) => a.at - b.at)
  return applyEdits(page, parts)
}

const SCRIPT_END = Buffer.from('</script>')
const CLASSIC_OPEN_REST = Buffer.from('">')
const MANIFEST_START = Buffer.from('window.__reactRouterManifest = ')
const MANIFEST_NEXT = Buffer.from('window.__reactRouterRouteModules')
const SCRIPT_TAG = Buffer.from('<script')
const JOINT = Buffer.from('\n;')

/**
 * Fewer script elements, and React Router's manifest without its indentation: each script carries
 * the CSP nonce, one more value the page cache writes into every answer between two separately
 * compressed parts (server/gzip-splice.ts). Two classic scripts with the same nonce that follow
 * each other (in our pages: React Router's context and the loader; its data and the stream's end
 * have React's Suspense marker between them, which stays) become one, their texts joined by a new
 * line and a semicolon (which ends a trailing line comment and a statement left without one).
 * About 0.1 KB of gzip per page, and what a form page needs to stay within the first round trip of
 * a new connection.
 */
function joinScripts(page: Buffer): Buffer {
  const edits: ByteEdit[] = []
  for (let at = page.indexOf(SCRIPT_END); at !== -1; at = page.indexOf(SCRIPT_END, at + 1)) {
    const next = at + SCRIPT_END.length
    if (!page.subarray(next, next + SCRIPT_OPEN.length).equals(SCRIPT_OPEN)) continue
    const nonceEnd = page.indexOf(QUOTE, next + SCRIPT_OPEN.length)
    if (nonceEnd === -1 || !page.subarray(nonceEnd, nonceEnd + 2).equals(CLASSIC_OPEN_REST)) continue
    // The tag that opened the script before: the same classic tag, with the same nonce.
    const open = page.subarray(next, nonceEnd + 2)
    const previous = page.lastIndexOf(SCRIPT_TAG, at - 1)
    if (previous === -1 || !page.subarray(previous, previous + open.length).equals(open)) continue
    edits.push({ at, length: nonceEnd + 2 - at, text: JOINT })
  }
  const manifest = page.indexOf(MANIFEST_START)
  if (manifest !== -1) {
    const from = manifest + MANIFEST_START.length
    const nextStatement = page.indexOf(MANIFEST_NEXT, from)
    const to = nextStatement === -1 ? -1 : page.lastIndexOf(0x7d, nextStatement) + 1
    if (to > from && page.indexOf(SCRIPT_END, from) > to) {
      try {
        const compact = JSON.stringify(JSON.parse(page.toString('latin1', from, to)))
        edits.push({ at: from, length: to - from, text: Buffer.from(compact, 'latin1') })
      } catch {
        // Not JSON as expected: left as it is.
      }
    }
  }
  edits.sort((a, b) => a.at - b.at)
  return edits.length === 0 ? page : applyEdits(page, edits)
}

/**
 * Fetches the whole stylesheet of a page that carries only its part (`data-critical`) and keeps its
 * text on the element (`wholeStylesheet`, for app/components/stylesheet.tsx), then puts it in place
 * only when the page first shows a class it did not have (`whenNeeded`): a client-side navigation,
 * a menu or message a script adds. The part styles every class the page was sent with, so until
 * then nothing changes, and a page that is only read never pays for restyling every element (12-23
 * ms here, four times that on Lighthouse's phone). A MutationObserver's callback runs before the
 * browser renders again, so the new element is never shown without its styles. A failed fetch
 * leaves the part. Meanwhile it preloads the page's modules (`modules`: the entry and the page's
 * routes with their imports, read from React Router's manifest in the module script, the list
 * React Router's own preload links gave), one per task, each posted as a message (each is a
 * request to the network, 1-5 ms of the main thread: a page's thirty or forty in one task held it
 * for 10-45 ms, and four per task still made tasks Lighthouse counted as long); a manifest it cannot read
 * means no preloads, and the module script loads the same modules a little later. Then, with the
 * whole stylesheet fetched and watched for, adds the module script; once (see deferScripts). First
 * of all it writes the links held back in a <noscript> (the web app manifest's) in their place.
 */
const LOADER = `(function(){var done=false;function whenNeeded(s,t){var known=new Set(),o,l=document.documentElement.outerHTML.replace(/<(script|style)\\b[\\s\\S]*?<\\/\\1>/g,'').match(/<[a-zA-Z][^>]*?\\sclass="[^"]*"/g)||[],ent={amp:'&',quot:'"',lt:'<',gt:'>',nbsp:'\\u00a0'};function names(e){return(e.getAttribute('class')||'').split(/\\s+/)}function has(e){for(var c=names(e),i=0;i<c.length;i++)if(c[i]&&!known.has(c[i]))return false;return true}function all(e){if(!has(e))return false;for(var l=e.querySelectorAll('[class]'),i=0;i<l.length;i++)if(!has(l[i]))return false;return true}for(var i=0;i<l.length;i++)l[i].slice(l[i].lastIndexOf(' class="')+8,-1).replace(/&(amp|quot|lt|gt|nbsp);/g,function(m,n){return ent[n]}).split(/\\s+/).forEach(function(c){known.add(c)});o=new MutationObserver(function(rs){for(var i=0;i<rs.length;i++){var r=rs[i],ok=true;if(r.type==='attributes')ok=has(r.target);else for(var j=0;ok&&j<r.addedNodes.length;j++)if(r.addedNodes[j].nodeType===1)ok=all(r.addedNodes[j]);if(!ok){o.disconnect();s.textContent=t;s.removeAttribute('data-critical');return}}});o.observe(document.documentElement,{subtree:true,childList:true,attributes:true,attributeFilter:['class']})}function go(){if(done)return;done=true;document.querySelectorAll('noscript[data-deferred-link]').forEach(function(n){n.outerHTML=n.textContent});var css=Promise.all([].map.call(document.querySelectorAll('style[data-critical]'),function(s){return fetch(s.getAttribute('data-href')).then(function(r){if(!r.ok)throw r.status;return r.text()}).then(function(t){s.wholeStylesheet=t;whenNeeded(s,t)})})).catch(function(){});var ls=modules(),ch=new MessageChannel();(ch.port1.onmessage=function(){var h=ls.shift();if(h){var p=document.createElement('link');p.rel='modulepreload';p.href=h;document.head.appendChild(p);return ch.port2.postMessage(0)}ch.port1.close();css.then(function(){document.querySelectorAll('script[type="x-deferred-module"]').forEach(function(s){var m=document.createElement('script');m.type='module';m.nonce=s.nonce;m.textContent=s.textContent;document.head.appendChild(m)})})})()}function modules(){var u=[];function add(h){if(typeof h==='string'&&u.indexOf(h)<0)u.push(h)}document.querySelectorAll('script[type="x-deferred-module"]').forEach(function(s){var t=s.textContent,m,k,r;try{m=JSON.parse(t.slice(t.indexOf('{',t.indexOf('__reactRouterManifest')),t.lastIndexOf('}',t.indexOf('__reactRouterRouteModules'))+1));add(m.entry.module);(m.entry.imports||[]).forEach(add);(t.match(/ from "[^"]+"/g)||[]).forEach(function(f){f=f.slice(7,-1);for(k in m.routes){r=m.routes[k];if(r.module===f){add(f);(r.imports||[]).forEach(add)}}})}catch(e){u=[]}});return u}function afterPaint(){var d=[];document.querySelectorAll('img').forEach(function(i){var r=i.getBoundingClientRect();if(r.width&&r.bottom>0&&r.top<innerHeight)d.push(i.decode().catch(function(){}))});Promise.all(d).then(function(){painted(function(){setTimeout(go,0)})})}function painted(then){var o;try{o=new PerformanceObserver(function(l){l=l.getEntries();for(var i=0;i<l.length;i++)if(l[i].name==='first-contentful-paint'){o.disconnect();return then()}});o.observe({type:'paint',buffered:true})}catch(e){var n=0;(function f(){if(++n>3)then();else requestAnimationFrame(f)})()}}if(document.readyState==='complete')afterPaint();else{addEventListener('load',afterPaint,{once:true});document.addEventListener('DOMContentLoaded',function(){setTimeout(go,2000)},{once:true})}})()`
