import type { Db } from './db.server'

/**
 * Exactly-once submissions. Every submission form carries a random key in a hidden field, made in
 * the browser (fillIdempotencyKey in app/lib/send-form.ts; never in a loader, pages come from a shared
 * page cache), kept through failed sends and renewed once the form is stored. Every table a public
 * form writes to has a nullable `idempotency_key` column under a unique index
 * (db/migrations/2026-11-23-04-idempotency-keys.ts). A form whose key is already stored is a
 * replay: it is answered like the first success and nothing is written. Two replays racing each
 * other both pass that check; the unique index lets one insert win and the other fails with a
 * conflict that isIdempotencyConflict recognises, so it too is answered as a success.
 */

import { IDEMPOTENCY_FIELD } from './form-options'

/** What the server accepts as a key: 16 to 100 URL-safe characters (the browser sends 32 hex digits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/

/** The key a submitted form carries, or null (none, or not a key: then it is stored as before). */
export function idempotencyKeyOf(form: FormData): string | null {
  const value = form.get(IDEMPOTENCY_FIELD)
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value) ? value : null
}

export const IDEMPOTENT_TABLES = [
  'restaurant_submissions',
  'event_submissions',
  'activity_submissions',
  'story_submissions',
  'contact_messages',
  'host_applications',
  'newsletter_subscriptions',
] as const

/** True when a row of any submission table carries `key` (one query, each part on its unique index). */
export async function isKeyStored(db: Db, key: string): Promise<boolean> {
  // The tables differ, but each has `id` and `idempotency_key`; the first table's type stands for all.
  const [first, ...rest] = IDEMPOTENT_TABLES.map((table) =>
    db
      .selectFrom(table as (typeof IDEMPOTENT_TABLES)[0])
      .select('id')
      .where('idempotency_key', '=', key),
  )
  const query = rest.reduce((union, next) => union.unionAll(next), first!)
  return (await query.limit(1).executeTakeFirst()) !== undefined
}

/** True for the error an insert gets when another row already holds its idempotency key. */
export function isIdempotencyConflict(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { code, message, constraint } = error as { code?: unknown; message?: unknown; constraint?: unknown }
  // better-sqlite3: "UNIQUE constraint failed: contact_messages.idempotency_key"
  if (code === 'SQLITE_CONSTRAINT_UNIQUE')
    return typeof message === 'string' && message.includes('.idempotency_key')
  // pg: unique_violation on the index named <table>_idempotency_key_unique
  if (code === '23505')
    return typeof constraint === 'string' && constraint.endsWith('_idempotency_key_unique')
  return false
}

export type StoreOnceResult<T> = { replay: true } | { replay: false; value: T }

/**
 * Runs `store` (which writes the row carrying `key`) unless `key` is already stored. A replay,
 * found before or lost to a racing twin on the unique index, is `{ replay: true }`: answer it
 * like the first success. Without a key, `store` simply runs.
 */
export async function storeOnce<T>(
  db: Db,
  key: string | null,
  store: () => Promise<T>,
): Promise<StoreOnceResult<T>> {
  if (key && (await isKeyStored(db, key))) return { replay: true }
  try {
    return { replay: false, value: await store() }
  } catch (error) {
    if (key && isIdempotencyConflict(error)) return { replay: true }
    throw error
  }
}
