import crypto from 'node:crypto'
import { applyEdits, type ByteEdit } from './byte-edits.server'

/**
 * The server's store of reused markup (app/components/reused-markup.tsx): parts of a page that are
 * the same wherever their key is the same, rendered by React once per key and process and written
 * from bytes afterwards. The layout's parts (the header, the footer, the icons) are keyed by what
 * they vary on; a listing's card by everything it shows (app/components/listing-card.tsx). The rest
 * of each page is rendered on every request, and every page still runs its loaders.
 *
 * React cannot hand over the HTML of one subtree, so the first page with a key renders the subtree
 * between two markers, and the page's stream (deferScripts, app/lib/deferred-scripts.server.ts)
 * keeps the bytes between them and takes the markers out. Later pages render one marker that the
 * stream replaces with those bytes: each page is the same, byte for byte, as if React had rendered
 * the subtree again. A marker holds a random token of this process (user text is escaped anyway,
 * so it could not spell one).
 *
 * The store is bounded: past `maxBytes` (keys and markup together) it forgets the parts used least
 * recently, so a card whose listing changed (a new key) ages out. A page holds on to the bytes of
 * the markers it rendered, so forgetting never takes bytes from a page being written.
 */
export interface ReusedMarkupStore {
  /** One page's view of the store: what its render marks, its stream fills in. */
  page(): ReusedMarkupPage
  /** Parts known, and the bytes their keys and kept markup take. */
  stats(): { parts: number; bytes: number }
}

export interface ReusedMarkupPage {
  /**
   * The markers to render for `key`: `reuse` when its bytes are kept (render only that marker), or
   * `start` and `end` to render around the subtree while they are not.
   */
  mark(key: string): { reuse: string } | { start: string; end: string }
  /** Where markers are in `bytes`: each with the bytes to write in its place (see deferScripts). */
  edits(bytes: Buffer): ByteEdit[]
}

interface Part {
  id: number
  key: string
  bytes?: Uint8Array
}

const EMPTY = new Uint8Array(0)
/** The tag React writes for a marker: a custom element, written exactly as given. */
export const MARKER_TAG = 'reused-markup'
/** About 4,000 listing cards, with the layout's parts, per process. */
const MAX_BYTES = 8 * 1024 * 1024

export function createReusedMarkupStore({
  token = crypto.randomBytes(12).toString('hex'),
  maxBytes = MAX_BYTES,
}: { token?: string; maxBytes?: number } = {}): ReusedMarkupStore {
  // In the order of last use: a Map iterates in insertion order, and a part used is moved last.
  const byKey = new Map<string, Part>()
  const byId = new Map<number, Part>()
  let nextId = 0
  let bytes = 0
  const prefix = `<${MARKER_TAG} data-k="${token}-`
  const prefixBytes = Buffer.from(prefix, 'latin1')
  const suffixBytes = Buffer.from(`"></${MARKER_TAG}>`, 'latin1')
  const marker = (id: number, kind: 'reuse' | 'start' | 'end') => `${token}-${id}-${kind}`
  const sizeOf = (part: Part) => part.key.length + (part.bytes?.length ?? 0)

  /** Forgets the parts used least recently until the store is within its bound, `keep` aside. */
  function trim(keep: Part) {
    for (const part of byKey.values()) {
      if (bytes <= maxBytes) return
      if (part === keep) continue
      byKey.delete(part.key)
      byId.delete(part.id)
      bytes -= sizeOf(part)
    }
  }

  return {
    stats: () => ({ parts: byKey.size, bytes }),

    page() {
      // The bytes this page's reuse markers stand for, held until the page is written.
      const held = new Map<number, Uint8Array>()
      return {
        mark(key) {
          let part = byKey.get(key)
          if (part) {
            byKey.delete(key)
            byKey.set(key, part)
          } else {
            part = { id: nextId++, key }
            byKey.set(key, part)
            byId.set(part.id, part)
            bytes += sizeOf(part)
            trim(part)
          }
          if (part.bytes) {
            held.set(part.id, part.bytes)
            return { reuse: marker(part.id, 'reuse') }
          }
          return { start: marker(part.id, 'start'), end: marker(part.id, 'end') }
        },

        edits(page) {
          const found: { at: number; length: number; id: number; kind: string }[] = []
          for (let at = page.indexOf(prefixBytes); at !== -1; at = page.indexOf(prefixBytes, at + 1)) {
            const close = page.indexOf(suffixBytes, at + prefixBytes.length)
            if (close === -1) break
            const [id, kind] = page.toString('latin1', at + prefixBytes.length, close).split('-')
            found.push({ at, length: close + suffixBytes.length - at, id: Number(id), kind: kind! })
          }
          const edits = found.map(({ at, length, id, kind }): ByteEdit => ({
            at,
            length,
            text: kind === 'reuse' ? (held.get(id) ?? EMPTY) : EMPTY,
          }))
          for (const [index, each] of found.entries()) {
            const part = each.kind === 'start' ? byId.get(each.id) : undefined
            if (!part || part.bytes) continue
            // Its end in the same piece of the stream: keep what is between them, with the markers
            // inside it (reused parts within this one) already written. A pair cut apart by a
            // flush is only taken out; the next page with the key keeps it.
            const end = found.findIndex(
              (other, at) => at > index && other.kind === 'end' && other.id === each.id,
            )
            if (end === -1) continue
            const kept = applyEdits(page, edits.slice(index + 1, end), each.at + each.length, found[end]!.at)
            // A copy of its own: a small Buffer shares a slab with others, which it would keep alive.
            part.bytes = new Uint8Array(kept)
            bytes += part.bytes.length
            trim(part)
          }
          return edits
        },
      }
    },
  }
}

/** This process's store, shared by every page it renders. */
export const reusedMarkup = createReusedMarkupStore()
