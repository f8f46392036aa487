import { Transform, type TransformCallback } from 'node:stream'
import { applyEdits, type ByteEdit } from './byte-edits.server'
import { MARKER_TAG, type ReusedMarkupPage } from './reused-markup.server'

/**
 * The page's HTML stream with its JavaScript held back until the page's own content has loaded.
 *
 * Our pages are whole without JavaScript: server-rendered, CSS inline, real links and forms. React
 * Router asks for all of a page's modules at the top of the head, so on a weak signal that script
 * (over 100 KB) competes with the text and the pictures the visitor came for. Here the module
 * preloads and React Router's module script are written inert (`x-deferred-…`), and a small
 * script (with the page's CSP nonce) makes them live once the page has loaded (`load`: the HTML
 * and the eager pictures) and been painted, or two seconds after the document is parsed, whichever
 * comes first. Painted means: the pictures in view loaded and decoded (a lazy one may still be
 * loading at the load event, and `decoding="async"` paints a picture frames after it loads), then
 * three frames (a frame is on screen a frame or two after it is drawn), so the largest paint is on
 * screen before any script is requested.
 * The page then hydrates as before. The inline data scripts React Router streams are untouched.
 *
 * The same pass writes in the stylesheets' bytes (`inserts`, app/lib/inline-styles.server.ts) and
 * the reused markup (`reused`, app/lib/reused-markup.server.ts).
 */
export function deferScripts(
  inserts: ReadonlyMap<string, Uint8Array> = NO_INSERTS,
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
  const stream = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      gathered.push(chunk)
      callback()
    },
    flush(callback: TransformCallback) {
      callback(null, take(true))
    },
  })
  /**
   * The gathered bytes rewritten: all of them at the end, else up to a tag still open (a `<` after
   * the last `>`), or a reused-markup marker not yet closed, which waits for the rest. Apart from
   * those markers, nothing rewritten has a `>` before its last byte, so none is ever cut in two.
   */
  function take(end: boolean): Buffer | undefined {
    if (gathered.length === 0 && !(end && pending.length > 0)) return undefined
    const bytes = Buffer.concat([pending, ...gathered])
    gathered = []
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

const NO_INSERTS: ReadonlyMap<string, Uint8Array> = new Map()
const EMPTY = Buffer.alloc(0)
const LT = 0x3c
const GT = 0x3e
const QUOTE = 0x22
const MARKER_OPEN = Buffer.from(`<${MARKER_TAG} `)
const MARKER_CLOSE = Buffer.from(`</${MARKER_TAG}>`)
const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"')
const DEFERRED_PRELOAD = Buffer.from('<link rel="x-deferred-modulepreload"')
/** React Router's hydration script: `<Scripts>` renders it with the nonce, type module, async. */
const SCRIPT_OPEN = Buffer.from('<script nonce="')
const MODULE_SCRIPT_REST = Buffer.from('" type="module" async="">')

/**
 * The bytes with the module preloads and the module script made inert, the placeholders still
 * waiting filled in (each is then no longer waiting) and the reused markup written in.
 */
function rewrite(
  bytes: Buffer,
  waiting: Map<string, Uint8Array>,
  reused: Pick<ReusedMarkupPage, 'edits'> | null,
): Buffer {
  const edits: ByteEdit[] = reused ? reused.edits(bytes) : []
  for (let at = bytes.indexOf(MODULE_PRELOAD); at !== -1; at = bytes.indexOf(MODULE_PRELOAD, at + 1))
    edits.push({ at, length: MODULE_PRELOAD.length, text: DEFERRED_PRELOAD })
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
  for (const [placeholder, text] of waiting) {
    const at = bytes.indexOf(placeholder, 0, 'latin1')
    if (at === -1) continue
    edits.push({ at, length: Buffer.byteLength(placeholder, 'latin1'), text })
    waiting.delete(placeholder)
  }
  if (edits.length === 0) return bytes
  edits.sort((a, b) => a.at - b.at)
  return applyEdits(bytes, edits)
}

/**
 * Makes the held-back preloads live, four per task (each is a request to the network: a page's
 * thirty or forty in one task held the main thread for 10-45 ms), then the module script; once
 * (see deferScripts).
 */
const LOADER = `(function(){var done=false;function go(){if(done)return;done=true;var ls=[].slice.call(document.querySelectorAll('link[rel="x-deferred-modulepreload"]'));(function next(){ls.splice(0,4).forEach(function(l){var p=document.createElement('link');p.rel='modulepreload';p.href=l.href;document.head.appendChild(p)});if(ls.length)return setTimeout(next,0);document.querySelectorAll('script[type="x-deferred-module"]').forEach(function(s){var m=document.createElement('script');m.type='module';m.nonce=s.nonce;m.textContent=s.textContent;document.head.appendChild(m)})})()}function afterPaint(){var d=[];document.querySelectorAll('img').forEach(function(i){var r=i.getBoundingClientRect();if(r.width&&r.bottom>0&&r.top<innerHeight)d.push(i.decode().catch(function(){}))});Promise.all(d).then(function(){var n=0;(function f(){if(++n>3)setTimeout(go,0);else requestAnimationFrame(f)})()})}if(document.readyState==='complete')afterPaint();else{addEventListener('load',afterPaint,{once:true});document.addEventListener('DOMContentLoaded',function(){setTimeout(go,2000)},{once:true})}})()`
