/**
 * The outbox: forms the visitor chose to "send later" because there was no signal (or the send
 * failed), kept on the device in IndexedDB (files included, as the browser's own File objects) and
 * sent when the connection returns: by the service worker's Background Sync where the browser
 * has it (sw/sw.ts), else on the page's `online` event and on the next visit
 * (app/components/outbox-panel.tsx). Exactly once: every item carries the form's idempotency key
 * (its id), so the server stores it once however often it is sent (app/lib/idempotency.server.ts).
 *
 * Plain IndexedDB, no library: the store is one object store with a handful of small
 * transactions, and the same module runs in the page and in the service worker.
 * This module uses only what windows and workers both have (no DOM, no localStorage).
 */
import { SEND_MESSAGES as MESSAGES } from './send-messages'

export type OutboxStatus = 'waiting' | 'sending' | 'sent' | 'failed'

export interface OutboxItem {
  /** the form's idempotency key */
  id: string
  /** the path the form posts to, e.g. /submit-restaurant */
  action: string
  /** what it is, for the list: "Restaurant submission: Bar J Chuckwagon" */
  title: string
  /** the form's fields as sent, files included */
  entries: [string, string | File][]
  status: OutboxStatus
  /** why it failed (the server's message), or the last problem while it waits */
  message: string | null
  /** failed sends that got no usable answer (network, 5xx) */
  attempts: number
  createdAt: number
  updatedAt: number
}

const DB_NAME = 'wn-outbox'
const STORE = 'items'
/** The Background Sync tag the service worker listens for. */
export const SYNC_TAG = 'wn-outbox'
/** Posted (as `{ type: 'changed' }`) on this channel whenever the outbox changes, in any tab or the worker. */
export const OUTBOX_CHANNEL = 'wn-outbox'
/** After this many sends without a usable answer (5xx), an item is marked failed; network errors just wait. */
export const MAX_SERVER_FAILURES = 5
/** A 'sending' item whose sender vanished (tab closed mid-send) is free again after this long. */
const STALE_SENDING_MS = 2 * 60_000

let opening: Promise<IDBDatabase> | null = null
function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' })
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'))
  }).catch((error: unknown) => {
    opening = null
    throw error
  })
  return opening
}

/** Runs `work` in one transaction and resolves with its result once the transaction has committed. */
async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore, done: (value: T) => void) => void,
): Promise<T> {
  const db = await openDb()
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode)
    let result: T
    transaction.oncomplete = () => resolve(result)
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'))
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
    work(transaction.objectStore(STORE), (value) => (result = value))
  })
}

function announce() {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(OUTBOX_CHANNEL)
  channel.postMessage({ type: 'changed' })
  channel.close()
}

/** Every item, oldest first. */
export function listOutbox(): Promise<OutboxItem[]> {
  return inStore<OutboxItem[]>('readonly', (store, done) => {
    const request = store.getAll()
    request.onsuccess = () => done((request.result as OutboxItem[]).sort((a, b) => a.createdAt - b.createdAt))
  })
}

/** Changes one item in one transaction: `change` gets the stored item and returns the new one, or null to leave it. */
async function update(
  id: string,
  change: (item: OutboxItem) => OutboxItem | null,
): Promise<OutboxItem | null> {
  const updated = await inStore<OutboxItem | null>('readwrite', (store, done) => {
    done(null)
    const request = store.get(id)
    request.onsuccess = () => {
      const item = request.result as OutboxItem | undefined
      const next = item ? change(item) : null
      if (next) {
        store.put(next)
        done(next)
      }
    }
  })
  if (updated) announce()
  return updated
}

/** Keeps a form to send later. `id` is its idempotency key; keeping it twice keeps one item. */
export async function addToOutbox(input: {
  id: string
  action: string
  title: string
  form: FormData
}): Promise<OutboxItem> {
  const now = Date.now()
  const entries: OutboxItem['entries'] = []
  input.form.forEach((value, name) => entries.push([name, value]))
  const item: OutboxItem = {
    id: input.id,
    action: input.action,
    title: input.title,
    entries,
    status: 'waiting',
    message: null,
    attempts: 0,
    createdAt: now,
    updatedAt: now,
  }
  await inStore<void>('readwrite', (store) => void store.put(item))
  announce()
  return item
}

export async function removeFromOutbox(id: string): Promise<void> {
  await inStore<void>('readwrite', (store) => void store.delete(id))
  announce()
}

/** React Router's data URL for a form's path (what its own JavaScript posts to). */
export function dataUrl(action: string): string {
  const url = new URL(action, 'http://x')
  const path = url.pathname === '/' ? '/_root' : url.pathname.replace(/\/$/, '')
  return `${path}.data${url.search}`
}

