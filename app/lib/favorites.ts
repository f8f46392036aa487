import { useSyncExternalStore } from 'react'
import type { Scene } from './listings'

/**
 * Favorites are kept on the visitor's device (localStorage), so they survive reloads and work
 * offline without an account. Every tab and component sees the same list. The server keeps them
 * too, with the visitor's trip (decision 045): each change here is queued (PENDING_KEY) and sent
 * by ./favorites-sync.ts, which loads after the page, in order, once, when the connection allows.
 */
export const FAVORITES_KEY = 'wyoming-navigator:favorites'

export const FAVORITE_KINDS = ['stay', 'restaurant', 'activity', 'event', 'music'] as const
export type FavoriteKind = (typeof FAVORITE_KINDS)[number]

export interface FavoriteItem {
  kind: FavoriteKind
  id: string
  name: string
  /** Where the saved item lives, e.g. /stay/fireweed-log-cabin */
  href: string
  subtitle?: string
  /** The subtitle's parts that stayed English on a page in another language ('0'; app/lib/subtitle-parts.ts). */
  subtitleEnglish?: string
  scene?: Scene
}

const EMPTY: FavoriteItem[] = []
let cache: { raw: string | null; items: FavoriteItem[] } = { raw: null, items: EMPTY }
const listeners = new Set<() => void>()

function isFavoriteItem(value: unknown): value is FavoriteItem {
  const item = value as FavoriteItem
  return (
    typeof item === 'object' &&
    item !== null &&
    FAVORITE_KINDS.includes(item.kind) &&
    typeof item.id === 'string' &&
    typeof item.name === 'string' &&
    typeof item.href === 'string' &&
    item.href.startsWith('/')
  )
}

function read(): FavoriteItem[] {
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(FAVORITES_KEY)
  } catch {
    return EMPTY
  }
  if (raw === cache.raw) return cache.items
  let items = EMPTY
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : []
    items = Array.isArray(parsed) ? parsed.filter(isFavoriteItem) : EMPTY
  } catch {
    items = EMPTY
  }
  cache = { raw, items }
  return items
}

/** Changes not yet sent to the server, oldest first (sent by ./favorites-sync.ts). */
export const PENDING_KEY = 'wyoming-navigator:favorites-pending'

export interface PendingFavoriteChange {
  intent: 'save' | 'remove'
  kind: FavoriteKind
  id: string
}

function write(items: FavoriteItem[]) {
  try {
    window.localStorage.setItem(FAVORITES_KEY, JSON.stringify(items))
  } catch {
    // Storage full or blocked (private mode): the change lasts for this page only.
    cache = { raw: JSON.stringify(items), items }
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVORITES_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** All saved items, newest first. Empty during server rendering. */
export function useFavorites(): FavoriteItem[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY)
}

export function useIsFavorite(kind: FavoriteKind, id: string): boolean {
  return useFavorites().some((item) => item.kind === kind && item.id === id)
}

/** Saves or unsaves an item; returns true when it is now saved. */
export function toggleFavorite(item: FavoriteItem): boolean {
  const items = read()
  const exists = items.some((i) => i.kind === item.kind && i.id === item.id)
  write(exists ? items.filter((i) => !(i.kind === item.kind && i.id === item.id)) : [item, ...items])
  return !exists
}

export function removeFavorite(kind: FavoriteKind, id: string) {
  write(read().filter((i) => !(i.kind === kind && i.id === id)))
}

/** Replaces the device's list (the server's, merged: ./favorites-sync.ts). */
export function replaceFavorites(items: FavoriteItem[]) {
  write(items)
}

/** The device's list as it is now (outside React). */
export function readFavorites(): FavoriteItem[] {
  return read()
}
