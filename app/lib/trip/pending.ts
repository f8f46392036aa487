import { useSyncExternalStore } from 'react'
import { IDEMPOTENCY_FIELD } from '../send-messages'
import type { PlannedDay, PlannedStop } from './trip'

/**
 * Changes to the trip that the server has not confirmed yet, shown at once: the one being sent
 * now, and the ones kept on the device while offline (localStorage, sent in order when the
 * connection returns; see app/components/trip/trip-enhancements.tsx). Browser-safe and small: it
 * is part of /trip's own code, never of another page's first load.
 */
export interface PendingChange {
  intent: string
  stop: string
  day?: string
  index?: number
  startTime?: string
  note?: string
}

/** Intents that can wait offline (adding needs the listing's facts from the server). */
const QUEUEABLE = new Set(['move-up', 'move-down', 'move-day', 'place', 'stop', 'remove'])

export function changeFrom(entries: Iterable<[string, FormDataEntryValue]>): PendingChange | null {
  const map = new Map<string, string>()
  for (const [key, value] of entries) if (typeof value === 'string') map.set(key, value)
  const intent = map.get('intent') ?? ''
  const stop = map.get('stop') ?? ''
  if (!QUEUEABLE.has(intent) || !stop) return null
  const index = map.get('index')
  return {
    intent,
    stop,
    day: map.get('day'),
    index: index === undefined ? undefined : Number(index),
    startTime: map.get('startTime'),
    note: map.get('note'),
  }
}

function displayTime(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number]
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
}

/** The days as they will be once the changes are applied (drive times and checks follow on the next load). */
export function applyPending(days: readonly PlannedDay[], changes: readonly PendingChange[]): PlannedDay[] {
  if (changes.length === 0) return days as PlannedDay[]
  const next = days.map((d) => ({ ...d, stops: [...d.stops] }))
  for (const change of changes) {
    const from = next.find((d) => d.stops.some((s) => s.id === change.stop))
    if (!from) continue
    const at = from.stops.findIndex((s) => s.id === change.stop)
    const stop = from.stops[at]!
    switch (change.intent) {
      case 'remove':
        from.stops.splice(at, 1)
        break
      case 'move-up':
      case 'move-down': {
        const to = change.intent === 'move-up' ? at - 1 : at + 1
        if (to < 0 || to >= from.stops.length) break
        ;[from.stops[at], from.stops[to]] = [from.stops[to]!, stop]
        break
      }
      case 'move-day':
      case 'place': {
        const target = next.find((d) => d.day === change.day)
        if (!target) break
        from.stops.splice(at, 1)
        const index = change.index ?? target.stops.length
        target.stops.splice(Math.max(0, Math.min(index, target.stops.length)), 0, stop)
        break
      }
      case 'stop': {
        const startTime = change.startTime || null
        const updated: PlannedStop = {
          ...stop,
          startTime,
          startLabel: startTime ? displayTime(startTime) : null,
          note: (change.note ?? '').trim(),
        }
        from.stops[at] = updated
        break
      }
    }
  }
  // The first stop of a day has no drive before it.
  for (const day of next)
    day.stops = day.stops.map((s, i) =>
      i === 0 && s.driveFromPrevious ? { ...s, driveFromPrevious: null, driveWarnings: [] } : s,
    )
  return next
}

// ---------------------------------------------------------------------------------------------
// The offline queue

export const TRIP_QUEUE_KEY = 'wn-trip-queue'
const CHANGED = 'wn:trip-queue'
type Entries = [string, string][]
const EMPTY: Entries[] = []
let cache: { raw: string | null; items: Entries[] } = { raw: null, items: EMPTY }

export function readQueue(): Entries[] {
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(TRIP_QUEUE_KEY)
  } catch {
    return EMPTY
  }
  if (raw === cache.raw) return cache.items
  let items = EMPTY
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : []
    items = Array.isArray(parsed) ? (parsed as Entries[]) : EMPTY
  } catch {
    items = EMPTY
  }
  cache = { raw, items }
  return items
}

function writeQueue(items: Entries[]) {
  try {
    if (items.length === 0) window.localStorage.removeItem(TRIP_QUEUE_KEY)
    else window.localStorage.setItem(TRIP_QUEUE_KEY, JSON.stringify(items))
  } catch {
    // Storage full or blocked: nothing more we can keep.
  }
  window.dispatchEvent(new Event(CHANGED))
}

/**
 * A change's key, made when the visitor makes it and sent with it however often it is sent: the
 * server applies a key once and answers it again with its first answer
 * (app/lib/trip/change-keys.server.ts), so a change whose answer was lost is not made twice.
 */
function changeKey(): [string, string] {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return [IDEMPOTENCY_FIELD, Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')]
}

/** Keeps a form's change on the device, with its key; false when it cannot wait (e.g. adding). */
export function queueChange(form: FormData): boolean {
  const entries = [...form.entries()].filter(
    (e): e is [string, string] => typeof e[1] === 'string' && e[0] !== IDEMPOTENCY_FIELD,
  )
  if (!changeFrom(entries)) return false
  writeQueue([...readQueue(), [...entries, changeKey()]])
  return true
}

/**
 * Sends the kept changes in order; stops at the first that gets no answer (still offline) and
 * keeps it and the rest. Answers how many were sent.
 */
export async function flushQueue(send: (body: URLSearchParams) => Promise<Response>): Promise<number> {
  let sent = 0
  for (;;) {
    const [first, ...rest] = readQueue()
    if (!first) return sent
    try {
      await send(new URLSearchParams(first))
    } catch {
      return sent
    }
    // Sent (a change the server refused, e.g. a stop removed elsewhere, is dropped too).
    writeQueue(rest)
    sent += 1
  }
}

function subscribe(callback: () => void) {
  window.addEventListener(CHANGED, callback)
  window.addEventListener('storage', callback)
  return () => {
    window.removeEventListener(CHANGED, callback)
    window.removeEventListener('storage', callback)
  }
}

/** The changes kept on this device, kept in step across tabs. */
export function useTripQueue(): PendingChange[] {
  const items = useSyncExternalStore(subscribe, readQueue, () => EMPTY)
  return items.flatMap((entries) => {
    const change = changeFrom(entries)
    return change ? [change] : []
  })
}

// Adding offline: the listing's facts come from the server, so an add waits as it is (kind and id)
// and is sent with the other changes when the connection returns.

export interface PendingAdd {
  kind: string
  id: string
}

/** Keeps "add this listing" on the device, to be sent when the connection returns. */
export function queueAdd({ kind, id }: PendingAdd) {
  if (pendingAddsOf(readQueue()).some((add) => add.kind === kind && add.id === id)) return
  writeQueue([
    ...readQueue(),
    [['intent', 'add'], ['kind', kind], ['id', id], ['returnTo', '/trip'], changeKey()],
  ])
}

function pendingAddsOf(items: readonly Entries[]): PendingAdd[] {
  return items.flatMap((entries) => {
    const map = new Map(entries)
    return map.get('intent') === 'add' && map.get('kind') && map.get('id')
      ? [{ kind: map.get('kind')!, id: map.get('id')! }]
      : []
  })
}

/** The adds waiting on this device. */
export function usePendingAdds(): PendingAdd[] {
  return pendingAddsOf(useSyncExternalStore(subscribe, readQueue, () => EMPTY))
}

/** "elk-antler-grill" -> "Elk Antler Grill": a name for a listing known offline only by its id. */
export function nameFromId(id: string): string {
  return id
    .replace(/-\d+$/, '')
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ')
}