/**
 * Reads the form's message out of an action's answer. React Router answers its data requests in
 * turbo-stream's flat JSON: a list of values where objects name their keys and values by index
 * (`[{"_1":2},"data",{"_3":4},"formError",…]`). Plain objects, lists, strings and numbers are all
 * a form's answer holds; anything else reads as undefined.
 */
export function readActionAnswer(text: string): unknown {
  const line = text.split('\n', 1)[0] ?? ''
  const flat: unknown = JSON.parse(line)
  if (!Array.isArray(flat)) return undefined
  const seen = new Set<number>()
  const hydrate = (index: unknown): unknown => {
    if (typeof index !== 'number' || index < 0 || index >= flat.length || seen.has(index)) return undefined
    const value: unknown = flat[index]
    if (value === null || typeof value !== 'object') return value
    seen.add(index)
    let result: unknown
    if (Array.isArray(value)) {
      result = typeof value[0] === 'string' ? undefined : value.map(hydrate)
    } else {
      const object: Record<string, unknown> = {}
      for (const [key, at] of Object.entries(value as Record<string, unknown>)) {
        const name = flat[Number(key.slice(1))]
        if (key.startsWith('_') && typeof name === 'string') object[name] = hydrate(at)
      }
      result = object
    }
    seen.delete(index)
    return result
  }
  return hydrate(0)
}

/**
 * What an item says when its send failed without the server's own words (a 5xx, an answer that
 * is not the app's): kept in English, as the service worker has no other words; the list shows
 * it in the page's language (app/components/outbox-panel.tsx).
 */
export const GENERIC_FAILURE = `${MESSAGES.failedTitle}: ${MESSAGES.failedDescription}`

/** The message of a refused form: its formError, else the first field error, else a generic one. */
async function refusalMessage(response: Response): Promise<string> {
  try {
    const answer = readActionAnswer(await response.text()) as {
      data?: { formError?: { title?: unknown; description?: unknown }; errors?: Record<string, unknown> }
    }
    const formError = answer?.data?.formError
    const firstField = Object.values(answer?.data?.errors ?? {})[0]
    const detail = Array.isArray(firstField) && typeof firstField[0] === 'string' ? ` ${firstField[0]}` : ''
    if (formError && typeof formError.description === 'string') {
      return `${typeof formError.title === 'string' ? `${formError.title}: ` : ''}${formError.description}${detail}`
    }
  } catch {
    // not the app's answer
  }
  return GENERIC_FAILURE
}

/** Takes an item for sending, unless someone else (another tab, the worker) is sending it now. */
function claim(id: string, retry: boolean): Promise<OutboxItem | null> {
  const now = Date.now()
  return update(id, (item) => {
    const free =
      item.status === 'waiting' ||
      (retry && item.status === 'failed') ||
      (item.status === 'sending' && now - item.updatedAt > STALE_SENDING_MS)
    return free ? { ...item, status: 'sending', updatedAt: now } : null
  })
}

/**
 * Sends one item (with `retry`, also a failed one). Answers: 'sent' (the server stored it, now or
 * before: a redirect is its success answer), 'failed' (refused with a 4xx: the message is kept,
 * the item stays until the visitor removes it), 'waiting' (no answer: tried again later).
 */
export async function sendOutboxItem(id: string, { retry = false } = {}): Promise<OutboxStatus | null> {
  const item = await claim(id, retry)
  if (!item) return null
  const body = new FormData()
  for (const [name, value] of item.entries) body.append(name, value)
  let next: Pick<OutboxItem, 'status' | 'message' | 'attempts'>
  try {
    const response = await fetch(dataUrl(item.action), { method: 'POST', body, credentials: 'same-origin' })
    if (response.status === 202 || (response.status >= 300 && response.status < 400)) {
      next = { status: 'sent', message: null, attempts: item.attempts }
    } else if (response.status >= 500) {
      const attempts = item.attempts + 1
      next = {
        status: attempts >= MAX_SERVER_FAILURES ? 'failed' : 'waiting',
        message: GENERIC_FAILURE,
        attempts,
      }
    } else {
      next = { status: 'failed', message: await refusalMessage(response), attempts: item.attempts }
    }
  } catch {
    next = { status: 'waiting', message: null, attempts: item.attempts }
  }
  await update(id, (stored) => ({ ...stored, ...next, updatedAt: Date.now() }))
  return next.status
}

/** Sends every waiting item, one after another. Resolves with how many are still waiting. */
export async function sendWaitingItems(): Promise<number> {
  let waiting = 0
  for (const item of await listOutbox()) {
    if (item.status !== 'waiting' && item.status !== 'sending') continue
    const status = await sendOutboxItem(item.id)
    if (status === 'waiting') waiting += 1
  }
  return waiting
}
