import type { Db } from '../db.server'
import { IDEMPOTENCY_KEY_PATTERN } from '../idempotency.server'
import { IDEMPOTENCY_FIELD } from '../send-messages'

/**
 * Exactly-once trip changes (issue 48): a change the trip page keeps in its offline queue
 * (app/lib/trip/pending.ts) carries a key made when the visitor made it, in the form's
 * idempotency field. The first answer to a key is kept per trip (trip_change_keys); the same key
 * again is answered with that answer and changes nothing, so a "move up" replayed after its answer
 * was lost moves the stop once. The key is taken before the change is made (the primary key lets
 * one of two racing twins in); a change that fails or is refused lets its key go, so it may be
 * sent again.
 */

interface StoredAnswer {
  status: number
  location: string | null
  cookies: string[]
}

/** The key a trip change carries, or null. */
export function changeKeyOf(form: FormData): string | null {
  const value = form.get(IDEMPOTENCY_FIELD)
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value) ? value : null
}

function answerOf(stored: StoredAnswer): Response {
  const headers = new Headers()
  if (stored.location) headers.set('Location', stored.location)
  for (const cookie of stored.cookies) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: stored.status, headers })
}

/** While the first is still being made, its twin is told the change is on its way (it is). */
const IN_PROGRESS = new Response(null, { status: 303, headers: { Location: '/trip' } })

/**
 * Runs `change` once per (trip, key): with no key it simply runs. A key seen before answers the
 * first answer again (a redirect, as every trip change answers), without running `change`.
 */
export async function changeOnce<T>(
  db: Db,
  tripId: string,
  key: string | null,
  change: () => Promise<T>,
  now = new Date(),
): Promise<T | Response> {
  if (!key) return change()
  try {
    await db
      .insertInto('trip_change_keys')
      .values({ trip_id: tripId, key, answer: null, created_at: now.toISOString() })
      .execute()
  } catch (error) {
    if (!isKeyConflict(error)) throw error
    const row = await db
      .selectFrom('trip_change_keys')
      .select('answer')
      .where('trip_id', '=', tripId)
      .where('key', '=', key)
      .executeTakeFirst()
    return row?.answer ? answerOf(JSON.parse(row.answer) as StoredAnswer) : IN_PROGRESS.clone()
  }
  const release = () =>
    db.deleteFrom('trip_change_keys').where('trip_id', '=', tripId).where('key', '=', key).execute()
  let result: T
  try {
    result = await change()
  } catch (error) {
    // A thrown Response is an answer (e.g. a redirect); an error is not: either way, nothing was kept.
    await release()
    throw error
  }
  if (!(result instanceof Response) || result.status < 300 || result.status >= 400) {
    // Refused (a wrong field): nothing changed, so the same key may come again.
    await release()
    return result
  }
  const stored: StoredAnswer = {
    status: result.status,
    location: result.headers.get('Location'),
    cookies: result.headers.getSetCookie(),
  }
  await db
    .updateTable('trip_change_keys')
    .set({ answer: JSON.stringify(stored) })
    .where('trip_id', '=', tripId)
    .where('key', '=', key)
    .execute()
  return result
}

/** The insert's conflict on the primary key (SQLite and PostgreSQL). */
function isKeyConflict(error: unknown): boolean {
  const { code, message, constraint } = (error ?? {}) as {
    code?: unknown
    message?: unknown
    constraint?: unknown
  }
  if (code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE')
    return typeof message === 'string' && message.includes('trip_change_keys')
  return code === '23505' && constraint === 'trip_change_keys_pk'
}
