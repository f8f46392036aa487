import crypto from 'node:crypto'
import { applyEdits, type ByteEdit } from './byte-edits.server'

/**
 * The server's store of reused markup (app/components/reused-markup.tsx): parts of the layout that
 * are the same on every page that shares a key, such as the header and the footer, rendered by
 * React once per key and process and written from bytes afterwards. The rest of each page is
 * rendered on every request.
 *
 * React cannot hand over the HTML of one subtree, so the first page with a key renders the subtree
 * between two markers, and the page's stream (deferScripts, app/lib/deferred-scripts.server.ts)
 * keeps the bytes between them and takes the markers out. Later pages render one marker that the
 * stream replaces with those bytes: each page is the same, byte for byte, as if React had rendered
 * the subtree again. A marker holds a random token of this process (user text is escaped anyway,
 * so it could not spell one).
 */
export interface ReusedMarkupStore {
  /**
   * The markers to render for `key`: `reuse` when its bytes are kept (render only that marker),
   * `start` and `end` to render around the subtree while they are not, or undefined when the store
   * is full (render the subtree as it is).
   */
  mark(key: string): { reuse: string } | { start: string; end: string } | undefined
  /** Where markers are in `bytes`: each with the bytes to write in its place (see deferScripts). */
  edits(bytes: Buffer): ByteEdit[]
}

/**
 * Keys are few by design (a layout part or an icon, and what it varies on); a bound keeps a bug
 * from growing the store.
 */
const MAX_KEYS = 2048
const EMPTY = new Uint8Array(0)
/** The tag React writes for a marker: a custom element, written exactly as given. */
export const MARKER_TAG = 'reused-markup'

export function createReusedMarkupStore(token = crypto.randomBytes(12).toString('hex')): ReusedMarkupStore {
  const ids = new Map<string, number>()
  const kept: (Uint8Array | undefined)[] = []
  const prefix = `<${MARKER_TAG} data-k="${token}-`
  const prefixBytes = Buffer.from(prefix, 'latin1')
  const suffixBytes = Buffer.from(`"></${MARKER_TAG}>`, 'latin1')
  const marker = (id: number, kind: 'reuse' | 'start' | 'end') => `${token}-${id}-${kind}`

  return {
    mark(key) {
      let id = ids.get(key)
      if (id === undefined) {
        if (ids.size >= MAX_KEYS) return undefined
        id = ids.size
        ids.set(key, id)
      }
      if (kept[id]) return { reuse: marker(id, 'reuse') }
      return { start: marker(id, 'start'), end: marker(id, 'end') }
    },

    edits(bytes) {
      const found: { at: number; length: number; id: number; kind: string }[] = []
      for (let at = bytes.indexOf(prefixBytes); at !== -1; at = bytes.indexOf(prefixBytes, at + 1)) {
        const close = bytes.indexOf(suffixBytes, at + prefixBytes.length)
        if (close === -1) break
        const [id, kind] = bytes.toString('latin1', at + prefixBytes.length, close).split('-')
        found.push({ at, length: close + suffixBytes.length - at, id: Number(id), kind: kind! })
      }
      const edits = found.map(({ at, length, id, kind }): ByteEdit => ({
        at,
        length,
        // Kept bytes are never dropped, so a reuse marker always has them.
        text: kind === 'reuse' ? (kept[id] ?? EMPTY) : EMPTY,
      }))
      for (const [index, each] of found.entries()) {
        if (each.kind !== 'start' || kept[each.id]) continue
        // Its end in the same piece of the stream: keep what is between them, with the markers
        // inside it (reused parts within this one) already written. A pair cut apart by a flush is
        // only taken out; the next page with the key keeps it.
        const end = found.findIndex((other, at) => at > index && other.kind === 'end' && other.id === each.id)
        if (end !== -1)
          kept[each.id] = applyEdits(
            bytes,
            edits.slice(index + 1, end),
            each.at + each.length,
            found[end]!.at,
          )
      }
      return edits
    },
  }
}

/** This process's store, shared by every request it renders. */
export const reusedMarkup = createReusedMarkupStore()
