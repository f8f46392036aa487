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
export async function writeContentVersion(db: Db | Transaction<Database>): Promise<void> {
  const value = `${Date.now()}-${crypto.randomBytes(4).toString('hex')}`
  await db
    .insertInto('app_meta')
    .values({ key: CONTENT_VERSION_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute()
}

/** Clears this process's page cache at once (the others follow within a second). */
export function notifyContentChanged(): void {
  for (const listener of listeners) listener()
}

export async function bumpContentVersion(db: Db): Promise<void> {
  await writeContentVersion(db)
  notifyContentChanged()
}

export async function readContentVersion(db: Db): Promise<string> {
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', CONTENT_VERSION_KEY)
    .executeTakeFirst()
  return row?.value ?? 'initial'
}
