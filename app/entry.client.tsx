import { options } from 'preact'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { afterTurns, hydratePage, isHydrating } from '~/lib/hydration-turns'

/**
 * What to hydrate. React hydrates `document`; Preact (the production browser build, see
 * vite.config.ts) renders into an element's children and maps `document` to `<html>`, which
 * would then hold a second `<html>`: it gets a stand-in parent whose only child is `<html>`, so
 * the root layout's `<html>` is the page's own.
 */
function container(): Document {
  if (!__PREACT__) return document
  const parent = {
    nodeType: 1,
    namespaceURI: document.documentElement.namespaceURI,
    ownerDocument: document,
    get firstChild() {
      return document.documentElement
    },
    get childNodes() {
      return [document.documentElement]
    },
    // Hydration keeps the page's <html>. React Router mounts the root layout again when the root
    // error boundary takes over (React keeps <html>, <head> and <body> as singletons, Preact
    // builds new ones): the new <html> takes the old one's place.
    insertBefore(node: Node) {
      const current = document.documentElement
      if (!current) document.appendChild(node)
      else if (node !== current) document.replaceChild(node, current)
      return node
    },
    appendChild(node: Node) {
      return parent.insertBefore(node)
    },
  }
  return parent as unknown as Document
}

/**
 * React's server renderer adds links of its own at the top of the head (image and module
 * preloads) that are not in the page's element tree. They have done their work by now (the
 * page's modules loaded this script); Preact pairs a parent's elements with the tree by tag name
 * in order, so they go first and the head's own links (icon, manifest) keep their elements.
 */
function removeServerPreloads() {
  if (!__PREACT__) return
  const extras = 'link[rel="preload"], link[rel="modulepreload"], link[rel="x-deferred-modulepreload"]'
  for (const link of document.head.querySelectorAll(extras)) link.remove()
}

/**
 * Effects (`useEffect`) run in a task right after the render that asked for them, as React
 * schedules them, not after the next animation frame as Preact does by default: frames pause in a
 * background tab, and the page's effects (the install card, the outbox, favorites) are not drawing.
 */
function scheduleEffectsLikeReact() {
  if (!__PREACT__) return
  options.requestAnimationFrame = (flush) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      flush()
    }
    channel.port2.postMessage(null)
  }
}

/**
 * React Router's `<Scripts>` renders a modulepreload link for each of the page's modules until the
 * page has hydrated. React hoists such links into the head, where the server's already are;
 * Preact would add them to the body as new elements and remove them again a moment later: over
 * thirty DOM changes (each a style invalidation and a preload look-up) for modules that have
 * loaded by then. Preact leaves them out while it hydrates.
 */
const Omitted = () => null
function omitModulePreloadsWhileHydrating() {
  if (!__PREACT__) return
  const next = options.vnode
  options.vnode = (vnode) => {
    if (isHydrating() && vnode.type === 'link' && (vnode.props as { rel?: unknown }).rel === 'modulepreload')
      vnode.type = Omitted
    next?.(vnode)
  }
}

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      container(),
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
}

function hydrateOnce() {
  hydratePage(hydrate)
}

scheduleEffectsLikeReact()
omitModulePreloadsWhileHydrating()
removeServerPreloads()
try {
  hydrateOnce()
} catch (thrown) {
  // React Router's first render waits for the page's data to be decoded by throwing that promise:
  // React suspends the root until it settles, Preact hands it back here. Hydrate once it has.
  if (!(thrown instanceof Promise)) throw thrown
  // In a task of its own: running the page's modules and decoding its data took this one.
  void thrown.then(() => afterTurns(hydrateOnce))
}
