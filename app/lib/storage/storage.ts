import type { Readable } from 'node:stream'

/**
 * One small interface for every stored file (submitted photos, processed listing photos), with
 * two back-ends chosen by configuration (./index.server.ts): a local folder and an S3-compatible
 * bucket. Keys are relative, slash-separated names such as `photos/<id>/960.webp`.
 */

/** What to store: the bytes, a readable stream, or a file on this machine (copied, not moved). */
export type StorageBody = Uint8Array | Readable | { path: string }

export interface StoredObject {
  body: Readable
  size: number
  contentType: string
}

export interface Storage {
  /** 'local' or 's3', for logs and the backup script */
  readonly kind: 'local' | 's3'
  /** Stores `body` under `key`, replacing what was there. */
  put(key: string, body: StorageBody, options: { contentType: string }): Promise<void>
  /** The stored file as a stream with its size and type, or null when there is none. */
  get(key: string): Promise<StoredObject | null>
  /** Removes the file (a missing one is fine). */
  delete(key: string): Promise<void>
  /** Every key that starts with `prefix`, sorted. */
  list(prefix?: string): Promise<string[]>
}

// Segments of letters, digits, dot, dash and underscore that start with a letter or digit, so
// `.`, `..` and hidden names cannot be written, and nothing can leave the folder or the prefix.
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/

/** Throws unless `key` is a safe storage key (see KEY). */
export function checkKey(key: string): string {
  if (key.length > 512 || !KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`)
  return key
}

/** The types the app stores, by file extension; anything else is served as octet-stream. */
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
}

export function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream'
}
