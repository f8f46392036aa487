import {
  type FavoriteItem,
  PENDING_KEY,
  type PendingFavoriteChange,
  readFavorites,
  replaceFavorites,
} from './favorites'
import { sendWhenOnline } from './send-when-online'

/**
 * The device's favorites and the server's (decision 045), loaded after the page: the hearts'
 * changes kept on the device are sent to /favorites/sync in order, each once the server has
 * answered it; and once per device (a marker in localStorage) the device's list is sent as
 * `import` and the merged list the server answers is written back, so favorites saved before
 * they were kept with the trip move over, and a browser whose storage was cleared gets its list
 * back while the trip cookie lasts.
 */

export const SYNC_URL = '/favorites/sync'
/** Set once this device's list was merged with the server's. */
export const MERGED_KEY = 'wyoming-navigator:favorites-merged'

type Send = (body: FormData) => Promise<Response>

const send: Send = (body) =>
  fetch(SYNC_URL, {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  })

function storage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

export function readPending(): PendingFavoriteChange[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(PENDING_KEY) ?? '[]')
    return Array.isArray(parsed) ? (parsed as PendingFavoriteChange[]) : []
  } catch {
    return []
  }
}

/** Drops the first change (the one just answered), keeping any queued meanwhile. */
function dropFirst() {
  const [, ...rest] = readPending()
  storage()?.setItem(PENDING_KEY, JSON.stringify(rest))
}

/**
 * What the list will be once the pending changes are sent: `server`'s list with them applied in
 * order (a save puts the item first, as the device has it; a remove takes it out).
 */
export function applyPending(
  server: readonly FavoriteItem[],
  pending: readonly PendingFavoriteChange[],
  device: readonly FavoriteItem[],
): FavoriteItem[] {
  let list = [...server]
  for (const change of pending) {
    const same = (i: FavoriteItem) => i.kind === change.kind && i.id === change.id
    const item = list.find(same) ?? device.find(same)
    list = list.filter((i) => !same(i))
    if (change.intent === 'save' && item) list.unshift(item)
  }
  return list
}

/**
 * Fired on `window` when the server's list changed from here (changes sent, the device's list
 * merged): a page showing the server's list reloads it.
 */
export const SYNCED_EVENT = 'wn:favorites-synced'

/**
 * When changes were last sent (this device's clock, ms): a page whose request started before that
 * (it raced the send, e.g. a heart sent as the visitor opened /favorites) reloads its list.
 */
export const SENT_AT_KEY = 'wyoming-navigator:favorites-sent-at'

/** Whether changes were sent after this page's request started (its list may predate them). */
export function sentSincePageLoad(): boolean {
  return Number(storage()?.getItem(SENT_AT_KEY) ?? 0) > performance.timeOrigin
}

let running: Promise<boolean> | undefined

/**
 * Sends the pending changes in order. Resolves true when some are left (no connection, or the
 * server failed: tried again later); a change the server refused (a listing no longer in the
 * guide) is dropped. Never two sends at once.
 */
export function flushPending(post: Send = send): Promise<boolean> {
  running = (running ?? Promise.resolve(false)).then(async () => {
    let sent = 0
    const over = (left: boolean) => {
      if (sent > 0) {
        storage()?.setItem(SENT_AT_KEY, String(Date.now()))
        window.dispatchEvent(new Event(SYNCED_EVENT))
      }
      return left
    }
    for (let change = readPending()[0]; change; change = readPending()[0]) {
      const body = new FormData()
      body.set('intent', change.intent)
      body.set('kind', change.kind)
      body.set('id', change.id)
      let response: Response
      try {
        response = await post(body)
      } catch {
        return over(true)
      }
      if (response.status >= 500) return over(true)
      dropFirst()
      sent++
    }
    return over(false)
  })
  return running
}

/** Strips what the server adds (an event's date) to the device's shape. */
function asDeviceItem({ kind, id, name, href, subtitle, scene }: FavoriteItem): FavoriteItem {
  return { kind, id, name, href, subtitle, scene }
}

/**
 * Writes the server's list, with the changes still pending, as the device's; not before the
 * device's own list was merged (mergeOnce), which it would otherwise replace.
 */
export function keepServerList(server: readonly FavoriteItem[]) {
  if (!storage()?.getItem(MERGED_KEY)) return
  replaceFavorites(applyPending(server.map(asDeviceItem), readPending(), readFavorites()))
}

/** Sends the device's list as `import` and keeps the merged answer; once per device. */
export async function mergeOnce(post: Send = send): Promise<void> {
  if (storage()?.getItem(MERGED_KEY)) return
  const body = new FormData()
  body.set('intent', 'import')
  for (const item of readFavorites().slice(0, 200)) body.append('item', `${item.kind}:${item.id}`)
  const response = await post(body)
  if (!response.ok) throw new Error(`Import answered ${response.status}`)
  const answer = (await response.json()) as { favorites?: FavoriteItem[] }
  storage()?.setItem(MERGED_KEY, new Date().toISOString())
  keepServerList(answer.favorites ?? [])
  window.dispatchEvent(new Event(SYNCED_EVENT))
}

/** Sends what is pending now and whenever the connection returns, then merges once. */
export function startFavoritesSync(): () => void {
  return sendWhenOnline(async () => {
    if (await flushPending()) return true
    await mergeOnce()
    return false
  })
}
