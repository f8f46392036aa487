import { StringDecoder } from 'node:string_decoder'
import { Transform, type TransformCallback } from 'node:stream'

/**
 * The page's HTML stream with its JavaScript held back until the page's own content has loaded.
 *
 * Our pages are whole without JavaScript: server-rendered, CSS inline, real links and forms. React
 * Router asks for all of a page's modules at the top of the head, so on a weak signal that script
 * (over 100 KB) competes with the text and the pictures the visitor came for. Here the module
 * preloads and React Router's module script are written inert (`x-deferred-…`), and a small
 * script (with the page's CSP nonce) makes them live once the page has loaded (`load`: the HTML
 * and the eager pictures) and been painted, or two seconds after the document is parsed, whichever
 * comes first.
 * The page then hydrates as before. The inline data scripts React Router streams are untouched.
 */
export function deferScripts(): Transform {
  const decoder = new StringDecoder('utf8')
  let pending = ''
  // React writes the page in 2 KB pieces and then calls `flush()` when it has nothing more to
  // send for now. Each piece passed on would cost a compression flush and a socket write of its
  // own (React Router flushes after every chunk), so the pieces are gathered and go out as one
  // chunk at React's flush: usually one per page, and a smaller compressed page.
  let gathered: string[] = []
  const rewrite = (html: string) =>
    html
      .replace(MODULE_PRELOAD, '<link rel="x-deferred-modulepreload"')
      .replace(
        MODULE_SCRIPT,
        (_tag, nonce: string) =>
          `<script nonce="${nonce}">${LOADER}</script><script nonce="${nonce}" type="x-deferred-module">`,
      )
  const stream = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      const text = pending + decoder.write(chunk)
      const open = text.lastIndexOf('<')
      const cut = open > text.lastIndexOf('>') ? open : text.length
      pending = text.slice(cut)
      gathered.push(rewrite(text.slice(0, cut)))
      callback()
    },
    flush(callback: TransformCallback) {
      gathered.push(rewrite(pending + decoder.end()))
      callback(null, takeGathered())
    },
  })
  function takeGathered() {
    const text = gathered.join('')
    gathered = []
    return text
  }
  // Called by React (see above); the name is the convention compression streams use.
  Object.assign(stream, {
    flush() {
      const text = takeGathered()
      if (text) stream.push(text)
    },
  })
  return stream
}

const MODULE_PRELOAD = /<link rel="modulepreload"/g
/** React Router's hydration script: `<Scripts>` renders it with the nonce, type module, async. */
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">/g

/** Makes the held-back preloads and module script live, once (see deferScripts). */
const LOADER = `(function(){var done=false;function go(){if(done)return;done=true;document.querySelectorAll('link[rel="x-deferred-modulepreload"]').forEach(function(l){var p=document.createElement('link');p.rel='modulepreload';p.href=l.href;document.head.appendChild(p)});document.querySelectorAll('script[type="x-deferred-module"]').forEach(function(s){var m=document.createElement('script');m.type='module';m.nonce=s.nonce;m.textContent=s.textContent;document.head.appendChild(m)})}function afterPaint(){requestAnimationFrame(function(){setTimeout(go,0)})}if(document.readyState==='complete')afterPaint();else{addEventListener('load',afterPaint,{once:true});document.addEventListener('DOMContentLoaded',function(){setTimeout(go,2000)},{once:true})}})()`
