import crypto from 'node:crypto'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import type { Db } from './db.server'

/**
 * The version of the public content. Anything that changes what visitors see (an approval
 * publishing a listing, an edit) bumps it; every app process compares it at most once a second and
 * drops its page cache when it moved, so processes sharing one database stay coherent.
 */
export const CONTENT_VERSION_KEY = 'content_version'
/** The content version the search index is known to match (app/lib/search/index.server.ts). */
export const SEARCH_INDEX_VERSION_KEY = 'search_index_version'

type Writer = Db | Transaction<Database>

/** Transactions that updated the search index, and the content version each wrote. */
const indexedIn = new WeakSet<object>()
const versionWrittenIn = new WeakMap<object, string>()

async function writeMeta(db: Writer, key: string, value: string): Promise<void> {
  await db
    .insertInto('app_meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute()
}

/**
 * Records that this transaction keeps the search index in step with the content it changes: the
 * content version it writes (before or after this call) is also the index's version. At start-up
 * a differing index version means some change reached the content but not the index, and the
 * index is rebuilt (ensureSearchIndex).
 */
export async function recordIndexUpdate(trx: Writer): Promise<void> {
  indexedIn.add(trx)
  const written = versionWrittenIn.get(trx)
  if (written) await writeMeta(trx, SEARCH_INDEX_VERSION_KEY, written)
}

/** Sets the index's version (after a full rebuild, to the content version it was built from). */
export async function writeSearchIndexVersion(db: Writer, value: string): Promise<void> {
  await writeMeta(db, SEARCH_INDEX_VERSION_KEY, value)
}

export async function readSearchIndexVersion(db: Writer): Promise<string | undefined> {
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SEARCH_INDEX_VERSION_KEY)
    .executeTakeFirst()
  return row?.value
}

const listeners = new Set<() => void>()

/** Called by the page cache of this process so a local change clears it at once. */
export function onContentChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Writes a new content version. Call it inside the transaction that changes the content, so the
 * two commit together, then call notifyContentChanged() after the commit.
 */
export async function writeContentVersion(db: Writer): Promise<void> {
  const value = `${Date.now()}-${crypto.randomBytes(4).toString('hex')}`
  await writeMeta(db, CONTENT_VERSION_KEY, value)
  versionWrittenIn.set(db, value)
  if (indexedIn.has(db)) await writeMeta(db, SEARCH_INDEX_VERSION_KEY, value)
}

/** Clears this process's page cache at once (the others follow within a second). */
export function notifyContentChanged(): void {
  for (const listener of listeners) listener()
}

export async function bumpContentVersion(db: Db): Promise<void> {
  await writeContentVersion(db)
  notifyContentChanged()
}

export async function readContentVersion(db: Writer): Promise<string> {
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', CONTENT_VERSION_KEY)
    .executeTakeFirst()
  return row?.value ?? 'initial'
}
